import { describe, expect, it } from 'vitest';
import type { OptionContract } from './gammaExposure';
import { gammaReport, isThirdFriday, spotGrid, totalGammaAt, zeroGammaLevel } from './gammaProfile';

const market = { spot: 100, asOf: '2026-03-02' };
const c = (strike: number, type: 'call' | 'put', openInterest: number, expiry: string): OptionContract => ({
  strike,
  expiry,
  type,
  openInterest,
  impliedVol: 0.25,
});

describe('gamma profile helpers', () => {
  it('builds the spot grid from 80 % to 120 %', () => {
    const grid = spotGrid(100);
    expect(grid.length).toBe(81);
    expect(grid[0]).toBeCloseTo(80, 12);
    expect(grid[40]).toBeCloseTo(100, 12);
    expect(grid[80]).toBeCloseTo(120, 12);
  });

  it('recognises third Fridays', () => {
    expect(isThirdFriday('2026-01-16')).toBe(true);
    expect(isThirdFriday('2026-03-20')).toBe(true);
    expect(isThirdFriday('2026-03-13')).toBe(false);
    expect(isThirdFriday('2026-03-19')).toBe(false);
  });

  it('interpolates the zero crossing nearest the spot', () => {
    const levels = Float64Array.from([90, 95, 100, 105, 110]);
    expect(zeroGammaLevel(levels, Float64Array.from([-3, -1, 1, 2, 3]), 100)).toBeCloseTo(97.5, 12);
    // crossings at 93.75 and 108.75: the second is nearer to 104
    expect(zeroGammaLevel(levels, Float64Array.from([-3, 1, 2, 3, -1]), 104)).toBeCloseTo(108.75, 12);
    expect(zeroGammaLevel(levels, Float64Array.from([-3, 1, 2, 3, -1]), 99)).toBeCloseTo(93.75, 12);
    expect(zeroGammaLevel(levels, Float64Array.from([-3, -1, 0, 2, 3]), 90)).toBe(100);
    expect(zeroGammaLevel(levels, Float64Array.from([1, 0, 2, 3, 4]), 100)).toBeNull();
    expect(zeroGammaLevel(levels, Float64Array.from([1, 2, 3, 4, 5]), 100)).toBeNull();
  });
});

describe('gammaReport', () => {
  // puts below the spot, calls above, two expiries: the weekly 2026-03-06 and the monthly 2026-03-20
  const chain = [
    c(90, 'put', 30000, '2026-03-20'),
    c(95, 'put', 20000, '2026-03-06'),
    c(105, 'call', 20000, '2026-03-06'),
    c(110, 'call', 30000, '2026-03-20'),
    c(100, 'call', 5000, '2026-04-17'),
  ];
  const report = gammaReport(chain, market);

  it('names the next and the next monthly expiry', () => {
    expect(report.nextExpiry).toBe('2026-03-06');
    expect(report.nextMonthlyExp).toBe('2026-03-20');
    expect(gammaReport([c(100, 'call', 1, '2026-03-06')], market).nextMonthlyExp).toBeNull();
  });

  it('is negative where puts dominate, positive where calls do, and flips in between', () => {
    expect(report.totalGamma[0]!).toBeLessThan(0);
    expect(report.totalGamma[80]!).toBeGreaterThan(0);
    const flip = report.zeroGamma!;
    expect(flip).toBeGreaterThan(92);
    expect(flip).toBeLessThan(108);
    // the interpolated flip agrees with the exact root (bisection) within a fraction of the grid step
    let low = flip - 1;
    let high = flip + 1;
    expect(Math.sign(totalGammaAt(chain, market, low))).not.toBe(Math.sign(totalGammaAt(chain, market, high)));
    for (let i = 0; i < 60; i++) {
      const mid = (low + high) / 2;
      if (Math.sign(totalGammaAt(chain, market, mid)) === Math.sign(totalGammaAt(chain, market, low))) low = mid;
      else high = mid;
    }
    expect(Math.abs(flip - low)).toBeLessThan(0.1);
  });

  it('recomputes the profile without the next and without the monthly expiry', () => {
    const exNext = chain.filter((x) => x.expiry !== '2026-03-06');
    const exFri = chain.filter((x) => x.expiry !== '2026-03-20');
    for (const i of [0, 20, 40, 60, 80]) {
      const level = report.levels[i]!;
      expect(report.totalGammaExNext[i]).toBeCloseTo(totalGammaAt(exNext, market, level), 14);
      expect(report.totalGammaExFri[i]).toBeCloseTo(totalGammaAt(exFri, market, level), 14);
    }
    expect(report.totalGammaExNext[40]).not.toBeCloseTo(report.totalGamma[40]!, 6);
  });

  it('carries the walls and the per-strike rows', () => {
    expect(report.putWallLevel).toBe(95); // the weekly put near the money has more gamma than the monthly 90
    expect(report.callWallLevel).toBe(105);
    expect(report.dfAgg.map((r) => r.strike)).toEqual([90, 95, 100, 105, 110]);
    expect(report.spot).toBe(100);
  });

  it('has no flip and no walls for an empty chain', () => {
    const empty = gammaReport([], market);
    expect(empty.zeroGamma).toBeNull();
    expect(empty.nextExpiry).toBeNull();
    expect(empty.putWallLevel).toBeNull();
    expect([...empty.totalGamma].every((v) => v === 0)).toBe(true);
  });
});
