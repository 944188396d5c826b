import { describe, expect, it } from 'vitest';
import { blackScholesPrice, normalCdf } from './blackScholes';

describe('Black–Scholes', () => {
  it('has the normal distribution function', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 7);
    expect(normalCdf(1.96)).toBeCloseTo(0.975002, 5);
    expect(normalCdf(-1)).toBeCloseTo(0.158655, 5);
  });
  it('matches textbook values (S = K = 100, T = 1, r = 5%, σ = 20%)', () => {
    expect(blackScholesPrice('call', 100, 100, 1, 0.05, 0, 0.2)).toBeCloseTo(10.4506, 3);
    expect(blackScholesPrice('put', 100, 100, 1, 0.05, 0, 0.2)).toBeCloseTo(5.5735, 3);
  });
  it('satisfies put–call parity with dividends', () => {
    const [s, k, t, r, q, v] = [120, 110, 0.5, 0.04, 0.015, 0.3];
    const parity = blackScholesPrice('call', s, k, t, r, q, v) - blackScholesPrice('put', s, k, t, r, q, v);
    expect(parity).toBeCloseTo(s * Math.exp(-q * t) - k * Math.exp(-r * t), 6);
  });
  it('pays the intrinsic value at expiry', () => {
    expect(blackScholesPrice('call', 105, 100, 0, 0.05, 0, 0.2)).toBeCloseTo(5, 10);
    expect(blackScholesPrice('put', 105, 100, 0, 0.05, 0, 0.2)).toBe(0);
  });
});
