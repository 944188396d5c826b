/**
 * How many members hold each ticker (issue 21): in their portfolio (the dashboard list), in one
 * of their watchlists (regular or crypto), or in any list at all (the portfolio, the crypto list,
 * the watchlists: the most-watched cloud). One member counts once per ticker however many of their
 * lists hold it. The counting runs in SQL over every user's lists; the ranking is `topHolders`.
 */
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../db/database';
import type { TickerHolders } from '../../contracts';

export type HolderScope = 'portfolio' | 'watchlist' | 'anyList';

/** A list's tickers as rows, whatever the jsonb holds (a non-array holds none). */
const elements = (column: SQL): SQL => sql`jsonb_array_elements_text(CASE WHEN jsonb_typeof(${column}) = 'array' THEN ${column} ELSE '[]'::jsonb END)`;

/** The members' own watchlists (regular and crypto); other stored lists (the alerts') are not watchlists. */
const WATCHLIST_KINDS = sql`w.wl_type IN ('GENERAL', 'CRYPTO')`;

const HOLDINGS: Readonly<Record<HolderScope, SQL>> = {
  portfolio: sql`SELECT u.id AS holder, t.ticker FROM users u CROSS JOIN LATERAL ${elements(sql`u.dashboard_list`)} AS t(ticker)`,
  watchlist: sql`SELECT w.owner_id AS holder, t.ticker FROM watchlists w CROSS JOIN LATERAL ${elements(sql`w.tickers`)} AS t(ticker) WHERE ${WATCHLIST_KINDS}`,
  anyList: sql`SELECT u.id AS holder, t.ticker FROM users u CROSS JOIN LATERAL ${elements(sql`u.dashboard_list`)} AS t(ticker)
    UNION ALL SELECT u.id, t.ticker FROM users u CROSS JOIN LATERAL ${elements(sql`u.crypto_list`)} AS t(ticker)
    UNION ALL SELECT w.owner_id, t.ticker FROM watchlists w CROSS JOIN LATERAL ${elements(sql`w.tickers`)} AS t(ticker) WHERE ${WATCHLIST_KINDS}`,
};

/** Every held ticker (upper case, trimmed) with its number of distinct holders. */
export async function countHolders(db: Db, scope: HolderScope): Promise<TickerHolders[]> {
  const rows = await queryRows<{ ticker: string; holders: number | string }>(db, sql`
    SELECT upper(trim(h.ticker)) AS ticker, count(DISTINCT h.holder) AS holders
    FROM (${HOLDINGS[scope]}) AS h
    WHERE trim(h.ticker) <> ''
    GROUP BY upper(trim(h.ticker))`);
  return rows.map((r) => ({ ticker: r.ticker, holders: Number(r.holders) }));
}

/**
 * The `limit` most held tickers: most holders first, ties by ticker (so the answer is stable).
 *
 * @example topHolders([{ticker: 'B', holders: 2}, {ticker: 'A', holders: 2}, {ticker: 'C', holders: 5}], 2) // C, A
 */
export function topHolders(counts: readonly TickerHolders[], limit: number): TickerHolders[] {
  return counts
    .filter((c) => c.holders > 0)
    .sort((a, b) => b.holders - a.holders || a.ticker.localeCompare(b.ticker))
    .slice(0, Math.max(0, limit));
}
