/**
 * Calibration of the volatility ranges on the simulated market (docs/methodology.md section 4):
 * each range promises that the close `horizon` sessions later lies inside it with probability 80 %.
 *
 * Set-up: seed 3, 600 instruments of which every second one (300: stocks, ETFs, indices, futures,
 * FX, bonds, crypto, volatility indices, pairs), history from 2019-01-01 to the clock 2026-11-20.
 * At every 7th session from the 280th on (so each as-of date lies well inside the history, with a
 * full year of returns behind it), the short- and long-term ranges are computed from the closes up
 * to that session alone and checked against the close 15 (63) sessions later.
 *
 * Tolerance: 80 % ± 3 points (short-term) and ± 5 points (long-term), the bands of the synthetic
 * calibration with drift regimes. The samples are far from independent — instruments move
 * together through the market and sector factors and the windows overlap — so the tolerance is set
 * by the spread between market histories, not by the sample count: over seeds 1–6 the short-term
 * coverage was 77.6–80.8 % and the long-term 75.1–80.3 % with methodology 1.0 (the long-term range
 * ran about 3 points narrow: it had no drift); with 1.1 seed 3 gives 80.0 % and 77.9 %. Volatility indices revert to their mean, so their ranges over-cover (88–97 %); they are
 * reported, not asserted.
 */
import { describe, expect, it } from 'vitest';
import {
  H256_WINDOW,
  H64_WINDOW,
  hurstAsOf,
  logReturns,
  LONG_TERM_RANGE,
  SHORT_TERM_RANGE,
  volatilityRange,
  type RangeSpec,
} from '../analytics';
import { createSimulatedMarket } from '../simulation';

const market = createSimulatedMarket({ seed: 3, size: 600, now: () => new Date('2026-11-20T22:00:00Z'), historyStart: '2019-01-01' });
const instruments = market.listInstruments().filter((_, k) => k % 2 === 0);

interface Coverage {
  inside: number;
  total: number;
  capped: number;
  volatilityInside: number;
  volatilityTotal: number;
}

function coverage(spec: RangeSpec, hurstWindow: number): Coverage {
  const out: Coverage = { inside: 0, total: 0, capped: 0, volatilityInside: 0, volatilityTotal: 0 };
  for (const instrument of instruments) {
    const closes = market.getCandleColumns(instrument.ticker)!.close;
    const returns = logReturns(closes);
    const n = closes.length;
    for (let t = 280; t + spec.horizon < n; t += 7) {
      const range = volatilityRange(closes.subarray(0, t + 1), spec, hurstAsOf(returns, hurstWindow, n - 1 - t));
      if (!range) continue;
      const later = closes[t + spec.horizon]!;
      const inside = later >= range.lowerVolatilityRange && later <= range.upperVolatilityRange;
      out.total++;
      if (inside) out.inside++;
      if (range.hasLowerCap || range.hasUpperCap) out.capped++;
      if (instrument.type === 'volatility') {
        out.volatilityTotal++;
        if (inside) out.volatilityInside++;
      }
    }
  }
  return out;
}

describe('range calibration on the simulated market', () => {
  it('the short-term range holds the close 15 sessions later 80 % ± 3 points of the time', () => {
    const c = coverage(SHORT_TERM_RANGE, H64_WINDOW);
    expect(c.total).toBeGreaterThan(70_000);
    expect(Math.abs(c.inside / c.total - SHORT_TERM_RANGE.coverage)).toBeLessThanOrEqual(0.03);
    expect(c.capped / c.total).toBeLessThan(0.05);
    console.info(`short-term coverage ${((100 * c.inside) / c.total).toFixed(1)} % of ${c.total}; volatility indices ${((100 * c.volatilityInside) / c.volatilityTotal).toFixed(1)} %`);
  }, 120_000); // about 15 s alone; a busy machine has taken over 30

  it('the long-term range holds the close 63 sessions later 80 % ± 5 points of the time', () => {
    const c = coverage(LONG_TERM_RANGE, H256_WINDOW);
    expect(c.total).toBeGreaterThan(70_000);
    expect(Math.abs(c.inside / c.total - LONG_TERM_RANGE.coverage)).toBeLessThanOrEqual(0.05);
    // methodology 1.1 measures the caps from the extremes carried along the drift: they bind on 5.2 % of these
    // long-term ranges (1 % on real closes) and change the coverage by 0.01 points
    expect(c.capped / c.total).toBeLessThan(0.06);
    console.info(`long-term coverage ${((100 * c.inside) / c.total).toFixed(1)} % of ${c.total}; volatility indices ${((100 * c.volatilityInside) / c.volatilityTotal).toFixed(1)} %`);
  }, 120_000); // about 15 s alone; a busy machine has taken over 30
});
