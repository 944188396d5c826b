/**
 * A text in a model: an i18n key (shipped models, e.g. `models:DomainSupportTicket.title`) or
 * inline texts for runtime models defined in the browser.
 *
 * @example resolveText({ en: 'Title', de: 'Titel' }, 'de', t) === 'Titel'
 */
export type LocalizedText = string | { en: string; de: string };

export type Translate = (key: string, options?: Record<string, unknown>) => string;

export function resolveText(text: LocalizedText | undefined, language: string, t?: Translate, fallback = ''): string {
  if (text === undefined) return fallback;
  if (typeof text === 'string') return t ? t(text, { defaultValue: text }) : text;
  return language === 'de' ? text.de : text.en;
}
