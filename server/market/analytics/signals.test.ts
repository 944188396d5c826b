import { describe, expect, it } from 'vitest';
import { classifyChange, compareRatings, detectSignals, ratingState, type AnyRating, type SignalState } from './signals';

describe('rating states', () => {
  it('strips the trend and momentum prefixes and maps cap states', () => {
    expect(ratingState('trendBullish')).toBe('bullish');
    expect(ratingState('momentumNeutralDanger')).toBe('neutralDanger');
    expect(ratingState('bearish')).toBe('bearish');
    expect(ratingState('LowerCap')).toBe('bullish');
    expect(ratingState('UpperCap')).toBe('bearish');
    expect(ratingState('UpperLowerCap')).toBe('neutral');
  });

  it('sorts bullish, neutral, neutralDanger, bearish, error, missing', () => {
    const values: (AnyRating | null)[] = ['momentumBearish', null, 'error', 'momentumNeutral', 'momentumBullish', 'momentumNeutralDanger'];
    expect(values.sort(compareRatings)).toEqual(['momentumBullish', 'momentumNeutral', 'momentumNeutralDanger', 'momentumBearish', 'error', null]);
    expect(compareRatings('trendNeutral', 'trendNeutral')).toBe(0);
  });
});

describe('classifyChange (document 1 section 4)', () => {
  it.each([
    ['trendNeutral', 'trendBullish', 'improvement'],
    ['trendBearish', 'trendNeutral', 'improvement'],
    ['trendBearish', 'trendBullish', 'improvement'],
    ['trendNeutral', 'trendBearish', 'deterioration'],
    ['trendBullish', 'trendNeutral', 'deterioration'],
    ['trendBullish', 'trendBearish', 'deterioration'],
    ['momentumNeutral', 'momentumNeutralDanger', 'deterioration'],
    ['momentumNeutralDanger', 'momentumNeutral', 'improvement'],
    ['momentumNeutralDanger', 'momentumBearish', 'deterioration'],
    ['trendNeutral', 'trendNeutral', 'noChange'],
    ['Uncapped', 'UpperCap', 'deterioration'],
    ['UpperCap', 'LowerCap', 'improvement'],
    ['Uncapped', 'UpperLowerCap', 'noChange'],
  ] as [AnyRating, AnyRating, string][])('%s → %s is %s', (prior, next, expected) => {
    expect(classifyChange(prior, next)).toBe(expected);
  });

  it('has no direction from or to error', () => {
    expect(classifyChange('error', 'trendBullish')).toBeNull();
  });
});

describe('detectSignals', () => {
  const prior: SignalState = { trend: 'trendNeutral', momentum: 'momentumBullish', cap: 'Uncapped' };

  it('raises one signal per changed class', () => {
    const signals = detectSignals('2026-03-02', 'SPY', prior, { trend: 'trendBullish', momentum: 'momentumBullish', cap: 'UpperCap' });
    expect(signals).toEqual([
      { date: '2026-03-02', ticker: 'SPY', signalClass: 'Trend', signalDirectionPrior: 'trendNeutral', signalDirectionNew: 'trendBullish', signalChange: 'improvement', currentTrend: 'trendBullish' },
      { date: '2026-03-02', ticker: 'SPY', signalClass: 'Cap', signalDirectionPrior: 'Uncapped', signalDirectionNew: 'UpperCap', signalChange: 'deterioration', currentTrend: 'trendBullish' },
    ]);
  });

  it('raises nothing when nothing changed or data went missing', () => {
    expect(detectSignals('2026-03-02', 'SPY', prior, { ...prior })).toEqual([]);
    expect(detectSignals('2026-03-02', 'SPY', prior, { ...prior, trend: 'error' })).toEqual([]);
  });
});
