/**
 * Deterministic illustration data for the landing page: a seeded random walk and a range band
 * around it. Not market data; the page labels it as demo data.
 */
import { mulberry32 } from '../../../engine/core';

export const seededRandom = mulberry32;

/** A price path of `n` closes starting at `start`, with a small drift and fat-ish tails. */
export function demoPrices(seed: number, n: number, start = 100, drift = 0.0012, vol = 0.014): number[] {
  const rnd = seededRandom(seed);
  const out = [start];
  for (let i = 1; i < n; i++) {
    const shock = (rnd() + rnd() + rnd() - 1.5) * 2 * vol;
    out.push((out[i - 1] ?? start) * Math.exp(drift + shock));
  }
  return out;
}

export interface RangeBand {
  upper: number[];
  lower: number[];
}

/** A band of `k` rolling standard deviations around a rolling mean over `window` closes. */
export function rangeBand(prices: readonly number[], window = 20, k = 2): RangeBand {
  const upper: number[] = [];
  const lower: number[] = [];
  prices.forEach((_, i) => {
    const slice = prices.slice(Math.max(0, i - window + 1), i + 1);
    const mean = slice.reduce((s, x) => s + x, 0) / slice.length;
    const sd = Math.sqrt(slice.reduce((s, x) => s + (x - mean) ** 2, 0) / slice.length) || mean * 0.01;
    upper.push(mean + k * sd);
    lower.push(mean - k * sd);
  });
  return { upper, lower };
}

/** Maps values to SVG coordinates inside a box. */
export function scaler(values: readonly number[], width: number, height: number, pad = 8) {
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min || 1;
  return {
    x: (i: number, n: number): number => pad + (i / Math.max(1, n - 1)) * (width - 2 * pad),
    y: (v: number): number => height - pad - ((v - min) / span) * (height - 2 * pad),
  };
}

/** An SVG path through the points. */
export function linePath(values: readonly number[], x: (i: number) => number, y: (v: number) => number): string {
  return values.map((v, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)} ${y(v).toFixed(1)}`).join(' ');
}
