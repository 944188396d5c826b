import { describe, expect, it } from 'vitest';
import { exportHeaders, isIvColumn, isPremiumUser, IV_COLUMN_KEYS } from './exportColumns';

const headers = [
  { key: 'ticker', label: 'Ticker' },
  { key: 'volData.currentPremium', label: 'IV P/D' },
  { key: 'volData.currentIVRank', label: 'IV Rank' },
  { key: 'currentIVPercentile', label: 'IV Percentile' },
  { key: 'ltRange.upside', label: 'Long-term upside' },
];

describe('export columns', () => {
  it('drop IV P/D, IV Rank and IV Percentile for users without a premium module', () => {
    expect(exportHeaders(headers, ['FREE']).map((h) => h.key)).toEqual(['ticker', 'ltRange.upside']);
    expect(exportHeaders(headers, []).map((h) => h.key)).toEqual(['ticker', 'ltRange.upside']);
  });

  it('keep every column for premium users', () => {
    expect(exportHeaders(headers, ['FREE', 'PREMIUM'])).toEqual(headers);
  });

  it('decide premium as the tables do (product/columnAccess)', () => {
    expect(isPremiumUser(['PREMIUM'])).toBe(true);
    expect(isPremiumUser(['BASIC_OR_PREMIUM', 'FREE'])).toBe(false);
  });

  it('know the three IV columns by key or by their last part', () => {
    expect(IV_COLUMN_KEYS.every(isIvColumn)).toBe(true);
    expect(isIvColumn('currentIVRank')).toBe(true);
    expect(isIvColumn('volData.series')).toBe(false);
  });
});
