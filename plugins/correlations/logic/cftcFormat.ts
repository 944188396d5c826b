/**
 * How the CFTC screen shows numbers (document 4 section 9): two decimals, negatives in brackets
 * without the sign; positions in thousands of contracts; z-scores green above 2 and red below −2.
 */
import type { CftcStatistics } from '../../../contracts';

export const Z_SCORE_LIMIT = 2;

/** @example bracketed(-1.234) === '(1.23)'; bracketed(5) === '5.00'; bracketed(null) === '–' */
export function bracketed(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '–';
  const text = Math.abs(value).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return value < 0 && text !== '0.00' ? `(${text})` : text;
}

/** Contracts → thousands of contracts. */
export function thousands(value: number | null): number | null {
  return value === null ? null : value / 1000;
}

export type ZTone = 'high' | 'low' | null;

/** 'high' (green) above 2, 'low' (red) below −2. */
export function zTone(z: number | null): ZTone {
  if (z === null) return null;
  if (z > Z_SCORE_LIMIT) return 'high';
  if (z < -Z_SCORE_LIMIT) return 'low';
  return null;
}

/** The columns after Metric, in the screen's order, with the unit each is shown in. */
export const CFTC_COLUMNS = [
  { key: 'latest', unit: 'k' }, { key: 'wowChange', unit: 'k' },
  { key: 'avg1M', unit: 'k' }, { key: 'avg3M', unit: 'k' }, { key: 'avg6M', unit: 'k' }, { key: 'avg1Y', unit: 'k' },
  { key: 'max2Y', unit: 'k' }, { key: 'min2Y', unit: 'k' },
  { key: 'zScore1Y', unit: 'z' }, { key: 'zScore2Y', unit: 'z' },
] as const satisfies readonly { key: keyof CftcStatistics; unit: 'k' | 'z' }[];

export type CftcColumnKey = (typeof CFTC_COLUMNS)[number]['key'];

/** The value a column shows: thousands of contracts, or the z-score as it is. */
export function shownValue(stats: CftcStatistics, key: CftcColumnKey): number | null {
  const unit = CFTC_COLUMNS.find((c) => c.key === key)!.unit;
  return unit === 'k' ? thousands(stats[key]) : stats[key];
}
