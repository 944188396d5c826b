import { describe, expect, it } from 'vitest';
import { rankTopSignals, signalScore, type RankableRow } from './topSignals';

const row = (ticker: string, trend: string, momentum: string, upsideDownsideRatio: number | null = 1): RankableRow => ({
  ticker, name: `${ticker} Inc.`, percentChange: 0.5, trend, momentum, upsideDownsideRatio,
});

describe('signalScore (docs/methodology.md, "Bullish and bearish ranking")', () => {
  it('adds 2 × trend and momentum points, by hand', () => {
    expect(signalScore('trendBullish', 'momentumBullish')).toBe(3);
    expect(signalScore('trendBullish', 'momentumNeutralDanger')).toBe(1.5);
    expect(signalScore('trendNeutral', 'momentumBullish')).toBe(1);
    expect(signalScore('trendNeutral', 'momentumNeutral')).toBe(0);
    expect(signalScore('trendBearish', 'momentumBullish')).toBe(-1);
    expect(signalScore('trendBearish', 'momentumBearish')).toBe(-3);
  });

  it('has no score for an error or an unknown rating', () => {
    expect(signalScore('error', 'momentumBullish')).toBeNull();
    expect(signalScore('trendBullish', null)).toBeNull();
    expect(signalScore('bullish', 'momentumBullish')).toBeNull();
  });
});

describe('rankTopSignals', () => {
  // Scores: A 3, B 3 (ratio 2 > A's 1), C 1.5, D 1, E 0, F -1, G -3 (ratio 0.5), H -3 (ratio 0.2), I error.
  const rows = [
    row('A', 'trendBullish', 'momentumBullish', 1),
    row('B', 'trendBullish', 'momentumBullish', 2),
    row('C', 'trendBullish', 'momentumNeutralDanger'),
    row('D', 'trendNeutral', 'momentumBullish'),
    row('E', 'trendNeutral', 'momentumNeutral'),
    row('F', 'trendBearish', 'momentumBullish'),
    row('G', 'trendBearish', 'momentumBearish', 0.5),
    row('H', 'trendBearish', 'momentumBearish', 0.2),
    row('I', 'error', 'momentumBullish'),
  ];

  it('ranks bullish by score, then the larger ratio; bearish by score, then the smaller ratio', () => {
    const lists = rankTopSignals(rows, 5);
    expect(lists.ranked).toBe(8);
    expect(lists.bullish.map((r) => [r.ticker, r.score])).toEqual([['B', 3], ['A', 3], ['C', 1.5], ['D', 1]]);
    expect(lists.bearish.map((r) => [r.ticker, r.score])).toEqual([['H', -3], ['G', -3], ['F', -1]]);
  });

  it('keeps the top n only, and neither list holds a score of 0', () => {
    const lists = rankTopSignals(rows, 2);
    expect(lists.bullish.map((r) => r.ticker)).toEqual(['B', 'A']);
    expect(lists.bearish.map((r) => r.ticker)).toEqual(['H', 'G']);
    expect([...lists.bullish, ...lists.bearish].some((r) => r.ticker === 'E')).toBe(false);
  });

  it('puts a missing ratio last and breaks remaining ties by ticker', () => {
    const lists = rankTopSignals([row('Z', 'trendBullish', 'momentumBullish', null), row('Y', 'trendBullish', 'momentumBullish', 1), row('X', 'trendBullish', 'momentumBullish', 1)], 5);
    expect(lists.bullish.map((r) => r.ticker)).toEqual(['X', 'Y', 'Z']);
  });

  it('answers the wire item without the tie-breaker', () => {
    expect(rankTopSignals([row('A', 'trendBullish', 'momentumBullish')], 1).bullish[0]).toEqual({
      ticker: 'A', name: 'A Inc.', percentChange: 0.5, trend: 'trendBullish', momentum: 'momentumBullish', score: 3,
    });
  });

  it('ranks nothing from nothing', () => {
    expect(rankTopSignals([], 5)).toEqual({ ranked: 0, bullish: [], bearish: [] });
  });
});
