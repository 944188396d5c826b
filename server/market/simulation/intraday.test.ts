import { describe, expect, it } from 'vitest';
import { BRIDGE_TERMS, bridgeNormals, bridgeValue, priceInBar } from './intraday';

describe('intraday Brownian bridge', () => {
  it('starts and ends at zero', () => {
    const z = bridgeNormals('k');
    expect(z).toHaveLength(BRIDGE_TERMS);
    expect(bridgeValue(z, 0)).toBeCloseTo(0, 12);
    expect(bridgeValue(z, 1)).toBeCloseTo(0, 12);
    expect(bridgeValue(z, 0.37)).toBe(bridgeValue(bridgeNormals('k'), 0.37));
  });
  it('has the variance f(1 − f) of a Brownian bridge', () => {
    for (const f of [0.1, 0.5, 0.8]) {
      let sum = 0;
      const n = 4000;
      for (let i = 0; i < n; i++) sum += bridgeValue(bridgeNormals(`v${i}`), f) ** 2;
      // The 24-term series captures all but about 1% of the variance at mid-session.
      expect(sum / n).toBeGreaterThan(f * (1 - f) * 0.85);
      expect(sum / n).toBeLessThan(f * (1 - f) * 1.12);
    }
  });
  it('prices from the open to the close within the bar range', () => {
    const bar = { open: 100, high: 103, low: 98, close: 102, sigma: 0.02 };
    expect(priceInBar(bar, 0, 0)).toBeCloseTo(100, 10);
    expect(priceInBar(bar, 1, 0)).toBeCloseTo(102, 10);
    expect(priceInBar(bar, 0.5, 10)).toBe(103);
    expect(priceInBar(bar, 0.5, -10)).toBe(98);
  });
});
