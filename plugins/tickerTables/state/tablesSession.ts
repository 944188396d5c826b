import type { DataProvider } from '../../../engine/data/dataProvider';
import type { SessionStore } from '../../../engine/state/sessionStore';
import { sessionHooks, type SessionHookContext, type SessionHookRegistry } from '../../../engine/state/sessionHooks';
import { hasPermission } from '../../../product/permissionModules';
import { ListsStore, withLists } from '../../watchlists';
import { assetMethods } from './assetApi';
import { AssetStore } from './assetStore';
import { forgetAssetModel, prefetchAssetModel } from './assetModel';

/** The stores of the ticker tables, and the session they talk through. */
export interface TablesStores {
  lists: ListsStore;
  assets: AssetStore;
  /** Binds the stores to the session's calls (at sign-in; screens bind again on mount). */
  attach(ctx: SessionHookContext): void;
}

export function createTablesStores(initial?: SessionHookContext): TablesStores {
  let data: DataProvider | null = initial?.data ?? null;
  let session: SessionStore | null = initial?.session ?? null;
  const lists = new ListsStore(() => data?.request ?? null, () => session?.user?.username ?? '', (answer) => {
    // The user object carries the lists too (the detail page and the list tools read them there).
    const user = session?.user;
    if (user) session?.setUser(withLists(user, answer));
  });
  const assets = new AssetStore({
    api: () => (data ? assetMethods.of(data) : null),
    setBalances: (balances) => session?.setBalances(balances),
  });
  return {
    lists, assets,
    attach(ctx) {
      data = ctx.data;
      session = ctx.session;
    },
  };
}

/**
 * The tables' part of the session's schedule (engine/state/sessionHooks.ts): lists at sign-in
 * (and the futures list when permitted), the first watchlist 10 s later, fingerprints and stale
 * tickers for the heartbeat, the 09:35 quote refresh, the daily wipe, the lists for logout and
 * the local state at logout.
 */
export function registerTablesHooks(stores: TablesStores, registry: SessionHookRegistry = sessionHooks): () => void {
  const { lists, assets } = stores;
  return registry.register({
    afterLogin: async (ctx) => {
      stores.attach(ctx);
      // The portfolio's model, rows and screen load at once, while the shell's code arrives. The
      // model's call goes first: no row renders without it, and the server answers in order.
      void prefetchAssetModel(ctx);
      lists.applyUser(ctx.session.user);
      assets.ensure([...lists.dashboard].sort());
      void import('../screens/PortfolioScreen');
      await lists.load();
      assets.ensure([...lists.dashboard].sort());
    },
    loadFirstWatchlist: async (ctx) => {
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
    },
    fingerprints: () => assets.fingerprints(),
    reloadStaleTickers: (tickers) => assets.reload(tickers),
    refreshQuotes: () => assets.refreshQuotes(assets.tickersWithoutRealtime()),
    wipeStaleData: (today) => assets.wipeOlderThan(today),
    listsForLogout: () => lists.listsForLogout(),
    clearLocalState: () => {
      lists.reset();
      assets.reset();
      forgetAssetModel();
    },
  });
}

/** The application's stores; registered with the session when the plugin's manifest loads. */
export const tablesStores: TablesStores = createTablesStores();
registerTablesHooks(tablesStores);
