import type { SessionStore } from './sessionStore';
import type { DataProvider } from '../data/dataProvider';

/** What logout sends to the server (docs/api.md, `POST /logout`). */
export interface LogoutLists {
  dashboardList?: string[] | { name?: string; includedTicker: string[] };
  watchlists?: { name: string; includedTicker: string[]; wlType?: 'GENERAL' | 'CRYPTO' }[];
  cryptoWatchlists?: { name: string; includedTicker: string[] }[];
}

export interface SessionHookContext {
  session: SessionStore;
  /** The app's data provider: `data.request` for any call, a plugin's methods via `methods.of(data)`. */
  data: DataProvider;
}

/**
 * The seam between the session's schedule and the stores that hold market data (the tables
 * issue): every member is optional, and the session controller calls each registered set at its
 * moment of document 1 section 4.
 *
 * @example
 * sessionHooks.register({
 *   afterLogin: ({ data }) => watchlists.load(data),
 *   listsForLogout: () => ({ dashboardList: portfolio.tickers, watchlists: watchlists.toServer() }),
 *   refreshQuotes: () => assets.refreshQuotes({ withoutRealtime: true }),
 *   wipeStaleData: (today) => assetCache.wipeOlderThan(today),
 * });
 */
export interface SessionHooks {
  /** Right after sign-in and after recovery: load watchlists, alert history, futures if permitted, custom correlations. */
  afterLogin?(ctx: SessionHookContext): void | Promise<void>;
  /** 10 seconds after sign-in: load the first watchlist (alphabetical). */
  loadFirstWatchlist?(ctx: SessionHookContext): void | Promise<void>;
  /** Ticker → fingerprint of the loaded assets, sent with each heartbeat. */
  fingerprints?(): Record<string, string>;
  /** Tickers the heartbeat reports as stale: reload them. */
  reloadStaleTickers?(tickers: string[], ctx: SessionHookContext): void | Promise<void>;
  /** Daily at 09:35 New York time while signed in: refresh the quotes of assets without realtime. */
  refreshQuotes?(ctx: SessionHookContext): void | Promise<void>;
  /** Wipe stored data older than `today` (YYYY-MM-DD, New York); answer true when something was wiped. */
  wipeStaleData?(today: string): boolean;
  /** The dashboard list and watchlists that logout sends to the server first. */
  listsForLogout?(): LogoutLists;
  /** Clear this owner's local state at logout (the engine keeps the device id). */
  clearLocalState?(): void;
}

/** The registered hook sets; `register` answers a function that removes the set again. */
export class SessionHookRegistry {
  private readonly sets: SessionHooks[] = [];

  register(hooks: SessionHooks): () => void {
    this.sets.push(hooks);
    return () => {
      const at = this.sets.indexOf(hooks);
      if (at >= 0) this.sets.splice(at, 1);
    };
  }

  all(): readonly SessionHooks[] {
    return this.sets;
  }

  /** Calls `pick` on every set; a failing hook is logged and does not stop the others. */
  each(pick: (hooks: SessionHooks) => void | Promise<void> | undefined): void {
    for (const hooks of this.sets) {
      try {
        const result = pick(hooks);
        if (result instanceof Promise) result.catch((err: unknown) => console.warn('session hook failed', err));
      } catch (err) {
        console.warn('session hook failed', err);
      }
    }
  }

  fingerprints(): Record<string, string> {
    return Object.assign({}, ...this.sets.map((h) => h.fingerprints?.() ?? {})) as Record<string, string>;
  }

  listsForLogout(): LogoutLists {
    return Object.assign({}, ...this.sets.map((h) => h.listsForLogout?.() ?? {})) as LogoutLists;
  }

  wipeStaleData(today: string): boolean {
    return this.sets.map((h) => h.wipeStaleData?.(today) ?? false).some(Boolean);
  }
}

/** The application's registry: a plugin or store registers here when its module loads. */
export const sessionHooks = new SessionHookRegistry();
