import { describe, expect, it } from 'vitest';
import { inMarket, marketOf } from './market';
import { DEFAULT_SCOPE, inScope, isSignalScope, listsOf } from './scope';
import { screenRows } from './screenRows';

const rows = [
  { id: 'a', ticker: 'SPY', containedInLists: ['Market overview'] },
  { id: 'b', ticker: 'AAPL', containedInLists: [] },
  { id: 'c', ticker: 'CRYPTO.BTC', containedInLists: ['Crypto Market'] },
  { id: 'd', ticker: 'CRYPTO.ETH:CRYPTO.BTC' },
  { id: 'e', ticker: 'ES_F', containedInLists: ['FUTURES'] },
];

describe('market and scope of a signal row', () => {
  it('splits crypto (and crypto pairs) from every other ticker', () => {
    expect(['SPY', 'CRYPTO.BTC', 'crypto.eth', 'CRYPTO.ETH:CRYPTO.BTC', 'ES_F', '^VVIX:^VIX'].map(marketOf))
      .toEqual(['stocks', 'crypto', 'crypto', 'crypto', 'stocks', 'stocks']);
    expect(inMarket({ ticker: 'CRYPTO.BTC' }, 'crypto')).toBe(true);
    expect(inMarket({}, 'stocks')).toBe(true);
  });

  it('"my tickers" are those of any of the user\'s lists; "all" is every row', () => {
    expect(DEFAULT_SCOPE).toBe('mine');
    expect(listsOf({ containedInLists: ['A', '', 3, 'B'] })).toEqual(['A', 'B']);
    expect(listsOf({ containedInLists: 'A' })).toEqual([]);
    expect(inScope({ containedInLists: ['A'] }, 'mine')).toBe(true);
    expect(inScope({ containedInLists: [] }, 'mine')).toBe(false);
    expect(inScope({}, 'all')).toBe(true);
    expect([ 'mine', 'all', 'ALL', null].map(isSignalScope)).toEqual([true, true, false, false]);
  });

  it('keeps the server\'s order and leaves the rows as they are', () => {
    expect(screenRows(rows, 'stocks', 'mine').map((r) => r.id)).toEqual(['a', 'e']);
    expect(screenRows(rows, 'stocks', 'all').map((r) => r.id)).toEqual(['a', 'b', 'e']);
    expect(screenRows(rows, 'crypto', 'mine').map((r) => r.id)).toEqual(['c']);
    expect(screenRows(rows, 'crypto', 'all').map((r) => r.id)).toEqual(['c', 'd']);
    expect(rows).toHaveLength(5);
  });
});
