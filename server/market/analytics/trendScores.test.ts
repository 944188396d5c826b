import { describe, expect, it } from 'vitest';
import { randomWalkCloses, seededRandom } from './testing/seededRandom';
import { momentumScore, regressionScore, scoreVolatility } from './trendScores';

describe('trend scores', () => {
  it('scales a straight log-price line by the daily volatility', () => {
    // ln close rises 0.002 a day: slope × (N − 1) = 0.002 × 62; σ given as 0.01
    const closes = Float64Array.from({ length: 63 }, (_, i) => 100 * Math.exp(0.002 * i));
    expect(regressionScore(closes, 63, 0.01)).toBeCloseTo((0.002 * 62) / (0.01 * Math.sqrt(62)), 12);
    expect(momentumScore(closes, 21, 0.01)).toBeCloseTo((0.002 * 21) / (0.01 * Math.sqrt(21)), 12);
  });

  it('measures the volatility over the last 252 returns only', () => {
    // 10 % swings in the first 100 closes, then returns of ±1 % (252 of them, mean 0)
    const closes = Float64Array.from({ length: 400 }, (_, i) => (i < 100 ? 100 * (i % 2 === 0 ? 1 : 1.1) : 100 * Math.exp((i % 2) * 0.01)));
    expect(scoreVolatility(closes)).toBeCloseTo(0.01 * Math.sqrt(252 / 251), 6);
  });

  it('is about standard normal on random walks', () => {
    const rng = seededRandom(17);
    const scores: number[] = [];
    for (let i = 0; i < 400; i++) scores.push(momentumScore(randomWalkCloses(rng, 300, 0.015), 21));
    const mean = scores.reduce((a, b) => a + b, 0) / scores.length;
    const sd = Math.sqrt(scores.reduce((a, b) => a + (b - mean) ** 2, 0) / (scores.length - 1));
    expect(Math.abs(mean)).toBeLessThan(0.15);
    expect(Math.abs(sd - 1)).toBeLessThan(0.12);
  });

  it('is NaN without enough data', () => {
    expect(regressionScore(Float64Array.from([1, 2]), 63, 0.01)).toBeNaN();
    expect(momentumScore(Float64Array.from([1, 2, 3]), 21, 0.01)).toBeNaN();
    expect(scoreVolatility(Float64Array.from([1, 2, 3]))).toBeNaN();
  });
});
