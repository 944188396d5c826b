import { describe, expect, it } from 'vitest';
import { buildBars, buildVolume } from './ohlcBuilder';
import { Rng } from './random';

const n = 2000;
const rng = new Rng('path');
const sigma = Float64Array.from({ length: n }, () => 0.01 + 0.01 * rng.uniform());
const logClose = new Float64Array(n);
for (let t = 1; t < n; t++) logClose[t] = logClose[t - 1]! + sigma[t]! * rng.normal();

describe('bars from closes', () => {
  it('keeps open and close inside the high–low range and the closes as given', () => {
    const bars = buildBars(new Rng(1), logClose, sigma, 0.25);
    for (let t = 0; t < n; t++) {
      expect(bars.high[t]!).toBeGreaterThanOrEqual(Math.max(bars.open[t]!, bars.close[t]!));
      expect(bars.low[t]!).toBeLessThanOrEqual(Math.min(bars.open[t]!, bars.close[t]!));
      expect(bars.close[t]!).toBeCloseTo(Math.exp(logClose[t]!), 12);
    }
  });
  it('widens the range with volatility (mean log range about 1.6 σ for a Brownian day)', () => {
    const bars = buildBars(new Rng(2), logClose, sigma, 0);
    let ratio = 0;
    for (let t = 0; t < n; t++) ratio += Math.log(bars.high[t]! / bars.low[t]!) / sigma[t]!;
    expect(ratio / n).toBeGreaterThan(1.3);
    expect(ratio / n).toBeLessThan(1.9);
  });
  it('opens at the previous close without an overnight gap (crypto)', () => {
    const bars = buildBars(new Rng(3), logClose, sigma, 0);
    for (let t = 1; t < n; t++) expect(bars.open[t]!).toBeCloseTo(bars.close[t - 1]!, 10);
  });
  it('makes positive whole volumes that rise on big moves', () => {
    const volume = buildVolume(new Rng(4), 1e6, logClose, sigma, new Float64Array(n).fill(1));
    expect(volume.every((v) => v >= 1 && Number.isInteger(v))).toBe(true);
    const avg = volume.reduce((a, b) => a + b, 0) / n;
    expect(avg).toBeGreaterThan(0.6e6);
    expect(avg).toBeLessThan(1.6e6);
    let big = 0;
    let nb = 0;
    let small = 0;
    let ns = 0;
    for (let t = 1; t < n; t++) {
      const z = Math.abs(logClose[t]! - logClose[t - 1]!) / sigma[t]!;
      if (z > 2) { big += volume[t]!; nb++; } else if (z < 0.5) { small += volume[t]!; ns++; }
    }
    expect(big / nb).toBeGreaterThan(1.3 * (small / ns));
    expect(buildVolume(new Rng(4), 0, logClose, sigma, new Float64Array(n).fill(1)).every((v) => v === 0)).toBe(true);
  });
});
