import { describe, expect, it } from 'vitest';
import { H256_WINDOW, H64_WINDOW, hurstAsOf, logReturns } from '../market/analytics';
import { mulberry32 } from '../../engine/core/random/mulberry32';
import { hurstChart } from './chartRoutes';

describe('hurstChart', () => {
  const rng = mulberry32(11);
  const n = 420;
  const close = new Float64Array(n);
  close[0] = 100;
  for (let i = 1; i < n; i++) close[i] = close[i - 1]! * Math.exp((rng() - 0.5) * 0.04);
  const dates = Array.from({ length: n }, (_, i) => new Date(Date.UTC(2025, 0, 1 + i)).toISOString().slice(0, 10));
  const returns = logReturns(close);

  it('gives the rolling h64 and h256 of the last 120 sessions, each dated by the close its window ends with', () => {
    const chart = hurstChart(dates, close);
    expect(chart['3Mo']).toHaveLength(120);
    expect(chart['1Yr']).toHaveLength(120);
    expect(chart['3Mo'].at(-1)).toEqual({ Date: dates[n - 1], Hurst: hurstAsOf(returns, H64_WINDOW, 0) });
    expect(chart['1Yr'].at(-1)).toEqual({ Date: dates[n - 1], Hurst: hurstAsOf(returns, H256_WINDOW, 0) });
    expect(chart['3Mo'][0]).toEqual({ Date: dates[n - 120], Hurst: hurstAsOf(returns, H64_WINDOW, 119) });
    expect(chart['1Yr'][119 - 30]!.Hurst).toBeCloseTo(hurstAsOf(returns, H256_WINDOW, 30)!, 12);
  });

  it('leaves out the days without a full window', () => {
    const chart = hurstChart(dates.slice(0, 300), close.slice(0, 300));
    expect(chart['3Mo']).toHaveLength(120);
    // 299 returns: h256 exists for the last 299 − 256 + 1 = 44 days.
    expect(chart['1Yr']).toHaveLength(44);
    expect(hurstChart(dates.slice(0, 10), close.slice(0, 10))).toEqual({ '3Mo': [], '1Yr': [] });
  });
});
