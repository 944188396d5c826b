/**
 * The header search (document 1 sections 2.2 and 5): the input is trimmed and upper-cased and an
 * ampersand becomes a plus sign; an ISIN (2 letters, 9 letters or digits, 1 digit) is resolved
 * to a ticker by the server, anything else is taken as a ticker. The ticker detail page owns
 * these rules; the shell's header search, the tables and the list tools use them through the
 * plugin's index.ts.
 *
 * @example normaliseSearch(' m&t ') === 'M+T'; isIsin('us0378331005') === true; detailPath('SPY') === '/dashboard/detail/SPY/overview'
 */
import type { DataRequest } from '../../../engine/data';
import { looksLikeIsin } from '../../../product/tickerSymbols';
import type { ResolvedIsin } from '../../../contracts';

export const DEFAULT_DETAIL_TAB = 'overview';

export function normaliseSearch(input: string): string {
  return input.trim().toUpperCase().replace(/&/g, '+');
}

/** ISINs are matched case-insensitively and trimmed. */
export function isIsin(input: string): boolean {
  return looksLikeIsin(input);
}

/** The query parameter naming the selected watchlist (`?list=TECH`): the watchlists screen's tab, the detail page's walk. */
export const SELECTED_LIST_PARAM = 'list';

/**
 * The detail page of a ticker: /dashboard/detail/{ticker}/{tab}, the tab naming the calling area,
 * with `?list=NAME` when it was opened from a watchlist.
 */
export function detailPath(ticker: string, tab: string = DEFAULT_DETAIL_TAB, listName?: string | null): string {
  const path = `/dashboard/detail/${encodeURIComponent(ticker)}/${encodeURIComponent(tab)}`;
  return listName ? `${path}?${new URLSearchParams({ [SELECTED_LIST_PARAM]: listName }).toString()}` : path;
}

export type SearchTarget = { kind: 'none' } | { kind: 'isin'; isin: string } | { kind: 'ticker'; ticker: string; path: string };

/** What Enter in the search box does with the input. */
export function searchTarget(input: string): SearchTarget {
  const value = normaliseSearch(input);
  if (!value) return { kind: 'none' };
  if (isIsin(value)) return { kind: 'isin', isin: value };
  return { kind: 'ticker', ticker: value, path: detailPath(value) };
}

/** The ticker of an ISIN (`GET /resolveISIN?isin=`), or null when the server knows none (or the call failed). */
export async function resolveIsin(request: DataRequest, isin: string): Promise<string | null> {
  try {
    const answer = await request<Partial<ResolvedIsin> | null>(`/resolveISIN?isin=${encodeURIComponent(isin)}`);
    return typeof answer?.symbol === 'string' && answer.symbol ? answer.symbol : null;
  } catch {
    return null;
  }
}
