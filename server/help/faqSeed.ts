/**
 * The FAQ the product ships with (issue 26), in English and German: stored once as FAQ sections and
 * entries (models DomainFAQSection and DomainFAQEntry) when a database has none yet, then edited by
 * CMS managers. `{{placeholders}}` are the product's numbers (faqFacts.ts), filled in when served.
 */
import type { Language } from '../../product/accountRules';

export interface SeedSection {
  key: string;
  title: Record<Language, string>;
  entries: { question: Record<Language, string>; answer: Record<Language, string> }[];
}

export const FAQ_SEED: readonly SeedSection[] = [
  {
    key: 'measures',
    title: { en: 'Ranges and measures', de: 'Spannen und Kennzahlen' },
    entries: [
      {
        question: { en: 'What is a volatility range?', de: 'Was ist eine Volatilitätsspanne?' },
        answer: {
          en: 'A lower and an upper price level derived from the ticker\'s own volatility (the fractal range). The short-term range covers the next days, the long-term range the next weeks. The tables show the upside and the downside from today\'s price and where the price sits on the range: 0 % at the lower end, 100 % at the upper end.',
          de: 'Eine untere und eine obere Preismarke, abgeleitet aus der eigenen Volatilität des Tickers (die fraktale Spanne). Die kurzfristige Spanne gilt für die nächsten Tage, die langfristige für die nächsten Wochen. Die Tabellen zeigen das Aufwärts- und das Abwärtspotenzial vom heutigen Kurs und wo der Kurs in der Spanne steht: 0 % am unteren, 100 % am oberen Ende.',
        },
      },
      {
        question: { en: 'How often does the price stay inside the range?', de: 'Wie oft bleibt der Kurs innerhalb der Spanne?' },
        answer: {
          en: 'The ranges are built to hold most of the next closes, not all of them. The track record page measures how often they really did, against the coverage they promise, by asset class and quarter, so that you can judge them yourself.',
          de: 'Die Spannen sind so gebaut, dass sie die meisten, nicht alle nächsten Schlusskurse enthalten. Die Seite zur Trefferquote misst, wie oft das wirklich so war, gemessen an der versprochenen Abdeckung, nach Anlageklasse und Quartal, damit Sie selbst urteilen können.',
        },
      },
      {
        question: { en: 'What do the trend and momentum ratings mean?', de: 'Was bedeuten die Trend- und Momentum-Bewertungen?' },
        answer: {
          en: 'Each is bullish, neutral or bearish, and neutral can carry a danger warning. A change from neutral to bullish or from bearish to neutral is an improvement; the reverse is a deterioration. Recent changes lists them after every close.',
          de: 'Jede ist bullish, neutral oder bearish, und neutral kann eine Warnung tragen. Ein Wechsel von neutral zu bullish oder von bearish zu neutral ist eine Verbesserung, der umgekehrte eine Verschlechterung. Die Letzten Änderungen listen sie nach jedem Handelsschluss.',
        },
      },
      {
        question: { en: 'What does the Hurst exponent tell me?', de: 'Was sagt mir der Hurst-Exponent?' },
        answer: {
          en: 'Whether a ticker has tended to trend or to revert. Above 0.5, moves have tended to continue; below 0.5, to reverse; around 0.5, the path looks random. We show it over a shorter and a longer window (about a quarter and about a year of trading days), with earlier values so that you can see it change.',
          de: 'Ob ein Ticker eher Trends gebildet hat oder zum Mittel zurückgekehrt ist. Über 0,5 setzten sich Bewegungen eher fort, unter 0,5 kehrten sie eher um, um 0,5 wirkt der Verlauf zufällig. Wir zeigen ihn über ein kürzeres und ein längeres Fenster (etwa ein Quartal und etwa ein Jahr an Handelstagen), mit früheren Werten, damit Sie Veränderungen sehen.',
        },
      },
      {
        question: { en: 'What are the put wall, the call wall and the gamma flip?', de: 'Was sind Put-Wall, Call-Wall und Gamma-Flip?' },
        answer: {
          en: 'Levels from the option market: the strikes with the largest put and call gamma exposure, and the price at which dealers\' total gamma changes sign. Around them, hedging flows can slow moves down or speed them up.',
          de: 'Marken aus dem Optionsmarkt: die Basispreise mit dem größten Put- und Call-Gamma und der Kurs, an dem das gesamte Gamma der Händler das Vorzeichen wechselt. Um sie herum können Absicherungsgeschäfte Bewegungen bremsen oder beschleunigen.',
        },
      },
    ],
  },
  {
    key: 'tickers',
    title: { en: 'Tickers, EOD requests and tokens', de: 'Ticker, EOD-Anfragen und Token' },
    entries: [
      {
        question: { en: 'Which tickers can I see for free?', de: 'Welche Ticker sehe ich kostenlos?' },
        answer: {
          en: 'Every member sees the {{freeTickers}} free tickers ({{freeTickerList}}) in full. Other tickers show their name and price until you activate them.',
          de: 'Jedes Mitglied sieht die {{freeTickers}} freien Ticker ({{freeTickerList}}) vollständig. Andere Ticker zeigen Name und Kurs, bis Sie sie aktivieren.',
        },
      },
      {
        question: { en: 'What is an EOD request?', de: 'Was ist eine EOD-Anfrage?' },
        answer: {
          en: 'Activating a ticker uses {{activationCost}} EOD request of your monthly allowance and shows its end-of-day ranges, ratings and measures for {{activeDays}} days. Free members have {{freeCustomTickers}} a month, Premium {{premiumTickers}}, Elite {{eliteTickers}}.',
          de: 'Das Aktivieren eines Tickers verbraucht {{activationCost}} EOD-Anfrage Ihres Monatskontingents und zeigt seine Tagesend-Spannen, Bewertungen und Kennzahlen {{activeDays}} Tage lang. Kostenlose Mitglieder haben {{freeCustomTickers}} im Monat, Premium {{premiumTickers}}, Elite {{eliteTickers}}.',
        },
      },
      {
        question: { en: 'What are tokens for?', de: 'Wofür sind Token?' },
        answer: {
          en: 'Tokens pay for calls that cost us computing time: a real-time range costs {{realtimeTokenCost}} token, a scanner search {{scannerTokenCost}} tokens (the same search again within {{scannerReuseMinutes}} minutes is free). Paid plans include {{tokensPerMonth}} tokens a month; you can buy more under Account, Tokens.',
          de: 'Token bezahlen Abfragen, die Rechenzeit kosten: eine Echtzeit-Spanne kostet {{realtimeTokenCost}} Token, eine Scanner-Suche {{scannerTokenCost}} Token (dieselbe Suche innerhalb von {{scannerReuseMinutes}} Minuten ist kostenlos). Bezahlte Tarife enthalten {{tokensPerMonth}} Token im Monat; mehr kaufen Sie unter Konto, Token.',
        },
      },
      {
        question: { en: 'What is a reset request?', de: 'Was ist eine Reset-Anfrage?' },
        answer: {
          en: 'A reset clears your list of active tickers so that you can activate others in the same month. Paid plans include {{resetsPerMonth}} a month; more can be bought under Account, Reset.',
          de: 'Ein Reset leert Ihre Liste aktiver Ticker, damit Sie im selben Monat andere aktivieren können. Bezahlte Tarife enthalten {{resetsPerMonth}} im Monat; weitere kaufen Sie unter Konto, Reset.',
        },
      },
    ],
  },
  {
    key: 'plans',
    title: { en: 'Plans, billing and cancellation', de: 'Tarife, Abrechnung und Kündigung' },
    entries: [
      {
        question: { en: 'What do the plans cost?', de: 'Was kosten die Tarife?' },
        answer: {
          en: 'Premium costs {{premiumMonthly}} a month or {{premiumYearly}} a year, Elite {{eliteMonthly}} a month or {{eliteYearly}} a year, each excluding VAT. The free plan costs nothing and has no time limit.',
          de: 'Premium kostet {{premiumMonthly}} im Monat oder {{premiumYearly}} im Jahr, Elite {{eliteMonthly}} im Monat oder {{eliteYearly}} im Jahr, jeweils zuzüglich Mehrwertsteuer. Der kostenlose Tarif kostet nichts und ist unbefristet.',
        },
      },
      {
        question: { en: 'How does the Elite trial work?', de: 'Wie funktioniert die Elite-Testphase?' },
        answer: {
          en: 'New customers get Elite for {{trialPrice}} excluding VAT for {{trialDays}} days. After that the subscription continues at {{priceAfterTrial}} a month unless you cancel it before the trial ends.',
          de: 'Neukunden erhalten Elite für {{trialPrice}} zuzüglich Mehrwertsteuer für {{trialDays}} Tage. Danach läuft das Abonnement zu {{priceAfterTrial}} im Monat weiter, wenn Sie es nicht vor Ende der Testphase kündigen.',
        },
      },
      {
        question: { en: 'How do I cancel my subscription?', de: 'Wie kündige ich mein Abonnement?' },
        answer: {
          en: 'Under Account, Subscription. Your access continues until the end of the paid period. If you cancel within {{refundDays}} calendar days of a renewal, that renewal is refunded in full.',
          de: 'Unter Konto, Abonnement. Ihr Zugang bleibt bis zum Ende des bezahlten Zeitraums. Kündigen Sie innerhalb von {{refundDays}} Kalendertagen nach einer Verlängerung, erstatten wir diese vollständig.',
        },
      },
      {
        question: { en: 'What happens when a renewal payment fails?', de: 'Was passiert, wenn eine Verlängerungszahlung fehlschlägt?' },
        answer: {
          en: 'Your access continues for {{graceDays}} days while we try the payment again. Update your payment method under Account, Payment to keep the subscription.',
          de: 'Ihr Zugang bleibt {{graceDays}} Tage bestehen, während wir die Zahlung erneut versuchen. Aktualisieren Sie Ihre Zahlungsart unter Konto, Zahlung, um das Abonnement zu behalten.',
        },
      },
    ],
  },
  {
    key: 'support',
    title: { en: 'Account and support', de: 'Konto und Support' },
    entries: [
      {
        question: { en: 'I did not receive the verification email.', de: 'Ich habe die Bestätigungs-E-Mail nicht erhalten.' },
        answer: {
          en: 'It usually arrives within {{mailMinutes}} minutes. Please check your spam folder; if it is not there, request a new link on the sign-in page.',
          de: 'Sie kommt meist innerhalb von {{mailMinutes}} Minuten. Bitte sehen Sie im Spam-Ordner nach; ist sie dort nicht, fordern Sie auf der Anmeldeseite einen neuen Link an.',
        },
      },
      {
        question: { en: 'How do I reach support?', de: 'Wie erreiche ich den Support?' },
        answer: {
          en: 'Create a support ticket under Help or write to {{supportEmail}}. We answer within about {{supportHours}} hours during business hours.',
          de: 'Erstellen Sie unter Hilfe ein Support-Ticket oder schreiben Sie an {{supportEmail}}. Wir antworten während der Geschäftszeiten innerhalb von etwa {{supportHours}} Stunden.',
        },
      },
      {
        question: { en: 'How do I get the charting-platform scripts?', de: 'Wie erhalte ich die Skripte für die Charting-Plattform?' },
        answer: {
          en: 'Request them under Extras, Scripts & API with your TradingView or Sierra user name. Access is granted within {{scriptHours}} hours.',
          de: 'Fordern Sie sie unter Extras, Skripte & API mit Ihrem TradingView- oder Sierra-Benutzernamen an. Der Zugang wird innerhalb von {{scriptHours}} Stunden freigeschaltet.',
        },
      },
    ],
  },
];
