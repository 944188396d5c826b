import { makeAutoObservable, runInAction } from 'mobx';
import { ApiCallError, type DataRequest } from '../../engine/data';
import type { ListsAsSeen, LogoutLists } from '../../contracts';
import { ACCOUNT_RULES, KEPT_LIST_NAMES } from '../../product/accountRules';
import { TICKER_RULES } from '../../product/tickerAccess';
import { nameProblem, newTickers, normaliseName, sortByName, type NameProblem } from './watchlistNames';
import type { ListKind, SessionUser, StoredList, UserLists, WatchlistUpdate } from '../../contracts';
import type { EngineUser } from '../../engine/state';

export type { ListKind };

/** Why a list change did not happen; the screens show the matching alert. */
export type ListProblem = NameProblem | 'portfolioFull' | 'watchlistFull' | 'tooManyLists' | 'notFound' | 'invalidTicker' | 'saveFailed';
export type ListResult = { ok: true; added?: string[] } | { ok: false; problem: ListProblem };


/**
 * The user's lists (document 2 section 4, "Watchlist menu actions"): the portfolio ('Market
 * overview'), the regular and the crypto watchlists, each kept sorted by name. Every action
 * changes the list here at once and is persisted at once (POST /api/watchlist/update, one action
 * per call); the server's answer, which holds every list as stored, replaces the local copy, so
 * another tab's changes arrive with it. A save that fails leaves the lists marked unsaved: the
 * engine's catalogue shows the 'saving failed' alert and logout sends them.
 */
export class ListsStore {
  dashboard: string[] = [];
  regular: StoredList[] = [];
  crypto: StoredList[] = [];
  alerts: string[] = [];
  /** The futures list ('Futures Market') and the crypto market's tickers: the product's, read-only. */
  futures: string[] = [];
  cryptoMarket: string[] = [];
  loaded = false;
  /** A save failed: the server may lack the last changes. */
  unsaved = false;
  /** The lists as last stored on the server: logout's base, so that only this tab's own changes are merged. */
  private seen: ListsAsSeen = {};

  constructor(
    private readonly api: () => DataRequest | null,
    private readonly owner: () => string = () => '',
    /** Called with every answer of the server (the session's user object follows it). */
    private readonly onApply: (lists: UserLists) => void = () => undefined,
  ) {
    makeAutoObservable<ListsStore, 'api' | 'owner' | 'onApply' | 'seen'>(this, { api: false, owner: false, onApply: false, seen: false }, { autoBind: true });
  }

  /**
   * Loads the lists at sign-in; `init` gives a new portfolio the default tickers once. A failure
   * rejects: the session shows 'Error while syncing...', and the lists of the user object stay.
   */
  async load(): Promise<void> {
    const api = this.api();
    if (!api) return;
    this.apply(await api<UserLists>('/watchlist/update', { body: { action: 'init' } }));
  }

  apply(lists: UserLists): void {
    this.dashboard = lists.dashboard.includedTicker;
    this.regular = sortByName(lists.regular);
    this.crypto = sortByName(lists.crypto);
    this.alerts = lists.alerts?.includedTicker ?? [];
    this.loaded = true;
    this.seen = this.asSeen();
    this.onApply(lists);
  }

  /**
   * Takes the lists the user object carries (sign-in, recovery), so that the tables can start
   * before the watchlist call answers.
   */
  applyUser(user: EngineUser | null): void {
    if (!user) return;
    // The session's user object (contracts' SessionUser), read defensively.
    const { dashboardList: dashboard, watchlists: lists } = user as Partial<SessionUser>;
    if (Array.isArray(dashboard?.includedTicker)) this.dashboard = dashboard.includedTicker.filter((t): t is string => typeof t === 'string');
    if (Array.isArray(lists?.regular)) this.regular = sortByName(lists.regular);
    if (Array.isArray(lists?.crypto)) this.crypto = sortByName(lists.crypto);
    this.seen = this.asSeen();
  }

  private asSeen(): ListsAsSeen {
    const named = (lists: StoredList[]) => lists.map((l) => ({ name: l.name, includedTicker: [...l.includedTicker] }));
    return { dashboardList: [...this.dashboard], watchlists: named(this.regular), cryptoWatchlists: named(this.crypto) };
  }

  /** Reads the lists as stored (a screen that opens shows what other tabs and screens changed). */
  async refresh(): Promise<void> {
    await this.reloadQuietly();
  }

  watchlists(kind: 'GENERAL' | 'CRYPTO'): StoredList[] {
    return kind === 'CRYPTO' ? this.crypto : this.regular;
  }

  tickersOf(kind: ListKind, name?: string): string[] {
    if (kind === 'DASHBOARD') return this.dashboard;
    return this.watchlists(kind).find((l) => l.name === name)?.includedTicker ?? [];
  }

  /** The futures list: codes separated by commas, trimmed (document 2 section 5). */
  setFutures(codes: string | readonly string[]): void {
    const parts = typeof codes === 'string' ? codes.split(',') : codes;
    this.futures = [...new Set(parts.map((c) => c.trim().toUpperCase()).filter(Boolean))];
  }

  setCryptoMarket(tickers: readonly string[]): void {
    this.cryptoMarket = [...new Set(tickers)].sort();
  }

  private setWatchlists(kind: 'GENERAL' | 'CRYPTO', lists: StoredList[]): void {
    if (kind === 'CRYPTO') this.crypto = sortByName(lists);
    else this.regular = sortByName(lists);
  }

