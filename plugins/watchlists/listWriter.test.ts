import { describe, expect, it } from 'vitest';
import { SessionStore } from '../../engine/state';
import type { SessionUser } from '../../contracts';
import type { UserLists } from '../../contracts';
import { addTickersAction, addTickersToList } from './listWriter';

const memory = (): Storage => {
  const map = new Map<string, string>();
  return { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k), clear: () => map.clear(), key: () => null, get length() { return map.size; } };
};

describe('the list writer', () => {
  it('addresses the portfolio, a new and an existing watchlist with the store actions', () => {
    expect(addTickersAction({ kind: 'portfolio' }, ['AAPL'])).toEqual({ action: 'addTickers', wlType: 'DASHBOARD', tickers: ['AAPL'] });
    expect(addTickersAction({ kind: 'newWatchlist', name: 'NEW' }, ['AAPL'])).toEqual({ action: 'add', wlType: 'GENERAL', name: 'NEW', includedTicker: ['AAPL'] });
    expect(addTickersAction({ kind: 'watchlist', name: 'COINS', wlType: 'CRYPTO' }, ['CRYPTO.BTC'])).toEqual({ action: 'addTickers', wlType: 'CRYPTO', name: 'COINS', tickers: ['CRYPTO.BTC'] });
  });

  it('posts the action and puts the stored lists on the session user', async () => {
    const session = new SessionStore(memory());
    session.setUser({ username: 'u', firstname: '', lastname: '', modules: [], userPackage: 'EOD-ACCESS', settings: {}, dashboardList: { name: 'Market overview', includedTicker: [] } });
    const answer: UserLists = {
      dashboard: { name: 'Market overview', includedTicker: ['AAPL'], owner: 'u', wlType: 'GENERAL' },
      regular: [{ name: 'TECH', includedTicker: ['MSFT'], owner: 'u', wlType: 'GENERAL' }],
      crypto: [],
      alerts: { name: 'Server-Side Alerts', includedTicker: [], owner: 'u', wlType: 'GENERAL' },
    };
    const calls: unknown[] = [];
    const api = (async (path: string, options?: { body?: unknown }) => {
      calls.push([path, options?.body]);
      return answer;
    }) as Parameters<typeof addTickersToList>[0];
    await addTickersToList(api, session, { kind: 'portfolio' }, ['AAPL']);
    expect(calls).toEqual([['/watchlist/update', { action: 'addTickers', wlType: 'DASHBOARD', tickers: ['AAPL'] }]]);
    const user = session.user as Partial<SessionUser> | null;
    expect(user?.dashboardList).toEqual({ name: 'Market overview', includedTicker: ['AAPL'] });
    expect(user?.watchlists).toEqual({ regular: answer.regular, crypto: [] });
  });
});
