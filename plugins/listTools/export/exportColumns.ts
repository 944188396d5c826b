/**
 * Which columns an export holds (document 2 section 6): non-premium users get no IV P/D, IV Rank
 * and IV Percentile. Premium is decided from the user's modules as the tables decide it
 * (product/columnAccess.ts through the permission scheme and engine/core's column groups).
 */
import { visibleColumnGroups } from '../../../engine/core';

export interface ExportHeader {
  key: string;
  label: string;
}

/** The three implied-volatility columns of the DomainAsset list (IV P/D, IV Rank, IV Percentile). */
export const IV_COLUMN_KEYS = ['volData.currentPremium', 'volData.currentIVRank', 'volData.currentIVPercentile'] as const;

const IV_FIELDS = new Set(IV_COLUMN_KEYS.map((k) => k.split('.').pop()!));

/** Whether the user sees PREMIUM columns, as the tables decide it. */
export function isPremiumUser(modules: readonly string[]): boolean {
  return visibleColumnGroups(modules).has('PREMIUM');
}

/** An IV column, by its full key or by its last part (a table may flatten `volData.currentIVRank` to `currentIVRank`). */
export function isIvColumn(key: string): boolean {
  return IV_FIELDS.has(key.split('.').pop() ?? key);
}

/**
 * The headers an export keeps: all for premium users, all but the IV columns otherwise.
 *
 * @example exportHeaders([{ key: 'ticker', label: 'Ticker' }, { key: 'volData.currentIVRank', label: 'IV rank' }], ['FREE']).length === 1
 */
export function exportHeaders(headers: readonly ExportHeader[], modules: readonly string[]): ExportHeader[] {
  return isPremiumUser(modules) ? [...headers] : headers.filter((h) => !isIvColumn(h.key));
}
