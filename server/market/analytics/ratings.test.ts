import { describe, expect, it } from 'vitest';
import { momentumRatingOf, ratings, shortTermRatingOf, trendRatingOf } from './ratings';
import { randomWalkCloses, seededRandom } from './testing/seededRandom';

describe('rating thresholds', () => {
  it('maps the trend score', () => {
    expect(trendRatingOf(1)).toBe('trendBullish');
    expect(trendRatingOf(0.99)).toBe('trendNeutral');
    expect(trendRatingOf(-1)).toBe('trendBearish');
    expect(trendRatingOf(NaN)).toBe('error');
  });

  it('maps the momentum score with a danger zone below −½', () => {
    expect(momentumRatingOf(1.2)).toBe('momentumBullish');
    expect(momentumRatingOf(0)).toBe('momentumNeutral');
    expect(momentumRatingOf(-0.49)).toBe('momentumNeutral');
    expect(momentumRatingOf(-0.5)).toBe('momentumNeutralDanger');
    expect(momentumRatingOf(-0.99)).toBe('momentumNeutralDanger');
    expect(momentumRatingOf(-1)).toBe('momentumBearish');
  });

  it('maps the short-term score', () => {
    expect(shortTermRatingOf(2)).toBe('bullish');
    expect(shortTermRatingOf(0.5)).toBe('neutral');
    expect(shortTermRatingOf(-3)).toBe('bearish');
  });
});

describe('ratings', () => {
  it('rates a steady rise bullish and a steady fall bearish', () => {
    const rng = seededRandom(8);
    const up = randomWalkCloses(rng, 300, 0.01, 100, 0.004);
    const down = randomWalkCloses(rng, 300, 0.01, 100, -0.004);
    expect(ratings(up)).toMatchObject({ overallTARating: 'trendBullish', ltTARating: 'momentumBullish' });
    expect(ratings(down)).toMatchObject({ overallTARating: 'trendBearish', ltTARating: 'momentumBearish' });
  });

  it('turns the short-term rating before the trend when a rise breaks down', () => {
    const rng = seededRandom(9);
    const closes = randomWalkCloses(rng, 300, 0.008, 100, 0.003);
    for (let i = 291; i <= 300; i++) closes[i] = closes[i - 1]! * Math.exp(-0.012);
    const r = ratings(closes);
    expect(r.stTARating).toBe('bearish');
    expect(r.overallTARating).toBe('trendBullish');
  });

  it('rates about a third of random-walk days as trending, 16 % momentum-bullish, 15 % neutralDanger', () => {
    const rng = seededRandom(10);
    let trending = 0;
    let bullishMomentum = 0;
    let danger = 0;
    const runs = 400;
    for (let i = 0; i < runs; i++) {
      const r = ratings(randomWalkCloses(rng, 260, 0.012));
      if (r.overallTARating !== 'trendNeutral') trending++;
      if (r.ltTARating === 'momentumBullish') bullishMomentum++;
      if (r.ltTARating === 'momentumNeutralDanger') danger++;
    }
    expect(Math.abs(trending / runs - 0.36)).toBeLessThan(0.07);
    expect(Math.abs(bullishMomentum / runs - 0.16)).toBeLessThan(0.05);
    // Φ(−½) − Φ(−1) = 0.15
    expect(Math.abs(danger / runs - 0.15)).toBeLessThan(0.05);
  });

  it('answers error for a broken or short series', () => {
    expect(ratings(Float64Array.from([1, 2, 3])).overallTARating).toBe('error');
    const broken = randomWalkCloses(seededRandom(1), 300);
    broken[295] = 0;
    expect(ratings(broken)).toMatchObject({ overallTARating: 'error', ltTARating: 'error', stTARating: 'error' });
  });
});
