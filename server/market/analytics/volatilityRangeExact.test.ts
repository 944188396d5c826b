/**
 * The fast range (prepared series, plain indexed loops, bisection stopped at its fixed point) gives
 * bit for bit what the range gave before it was rewritten. `referenceRange` below is the earlier
 * implementation, kept verbatim as the test's oracle (not used by the product).
 */
import { describe, expect, it } from 'vitest';
import { hurstAsOf } from './hurstLookbacks';
import { normalCdf, normalQuantile } from './normal';
import { rangeMetrics } from './rangeMetrics';
import { averageForecastVariance, ewmaVariance, trailingRealisedVolatility } from './realisedVolatility';
import { logReturns } from './returns';
import { seededRandom } from './testing/seededRandom';
import { syntheticCloses } from './testing/syntheticMarket';
import { PRODUCT_MODELS, productRangeAt, type TrackRangeId } from './trackRecord';
import {
  capMargin, capStateOf, coverageHalfWidth, DRIFT_WINDOW, effectiveHurst, emaLag, LONG_RUN_WINDOW, LONG_TERM_RANGE, rangeSeries,
  SHORT_TERM_RANGE, trailingVolatilityAt, volatilityRange, volatilityRangeAt, type RangeSpec, type VolatilityRange,
} from './volatilityRange';

