import { describe, expect, it, vi } from 'vitest';
import { ApiCallError, type DataRequest } from '../../engine/data';
import type { StoredList, UserLists } from '../../contracts';
import { ListsStore } from './listsStore';

const lists = (regular: StoredList[] = [], dashboard: string[] = []): UserLists => ({
  dashboard: { name: 'Market overview', includedTicker: dashboard, owner: 'u', wlType: 'GENERAL' },
  regular, crypto: [], alerts: { name: 'Server-Side Alerts', includedTicker: [], owner: 'u', wlType: 'GENERAL' },
});
const wl = (name: string, includedTicker: string[] = []): StoredList => ({ name, includedTicker, owner: 'u', wlType: 'GENERAL' });

/** A session API whose answers the test gives; every call is recorded. */
function fakeApi(answer: (path: string, body: unknown) => unknown) {
  const calls: { path: string; body: unknown; callKind?: string }[] = [];
  const api = (async (path: string, options: { body?: unknown; callKind?: string } = {}) => {
    calls.push({ path, body: options.body, ...(options.callKind ? { callKind: options.callKind } : {}) });
    return answer(path, options.body);
  }) as DataRequest;
  return { api, calls };
}

describe('ListsStore', () => {
  it('loads the lists with init at sign-in, sorted by name', async () => {
    const { api, calls } = fakeApi(() => lists([wl('b'), wl('A')], ['SPY']));
    const store = new ListsStore(() => api);
    await store.load();
    expect(calls[0]).toEqual({ path: '/watchlist/update', body: { action: 'init' } });
    expect(store.regular.map((l) => l.name)).toEqual(['A', 'b']);
    expect(store.dashboard).toEqual(['SPY']);
  });

  it('refuses an empty or duplicate name without calling the server', async () => {
    const { api, calls } = fakeApi(() => lists());
    const store = new ListsStore(() => api);
    store.apply(lists([wl('TECH')]));
    expect(await store.create('GENERAL', '  ')).toEqual({ ok: false, problem: 'nameRequired' });
    expect(await store.create('GENERAL', 'tech')).toEqual({ ok: false, problem: 'duplicateName' });
    expect(await store.rename('GENERAL', 'TECH', '')).toEqual({ ok: false, problem: 'nameRequired' });
    expect(calls).toEqual([]);
  });

  it('persists each action at once (as a dashboard save) and takes the server answer, with other tabs\' changes', async () => {
    const { api, calls } = fakeApi(() => lists([wl('NEW'), wl('OTHER TAB')]));
    const onApply = vi.fn();
    const store = new ListsStore(() => api, () => 'pat', onApply);
    expect(await store.create('GENERAL', ' new ')).toEqual({ ok: true });
    expect(calls[0]).toEqual({
      path: '/watchlist/update', callKind: 'saveDashboard',
      body: { action: 'add', wlType: 'GENERAL', name: 'NEW', owner: 'pat', includedTicker: [] },
    });
    expect(store.regular.map((l) => l.name)).toEqual(['NEW', 'OTHER TAB']);
    expect(onApply).toHaveBeenCalledTimes(1);
  });

  it('adds only tickers not in the list and reports them', async () => {
    const { api, calls } = fakeApi((_, body) => lists([], (body as { tickers: string[] }).tickers.concat('SPY')));
    const store = new ListsStore(() => api);
    store.apply(lists([], ['SPY']));
    expect(await store.addTickers('DASHBOARD', undefined, ['SPY'])).toEqual({ ok: true, added: [] });
    expect(calls).toEqual([]);
    expect(await store.addTickers('DASHBOARD', undefined, ['SPY', 'QQQ'])).toEqual({ ok: true, added: ['QQQ'] });
    expect(calls[0]?.body).toEqual({ action: 'addTickers', wlType: 'DASHBOARD', tickers: ['QQQ'] });
  });

  it('refuses more than 2,000 portfolio tickers before asking the server', async () => {
    const { api, calls } = fakeApi(() => lists());
    const store = new ListsStore(() => api);
    store.apply(lists([], Array.from({ length: 2000 }, (_, i) => `T${i}`)));
    expect(await store.addTickers('DASHBOARD', undefined, ['NEW'])).toEqual({ ok: false, problem: 'portfolioFull' });
    expect(calls).toEqual([]);
  });

  it('a refused change reloads the lists; a failed save marks them unsaved for logout', async () => {
    let fail: ApiCallError | null = new ApiCallError(400, 'Duplicate names not allowed', 'WATCHLIST_NAME_DUPLICATE');
    const { api } = fakeApi((path) => {
      if (path === '/watchlist') return lists([wl('X')]);
      if (fail) throw fail;
      return lists();
    });
    const store = new ListsStore(() => api);
    store.apply(lists());
    expect(await store.create('GENERAL', 'x')).toEqual({ ok: false, problem: 'duplicateName' });
    expect(store.regular.map((l) => l.name)).toEqual(['X']);
    expect(store.listsForLogout()).toEqual({});
    fail = new ApiCallError(500, 'boom');
    expect(await store.addTickers('GENERAL', 'X', ['SPY'])).toEqual({ ok: false, problem: 'saveFailed' });
    expect(store.listsForLogout()).toEqual({
      dashboardList: { name: 'Market overview', includedTicker: [] },
      watchlists: [{ name: 'X', includedTicker: ['SPY'], wlType: 'GENERAL' }],
      cryptoWatchlists: [],
      // The lists as last stored: the server applies only this tab's own changes.
      base: { dashboardList: [], watchlists: [{ name: 'X', includedTicker: [] }], cryptoWatchlists: [] },
    });
  });

  it("tells a full watchlist from a full portfolio, and names the list-count limit", async () => {
    let fail = new ApiCallError(400, 'A watchlist holds at most 2000 tickers.', 'WATCHLIST_FULL');
    const { api } = fakeApi((path) => {
      if (path === '/watchlist') return lists([wl('X')]);
      throw fail;
    });
    const store = new ListsStore(() => api);
    store.apply(lists([wl('X')]));
    expect(await store.addTickers('GENERAL', 'X', ['SPY'])).toEqual({ ok: false, problem: 'watchlistFull' });
    fail = new ApiCallError(400, 'You have reached the maximal number of watchlists.', 'TOO_MANY_WATCHLISTS');
    expect(await store.create('GENERAL', 'new')).toEqual({ ok: false, problem: 'tooManyLists' });
    expect(await store.create('GENERAL', 'a <b>')).toEqual({ ok: false, problem: 'nameInvalid' });
  });

  it('keeps the futures list from comma-separated codes, trimmed', () => {
    const store = new ListsStore(() => null);
    store.setFutures(' es_f, NQ_F ,, es_f');
    expect(store.futures).toEqual(['ES_F', 'NQ_F']);
  });
});
