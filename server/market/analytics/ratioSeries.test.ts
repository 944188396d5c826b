import { describe, expect, it } from 'vitest';
import { parsePairTicker, ratioCandles } from './ratioSeries';
import type { CandleSeries } from './types';

function candles(dates: string[], rows: [number, number, number, number][]): CandleSeries {
  return {
    dates,
    open: Float64Array.from(rows, (r) => r[0]),
    high: Float64Array.from(rows, (r) => r[1]),
    low: Float64Array.from(rows, (r) => r[2]),
    close: Float64Array.from(rows, (r) => r[3]),
    volume: Float64Array.from(rows, () => 1000),
  };
}

describe('parsePairTicker', () => {
  it('splits a ticker with exactly one colon', () => {
    expect(parsePairTicker('^VVIX:^VIX')).toEqual(['^VVIX', '^VIX']);
    expect(parsePairTicker('SPY')).toBeNull();
    expect(parsePairTicker('A:B:C')).toBeNull();
    expect(parsePairTicker(':VIX')).toBeNull();
  });
});

describe('ratioCandles', () => {
  const vvix = candles(['2026-01-02', '2026-01-05', '2026-01-06'], [
    [90, 95, 88, 94],
    [94, 100, 93, 99],
    [99, 101, 97, 98],
  ]);
  const vix = candles(['2026-01-02', '2026-01-06', '2026-01-07'], [
    [15, 16, 14, 15.5],
    [20, 22, 10, 14],
    [14, 15, 13, 14],
  ]);

  it('divides the legs on their common dates', () => {
    const r = ratioCandles(vvix, vix);
    expect(r.dates).toEqual(['2026-01-02', '2026-01-06']);
    expect(r.open[0]).toBeCloseTo(6, 12);
    expect(r.close[0]).toBeCloseTo(94 / 15.5, 12);
    expect(r.high[0]).toBeCloseTo(Math.max(95 / 16, 6, 94 / 15.5), 12);
    expect(r.low[0]).toBeCloseTo(Math.min(88 / 14, 6, 94 / 15.5), 12);
    expect(r.volume[0]).toBe(0);
  });

  it('keeps every candle consistent: low ≤ open, close ≤ high', () => {
    const r = ratioCandles(vvix, vix);
    // 2026-01-06: hA/hB = 101/22 = 4.59 is below the close 98/14 = 7, so high is the close
    expect(r.high[1]).toBeCloseTo(7, 12);
    expect(r.low[1]).toBeCloseTo(99 / 20, 12);
    for (let i = 0; i < r.dates.length; i++) {
      expect(r.low[i]!).toBeLessThanOrEqual(Math.min(r.open[i]!, r.close[i]!));
      expect(r.high[i]!).toBeGreaterThanOrEqual(Math.max(r.open[i]!, r.close[i]!));
    }
  });

  it('drops bars where the divisor is not positive', () => {
    const broken = candles(['2026-01-02'], [[0, 0, 0, 0]]);
    expect(ratioCandles(vvix, broken).dates).toEqual([]);
  });
});
