/**
 * GET /api/v2/signals?since&limit: every trend, momentum and cap change of the published signal
 * window, oldest first, paged by a cursor. Signal ids are `date|ticker|class`, so their text order
 * is time order and a later snapshot only adds ids after every earlier one: the cursor is the last
 * id delivered, and no change is lost or repeated across pages or snapshots. A cursor older than
 * the window starts at its first change with `gap: true`.
 */
import type { ApiSignal, ApiSignalPage, SignalRow } from '../../contracts';
import { badRequest } from '../http/apiError';

export function encodeCursor(id: string): string {
  return Buffer.from(id, 'utf8').toString('base64url');
}

export function decodeCursor(cursor: string): string {
  const id = Buffer.from(cursor, 'base64url').toString('utf8');
  if (!/^\d{4}-\d{2}-\d{2}\|[^|]+\|[A-Za-z]+$/.test(id) || encodeCursor(id) !== cursor) {
    throw badRequest('since is not a cursor of this feed. Start without it, then pass nextCursor.', 'INVALID_CURSOR');
  }
  return id;
}

/** One page of `rows` (any order) after `since` for a caller who sees `revealed` tickers in full. */
export function signalPage(rows: readonly SignalRow[], since: string | null, limit: number, revealed: (ticker: string) => boolean): ApiSignalPage {
  const sorted = [...rows].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const after = since === null ? null : decodeCursor(since);
  const fresh = after === null ? sorted : sorted.filter((r) => r.id > after);
  const page = fresh.slice(0, limit);
  const signals = page.map((row): ApiSignal => (revealed(row.ticker)
    ? { ...row, revealed: true }
    : { id: row.id, date: row.date, ticker: row.ticker, signalClass: row.signalClass, signalDirectionNew: row.signalDirectionNew, revealed: false }));
  const last = page.at(-1);
  return {
    signals,
    nextCursor: last ? encodeCursor(last.id) : since,
    hasMore: fresh.length > page.length,
    gap: after !== null && sorted.length > 0 && after.slice(0, 10) < sorted[0]!.date,
  };
}
