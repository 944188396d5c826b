/**
 * The product's numbers the FAQ's texts name as `{{placeholders}}` (issue 26): filled in when the
 * FAQ is served, so an answer never repeats a number that product/ may change. CMS managers may use
 * the same placeholders in their own entries; an unknown one stays as written.
 */
import { DEFAULT_TICKERS, type Language } from '../../product/accountRules';
import { PLANS } from '../../product/plans';
import { CURRENCY, PLAN_PRICES } from '../../product/planPrices';
import { BILLING_RULES } from '../../product/catalogue';
import { REGISTRATION_OFFER } from '../../product/registrationOffer';
import { SCANNER_RULES } from '../../product/scannerRules';
import { SUPPORT } from '../../product/support';
import { TICKER_RULES } from '../../product/tickerAccess';

const amount = (value: number | undefined, language: Language): string =>
  value === undefined ? '' : `${CURRENCY} ${new Intl.NumberFormat(language === 'de' ? 'de-DE' : 'en-US', { maximumFractionDigits: 2 }).format(value)}`;

/** The placeholders and their values in `language`. */
export function faqFacts(language: Language): Record<string, string> {
  const n = (value: number): string => new Intl.NumberFormat(language === 'de' ? 'de-DE' : 'en-US').format(value);
  return {
    freeTickers: n(DEFAULT_TICKERS.length),
    freeTickerList: DEFAULT_TICKERS.join(', '),
    freeCustomTickers: n(PLANS.demo.tickersPerMonth),
    premiumTickers: n(PLANS.premium.tickersPerMonth),
    eliteTickers: n(PLANS.elite.tickersPerMonth),
    professionalTickers: n(PLANS.professional.tickersPerMonth),
    tokensPerMonth: n(PLANS.elite.tokensPerMonth),
    resetsPerMonth: n(PLANS.elite.resetsPerMonth),
    activeDays: n(TICKER_RULES.activeDays),
    activationCost: n(TICKER_RULES.activationCost),
    realtimeTokenCost: n(TICKER_RULES.realtimeTokenCost),
    scannerTokenCost: n(SCANNER_RULES.tokenCost),
    scannerReuseMinutes: n(SCANNER_RULES.reuseMinutes),
    premiumMonthly: amount(PLAN_PRICES.premium?.monthly, language),
    premiumYearly: amount(PLAN_PRICES.premium?.yearly, language),
    eliteMonthly: amount(PLAN_PRICES.elite?.monthly, language),
    eliteYearly: amount(PLAN_PRICES.elite?.yearly, language),
    trialPrice: amount(REGISTRATION_OFFER.trialPrice, language),
    trialDays: n(REGISTRATION_OFFER.trialDays),
    priceAfterTrial: amount(REGISTRATION_OFFER.priceAfterTrial, language),
    refundDays: n(BILLING_RULES.renewalFullRefundDays),
    graceDays: n(BILLING_RULES.renewalGraceDays),
    supportEmail: SUPPORT.email,
    supportHours: n(SUPPORT.responseHours),
    mailMinutes: n(SUPPORT.mailExpectedMinutes),
    scriptHours: n(SUPPORT.scriptAccessHours),
  };
}

/** `text` with every known `{{placeholder}}` replaced by its value. */
export function fillFacts(text: string, facts: Record<string, string>): string {
  return text.replace(/\{\{\s*([A-Za-z]+)\s*\}\}/g, (whole, key: string) => facts[key] ?? whole);
}
