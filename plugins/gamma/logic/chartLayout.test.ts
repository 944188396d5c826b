import { describe, expect, it } from 'vitest';
import { chartSize, gammaScale, keyLevelColours, keyLevels, profileWindow, strikesNearSpot } from './chartLayout';
import { gammaReportFixture } from '../testing/gammaFixtures';

describe('gamma chart layout', () => {
  it('is 95 % of the window wide, at most 1,400 px, and 41.67 % of its width high', () => {
    expect(chartSize(1000)).toEqual({ width: 950, height: 396 });
    expect(chartSize(2000)).toEqual({ width: 1400, height: 583 });
    expect(chartSize(1473.684)).toEqual({ width: 1400, height: 583 });
    expect(chartSize(0)).toEqual({ width: 0, height: 0 });
  });

  it('keeps the strikes within 90 % to 110 % of the spot, bounds included', () => {
    const rows = [80, 89.99, 90, 100, 110, 110.01, 120].map((strike_price) => ({ strike_price, total_gamma: 1, GEX_call: 1, GEX_put: 0 }));
    expect(strikesNearSpot(rows, 100).map((r) => r.strike_price)).toEqual([90, 100, 110]);
  });

  it('shows magnitudes above 1,000 in billions per 1 % move, smaller ones as they are', () => {
    expect(gammaScale([5e9, -2e9])).toEqual({ divisor: 1e9, billions: true });
    expect(gammaScale([-1001])).toEqual({ divisor: 1e9, billions: true });
    expect(gammaScale([1000, -12, NaN])).toEqual({ divisor: 1, billions: false });
    expect(gammaScale([])).toEqual({ divisor: 1, billions: false });
  });

  it('trims the profile to the key levels with 3 levels of padding', () => {
    const levels = Array.from({ length: 41 }, (_, i) => 80 + i);
    // Key levels 95 … 104: index 15 … 24, padded by 3.
    expect(profileWindow(levels, [100, 95, 104])).toEqual([12, 27]);
    // A key level between two levels keeps the level below and the level above.
    expect(profileWindow(levels, [95.5, 96.5], 3)).toEqual([12, 20]);
    // Near the ends the window stops at the profile.
    expect(profileWindow(levels, [80, 120])).toEqual([0, 40]);
    expect(profileWindow(levels, [])).toEqual([0, 40]);
    expect(profileWindow([], [1])).toEqual([0, -1]);
  });

  it('names the known key levels with the spec\'s colours, the spot black or white by theme', () => {
    const report = { ...gammaReportFixture().gamma, zeroGamma: null };
    expect(keyLevels(report).map((k) => k.kind)).toEqual(['callWall', 'putWall', 'absGamma', 'spot']);
    expect(keyLevelColours(false)).toMatchObject({ callWall: '#16a34a', putWall: '#dc2626', flip: '#f97316', absGamma: '#2563eb', spot: '#000000' });
    expect(keyLevelColours(true).spot).toBe('#ffffff');
  });
});
