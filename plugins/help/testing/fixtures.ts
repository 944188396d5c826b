/** The help screens' fixture answers: a small FAQ in both languages (searched like the server) and the tutorials. */
import type { EntityEnvelope } from '../../../engine/data';
import type { CmsEntryAnswer, FaqAnswer, FaqSection } from '../../../contracts';

type Language = 'en' | 'de';

const FAQ: Record<Language, FaqSection[]> = {
  en: [
    { key: 'measures', title: 'Ranges and measures', entries: [
      { id: 'e1', question: 'What is a volatility range?', answer: 'A lower and an upper price level derived from the ticker\'s own volatility.' },
      { id: 'e2', question: 'What does the Hurst exponent tell me?', answer: 'Whether a ticker has tended to trend or to revert.' },
    ] },
    { key: 'plans', title: 'Plans, billing and cancellation', entries: [
      { id: 'e3', question: 'How do I cancel my subscription?', answer: 'Under Account, Subscription. Your access continues until the end of the paid period.' },
    ] },
  ],
  de: [
    { key: 'measures', title: 'Spannen und Kennzahlen', entries: [
      { id: 'd1', question: 'Was ist eine Volatilitätsspanne?', answer: 'Eine untere und eine obere Preismarke aus der eigenen Volatilität des Tickers.' },
      { id: 'd2', question: 'Was sagt mir der Hurst-Exponent?', answer: 'Ob ein Ticker eher Trends gebildet hat oder zum Mittel zurückgekehrt ist.' },
    ] },
    { key: 'plans', title: 'Tarife, Abrechnung und Kündigung', entries: [
      { id: 'd3', question: 'Wie kündige ich mein Abonnement?', answer: 'Unter Konto, Abonnement. Ihr Zugang bleibt bis zum Ende des bezahlten Zeitraums.' },
    ] },
  ],
};

const plain = (s: string): string => s.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

export function faqFixture(language: Language, query = ''): FaqAnswer {
  const words = plain(query).split(/\s+/).filter(Boolean);
  const sections = FAQ[language]
    .map((s) => ({ ...s, entries: s.entries.filter((e) => words.every((w) => plain(`${s.title} ${e.question} ${e.answer}`).includes(w))) }))
    .filter((s) => s.entries.length > 0);
  return { language, query, sections };
}

export function tutorialsFixture(language: Language): CmsEntryAnswer {
  const de = language === 'de';
  return {
    collection: 'tutorials', name: language, version: 1, updatedAt: '2026-11-20T10:00:00.000Z',
    content: { content: [
      { title: de ? 'Erste Schritte: Ihr Portfolio-Dashboard' : 'Getting started: your portfolio dashboard', embedUrl: 'https://www.youtube-nocookie.com/embed/rsGetStart1' },
      { title: de ? 'Kurz- und langfristige Spannen lesen' : 'Reading the short- and long-term ranges', embedUrl: 'https://www.youtube-nocookie.com/embed/rsRanges001' },
      { title: de ? 'Den Hurst-Exponenten nutzen' : 'Using the Hurst exponent', embedUrl: 'https://player.vimeo.com/video/76979871' },
    ] },
  };
}

const envelope = (model: string, id: string, payload: Record<string, unknown>): EntityEnvelope => ({
  id, createdBy: 'democms', creationDate: '2026-11-20T10:00:00.000Z', version: 1, entityModelName: model, payload,
});

/** The stored FAQ records the editor lists. */
export const FAQ_RECORDS: Record<'DomainFAQSection' | 'DomainFAQEntry', EntityEnvelope[]> = {
  DomainFAQSection: [
    envelope('DomainFAQSection', '00000000-0000-4000-8000-000000000001', { key: 'measures', language: 'en', title: 'Ranges and measures', sortRank: 10, active: true }),
    envelope('DomainFAQSection', '00000000-0000-4000-8000-000000000002', { key: 'measures', language: 'de', title: 'Spannen und Kennzahlen', sortRank: 10, active: true }),
    envelope('DomainFAQSection', '00000000-0000-4000-8000-000000000003', { key: 'old', language: 'en', title: 'Retired section', sortRank: 90, active: false }),
  ],
  DomainFAQEntry: [
    envelope('DomainFAQEntry', '00000000-0000-4000-8000-000000000011', { section: 'measures', language: 'en', question: 'What is a volatility range?', answer: 'A band.', sortRank: 10, active: true }),
    envelope('DomainFAQEntry', '00000000-0000-4000-8000-000000000012', { section: 'measures', language: 'en', question: 'What does the Hurst exponent tell me?', answer: 'Trend or reversion.', sortRank: 20, active: true }),
    envelope('DomainFAQEntry', '00000000-0000-4000-8000-000000000013', { section: 'measures', language: 'de', question: 'Was ist eine Volatilitätsspanne?', answer: 'Eine Spanne.', sortRank: 10, active: false }),
  ],
};