  private setTickers(kind: ListKind, name: string | undefined, tickers: string[]): void {
    if (kind === 'DASHBOARD') this.dashboard = tickers;
    else this.setWatchlists(kind, this.watchlists(kind).map((l) => (l.name === name ? { ...l, includedTicker: tickers } : l)));
  }

  async create(kind: 'GENERAL' | 'CRYPTO', rawName: string, tickers: string[] = []): Promise<ListResult> {
    const problem = nameProblem(rawName, this.watchlists(kind).map((l) => l.name), undefined, KEPT_LIST_NAMES);
    if (problem) return { ok: false, problem };
    const name = normaliseName(rawName);
    this.setWatchlists(kind, [...this.watchlists(kind), { name, includedTicker: tickers, owner: this.owner(), wlType: kind }]);
    return this.persist({ action: 'add', wlType: kind, name, owner: this.owner(), includedTicker: tickers });
  }

  async rename(kind: 'GENERAL' | 'CRYPTO', oldName: string, rawName: string): Promise<ListResult> {
    const problem = nameProblem(rawName, this.watchlists(kind).map((l) => l.name), oldName, KEPT_LIST_NAMES);
    if (problem) return { ok: false, problem };
    const newName = normaliseName(rawName);
    this.setWatchlists(kind, this.watchlists(kind).map((l) => (l.name === oldName ? { ...l, name: newName } : l)));
    return this.persist({ action: 'rename', wlType: kind, oldName, newName });
  }

  async remove(kind: 'GENERAL' | 'CRYPTO', name: string): Promise<ListResult> {
    this.setWatchlists(kind, this.watchlists(kind).filter((l) => l.name !== name));
    return this.persist({ action: 'remove', wlType: kind, name });
  }

  async clear(kind: ListKind, name?: string): Promise<ListResult> {
    this.setTickers(kind, name, []);
    return this.persist({ action: 'clear', wlType: kind, ...(name ? { name } : {}) });
  }

  /** Adds tickers not yet in the list (duplicates are ignored); answers the ones added. */
  async addTickers(kind: ListKind, name: string | undefined, tickers: readonly string[]): Promise<ListResult> {
    const current = this.tickersOf(kind, name);
    const added = newTickers(current, tickers);
    if (!added.length) return { ok: true, added };
    if (kind === 'DASHBOARD' && current.length + added.length > TICKER_RULES.portfolioMax) return { ok: false, problem: 'portfolioFull' };
    this.setTickers(kind, name, [...current, ...added]);
    const result = await this.persist({ action: 'addTickers', wlType: kind, ...(name ? { name } : {}), tickers: added });
    return result.ok ? { ok: true, added } : result;
  }

  async removeTickers(kind: ListKind, name: string | undefined, tickers: readonly string[]): Promise<ListResult> {
    const remove = new Set(tickers);
    this.setTickers(kind, name, this.tickersOf(kind, name).filter((t) => !remove.has(t)));
    return this.persist({ action: 'removeTicker', wlType: kind, ...(name ? { name } : {}), tickers: [...tickers] });
  }

  private async persist(update: WatchlistUpdate): Promise<ListResult> {
    const api = this.api();
    if (!api) return { ok: false, problem: 'saveFailed' };
    try {
      const lists = await api<UserLists>('/watchlist/update', { body: update, callKind: 'saveDashboard' });
      runInAction(() => this.apply(lists));
      return { ok: true };
    } catch (err) {
      const status = err instanceof ApiCallError ? err.status : 0;
      if (status >= 400 && status < 500) {
        // The server refused (another tab got there first): show what it holds.
        await this.reloadQuietly();
        return { ok: false, problem: problemOf(err as ApiCallError) };
      }
      runInAction(() => { this.unsaved = true; });
      return { ok: false, problem: 'saveFailed' };
    }
  }

  private async reloadQuietly(): Promise<void> {
    try {
      const lists = await this.api()?.<UserLists>('/watchlist');
      if (lists) runInAction(() => this.apply(lists));
    } catch {
      // the alert of the refusal is enough
    }
  }

  /**
   * What logout sends: only lists the server may lack (a save failed), with the lists as last
   * stored, so that the server merges this tab's own changes and never undoes another tab's.
   */
  listsForLogout(): LogoutLists {
    if (!this.unsaved) return {};
    return {
      dashboardList: { name: ACCOUNT_RULES.defaultDashboardListName, includedTicker: this.dashboard },
      watchlists: this.regular.map((l) => ({ name: l.name, includedTicker: l.includedTicker, wlType: 'GENERAL' as const })),
      cryptoWatchlists: this.crypto.map((l) => ({ name: l.name, includedTicker: l.includedTicker })),
      base: this.seen,
    };
  }

  reset(): void {
    this.dashboard = [];
    this.regular = [];
    this.crypto = [];
    this.alerts = [];
    this.futures = [];
    this.cryptoMarket = [];
    this.loaded = false;
    this.unsaved = false;
    this.seen = {};
  }
}

function problemOf(err: ApiCallError): ListProblem {
  switch (err.code) {
    case 'WATCHLIST_NAME_REQUIRED': return 'nameRequired';
    case 'WATCHLIST_NAME_DUPLICATE': return 'duplicateName';
    case 'PORTFOLIO_FULL': return 'portfolioFull';
    case 'WATCHLIST_FULL': return 'watchlistFull';
    case 'TOO_MANY_WATCHLISTS': return 'tooManyLists';
    case 'WATCHLIST_NOT_FOUND': return 'notFound';
    case 'INVALID_TICKERS': return 'invalidTicker';
    default: return 'saveFailed';
  }
}
