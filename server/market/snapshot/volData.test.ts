import { describe, expect, it } from 'vitest';
import { ivPercentile, ivRank, type CandleSeries } from '../analytics';
import { seededRandom } from '../analytics/testing/seededRandom';
import domainAsset from '../../../models/list/DomainAsset.json';
import { scannerFilter } from '../../../product/scannerFilters';
import { VOL_SERIES_POINTS } from './assetRow';
import { volData } from './volData';

function synthetic(n: number): { candles: CandleSeries; iv: { ticker: string; dates: string[]; iv: Float64Array } } {
  const rng = seededRandom(8);
  const dates = Array.from({ length: n }, (_, i) => new Date(Date.UTC(2024, 0, 1) + i * 86_400_000).toISOString().slice(0, 10));
  const close = new Float64Array(n);
  let price = 100;
  for (let i = 0; i < n; i++) close[i] = price *= Math.exp(0.012 * rng.normal());
  const iv = Float64Array.from({ length: n }, (_, i) => 0.2 + 0.05 * Math.sin(i / 40) + 0.01 * rng.uniform());
  return { candles: { dates, open: close, high: close, low: close, close, volume: new Float64Array(n) }, iv: { ticker: 'X', dates, iv } };
}

describe('volData', () => {
  it('compares the 30-day IV with the 21-day realised volatility', () => {
    const { candles, iv } = synthetic(400);
    const stock = volData(candles, iv, false);
    expect(stock.currentIV).toBe(iv.iv[399]);
    expect(stock.currentPremium).toBeCloseTo(stock.currentIV! - stock.currentRV!, 14);
    expect(stock.currentIVRank).toBe(ivRank(iv.iv));
    expect(stock.currentIVPercentile).toBe(ivPercentile(iv.iv));
    expect(stock.series?.dates).toEqual(iv.dates.slice(-VOL_SERIES_POINTS));
    expect(stock.series?.iv.at(-1)).toBe(stock.currentIV);
    expect(stock.series?.premium.every((p) => p !== null)).toBe(true);
    const crypto = volData(candles, iv, true);
    expect(crypto.currentRV! / stock.currentRV!).toBeCloseTo(Math.sqrt(365 / 252), 12);
  });

  it('has no rank before a year of IV and nothing without an IV series', () => {
    const { candles, iv } = synthetic(100);
    const short = volData(candles, iv, false);
    expect(short.currentIV).not.toBeNull();
    expect([short.currentIVRank, short.currentIVPercentile]).toEqual([null, null]);
    expect(volData(candles, undefined, false)).toMatchObject({ currentIV: null, series: null });
  });

  it('keeps the premium a decimal (0.03 = 3 vol points) and every declaration says so', () => {
    const { candles, iv } = synthetic(400);
    const premium = volData(candles, iv, false).currentPremium!;
    expect(Math.abs(premium)).toBeLessThan(1); // IV − RV of annualised decimals, not percent points
    // the list model (tables, Quant-Studio, exports) must not call it a percent number; its filter is typed in percent
    const column = domainAsset.columns.find((c) => c.key === 'volData.currentPremium')!;
    expect(column.type).toBe('number');
    expect(column.filter).toMatchObject({ type: 'number', scale: 0.01 });
    // the scanner's filter is typed in percent and divided by 100 (document 2 section 5)
    expect(scannerFilter('ivPremium')).toMatchObject({ field: 'volData.currentPremium', percent: true });
  });
});
