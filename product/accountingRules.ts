/**
 * The accounting tools' rules (issue 28 scope 6): the accounting sheet's sheets and the
 * comparison with the card provider.
 */
export const ACCOUNTING_RULES = {
  /** The sheets of the accounting workbook, in order. */
  sheets: { invoices: 'Invoices', refunds: 'Refunds', vat: 'VAT by country and month' },
  /** The download's file name: accounting-<year>.xlsx. */
  fileName: (year: number): string => `accounting-${year}.xlsx`,
  /** The years the sheet may be asked for. */
  minYear: 2000,
  maxYear: 2100,
  /** The longest range the provider comparison reads at once, in days. */
  diffMaxDays: 366,
  /**
   * The provider's transactions are read this many days either side of the range, so that a
   * payment booked by us just before midnight and by the provider just after is not a difference.
   */
  diffMarginDays: 2,
} as const;

/**
 * The VAT in a gross amount at `rateBp` (a refund of part of an invoice: gross × rate / (1 + rate)),
 * rounded half up to the cent in integer arithmetic; the net part is the rest.
 */
export function vatOfGross(grossCents: number, rateBp: number): { netCents: number; vatCents: number } {
  if (!Number.isInteger(grossCents)) throw new RangeError(`amount must be whole cents, got ${grossCents}`);
  if (!Number.isInteger(rateBp) || rateBp < 0) throw new RangeError(`VAT rate must be whole basis points, got ${rateBp}`);
  const sign = grossCents < 0 ? -1 : 1;
  const abs = Math.abs(grossCents);
  const vat = Math.floor((abs * rateBp * 2 + (10000 + rateBp)) / (2 * (10000 + rateBp)));
  return { netCents: sign * (abs - vat), vatCents: sign * vat };
}
