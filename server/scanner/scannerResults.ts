/**
 * GET /scanner/lastResults and POST /scanner/results: the user's most recently used search again,
 * free of charge — its stored ticker set over the current snapshot's rows, sorted (default ticker
 * ascending), narrowed by column filters and paged as asked. Before the first search (or once the
 * searches are gone) the answer is empty: `{scannerResults: [], filterQuery: [], total: 0, searchedAt: null}`.
 */
import type { FastifyInstance } from 'fastify';
import type { FilterQuery } from '../../engine/core/filters/filterQuery';
import { SCANNER_RULES } from '../../product/scannerFilters';
import type { ScannerLastResults, ScannerResultsBody } from '../../contracts';
import { revealCheckFor } from '../assets/activeTickers';
import { marketInstant } from '../assets/assetDataRoutes';
import { requireMarket } from '../assets/marketAccess';
import type { ScannerCaller } from './scannerCaller';
import { previewShows, scannedPaths } from './scannerFields';
import { assertColumnFilters, assertSortOpen } from './scannerProblems';
import { pageOf, resultRows } from './scannerRows';
import { sortStateOf } from './scannerSearch';
import { selectRows } from './scannerSelection';
import { lastSearch } from './searchStore';

export const NO_RESULTS: Readonly<ScannerLastResults> = { scannerResults: [], filterQuery: [], total: 0, searchedAt: null };

export async function lastResults(app: FastifyInstance, who: ScannerCaller, body: ScannerResultsBody = {}): Promise<ScannerLastResults> {
  const filters = (body.filterQuery ?? []) as FilterQuery[];
  assertColumnFilters(filters, who);
  assertSortOpen(body.sort, who);
  const search = await lastSearch(app.deps.db, who.user.id);
  if (!search) return { ...NO_RESULTS, scannerResults: [], filterQuery: [] };
  const { snapshot, source } = requireMarket(app);
  const revealed = await revealCheckFor(app.deps.db, who.user, app.deps.now());
  const scanned = scannedPaths(search.filterQuery, who.modules);
  const selection = selectRows(
    snapshot.rows,
    { filterQuery: filters, sort: sortStateOf(body.sort), idIn: search.tickers },
    { revealed, shows: (path) => previewShows(path, scanned) },
  );
  const page = pageOf(selection, body.page ?? 1, body.pageSize ?? SCANNER_RULES.defaultPageSize);
  return {
    scannerResults: resultRows(snapshot.rows, page, { revealed, isUSMarketOpen: source.isUSMarketOpen(marketInstant(app, source)), scanned }),
    filterQuery: search.filterQuery,
    total: selection.length,
    searchedAt: search.createdAt.toISOString(),
  };
}
