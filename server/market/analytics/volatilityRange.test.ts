import { describe, expect, it } from 'vitest';
import { hurstAsOf } from './hurstLookbacks';
import { normalCdf } from './normal';
import { logReturns } from './returns';
import { seededRandom } from './testing/seededRandom';
import { syntheticCloses } from './testing/syntheticMarket';
import {
  capMargin,
  capStateOf,
  coverageHalfWidth,
  effectiveHurst,
  emaLag,
  logEma,
  LONG_TERM_RANGE,
  SHORT_TERM_RANGE,
  volatilityRange,
  type RangeSpec,
} from './volatilityRange';

/** Closes whose log returns alternate +a, −a: every volatility estimate is exactly a. */
function zigzag(n: number, a = 0.01): Float64Array {
  const closes = new Float64Array(n + 1);
  closes[0] = 100;
  for (let i = 1; i <= n; i++) closes[i] = closes[i - 1]! * Math.exp(i % 2 === 1 ? a : -a);
  return closes;
}

/** A zigzag whose last 60 returns keep the size a but rise 20 days and fall 40: a wide 3-month window. */
function swing(n: number, a = 0.01): Float64Array {
  const closes = zigzag(n, a);
  for (let i = n - 59; i <= n; i++) closes[i] = closes[i - 1]! * Math.exp(i <= n - 40 ? a : -a);
  return closes;
}

describe('range building blocks', () => {
  it('coverageHalfWidth is the normal quantile when centred and keeps the coverage off-centre', () => {
    expect(coverageHalfWidth(0, 0.05, 0.8)).toBeCloseTo(1.2815515655446004 * 0.05, 10);
    for (const offset of [-0.12, -0.03, 0.02, 0.2]) {
      const w = coverageHalfWidth(offset, 0.05, 0.8);
      expect(normalCdf((offset + w) / 0.05) - normalCdf((offset - w) / 0.05)).toBeCloseTo(0.8, 10);
      expect(w).toBeGreaterThan(Math.abs(offset));
    }
  });

  it('effectiveHurst shrinks towards ½ with κ = τ² / (τ² + v) and clamps', () => {
    expect(effectiveHurst(null, 0.01)).toBe(0.5);
    expect(effectiveHurst(NaN, 0.01)).toBe(0.5);
    const kappa = 0.0025 / (0.0025 + 0.064 ** 2);
    expect(effectiveHurst(0.7, 0.064 ** 2)).toBeCloseTo(0.5 + kappa * 0.2, 14);
    expect(effectiveHurst(0.99, 0)).toBe(0.65);
    expect(effectiveHurst(0.01, 0)).toBe(0.35);
  });

  it('logEma is the exponential average of log closes', () => {
    expect(logEma(Float64Array.from([50, 50, 50]), 5)).toBeCloseTo(Math.log(50), 14);
    // span 3: α = ½; ln 100 → ½(ln 100 + ln 200)
    expect(logEma(Float64Array.from([100, 200]), 3)).toBeCloseTo(0.5 * (Math.log(100) + Math.log(200)), 14);
  });

  it('names the cap states', () => {
    expect(capStateOf(true, true)).toBe('UpperLowerCap');
    expect(capStateOf(true, false)).toBe('UpperCap');
    expect(capStateOf(false, true)).toBe('LowerCap');
    expect(capStateOf(false, false)).toBe('Uncapped');
  });
});

