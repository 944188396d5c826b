import { describe, expect, it } from 'vitest';
import { hasWatchlistNamed, listsOfUser, portfolioOfUser, watchlistsOfUser } from './userLists';

type User = Parameters<typeof listsOfUser>[0];

/** A signed-in user carrying `lists` as the user object does (docs/api.md, "The user object"). */
const user = (lists: Record<string, unknown>): User => ({
  username: 'pat', firstname: 'Pat', lastname: 'Doe', modules: [], userPackage: 'FULL-ACCESS',
  settings: {} as NonNullable<User>['settings'], ...lists,
}) as User;

describe('the lists of the user object', () => {
  it('lists the portfolio, the crypto list, then the regular and the crypto watchlists, each sorted by name', () => {
    const lists = listsOfUser(user({
      dashboardList: { name: 'whatever the server calls it', includedTicker: ['SPY', 'QQQ'] },
      cryptoList: { name: 'Crypto Market', includedTicker: ['CRYPTO.BTC'] },
      watchlists: {
        regular: [{ name: 'tech', includedTicker: ['AAPL'] }, { name: 'BONDS', includedTicker: ['TLT'] }, { name: 'Energy', includedTicker: [] }],
        crypto: [{ name: 'ALTS', includedTicker: ['CRYPTO.ETH'] }],
      },
    }));
    expect(lists).toEqual([
      { kind: 'portfolio', name: 'Market overview', tickers: ['SPY', 'QQQ'] },
      { kind: 'cryptoList', name: 'Crypto Market', tickers: ['CRYPTO.BTC'] },
      { kind: 'watchlist', name: 'BONDS', tickers: ['TLT'], wlType: 'GENERAL' },
      { kind: 'watchlist', name: 'Energy', tickers: [], wlType: 'GENERAL' },
      { kind: 'watchlist', name: 'tech', tickers: ['AAPL'], wlType: 'GENERAL' },
      { kind: 'watchlist', name: 'ALTS', tickers: ['CRYPTO.ETH'], wlType: 'CRYPTO' },
    ]);
  });

  it('answers empty kept lists and no watchlists when signed out or when the user object has none', () => {
    const empty = [
      { kind: 'portfolio', name: 'Market overview', tickers: [] },
      { kind: 'cryptoList', name: 'Crypto Market', tickers: [] },
    ];
    expect(listsOfUser(null)).toEqual(empty);
    expect(listsOfUser(user({}))).toEqual(empty);
    expect(portfolioOfUser(null)).toEqual({ kind: 'portfolio', name: 'Market overview', tickers: [] });
  });

  it('skips malformed entries: watchlists without a name, tickers that are not strings, lists that are not arrays', () => {
    const lists = watchlistsOfUser(user({
      dashboardList: { includedTicker: 'SPY' },
      watchlists: {
        regular: [{ name: '  ', includedTicker: ['X'] }, { includedTicker: ['Y'] }, null, { name: 'OK', includedTicker: ['A', 7, null, 'B'] }, { name: 'NO TICKERS' }],
        crypto: { name: 'not an array' },
      },
    }));
    expect(lists).toEqual([
      { kind: 'watchlist', name: 'NO TICKERS', tickers: [], wlType: 'GENERAL' },
      { kind: 'watchlist', name: 'OK', tickers: ['A', 'B'], wlType: 'GENERAL' },
    ]);
    expect(portfolioOfUser(user({ dashboardList: { includedTicker: 'SPY' } })).tickers).toEqual([]);
  });
});

describe('hasWatchlistNamed', () => {
  const u = user({ watchlists: { regular: [{ name: 'TECH', includedTicker: [] }], crypto: [{ name: 'ALTS', includedTicker: [] }] } });

  it('finds a watchlist of that name, trimmed and in any case, among the lists of the given type', () => {
    expect(hasWatchlistNamed(u, ' tech ')).toBe(true);
    expect(hasWatchlistNamed(u, 'alts', 'CRYPTO')).toBe(true);
    // A crypto watchlist does not take a regular watchlist's name, nor the other way round.
    expect(hasWatchlistNamed(u, 'ALTS')).toBe(false);
    expect(hasWatchlistNamed(u, 'TECH', 'CRYPTO')).toBe(false);
    expect(hasWatchlistNamed(u, 'ENERGY')).toBe(false);
    expect(hasWatchlistNamed(null, 'TECH')).toBe(false);
  });
});
