import { describe, expect, it } from 'vitest';
import { hurstAsOf, H256_WINDOW, H64_WINDOW } from './hurstLookbacks';
import { ratings } from './ratings';
import { logReturns } from './returns';
import {
  emptyTally,
  evaluateSeries,
  mergeTally,
  PRODUCT_MODELS,
  quarterOf,
  summariseTally,
  type TrackModels,
} from './trackRecord';
import { LONG_TERM_RANGE, SHORT_TERM_RANGE, volatilityRange } from './volatilityRange';

/** Hand-computable models: a ±5 % band around the last close seen, trend 'up' / 'down' by the last move. */
function bandModels(seenLengths: number[]): TrackModels {
  return {
    horizon: { shortTerm: 2, longTerm: 3 },
    nominal: { shortTerm: 0.8, longTerm: 0.8 },
    range(_id, closes) {
      seenLengths.push(closes.length);
      const last = closes[closes.length - 1]!;
      return { lower: 0.95 * last, upper: 1.05 * last };
    },
    ratings(closes) {
      const n = closes.length;
      return { trend: closes[n - 1]! > closes[n - 2]! ? 'up' : 'down', momentum: 'm' };
    },
  };
}

const DATES = ['2025-03-26', '2025-03-27', '2025-03-28', '2025-03-31', '2025-04-01', '2025-04-02', '2025-04-03', '2025-04-04'];
const SETTINGS = { step: 2, warmUp: 2, forward: 2 };

describe('track record', () => {
  it('tallies a hand-computed case (inside, above, below; by class and quarter; forward returns)', () => {
    const seen: number[] = [];
    const models = bandModels(seen);
    // t = 2: band around 101 = [95.95, 106.05]; 15-stand-in (2 ahead) 99 inside, 3 ahead 100 inside; return 99/101 − 1, trend down.
    // t = 4: band around 99 = [94.05, 103.95]; 2 ahead 106 above, 3 ahead 103 inside; return 106/99 − 1, trend down (99 < 104).
    // t = 6: nothing lies 2 or 3 sessions ahead.
    const stock = evaluateSeries({ assetClass: 'stock', dates: DATES, closes: Float64Array.from([100, 102, 101, 104, 99, 100, 106, 103]) }, SETTINGS, models);
    expect(seen).toEqual([3, 3, 5, 5]);
    expect(stock.coverage.shortTerm).toEqual({
      all: { total: 2, inside: 1, above: 1, below: 0 },
      'class:stock': { total: 2, inside: 1, above: 1, below: 0 },
      'period:2025-Q1': { total: 1, inside: 1, above: 0, below: 0 },
      'period:2025-Q2': { total: 1, inside: 0, above: 1, below: 0 },
    });
    expect(stock.coverage.longTerm['all']).toEqual({ total: 2, inside: 2, above: 0, below: 0 });
    expect(stock.trend['down']!.count).toBe(2);
    expect(stock.trend['down']!.sum).toBeCloseTo(99 / 101 - 1 + (106 / 99 - 1), 12);
    expect(stock.trend['down']!.up).toBe(1);

    // t = 2: band around 50 = [47.5, 52.5]; 2 ahead 45 below, 3 ahead 50 inside; return 45/50 − 1, trend up (50 > 49).
    // t = 4: band around 45 = [42.75, 47.25]; 2 ahead 46 inside, 3 ahead 46 inside; return 46/45 − 1, trend up (45 > 44).
    const fx = evaluateSeries({ assetClass: 'fx', dates: DATES, closes: Float64Array.from([48, 49, 50, 44, 45, 50, 46, 46]) }, SETTINGS, bandModels([]));
    const total = mergeTally(mergeTally(emptyTally(), stock), fx);
    const summary = summariseTally(total, { trend: ['up', 'down', 'flat'], momentum: ['m'] }, models);

    const short = summary.ranges.find((r) => r.id === 'shortTerm')!;
    expect(short.sessions).toBe(2);
    expect(short.nominal).toBe(0.8);
    expect(short.overall).toEqual({ key: 'all', total: 4, inside: 0.5, above: 0.25, below: 0.25 });
    expect(short.byAssetClass).toEqual([
      { key: 'fx', total: 2, inside: 0.5, above: 0, below: 0.5 },
      { key: 'stock', total: 2, inside: 0.5, above: 0.5, below: 0 },
    ]);
    expect(short.byPeriod).toEqual([
      { key: '2025-Q1', total: 2, inside: 0.5, above: 0, below: 0.5 },
      { key: '2025-Q2', total: 2, inside: 0.5, above: 0.5, below: 0 },
    ]);
    const long = summary.ranges.find((r) => r.id === 'longTerm')!;
    expect(long.overall).toEqual({ key: 'all', total: 4, inside: 1, above: 0, below: 0 });

    expect(summary.trend.map((r) => [r.rating, r.count])).toEqual([['up', 2], ['down', 2], ['flat', 0]]);
    expect(summary.trend[0]!.meanReturn).toBeCloseTo((45 / 50 - 1 + (46 / 45 - 1)) / 2, 12);
    expect(summary.trend[0]!.shareUp).toBe(0.5);
    expect(summary.trend[2]).toEqual({ rating: 'flat', count: 0, meanReturn: null, shareUp: null });
    expect(summary.momentum[0]!.count).toBe(4);
    expect(summary.momentum[0]!.shareUp).toBe(0.5);
  });

  it('names the quarter of a date', () => {
    expect(quarterOf('2025-01-02')).toBe('2025-Q1');
    expect(quarterOf('2025-06-30')).toBe('2025-Q2');
    expect(quarterOf('2025-07-01')).toBe('2025-Q3');
    expect(quarterOf('2025-12-31')).toBe('2025-Q4');
  });

  it("uses the product's ranges and ratings as of the evaluation date, from the closes up to it only", () => {
    const closes = new Float64Array(400);
    let p = 100;
    for (let i = 0; i < closes.length; i++) {
      p *= Math.exp(0.012 * Math.sin(i * 1.7) + 0.008 * Math.cos(i * 0.31) + 0.0004);
      closes[i] = p;
    }
    const t = 320;
    const seen = closes.subarray(0, t + 1);
    const returns = logReturns(closes);
    const short = volatilityRange(seen, SHORT_TERM_RANGE, hurstAsOf(returns, H64_WINDOW, closes.length - 1 - t))!;
    const long = volatilityRange(seen, LONG_TERM_RANGE, hurstAsOf(returns, H256_WINDOW, closes.length - 1 - t))!;
    expect(PRODUCT_MODELS.range('shortTerm', seen)).toEqual({ lower: short.lowerVolatilityRange, upper: short.upperVolatilityRange });
    expect(PRODUCT_MODELS.range('longTerm', seen)).toEqual({ lower: long.lowerVolatilityRange, upper: long.upperVolatilityRange });
    const rated = ratings(seen);
    expect(PRODUCT_MODELS.ratings(seen)).toEqual({ trend: rated.overallTARating, momentum: rated.ltTARating });
    // Changing the closes after t changes nothing the models said at t.
    const altered = Float64Array.from(closes);
    for (let i = t + 1; i < altered.length; i++) altered[i] = altered[i]! * 3;
    expect(PRODUCT_MODELS.range('shortTerm', altered.subarray(0, t + 1))).toEqual(PRODUCT_MODELS.range('shortTerm', seen));
  });
});