describe('volatilityRange', () => {
  it('follows the closed form on a series of constant volatility', () => {
    const closes = swing(300, 0.01);
    const r = volatilityRange(closes, SHORT_TERM_RANGE)!;
    expect(r.dailyVol).toBeCloseTo(0.01, 12);
    // 300 returns (fewer than DRIFT_WINDOW): μ = their mean, its sampling variance 15² σ² / 300 widens s
    const mu = Math.log(closes[300]! / closes[0]!) / 300;
    expect(r.dailyDrift).toBeCloseTo(mu, 14);
    const sd = Math.sqrt(0.01 ** 2 * 15 + (15 ** 2 * 0.01 ** 2) / 300);
    expect(r.horizonSd).toBeCloseTo(sd, 12);
    const forecast = Math.log(closes[300]!) + 15 * mu;
    const c = logEma(closes, 15) + mu * (emaLag(15) + 15);
    expect(emaLag(15)).toBe(7);
    const w = coverageHalfWidth(c - forecast, sd, 0.8);
    expect(r.center).toBeCloseTo(Math.exp(c), 10);
    expect(r.lowerVolatilityRange).toBeCloseTo(Math.exp(c - w), 10);
    expect(r.upperVolatilityRange).toBeCloseTo(Math.exp(c + w), 10);
    expect(r.capState).toBe('Uncapped');
    expect(r.upside).toBeCloseTo((r.upperVolatilityRange / closes[300]! - 1) * 100, 10);
  });

  it('carries the drift: a steady rise moves the anchor ahead of the close and keeps the tails balanced', () => {
    const closes = new Float64Array(601);
    closes[0] = 100;
    for (let i = 1; i <= 600; i++) closes[i] = closes[i - 1]! * Math.exp(0.001 + (i % 2 === 1 ? 0.01 : -0.01));
    const r = volatilityRange(closes, LONG_TERM_RANGE)!;
    expect(r.dailyDrift).toBeCloseTo(0.001, 12);
    // the EMA lags the close by (63 − 1)/2 sessions of drift; moved along it, the anchor is the close carried 63 sessions ahead
    expect(r.center).toBeCloseTo(Math.exp(logEma(closes, 63) + 0.001 * (31 + 63)), 8);
    expect(Math.abs(Math.log(r.center / closes[600]!) - 63 * 0.001)).toBeLessThan(0.006); // the zigzag's own ±0.005 aside
    const forecast = Math.log(closes[600]!) + 63 * 0.001;
    const above = 1 - normalCdf((Math.log(r.upperVolatilityRange) - forecast) / r.horizonSd);
    const below = normalCdf((Math.log(r.lowerVolatilityRange) - forecast) / r.horizonSd);
    expect(above + below).toBeCloseTo(0.2, 8);
    expect(Math.abs(above - below)).toBeLessThan(0.03);
    // the range expects the rise to go on, so a close on its trend sits in the lower part of it
    expect(r.positionOnRange).toBeGreaterThan(10);
    expect(r.positionOnRange).toBeLessThan(30);
  });

  it('widens with a persistent Hurst exponent and narrows with an anti-persistent one', () => {
    const closes = zigzag(300);
    const neutral = volatilityRange(closes, LONG_TERM_RANGE, 0.5)!;
    const persistent = volatilityRange(closes, LONG_TERM_RANGE, 0.7)!;
    const antipersistent = volatilityRange(closes, LONG_TERM_RANGE, 0.3)!;
    const driftVariance = (63 ** 2 * 0.01 ** 2) / 300; // the drift's sampling variance, the same for all three
    const scaled = (r: typeof neutral): number => Math.sqrt(r.horizonSd ** 2 - driftVariance);
    expect(scaled(persistent) / scaled(neutral)).toBeCloseTo(63 ** (persistent.effectiveHurst - 0.5), 12);
    expect(persistent.upperVolatilityRange).toBeGreaterThan(neutral.upperVolatilityRange);
    expect(antipersistent.upperVolatilityRange).toBeLessThan(neutral.upperVolatilityRange);
  });

  it('sits above the middle when the price is stretched above its trend, below when under it', () => {
    const rng = seededRandom(5);
    const up = new Float64Array(301);
    const down = new Float64Array(301);
    up[0] = down[0] = 100;
    for (let i = 1; i <= 300; i++) {
      const e = 0.01 * rng.normal();
      up[i] = up[i - 1]! * Math.exp(e + (i > 285 ? 0.01 : 0));
      down[i] = down[i - 1]! * Math.exp(e - (i > 285 ? 0.01 : 0));
    }
    expect(volatilityRange(up, SHORT_TERM_RANGE)!.positionOnRange).toBeGreaterThan(60);
    expect(volatilityRange(down, SHORT_TERM_RANGE)!.positionOnRange).toBeLessThan(40);
  });

  it('is not capped in a market that went nowhere: its range reaches no further than one centred on the extremes', () => {
    const r = volatilityRange(zigzag(300, 0.01), SHORT_TERM_RANGE)!;
    expect(r.capState).toBe('Uncapped');
    expect(r.upperVolatilityRange).toBeLessThan(101.00501670841679 * Math.exp(capMargin(SHORT_TERM_RANGE) * r.horizonSd));
  });

  it('caps the upper bound after a crash at the window high carried along the drift plus z horizon sd', () => {
    const closes = zigzag(300, 0.005);
    for (let i = 296; i <= 300; i++) closes[i] = closes[i - 1]! * 0.93;
    const r = volatilityRange(closes, SHORT_TERM_RANGE)!;
    expect(r.hasUpperCap).toBe(true);
    expect(r.capState).toBe('UpperCap');
    expect(capMargin(SHORT_TERM_RANGE)).toBeCloseTo(1.2815515655446004, 12);
    const windowHigh = Math.max(...closes.subarray(-63));
    expect(r.upperVolatilityRange).toBeCloseTo(windowHigh * Math.exp(15 * r.dailyDrift + capMargin(SHORT_TERM_RANGE) * r.horizonSd), 10);
    expect(r.lowerVolatilityRange).toBeLessThan(closes[300]!);
  });

  it('caps the lower bound after a melt-up', () => {
    const closes = zigzag(300, 0.005);
    for (let i = 296; i <= 300; i++) closes[i] = closes[i - 1]! * 1.08;
    const r = volatilityRange(closes, SHORT_TERM_RANGE)!;
    expect(r.capState).toBe('LowerCap');
    const windowLow = Math.min(...closes.subarray(-63));
    expect(r.lowerVolatilityRange).toBeCloseTo(windowLow * Math.exp(15 * r.dailyDrift - capMargin(SHORT_TERM_RANGE) * r.horizonSd), 10);
  });

  it('needs enough valid history', () => {
    expect(volatilityRange(zigzag(29), SHORT_TERM_RANGE)).toBeNull();
    expect(volatilityRange(zigzag(30), SHORT_TERM_RANGE)).not.toBeNull();
    expect(volatilityRange(zigzag(100), LONG_TERM_RANGE)).toBeNull();
    const broken = zigzag(100);
    broken[50] = 0;
    expect(volatilityRange(broken, SHORT_TERM_RANGE)).toBeNull();
  });
});

