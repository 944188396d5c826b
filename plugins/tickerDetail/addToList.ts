/**
 * 'Add ticker to' on the detail page (document 2 section 5, "Add to list from detail page"): the
 * user's lists, the ones already holding the ticker (or full) disabled, and the call that adds it.
 *
 * The persistence is the list writer's (plugins/watchlists/listWriter.ts); a failed portfolio
 * save shows the catalogue's 'saving failed' alert.
 */
import type { DataRequest } from '../../engine/data';
import type { SessionStore } from '../../engine/state';
import { addTickersToList, type ListTarget as WriterTarget } from '../watchlists';
import { ACCOUNT_RULES } from '../../product/accountRules';
import { TICKER_RULES } from '../../product/tickerAccess';
import type { ListsOfUser } from './model/callers';

/** The lists the detail page adds to (no new watchlist here). */
export type ListTarget = Exclude<WriterTarget, { kind: 'newWatchlist' }>;

export interface ListOption {
  id: string;
  target: ListTarget;
  /** The list's name; the portfolio's is translated by the caller. */
  name: string;
  /** Already holds the ticker: disabled. */
  contains: boolean;
  /** Holds its maximum (2000 tickers): disabled. */
  full: boolean;
}

const holds = (tickers: readonly string[] | undefined, ticker: string): boolean => (tickers ?? []).some((t) => t.toUpperCase() === ticker);
const isFull = (tickers: readonly string[] | undefined): boolean => (tickers?.length ?? 0) >= TICKER_RULES.portfolioMax;
const byName = (a: { name: string }, b: { name: string }): number => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });

/** The lists a ticker can be added to: the portfolio and the regular watchlists (crypto: the crypto list and crypto watchlists). */
export function listOptions(user: ListsOfUser | null | undefined, ticker: string, crypto: boolean): ListOption[] {
  const t = ticker.trim().toUpperCase();
  if (!user || !t) return [];
  const own = crypto ? user.cryptoList?.includedTicker : user.dashboardList?.includedTicker;
  const first: ListOption = crypto
    ? { id: 'cryptoList', target: { kind: 'cryptoList' }, name: ACCOUNT_RULES.cryptoListName, contains: holds(own, t), full: false }
    : { id: 'portfolio', target: { kind: 'portfolio' }, name: ACCOUNT_RULES.defaultDashboardListName, contains: holds(own, t), full: isFull(own) };
  const watchlists = [...((crypto ? user.watchlists?.crypto : user.watchlists?.regular) ?? [])].sort(byName);
  return [first, ...watchlists.map((w): ListOption => ({
    id: `watchlist:${w.name}`, target: { kind: 'watchlist', name: w.name, wlType: crypto ? 'CRYPTO' : 'GENERAL' }, name: w.name,
    contains: holds(w.includedTicker, t), full: isFull(w.includedTicker),
  }))];
}

/** Adds the ticker to the list through the one list writer (plugins/watchlists). Nothing happens without a ticker. */
export async function addToList(request: DataRequest, session: SessionStore, target: ListTarget, ticker: string): Promise<void> {
  const t = ticker.trim().toUpperCase();
  if (!t) return;
  await addTickersToList(request, session, target, [t], target.kind === 'portfolio' ? { callKind: 'saveDashboard' } : {});
}
