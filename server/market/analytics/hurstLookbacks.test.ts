import { describe, expect, it } from 'vitest';
import { hurstExponent } from './hurst';
import { hurstAsOf, hurstLookback, hurstLookbacks, hurstSeries } from './hurstLookbacks';
import { seededRandom } from './testing/seededRandom';

describe('hurst lookbacks', () => {
  const returns = seededRandom(13).normals(300, 0, 0.01);

  it('computes the window ending the given number of days ago', () => {
    expect(hurstAsOf(returns, 64, 0)).toBeCloseTo(hurstExponent(returns.subarray(236, 300)), 14);
    expect(hurstAsOf(returns, 64, 15)).toBeCloseTo(hurstExponent(returns.subarray(221, 285)), 14);
    expect(hurstAsOf(returns, 64, 15)).not.toBeCloseTo(hurstAsOf(returns, 64, 0)!, 6);
  });

  it('gives current, 5, 15 and 30 days ago for h64 and h256', () => {
    const { h64, h256 } = hurstLookbacks(returns);
    expect(h64.d30).toBeCloseTo(hurstExponent(returns.subarray(206, 270)), 14);
    expect(h256.current).toBeCloseTo(hurstExponent(returns.subarray(44, 300)), 14);
    expect(h256.d30).toBeCloseTo(hurstExponent(returns.subarray(14, 270)), 14);
  });

  it('answers null without enough history', () => {
    const short = returns.subarray(0, 270);
    const lookback = hurstLookback(short, 256);
    expect(lookback.current).not.toBeNull();
    expect(lookback.d5).not.toBeNull();
    expect(lookback.d15).toBeNull();
    expect(lookback.d30).toBeNull();
    expect(hurstAsOf(short, 64, -1)).toBeNull();
  });

  it('rolls a series aligned with the returns', () => {
    const series = hurstSeries(returns, 64);
    expect(series[62]).toBeNaN();
    expect(series[63]).toBeCloseTo(hurstExponent(returns.subarray(0, 64)), 14);
    expect(series[299]).toBeCloseTo(hurstAsOf(returns, 64)!, 14);
    const tail = hurstSeries(returns, 64, 10);
    expect(tail[289]).toBeNaN();
    expect(tail[290]).toBeCloseTo(series[290]!, 14);
  });
});
