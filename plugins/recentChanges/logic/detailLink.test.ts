import { describe, expect, it } from 'vitest';
import { signalDetailPath } from './detailLink';
import { capRating, isCapState } from './capRating';

describe('where a signal row leads', () => {
  it('opens the detail page with the screen\'s caller', () => {
    expect(signalDetailPath('SPY', 'stocks')).toBe('/dashboard/detail/SPY/recentChanges');
    expect(signalDetailPath('^VVIX:^VIX', 'stocks')).toBe('/dashboard/detail/%5EVVIX%3A%5EVIX/recentChanges');
    expect(signalDetailPath('CRYPTO.BTC', 'crypto')).toBe('/dashboard/detail/CRYPTO.BTC/cryptoRecentChanges');
  });
});

describe('cap states', () => {
  it('take the colour of their rating', () => {
    expect(['LowerCap', 'Uncapped', 'UpperLowerCap', 'UpperCap'].map((s) => (isCapState(s) ? capRating(s) : null)))
      .toEqual(['bullish', 'neutral', 'neutral', 'bearish']);
    expect(['trendBullish', 'toString', null, 3].some(isCapState)).toBe(false);
  });
});
