import type { Formatters } from '../../../engine/ui';

/**
 * An amount in integer cents as the product writes prices, "EUR 57.12" (German "EUR 57,12"):
 * the currency code first, two decimals in the reader's number format.
 *
 * @example formatEur(5712, formattersFor('en-US')) === 'EUR 57.12'
 */
export function formatEur(cents: number, f: Pick<Formatters, 'number'>): string {
  return `EUR ${f.number(cents / 100, 2)}`;
}
