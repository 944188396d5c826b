/**
 * The stored scanner searches (table `scanner_searches`): the reuse lookup, the insert, the
 * trimming to the last SEARCHES_KEPT per user, and the most recently used search that
 * `/scanner/lastResults` and `/scanner/results` page. The writes run inside the caller's
 * transaction, which holds the user's balance lock.
 */
import { and, desc, eq, gt, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { scannerSearches } from '../db/schema';
import type { ScannerFilterEntry } from '../../product/scannerFilters';

/** Searches kept per user (the most recently used ones). */
export const SEARCHES_KEPT = 20;

export interface StoredSearch {
  id: string;
  filterQuery: ScannerFilterEntry[];
  /** The matched tickers in the search's order. */
  tickers: string[];
  total: number;
  asOf: string | null;
  createdAt: Date;
  lastUsedAt: Date;
}

/**
 * The ticker array travels as one text each way: an array literal in, a line per ticker out.
 * Drizzle and the drivers would otherwise convert and check every element, which for a search
 * matching thousands of tickers costs more than the scan.
 */
function arrayLiteral(tickers: readonly string[]): SQL {
  if (tickers.length === 0) return sql`'{}'::text[]`;
  // Every element is quoted (an unquoted NULL would be null); quotes and backslashes inside are escaped.
  const literal = /["\\]/.test(tickers.join(''))
    ? `{${tickers.map((t) => `"${t.replace(/["\\]/g, '\\$&')}"`).join(',')}}`
    : `{"${tickers.join('","')}"}`;
  return sql`${literal}::text[]`;
}

const columns = {
  id: scannerSearches.id, filterQuery: scannerSearches.filterQuery, total: scannerSearches.total,
  tickers: sql<string>`array_to_string(${scannerSearches.tickers}, E'\\n')`,
  asOf: scannerSearches.asOf, createdAt: scannerSearches.createdAt, lastUsedAt: scannerSearches.lastUsedAt,
};

const toSearch = (row: { filterQuery: unknown[]; tickers: string } & Omit<StoredSearch, 'filterQuery' | 'tickers'>): StoredSearch => ({
  ...row, filterQuery: row.filterQuery as ScannerFilterEntry[], tickers: row.tickers ? row.tickers.split('\n') : [],
});

/** The user's newest search of the same canonical filter set created after `since`, or null. */
export async function findReusable(tx: Db, userId: string, queryKey: string, since: Date): Promise<StoredSearch | null> {
  const rows = await tx.select(columns).from(scannerSearches)
    .where(and(eq(scannerSearches.userId, userId), eq(scannerSearches.queryKey, queryKey), gt(scannerSearches.createdAt, since)))
    .orderBy(desc(scannerSearches.createdAt))
    .limit(1);
  return rows[0] ? toSearch(rows[0]) : null;
}

/** Marks a search as the user's most recently used one. */
export async function touchSearch(tx: Db, id: string, at: Date): Promise<void> {
  await tx.update(scannerSearches)
    .set({ lastUsedAt: at, usedSeq: sql`nextval(pg_get_serial_sequence('scanner_searches', 'used_seq'))` })
    .where(eq(scannerSearches.id, id));
}

export interface NewSearch {
  userId: string;
  queryKey: string;
  filterQuery: ScannerFilterEntry[];
  tickers: string[];
  asOf: string | null;
  at: Date;
}

/** Stores a search (the user's most recently used one now) and drops their searches beyond the last SEARCHES_KEPT. */
export async function recordSearch(tx: Db, search: NewSearch): Promise<StoredSearch> {
  const [row] = await tx.insert(scannerSearches).values({
    userId: search.userId, queryKey: search.queryKey, filterQuery: search.filterQuery, tickers: arrayLiteral(search.tickers),
    total: search.tickers.length, asOf: search.asOf, createdAt: search.at, lastUsedAt: search.at,
  }).returning({ id: scannerSearches.id });
  const kept = tx.select({ id: scannerSearches.id }).from(scannerSearches)
    .where(eq(scannerSearches.userId, search.userId))
    .orderBy(desc(scannerSearches.usedSeq))
    .limit(SEARCHES_KEPT);
  await tx.delete(scannerSearches).where(and(eq(scannerSearches.userId, search.userId), notInArray(scannerSearches.id, kept)));
  return {
    id: row!.id, filterQuery: search.filterQuery, tickers: search.tickers, total: search.tickers.length, asOf: search.asOf,
    createdAt: search.at, lastUsedAt: search.at,
  };
}

/** The user's most recently used search, or null. */
export async function lastSearch(db: Db, userId: string): Promise<StoredSearch | null> {
  const rows = await db.select(columns).from(scannerSearches)
    .where(eq(scannerSearches.userId, userId))
    .orderBy(desc(scannerSearches.usedSeq))
    .limit(1);
  return rows[0] ? toSearch(rows[0]) : null;
}
