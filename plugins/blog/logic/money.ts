import { CURRENCY } from '../../../product/planPrices';

/** A price in whole euros in the user's language: €76.00 / 76,00 €. */
export function money(language: string, euros: number): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency: CURRENCY }).format(euros);
}
