/**
 * POST /scanner/search: one search over the whole universe (document 2 sections 2, 7, 9).
 *
 * The filters are checked first (400 with one message per bad filter; nothing charged). Then, in
 * one transaction that holds the user's balance lock:
 * - a search of the same canonical filter set created within SCANNER_RULES.reuseMinutes is used
 *   again: no charge, its stored ticker set answers (sorted and paged as asked, on the current
 *   snapshot's rows);
 * - else the store is scanned, SCANNER_RULES.tokenCost tokens are spent (402 with code 765 and
 *   nothing charged or stored when the balance is short) and the search is stored with its
 *   matched tickers in the search's order.
 * Concurrent searches of one user are so applied one after the other: a balance of 50 pays for
 * exactly five different searches.
 */
import type { FastifyInstance } from 'fastify';
import type { SortState } from '../../engine/core/sorting/sortRows';
import { canonicalScannerQuery, SCANNER_RULES, toFilterQuery, type ScannerFilterEntry } from '../../product/scannerFilters';
import type { ScannerSearchAnswer, ScannerSearchBody, ScannerSort } from '../../contracts';
import { revealCheckFor } from '../assets/activeTickers';
import { marketInstant } from '../assets/assetDataRoutes';
import { countriesOf } from '../assets/cacheInfoRoutes';
import { requireMarket } from '../assets/marketAccess';
import { NOT_ENOUGH_TOKENS } from '../assets/realtimeRoutes';
import type { Db } from '../db/database';
import { ApiError } from '../http/apiError';
import { balanceOf, lockUserBalances, spendWithin } from '../users/balances';
import type { ScannerCaller } from './scannerCaller';
import { previewShows, scannedPaths } from './scannerFields';
import { assertRunnable, assertSortOpen } from './scannerProblems';
import { pageOf, resultRows } from './scannerRows';
import { selectedTickers, selectRows } from './scannerSelection';
import { findReusable, recordSearch, touchSearch, type StoredSearch } from './searchStore';

const MINUTE_MS = 60_000;

/** The results' default order (document 2 section 4: ticker ascending). */
export const DEFAULT_SORT: SortState = { key: 'ticker', direction: 'asc' };

export function sortStateOf(sort: ScannerSort | undefined): SortState {
  return sort ? { key: sort.field, direction: sort.order } : DEFAULT_SORT;
}

type Outcome =
  | { kind: 'short'; balance: number }
  | { kind: 'reused' | 'new'; search: StoredSearch; selection: Uint32Array | null; balance: number };

export async function runSearch(app: FastifyInstance, who: ScannerCaller, body: ScannerSearchBody): Promise<ScannerSearchAnswer> {
  const { snapshot, source } = requireMarket(app);
  const entries: ScannerFilterEntry[] = body.filterQuery;
  assertRunnable(entries, who, countriesOf(snapshot));
  assertSortOpen(body.sort, who);
  const sort = sortStateOf(body.sort);
  const page = body.page ?? 1;
  const pageSize = body.pageSize ?? SCANNER_RULES.defaultPageSize;
  const now = app.deps.now();
  const userId = who.user.id;
  const revealed = await revealCheckFor(app.deps.db, who.user, now);
  const scanned = scannedPaths(entries, who.modules);
  const view = { revealed, shows: (path: string) => previewShows(path, scanned) };
  const queryKey = canonicalScannerQuery(entries);

  const outcome = await app.deps.db.transaction(async (transaction): Promise<Outcome> => {
    const tx = transaction as unknown as Db;
    await lockUserBalances(tx, userId);
    const stored = await findReusable(tx, userId, queryKey, new Date(now.getTime() - SCANNER_RULES.reuseMinutes * MINUTE_MS));
    if (stored) {
      await touchSearch(tx, stored.id, now);
      return { kind: 'reused', search: stored, selection: null, balance: await balanceOf(tx, userId, 'token') };
    }
    const selection = selectRows(snapshot.rows, { filterQuery: entries.map(toFilterQuery), sort }, view);
    const spent = await spendWithin(tx, {
      userId, account: 'token', amount: SCANNER_RULES.tokenCost, reason: `scanner search ${entries.map((e) => e.filterKey).join(',')}`, at: now,
    });
    if (!spent.ok) return { kind: 'short', balance: spent.balance };
    const search = await recordSearch(tx, {
      userId, queryKey, filterQuery: entries, tickers: selectedTickers(snapshot.rows, selection), asOf: snapshot.asOf, at: now,
    });
    return { kind: 'new', search, selection, balance: spent.balance };
  });
  if (outcome.kind === 'short') {
    throw new ApiError(402, NOT_ENOUGH_TOKENS, 765, { tokenBalance: outcome.balance, required: SCANNER_RULES.tokenCost });
  }

  // A stored set is sorted again over the current snapshot's rows (tickers gone since are left out).
  const selection = outcome.selection ?? selectRows(snapshot.rows, { filterQuery: [], sort, idIn: outcome.search.tickers }, view);
  const isUSMarketOpen = source.isUSMarketOpen(marketInstant(app, source));
  return {
    scannerResults: resultRows(snapshot.rows, pageOf(selection, page, pageSize), { revealed, isUSMarketOpen, scanned }),
    total: selection.length,
    tokenBalance: outcome.balance,
    tokensCharged: outcome.kind === 'new' ? SCANNER_RULES.tokenCost : 0,
    searchedAt: outcome.search.createdAt.toISOString(),
    asOf: outcome.search.asOf,
  };
}