/** Share of closes `horizon` days later inside the range, over `series` synthetic markets. */
function measuredCoverage(spec: RangeSpec, hurstWindow: number, drift: number, series: number): { coverage: number; capped: number } {
  let inside = 0;
  let total = 0;
  let capped = 0;
  for (let s = 0; s < series; s++) {
    const closes = syntheticCloses(seededRandom(1000 + s), 1400, { drift });
    const returns = logReturns(closes);
    for (let t = 300; t + spec.horizon < closes.length; t += 3) {
      const range = volatilityRange(closes.subarray(0, t + 1), spec, hurstAsOf(returns.subarray(0, t), hurstWindow))!;
      const later = closes[t + spec.horizon]!;
      if (later >= range.lowerVolatilityRange && later <= range.upperVolatilityRange) inside++;
      if (range.capState !== 'Uncapped') capped++;
      total++;
    }
  }
  return { coverage: inside / total, capped: capped / total };
}

describe('range calibration on a synthetic market (GARCH(1,1), Student-t(5) shocks)', () => {
  it('holds the close 15 days later 80 % ± 3 % of the time (short-term range)', () => {
    const { coverage, capped } = measuredCoverage(SHORT_TERM_RANGE, 64, 0, 12);
    expect(Math.abs(coverage - 0.8)).toBeLessThan(0.03);
    expect(capped).toBeLessThan(0.05);
  });

  it('holds the close 63 days later 80 % ± 3 % of the time (long-term range)', () => {
    const { coverage } = measuredCoverage(LONG_TERM_RANGE, 256, 0, 12);
    expect(Math.abs(coverage - 0.8)).toBeLessThan(0.03);
  });

  it('stays within 80 % ± 5 % when drift regimes of ±20 % a year come and go', () => {
    expect(Math.abs(measuredCoverage(SHORT_TERM_RANGE, 64, 0.0008, 8).coverage - 0.8)).toBeLessThan(0.05);
    expect(Math.abs(measuredCoverage(LONG_TERM_RANGE, 256, 0.0008, 8).coverage - 0.8)).toBeLessThan(0.05);
  });
});
