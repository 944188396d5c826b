import { describe, expect, it } from 'vitest';
import { CALLER_ROUTES, backPath, callerList, neighbours, type ListsOfUser } from './callers';

describe('backPath', () => {
  it('leads back to each calling area of document 1 section 2', () => {
    expect(backPath('marketOverview')).toBe('/data/overview');
    expect(backPath('gamma')).toBe('/dashboard/gamma');
    expect(backPath('recentChanges')).toBe('/dashboard/recent-changes');
    expect(backPath('topmostheld')).toBe('/home/home');
    expect(backPath('watchlists')).toBe('/dashboard/watchlists');
  });

  it('names the selected watchlist only for the watchlists caller', () => {
    expect(backPath('watchlists', 'BONDS')).toBe('/dashboard/watchlists?list=BONDS');
    expect(backPath('watchlists', '')).toBe('/dashboard/watchlists');
    expect(backPath('watchlists', null)).toBe('/dashboard/watchlists');
    expect(backPath('portfolio', 'BONDS')).toBe('/dashboard/portfolio');
  });

  it('encodes a list name so that it survives the query', () => {
    expect(backPath('watchlists', 'A/B?C=D#E')).toBe('/dashboard/watchlists?list=A%2FB%3FC%3DD%23E');
    expect(new URLSearchParams(backPath('watchlists', 'ÄPFEL & BIRNEN')!.split('?')[1]).get('list')).toBe('ÄPFEL & BIRNEN');
  });

  it('shows no Back link for an empty caller or one written differently', () => {
    expect(backPath('')).toBeNull();
    expect(backPath('Overview')).toBeNull();
    expect(backPath('recent-changes')).toBeNull();
    expect(Object.values(CALLER_ROUTES).every((p) => p.startsWith('/'))).toBe(true);
  });
});

describe('callerList', () => {
  const lists: ListsOfUser = {
    dashboardList: { name: 'Market overview', includedTicker: ['SPY', 'AAPL'] },
    watchlists: {
      regular: [
        { name: 'zeta', includedTicker: ['XOM', 'AAPL'] },
        { name: 'Alpha', includedTicker: ['MSFT', 'AAPL'] },
        { name: 'beta', includedTicker: ['GLD'] },
      ],
      crypto: [{ name: 'COINS', includedTicker: ['CRYPTO.BTC'] }],
    },
  };

  it('walks the dashboard list for portfolio as for overview, without changing the stored list', () => {
    expect(callerList('portfolio', 'SPY', lists)).toEqual({ name: 'Market overview', tickers: ['AAPL', 'SPY'] });
    expect(lists.dashboardList!.includedTicker).toEqual(['SPY', 'AAPL']);
  });

  it("calls a dashboard list without a name 'Market overview' and walks an empty one", () => {
    expect(callerList('overview', 'SPY', { dashboardList: { includedTicker: ['SPY'] } })?.name).toBe('Market overview');
    expect(callerList('overview', 'SPY', {})).toEqual({ name: 'Market overview', tickers: [] });
  });

  it('takes the first watchlist by name (case-insensitive) that holds the ticker', () => {
    expect(callerList('watchlists', 'AAPL', lists)).toEqual({ name: 'Alpha', tickers: ['AAPL', 'MSFT'] });
  });

  it('finds the named watchlist whatever the case and surrounding spaces, even when it lacks the ticker', () => {
    expect(callerList('watchlists', 'AAPL', lists, '  ZETA ')).toEqual({ name: 'zeta', tickers: ['AAPL', 'XOM'] });
    expect(callerList('watchlists', 'AAPL', lists, 'beta')).toEqual({ name: 'beta', tickers: ['GLD'] });
  });

  it('has no list for a named watchlist that does not exist, and never walks crypto watchlists', () => {
    expect(callerList('watchlists', 'AAPL', lists, 'NOPE')).toBeNull();
    expect(callerList('watchlists', 'CRYPTO.BTC', lists, 'COINS')).toBeNull();
    expect(callerList('watchlists', 'AAPL', { watchlists: null })).toBeNull();
  });

  it('has no list for a crypto ticker in any caller', () => {
    expect(callerList('watchlists', 'crypto.eth', { watchlists: { regular: [{ name: 'X', includedTicker: ['crypto.eth'] }] } })).toBeNull();
    expect(callerList('portfolio', 'CRYPTO.ETH:CRYPTO.BTC', lists)).toBeNull();
  });
});

describe('neighbours', () => {
  it('has neither a previous nor a next ticker in a list of one, and does not wrap around', () => {
    expect(neighbours(['SPY'], 'SPY')).toEqual({ previous: null, next: null, position: 1, count: 1 });
    expect(neighbours(['A', 'B', 'C'], 'C')).toEqual({ previous: 'B', next: null, position: 3, count: 3 });
    expect(neighbours(['A', 'B', 'C'], 'A')).toEqual({ previous: null, next: 'B', position: 1, count: 3 });
  });

  it('is null for an empty list and for a ticker written differently', () => {
    expect(neighbours([], 'SPY')).toBeNull();
    expect(neighbours(['SPY'], 'spy')).toBeNull();
  });
});
