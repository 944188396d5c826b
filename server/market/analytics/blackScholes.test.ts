import { describe, expect, it } from 'vitest';
import { callDelta, callPrice, d1, d2, gamma, putPrice, type OptionInputs } from './blackScholes';

describe('Black–Scholes', () => {
  // Hull, Options, Futures and Other Derivatives, Example 15.6: d1 = 0.7693, d2 = 0.6278, c = 4.76, p = 0.81
  const hull156: OptionInputs = { spot: 42, strike: 40, time: 0.5, volatility: 0.2, rate: 0.1 };
  // Hull, gamma example (20-week call, S = 49, K = 50): Γ = 0.066, Δ = 0.522
  const hullGamma: OptionInputs = { spot: 49, strike: 50, time: 0.3846, volatility: 0.2, rate: 0.05 };

  it('matches the published textbook values', () => {
    expect(d1(hull156)).toBeCloseTo(0.7693, 4);
    expect(d2(hull156)).toBeCloseTo(0.6278, 4);
    expect(callPrice(hull156)).toBeCloseTo(4.76, 2);
    expect(putPrice(hull156)).toBeCloseTo(0.81, 2);
    expect(gamma(hullGamma)).toBeCloseTo(0.066, 3);
    expect(callDelta(hullGamma)).toBeCloseTo(0.522, 3);
  });

  it('matches the closed form to full precision', () => {
    expect(d1(hull156)).toBeCloseTo(0.7692626281060315, 13);
    expect(callPrice(hull156)).toBeCloseTo(4.759422392871532, 11);
    expect(gamma(hullGamma)).toBeCloseTo(0.06554537725247868, 13);
    const withDividend: OptionInputs = { spot: 100, strike: 95, time: 0.75, volatility: 0.25, rate: 0.03, dividendYield: 0.02 };
    expect(gamma(withDividend)).toBeCloseTo(0.016888872717311775, 13);
    expect(callPrice(withDividend)).toBeCloseTo(11.363171865840123, 10);
    // a one-week index option, zero rates
    expect(gamma({ spot: 5000, strike: 5100, time: 7 / 365, volatility: 0.18 })).toBeCloseTo(0.002357710961689229, 14);
  });

  it('satisfies put–call parity and agrees with a finite-difference gamma', () => {
    const o: OptionInputs = { spot: 100, strike: 110, time: 0.4, volatility: 0.3, rate: 0.04, dividendYield: 0.01 };
    expect(callPrice(o) - putPrice(o)).toBeCloseTo(100 * Math.exp(-0.01 * 0.4) - 110 * Math.exp(-0.04 * 0.4), 11);
    const h = 0.01;
    const fd = (callPrice({ ...o, spot: 100 + h }) - 2 * callPrice(o) + callPrice({ ...o, spot: 100 - h })) / (h * h);
    expect(gamma(o)).toBeCloseTo(fd, 6);
  });

  it('is NaN for expired or degenerate options', () => {
    expect(gamma({ spot: 100, strike: 100, time: 0, volatility: 0.2 })).toBeNaN();
    expect(gamma({ spot: 100, strike: 100, time: 1, volatility: 0 })).toBeNaN();
  });
});
