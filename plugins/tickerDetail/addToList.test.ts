import { describe, expect, it, vi } from 'vitest';
import { addToList, listOptions } from './addToList';
import type { DataRequest } from '../../engine/data';
import { SessionStore } from '../../engine/state';
import type { SessionUser } from '../../contracts';

const user = {
  dashboardList: { includedTicker: ['SPY', 'QQQ'] },
  cryptoList: { includedTicker: ['CRYPTO.BTC'] },
  watchlists: {
    regular: [{ name: 'tech', includedTicker: ['AAPL'] }, { name: 'Bonds', includedTicker: ['TLT', 'SPY'] }],
    crypto: [{ name: 'ALTS', includedTicker: ['CRYPTO.ETH'] }],
  },
};

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() { return data.size; }, clear: () => data.clear(), key: (i) => [...data.keys()][i] ?? null,
    getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k),
  };
}

function signedIn(): SessionStore {
  const session = new SessionStore(memoryStorage());
  session.setUser({ username: 'u', firstname: '', lastname: '', modules: [], userPackage: 'EOD-ACCESS', settings: {}, ...user });
  return session;
}

/** The session's user object, read as contracts' SessionUser. */
const heldUser = (session: SessionStore): Partial<SessionUser> | null => session.user as Partial<SessionUser> | null;

describe('add ticker to', () => {
  it('lists the portfolio and the watchlists by name, disabling those that hold the ticker', () => {
    const options = listOptions(user, 'spy', false);
    expect(options.map((o) => [o.name, o.contains])).toEqual([['Market overview', true], ['Bonds', true], ['tech', false]]);
    expect(listOptions(user, 'AAPL', false).map((o) => o.contains)).toEqual([false, false, true]);
  });
  it('offers the crypto list and the crypto watchlists for crypto', () => {
    expect(listOptions(user, 'CRYPTO.ETH', true).map((o) => [o.id, o.contains])).toEqual([['cryptoList', false], ['watchlist:ALTS', true]]);
  });
  it('marks a full list (2000 tickers)', () => {
    const full = { dashboardList: { includedTicker: Array.from({ length: 2000 }, (_, i) => `T${i}`) } };
    expect(listOptions(full, 'AAPL', false)[0]?.full).toBe(true);
  });
  it('offers nothing without a user or a ticker', () => {
    expect(listOptions(null, 'SPY', false)).toEqual([]);
    expect(listOptions(user, ' ', false)).toEqual([]);
  });
  it('adds through the watchlist store action and puts the stored lists on the user', async () => {
    const session = signedIn();
    const stored = { dashboard: { name: 'Market overview', includedTicker: ['SPY', 'QQQ', 'AAPL'] }, regular: [{ name: 'tech', includedTicker: ['AAPL', 'MSFT'] }], crypto: [] };
    const api = vi.fn(async () => stored) as unknown as DataRequest;
    await addToList(api, session, { kind: 'portfolio' }, ' aapl ');
    expect(api).toHaveBeenCalledWith('/watchlist/update', { body: { action: 'addTickers', wlType: 'DASHBOARD', tickers: ['AAPL'] }, callKind: 'saveDashboard' });
    expect(heldUser(session)?.dashboardList).toMatchObject({ includedTicker: ['SPY', 'QQQ', 'AAPL'] });
    await addToList(api, session, { kind: 'watchlist', name: 'tech', wlType: 'GENERAL' }, 'MSFT');
    expect(api).toHaveBeenLastCalledWith('/watchlist/update', { body: { action: 'addTickers', wlType: 'GENERAL', name: 'tech', tickers: ['MSFT'] } });
    expect(heldUser(session)?.watchlists).toEqual({ regular: [{ name: 'tech', includedTicker: ['AAPL', 'MSFT'] }], crypto: [] });
  });
  it('adds to the crypto list through /userData; nothing without a ticker', async () => {
    const session = signedIn();
    const api = vi.fn(async () => ({ ...session.user, cryptoList: { includedTicker: ['CRYPTO.BTC', 'CRYPTO.SOL'] } })) as unknown as DataRequest;
    await addToList(api, session, { kind: 'cryptoList' }, 'CRYPTO.SOL');
    expect(api).toHaveBeenCalledWith('/userData', { body: { cryptoList: { add: ['CRYPTO.SOL'] } } });
    expect(heldUser(session)?.cryptoList).toEqual({ includedTicker: ['CRYPTO.BTC', 'CRYPTO.SOL'] });
    await addToList(api, session, { kind: 'portfolio' }, '');
    expect(api).toHaveBeenCalledTimes(1);
  });
});
