import { describe, expect, it } from 'vitest';
import * as analytics from './index';

describe('analytics index', () => {
  it('re-exports the public functions', () => {
    for (const name of [
      'logReturns', 'realisedVolatility', 'hurstExponent', 'hurstLookbacks', 'volatilityRange', 'rangeMetrics', 'eodRangeFlags',
      'ratings', 'detectSignals', 'compareRatings', 'performance', 'relativeVolume', 'returnCorrelation', 'correlationTable',
      'ivMetrics', 'gamma', 'gammaReport', 'cftcStats', 'detectSplitError', 'ratioCandles', 'parsePairTicker', 'rangeSnapshot',
      'ratingHistory',
    ]) {
      expect(typeof (analytics as Record<string, unknown>)[name], name).toBe('function');
    }
  });
});
