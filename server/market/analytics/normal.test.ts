import { describe, expect, it } from 'vitest';
import { normalCdf, normalPdf, normalQuantile } from './normal';

// Reference values: tables of the standard normal distribution (Abramowitz & Stegun 26.2),
// to the digits printed there.
describe('normal distribution', () => {
  it('has the tabulated density', () => {
    expect(normalPdf(0)).toBeCloseTo(0.3989422804014327, 15);
    expect(normalPdf(1)).toBeCloseTo(0.24197072451914337, 15);
    expect(normalPdf(-1.96)).toBeCloseTo(0.05844094433345148, 15);
  });

  it('has the tabulated cumulative distribution', () => {
    expect(normalCdf(0)).toBe(0.5);
    expect(normalCdf(1)).toBeCloseTo(0.8413447460685429, 14);
    expect(normalCdf(-1)).toBeCloseTo(0.15865525393145707, 14);
    expect(normalCdf(1.96)).toBeCloseTo(0.9750021048517795, 14);
    expect(normalCdf(3)).toBeCloseTo(0.9986501019683699, 14);
    expect(normalCdf(0.3)).toBeCloseTo(0.6179114221889526, 14);
  });

  it('is accurate in the far tails (relative error)', () => {
    expect(normalCdf(-5) / 2.866515718791933e-7).toBeCloseTo(1, 9);
    expect(normalCdf(-10) / 7.61985302416047e-24).toBeCloseTo(1, 8);
    expect(normalCdf(40)).toBe(1);
    expect(normalCdf(-40)).toBe(0);
  });

  it('is symmetric: Φ(x) + Φ(−x) = 1', () => {
    for (const x of [0.1, 0.7, 1.3, 2.5, 4.2, 6.9, 7.3]) expect(normalCdf(x) + normalCdf(-x)).toBeCloseTo(1, 15);
  });

  it('has the tabulated quantiles', () => {
    expect(normalQuantile(0.5)).toBe(0);
    expect(normalQuantile(0.975)).toBeCloseTo(1.959963984540054, 14);
    expect(normalQuantile(0.9)).toBeCloseTo(1.2815515655446004, 14);
    expect(normalQuantile(0.8)).toBeCloseTo(0.8416212335729143, 14);
    expect(normalQuantile(0.001)).toBeCloseTo(-3.090232306167813, 13);
    expect(normalQuantile(1e-10)).toBeCloseTo(-6.361340902404056, 12);
    expect(normalQuantile(0.99999)).toBeCloseTo(4.264890793923841, 12);
  });

  it('inverts the cumulative distribution', () => {
    for (const x of [-6, -3.3, -1, -0.2, 0.4, 2.2, 5]) expect(normalQuantile(normalCdf(x))).toBeCloseTo(x, 9);
  });

  it('answers the edges', () => {
    expect(normalQuantile(0)).toBe(-Infinity);
    expect(normalQuantile(1)).toBe(Infinity);
    expect(normalQuantile(1.5)).toBeNaN();
    expect(normalCdf(NaN)).toBeNaN();
  });
});
