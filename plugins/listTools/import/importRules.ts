/**
 * The batch import's checks before anything is sent (document 2 section 5), each answered by the
 * spec's message: no tickers, no name for a new watchlist, a name that exists already.
 */
import type { EngineUser } from '../../../engine/state';
import type { WatchlistType } from '../../../contracts';
import { hasWatchlistNamed } from '../userLists';
import { WATCHLIST_NAME_RULES, isKeptListName, isWellFormedListName } from '../../../product/accountRules';

/** Where the tickers go: a new watchlist (NEW_WATCHLIST), the portfolio, or an existing watchlist. */
export type ImportTarget =
  | { kind: 'portfolio' }
  | { kind: 'newWatchlist'; name: string }
  | { kind: 'watchlist'; name: string; wlType: WatchlistType };

export type ImportProblem = 'noTickers' | 'noName' | 'nameInvalid' | 'duplicateName';

/** The message (namespace listTools) of each problem, with its parameters. */
export const PROBLEM_MESSAGES: Record<ImportProblem, { key: string; params?: Record<string, unknown> }> = {
  noTickers: { key: 'import.errors.noTickers' },
  noName: { key: 'import.errors.noName' },
  nameInvalid: { key: 'import.errors.nameInvalid', params: { max: WATCHLIST_NAME_RULES.maxLength } },
  duplicateName: { key: 'import.errors.duplicateName' },
};

/** A new watchlist's name: trimmed and upper-cased (document 2 section 5). */
export function watchlistName(raw: string): string {
  return raw.trim().toUpperCase();
}

export function checkImport(tickers: readonly string[], target: ImportTarget, user: EngineUser | null): ImportProblem | null {
  if (!tickers.length) return 'noTickers';
  if (target.kind === 'newWatchlist') {
    const name = watchlistName(target.name);
    if (!name) return 'noName';
    if (!isWellFormedListName(name)) return 'nameInvalid';
    // The kept lists' names (Market overview, ...) are taken too: refused before any EOD request is used.
    if (hasWatchlistNamed(user, name, 'GENERAL') || isKeptListName(name)) return 'duplicateName';
  }
  return null;
}

/** The target as a select value and back: 'portfolio', 'new', or 'GENERAL:NAME' / 'CRYPTO:NAME'. */
export function targetValue(target: ImportTarget): string {
  if (target.kind === 'portfolio') return 'portfolio';
  if (target.kind === 'newWatchlist') return 'new';
  return `${target.wlType}:${target.name}`;
}

export function targetFromValue(value: string, newName = ''): ImportTarget {
  if (value === 'new') return { kind: 'newWatchlist', name: newName };
  const match = /^(GENERAL|CRYPTO):(.+)$/.exec(value);
  if (match) return { kind: 'watchlist', wlType: match[1] as WatchlistType, name: match[2]! };
  return { kind: 'portfolio' };
}