function referenceHalfWidth(offset: number, sd: number, coverage: number): number {
  let low = 0;
  let high = Math.abs(offset) + normalQuantile((1 + coverage) / 2) * sd;
  for (let i = 0; i < 80; i++) {
    const mid = (low + high) / 2;
    const mass = normalCdf((offset + mid) / sd) - normalCdf((offset - mid) / sd);
    if (mass < coverage) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

function referenceLogEma(closes: Float64Array, span: number): number {
  const alpha = 2 / (span + 1);
  const start = Math.max(0, closes.length - 6 * span);
  let ema = Math.log(closes[start]!);
  for (let i = start + 1; i < closes.length; i++) ema += alpha * (Math.log(closes[i]!) - ema);
  return ema;
}

function referenceRange(closes: Float64Array, spec: RangeSpec, hurst?: number | null): VolatilityRange | null {
  const recent = closes.subarray(Math.max(0, closes.length - Math.max(LONG_RUN_WINDOW, spec.capWindow, 6 * spec.horizon) - 1));
  const returns = logReturns(recent).subarray(-LONG_RUN_WINDOW);
  if (returns.length < spec.minReturns || returns.some((r) => !Number.isFinite(r))) return null;
  const driftReturns = Math.min(DRIFT_WINDOW, closes.length - 1);
  const driftStart = closes[closes.length - 1 - driftReturns]!;
  if (!(driftStart > 0)) return null;
  const price = recent[recent.length - 1]!;
  let longRun = 0;
  for (const r of returns) longRun += r * r;
  longRun /= returns.length;
  const variance = averageForecastVariance(ewmaVariance(returns), longRun, spec.horizon);
  const hEff = effectiveHurst(hurst, spec.hurstEstimateVariance);
  const dailyVol = Math.sqrt(variance);
  const drift = Math.log(price / driftStart) / driftReturns;
  const sd = Math.sqrt((dailyVol * spec.horizon ** hEff) ** 2 + (spec.horizon ** 2 * longRun) / driftReturns);
  if (!(sd > 0)) return null;
  const m = Math.log(price);
  const forecast = m + drift * spec.horizon;
  const c = referenceLogEma(recent, spec.horizon) + drift * (emaLag(spec.horizon) + spec.horizon);
  const w = referenceHalfWidth(c - forecast, sd, spec.coverage);
  let lower = Math.exp(c - w);
  let upper = Math.exp(c + w);
  const capCloses = recent.subarray(-spec.capWindow);
  const carried = drift * spec.horizon;
  const margin = capMargin(spec) * sd;
  const upperCap = Math.max(...capCloses) * Math.exp(carried + margin);
  const lowerCap = Math.min(...capCloses) * Math.exp(carried - margin);
  const hasUpperCap = upper > upperCap;
  const hasLowerCap = lower < lowerCap;
  if (hasUpperCap) upper = upperCap;
  if (hasLowerCap) lower = lowerCap;
  const metrics = rangeMetrics(price, lower, upper);
  if (metrics === null) return null;
  return {
    ...metrics, lowerVolatilityRange: lower, upperVolatilityRange: upper, center: Math.exp(c), horizonSd: sd, dailyVol, dailyDrift: drift,
    effectiveHurst: hEff, hasUpperCap, hasLowerCap, capState: capStateOf(hasUpperCap, hasLowerCap),
  };
}

/** Every field identical, NaN and −0 included (toEqual would let −0 and 0 pass). */
function expectIdentical(actual: VolatilityRange | null, expected: VolatilityRange | null, where: string): void {
  if (expected === null || actual === null) {
    expect(actual, where).toBe(expected);
    return;
  }
  for (const key of Object.keys(expected) as (keyof VolatilityRange)[]) {
    expect(Object.is(actual[key], expected[key]), `${where} ${key}: ${String(actual[key])} vs ${String(expected[key])}`).toBe(true);
  }
  expect(Object.keys(actual).sort()).toEqual(Object.keys(expected).sort());
}

/** Fixed series: GARCH markets (calm, trending, falling), a zigzag, a flat stretch, gaps (0 and NaN closes), a short one. */
function fixedSeries(): [string, Float64Array][] {
  const zigzag = new Float64Array(700);
  zigzag[0] = 100;
  for (let i = 1; i < zigzag.length; i++) zigzag[i] = zigzag[i - 1]! * Math.exp(i % 2 ? 0.01 : -0.01);
  const flat = syntheticCloses(seededRandom(7), 800);
  flat.fill(flat[400]!, 400, 460);
  const gaps = syntheticCloses(seededRandom(11), 900);
  gaps[300] = 0;
  gaps[610] = Number.NaN;
  return [
    ['calm', syntheticCloses(seededRandom(1), 1300, { drift: 0 })],
    ['trending', syntheticCloses(seededRandom(2), 1300, { drift: 0.002, dailyVol: 0.02 })],
    ['falling', syntheticCloses(seededRandom(3), 900, { drift: -0.003, dailyVol: 0.03 })],
    ['zigzag', zigzag],
    ['flat', flat],
    ['gaps', gaps],
    ['short', syntheticCloses(seededRandom(5), 140)],
  ];
}

describe('the fast range is bit for bit the earlier one', () => {
  it('coverageHalfWidth stops at the bisection\'s fixed point with the same answer', () => {
    const rng = seededRandom(42);
    for (let i = 0; i < 6000; i++) {
      // Offsets from centred to far beyond the spread (where the mass hardly moves and nothing is decided in advance).
      const sd = 0.001 + rng.uniform() * 0.3;
      const offset = (rng.uniform() - 0.5) * (i % 3 === 0 ? 0.4 : i % 3 === 1 ? 4 * sd : 40 * sd);
      const coverage = [0.5, 0.8, 0.9, 0.99][i % 4]!;
      expect(Object.is(coverageHalfWidth(offset, sd, coverage), referenceHalfWidth(offset, sd, coverage))).toBe(true);
    }
  }, 120_000);

  it('volatilityRange and volatilityRangeAt on many dates of fixed series, both ranges, several Hurst exponents', () => {
    let compared = 0;
    for (const [name, closes] of fixedSeries()) {
      const series = rangeSeries(closes);
      const withLogs = rangeSeries(closes, 0, true);
      for (const spec of [SHORT_TERM_RANGE, LONG_TERM_RANGE]) {
        for (let last = 0; last < closes.length; last += name === 'short' ? 1 : 23) {
          const seen = closes.subarray(0, last + 1);
          for (const hurst of [undefined, 0.58]) {
            const expected = referenceRange(seen, spec, hurst);
            expectIdentical(volatilityRange(seen, spec, hurst), expected, `${name} ${spec.horizon} ${last} ${String(hurst)} (single)`);
            expectIdentical(volatilityRangeAt(series, last, spec, hurst), expected, `${name} ${spec.horizon} ${last} ${String(hurst)} (series)`);
            expectIdentical(volatilityRangeAt(withLogs, last, spec, hurst), expected, `${name} ${spec.horizon} ${last} ${String(hurst)} (series, logs)`);
            if (expected) compared++;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(300);
  }, 120_000);

  it('productRangeAt is PRODUCT_MODELS.range as it was (range with the Hurst exponent as of the date)', () => {
    const hurstWindow: Record<TrackRangeId, number> = { shortTerm: 64, longTerm: 256 };
    const specOf: Record<TrackRangeId, RangeSpec> = { shortTerm: SHORT_TERM_RANGE, longTerm: LONG_TERM_RANGE };
    for (const [name, closes] of fixedSeries()) {
      const series = rangeSeries(closes, 0, true);
      for (const id of ['shortTerm', 'longTerm'] as const) {
        for (let last = 0; last < closes.length; last += 11) {
          const seen = closes.subarray(0, last + 1);
          const hurst = hurstAsOf(logReturns(seen.subarray(-(hurstWindow[id] + 1))), hurstWindow[id]);
          const r = referenceRange(seen, specOf[id], hurst);
          const expected = r ? { lower: r.lowerVolatilityRange, upper: r.upperVolatilityRange } : null;
          expect(productRangeAt(id, series, last), `${name} ${id} ${last}`).toEqual(expected);
          expect(PRODUCT_MODELS.range(id, seen), `${name} ${id} ${last}`).toEqual(expected);
        }
      }
    }
  }, 120_000);

  it('trailingVolatilityAt is trailingRealisedVolatility of the closes up to the date', () => {
    for (const [name, closes] of fixedSeries()) {
      const series = rangeSeries(closes);
      for (let last = 0; last < closes.length; last += 3) {
        for (const window of [1, 2, 20, 63]) {
          const expected = trailingRealisedVolatility(closes.subarray(0, last + 1), window);
          expect(Object.is(trailingVolatilityAt(series, last, window), expected), `${name} ${last} ${window}`).toBe(true);
        }
      }
    }
  });
});
