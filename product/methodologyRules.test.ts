import { describe, expect, it } from 'vitest';
import {
  isIsoDate, isMethodologyMetric, rowAsOf, METHODOLOGY_COLUMN_METRICS, METHODOLOGY_METRICS, methodologyPath,
} from './methodologyRules';

describe('methodology rules', () => {
  it('a link carries a valid as-of date, the ticker and the value; bad ones are left out', () => {
    expect(methodologyPath('iv-rank', { asOf: '2026-11-26', ticker: 'SPY', value: 42.5 })).toBe('/help/methodology/iv-rank?asOf=2026-11-26&ticker=SPY&value=42.5');
    expect(methodologyPath('trend', { asOf: '2026-02-30', ticker: null, value: Number.NaN })).toBe('/help/methodology/trend');
    expect(methodologyPath('momentum')).toBe('/help/methodology/momentum');
  });

  it('dates: real calendar dates only', () => {
    expect(['2026-11-26', '2024-02-29', '2026-02-29', '26-11-2026', '2026-13-01', ''].map(isIsoDate)).toEqual([true, true, false, false, false, false]);
  });

  it("a ticker's as-of date: its range date, else its price date's day", () => {
    expect(rowAsOf({ latestRangeDate: '2026-11-20', latestPriceDate: '2026-11-21' })).toBe('2026-11-20');
    expect(rowAsOf({ latestRangeDate: null, latestPriceDate: '2026-11-18T21:00:00Z' })).toBe('2026-11-18');
    expect(rowAsOf({ latestRangeDate: 'soon' })).toBeNull();
    expect(rowAsOf({})).toBeNull();
  });

  it('every column metric has a page; unknown names are not metrics', () => {
    expect(Object.values(METHODOLOGY_COLUMN_METRICS).every(isMethodologyMetric)).toBe(true);
    expect(isMethodologyMetric('volatility')).toBe(false);
    expect(new Set(METHODOLOGY_METRICS).size).toBe(METHODOLOGY_METRICS.length);
  });
});
