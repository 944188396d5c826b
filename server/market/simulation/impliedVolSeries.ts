/**
 * The 30-day at-the-money implied volatility of each bar, from the instrument's surface at that
 * close: its GARCH forecast (the path's next-day variance relaxing towards the long-run variance),
 * its variance-risk premium and a sentiment factor e^u, u an AR(1) with stationary sd 0.05 and a
 * half-life of about ten bars (φ = 0.93). Option chains use the same numbers, so the chain's ATM
 * volatility and the IV series agree.
 */
import type { OptionProfile } from './modelSpec';
import type { PathData } from './pathData';
import { hashString, Rng } from './random';
import { atmImpliedVol, DEFAULT_PERSISTENCE, type SurfaceParams } from './volSurface';

const PHI = 0.93;
const SENTIMENT_SD = 0.05;
export const IV_TENOR_YEARS = 30 / 365;

/** Long-run daily variance from the first 500 bars (fixed, so later bars never change it). */
export function longRunVariance(path: PathData): number {
  const n = Math.min(500, path.variance.length);
  let sum = 0;
  for (let t = 0; t < n; t++) sum += path.variance[t] ?? 0;
  return sum / Math.max(1, n);
}

export interface IvSeriesData {
  sentiment: Float64Array;
  iv30: Float64Array;
  varianceLR: number;
}

export function impliedVolSeries(seed: string, ticker: string, path: PathData, profile: OptionProfile): IvSeriesData {
  const n = path.close.length;
  const rng = new Rng(hashString(`${seed}|${ticker}|iv`));
  const varianceLR = longRunVariance(path);
  const sentiment = new Float64Array(n);
  const iv30 = new Float64Array(n);
  let u = 0;
  const innovation = SENTIMENT_SD * Math.sqrt(1 - PHI * PHI);
  for (let t = 0; t < n; t++) {
    u = PHI * u + innovation * rng.normal();
    sentiment[t] = Math.exp(u);
    iv30[t] = atmImpliedVol(surfaceAt(path, t, varianceLR, sentiment[t] ?? 1, profile), IV_TENOR_YEARS);
  }
  return { sentiment, iv30, varianceLR };
}

export function surfaceAt(path: PathData, t: number, varianceLR: number, sentiment: number, profile: OptionProfile): SurfaceParams {
  return {
    variance0: path.nextVariance[t] ?? varianceLR,
    varianceLR,
    persistence: DEFAULT_PERSISTENCE,
    premium: profile.ivPremium,
    sentiment,
    skew: profile.skew,
  };
}
