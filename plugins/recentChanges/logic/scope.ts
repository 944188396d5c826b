/**
 * The scope switch: "my tickers" (the tickers of any of the user's lists: the portfolio, the
 * crypto list and the watchlists) or "all tickers" (every ticker whose signals the server gives
 * the user: the ones they see in full). The server names the lists in `containedInLists`.
 */
export const SIGNAL_SCOPES = ['mine', 'all'] as const;
export type SignalScope = (typeof SIGNAL_SCOPES)[number];

export const DEFAULT_SCOPE: SignalScope = 'mine';

/** The names of the user's lists that hold the row's ticker (none when the server sent none). */
export function listsOf(row: { containedInLists?: unknown }): string[] {
  const lists = row.containedInLists;
  return Array.isArray(lists) ? lists.filter((l): l is string => typeof l === 'string' && l !== '') : [];
}

export function inScope(row: { containedInLists?: unknown }, scope: SignalScope): boolean {
  return scope === 'all' || listsOf(row).length > 0;
}

export function isSignalScope(value: unknown): value is SignalScope {
  return (SIGNAL_SCOPES as readonly unknown[]).includes(value);
}
