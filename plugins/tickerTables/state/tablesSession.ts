import type { DataProvider } from '../../../engine/data';
import { type SessionStore, sessionHooks, type SessionHookContext, type SessionHookRegistry } from '../../../engine/state';
import { hasPermission } from '../../../product/permissionModules';
import { ListsStore, withLists } from '../../watchlists';
import { assetMethods } from './assetApi';
import { AssetStore } from './assetStore';
import { forgetAssetModel, prefetchAssetModel } from './assetModel';
import { checkDailyWipe, TABLES_SCHEDULE } from './tablesSchedule';
import { setBalances } from '../../billing';

/** The stores of the ticker tables, and the session they talk through. */
export interface TablesStores {
  lists: ListsStore;
  assets: AssetStore;
  /** Binds the stores to the session's calls (at sign-in; screens bind again on mount). */
  attach(ctx: TablesContext): void;
}

/** The session and the data provider the stores talk through (a session hook's context has both). */
export type TablesContext = Pick<SessionHookContext, 'session' | 'data'>;

export function createTablesStores(initial?: TablesContext): TablesStores {
  let data: DataProvider | null = initial?.data ?? null;
  let session: SessionStore | null = initial?.session ?? null;
  const lists = new ListsStore(() => data?.request ?? null, () => session?.user?.username ?? '', (answer) => {
    // The user object carries the lists too (the detail page and the list tools read them there).
    const user = session?.user;
    if (user) session?.setUser(withLists(user, answer));
  });
  const assets = new AssetStore({
    api: () => (data ? assetMethods.of(data) : null),
    setBalances: (balances) => {
      if (session) setBalances(session, balances);
    },
  });
  return {
    lists, assets,
    attach(ctx) {
      data = ctx.data;
      session = ctx.session;
    },
  };
}

/** The tickers a heartbeat answer reports as stale (`staleData`, docs/api.md). */
export function staleTickersOf(answer: Readonly<Record<string, unknown>>): string[] {
  const stale = answer.staleData;
  return Array.isArray(stale) ? stale.filter((t): t is string => typeof t === 'string' && t.length > 0) : [];
}

/**
 * The tables' session hooks (engine/state/sessionHooks.ts): lists at sign-in (and the futures
 * list when permitted), the daily wipe at sign-in; fingerprints with each heartbeat and its stale
 * tickers reloaded; the tasks of tablesSchedule.ts (the first watchlist 10 s after sign-in, the
 * 09:35 New York quote refresh, the 00:01 daily wipe); the lists for logout and the local state
 * at logout.
 */
export function registerTablesHooks(stores: TablesStores, registry: SessionHookRegistry = sessionHooks): () => void {
  const { lists, assets } = stores;
  /** The first watchlist's assets, then the futures list ('Futures Market') when permitted. */
  const loadFirstWatchlist = async (ctx: SessionHookContext): Promise<void> => {
    const first = lists.regular[0];
    if (first) assets.ensure([...first.includedTicker].sort());
    // The futures list ('Futures Market') when permitted; later than the lists, off the first screen's path.
    if (hasPermission(ctx.session.modules, 'FuturesAccess') && !lists.futures.length) {
      try {
        lists.setFutures(await assetMethods.of(ctx.data).universeTickers('_F'));
      } catch (err) {
        console.warn('futures list could not be loaded', err);
      }
    }
  };
  return registry.register({
    afterLogin: async (ctx) => {
      stores.attach(ctx);
      checkDailyWipe(ctx, (today) => assets.wipeOlderThan(today));
      // The portfolio's model, rows and screen load at once, while the shell's code arrives. The
      // model's call goes first: no row renders without it, and the server answers in order.
      void prefetchAssetModel(ctx);
      lists.applyUser(ctx.session.user);
      assets.ensure([...lists.dashboard].sort());
      void import('../screens/PortfolioScreen');
      await lists.load();
      assets.ensure([...lists.dashboard].sort());
    },
    heartbeatPayload: () => {
      const fingerprintMap = assets.fingerprints();
      return Object.keys(fingerprintMap).length ? { fingerprintMap } : {};
    },
    afterHeartbeat: (answer) => {
      const stale = staleTickersOf(answer);
      if (stale.length) return assets.reload(stale);
    },
    tasks: [
      { name: 'firstWatchlist', afterMs: TABLES_SCHEDULE.firstWatchlistDelayMs, run: (ctx) => loadFirstWatchlist(ctx) },
      { name: 'quoteRefresh', daily: TABLES_SCHEDULE.quoteRefresh, run: () => assets.refreshQuotes(assets.tickersWithoutRealtime()) },
      { name: 'dailyWipe', daily: TABLES_SCHEDULE.dailyWipe, run: (ctx) => checkDailyWipe(ctx, (today) => assets.wipeOlderThan(today)) },
    ],
    beforeLogout: () => ({ ...lists.listsForLogout() }),
    clearLocalState: () => {
      lists.reset();
      assets.reset();
      forgetAssetModel();
    },
  });
}

/** The application's stores; the plugin's manifest registers their hooks with the session when it loads. */
export const tablesStores: TablesStores = createTablesStores();
