import { describe, expect, it, vi } from 'vitest';
import { SessionHookRegistry, type SessionHookContext, type SessionHooks } from '../../../engine/state';
import { registerTablesHooks, staleTickersOf, type TablesStores } from './tablesSession';
import { TABLES_SCHEDULE } from './tablesSchedule';

function registered(fingerprints: Record<string, string> = {}) {
  const assets = {
    fingerprints: vi.fn(() => fingerprints), reload: vi.fn(), refreshQuotes: vi.fn(), tickersWithoutRealtime: vi.fn(() => ['SPY']),
    wipeOlderThan: vi.fn(() => false), ensure: vi.fn(), reset: vi.fn(),
  };
  const lists = { listsForLogout: vi.fn(() => ({ dashboardList: { includedTicker: ['SPY'] } })), regular: [], futures: [], reset: vi.fn() };
  const stores = { assets, lists, attach: vi.fn() } as unknown as TablesStores;
  const registry = new SessionHookRegistry();
  registerTablesHooks(stores, registry);
  const hooks = registry.all()[0] as SessionHooks;
  return { registry, hooks, assets, lists };
}

const ctx = { session: { modules: [] }, data: {}, navigate: vi.fn(), location: () => '/dashboard' } as unknown as SessionHookContext;

describe("the tables' session hooks", () => {
  it('send the fingerprints of the loaded assets with each heartbeat, nothing when none is loaded', () => {
    expect(registered({ SPY: 'f1' }).registry.heartbeatPayload()).toEqual({ fingerprintMap: { SPY: 'f1' } });
    expect(registered().registry.heartbeatPayload()).toEqual({});
  });

  it("reload the heartbeat's stale tickers, and nothing else", () => {
    const t = registered();
    void t.hooks.afterHeartbeat?.({ staleData: ['SPY', '', 3], userBalance: { tokenBalance: 1 } }, ctx);
    expect(t.assets.reload).toHaveBeenCalledWith(['SPY']);
    t.assets.reload.mockClear();
    void t.hooks.afterHeartbeat?.({ staleData: [] }, ctx);
    expect(t.assets.reload).not.toHaveBeenCalled();
    expect(staleTickersOf({})).toEqual([]);
  });

  it('schedule the first watchlist, the 09:35 New York quote refresh and the 00:01 daily wipe', () => {
    const t = registered();
    const tasks = t.registry.tasks();
    expect(tasks.map((task) => ('daily' in task ? [task.name, task.daily] : [task.name, task.afterMs]))).toEqual([
      ['firstWatchlist', 10_000],
      ['quoteRefresh', { timeZone: 'America/New_York', hour: 9, minute: 35 }],
      ['dailyWipe', TABLES_SCHEDULE.dailyWipe],
    ]);
    void tasks[1]!.run(ctx);
    expect(t.assets.refreshQuotes).toHaveBeenCalledWith(['SPY']);
  });

  it('hand the lists the server may lack to logout', () => {
    expect(registered().registry.logoutPayload()).toEqual({ dashboardList: { includedTicker: ['SPY'] } });
  });
});
