import { describe, expect, it } from 'vitest';
import { DEFAULT_BACKTEST_PARAMETERS, rangeReversionHolds, resolveParameters, targetWeight, trendFollowingHolds } from './strategies';

const rr = DEFAULT_BACKTEST_PARAMETERS.rangeReversion;
const tf = DEFAULT_BACKTEST_PARAMETERS.trendFollowing;
const sizing = DEFAULT_BACKTEST_PARAMETERS.sizing;

describe('range reversion rule', () => {
  const at = (p: number) => () => p;
  it('buys at or below the buy position unless the trend is bearish or unknown', () => {
    expect(rangeReversionHolds(false, at(20), 'trendNeutral', rr)).toBe(true);
    expect(rangeReversionHolds(false, at(-5), 'trendBullish', rr)).toBe(true);
    expect(rangeReversionHolds(false, at(20.1), 'trendNeutral', rr)).toBe(false);
    expect(rangeReversionHolds(false, at(5), 'trendBearish', rr)).toBe(false);
    expect(rangeReversionHolds(false, at(5), 'error', rr)).toBe(false);
    expect(rangeReversionHolds(false, at(NaN), 'trendNeutral', rr)).toBe(false);
  });
  it('sells at or above the sell position or on a bearish trend, else keeps', () => {
    expect(rangeReversionHolds(true, at(80), 'trendBullish', rr)).toBe(false);
    expect(rangeReversionHolds(true, at(50), 'trendBearish', rr)).toBe(false);
    expect(rangeReversionHolds(true, at(79), 'trendNeutral', rr)).toBe(true);
    expect(rangeReversionHolds(true, at(NaN), 'trendNeutral', rr)).toBe(true);
  });
  it('does not compute the range when the trend decides', () => {
    let asked = 0;
    const position = () => ++asked;
    rangeReversionHolds(true, position, 'trendBearish', rr);
    rangeReversionHolds(false, position, 'trendBearish', rr);
    expect(asked).toBe(0);
  });
});

describe('trend following rule', () => {
  it('holds only while trend and momentum are bullish', () => {
    expect(trendFollowingHolds('trendBullish', 'momentumBullish', tf)).toBe(true);
    expect(trendFollowingHolds('trendBullish', 'momentumNeutral', tf)).toBe(false);
    expect(trendFollowingHolds('trendNeutral', 'momentumBullish', tf)).toBe(false);
    expect(trendFollowingHolds('trendBullish', 'error', tf)).toBe(false);
  });
  it('accepts neutral momentum when allowed, never danger', () => {
    const p = { allowNeutralMomentum: true };
    expect(trendFollowingHolds('trendBullish', 'momentumNeutral', p)).toBe(true);
    expect(trendFollowingHolds('trendBullish', 'momentumNeutralDanger', p)).toBe(false);
  });
});

describe('sizing', () => {
  it('gives an equal slot, scaled by target / volatility when risk-adjusted', () => {
    expect(targetWeight(0.25, false, 0.8, sizing)).toBe(0.25);
    expect(targetWeight(0.25, true, 0.8, sizing)).toBeCloseTo(0.25 * (0.2 / 0.8), 12);
    expect(targetWeight(0.25, true, 0.1, sizing)).toBe(0.25);
    expect(targetWeight(0.25, true, NaN, sizing)).toBe(0);
  });
  it('checks the parameters', () => {
    expect(resolveParameters({ rangeReversion: { buyBelowPosition: 10 } }).rangeReversion).toEqual({ ...rr, buyBelowPosition: 10 });
    expect(() => resolveParameters({ rangeReversion: { buyBelowPosition: 90 } })).toThrow(RangeError);
    expect(() => resolveParameters({ sizing: { targetVolatility: 0 } })).toThrow(RangeError);
    expect(() => resolveParameters({ sizing: { volatilityWindow: 1.5 } })).toThrow(RangeError);
  });
});
