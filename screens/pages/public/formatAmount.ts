/** A whole or decimal amount in the reader's number format (1,327 / 1.327); the currency code comes from the text. */
export function formatAmount(amount: number, language: string): string {
  return new Intl.NumberFormat(language === 'de' ? 'de-DE' : 'en-US', { maximumFractionDigits: 2 }).format(amount);
}
