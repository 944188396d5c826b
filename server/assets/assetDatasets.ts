/**
 * The dataset providers of the market lists (server/entities/datasetRegistry.ts):
 *
 * - `assets` (ListModel DomainAsset, id field `ticker`): the published rows through the column
 *   store's query, each as the user may see it (assetView, slim: the list shows neither the IV
 *   series nor the recent signals). A filter or sort on a field an unrevealed row does not show
 *   treats that row as empty there (it matches no filter and sorts last, as the engine does with
 *   empty values), so the list never tells a user more about a ticker than its preview shows.
 *   The rows are the published snapshot (no live quote: the sort and filters run on the same
 *   numbers the rows show); /assetData?mode=full refreshes the prices.
 * - `signals` (ListUISignal): the signal store's query over the tickers the user sees in full (a
 *   signal is a rating change: an unrevealed ticker's signals stay on the server, as its ratings
 *   and recentTrendSignals do); `idIn` selects tickers; each row gets `containedInLists` for the
 *   user, and a filter on `containedInLists` (the recent-changes list's "my tickers") runs on it.
 * - `previewAssets` (DomainPreviewAsset): per ticker of `idIn` (required, at most 200), the last
 *   VOL_SERIES_POINTS sessions as rows {ticker, date, value (close), rv, iv}; rv and iv in percent
 *   (the model's column type) from volData.series, null for unrevealed tickers and instruments
 *   without options.
 */
import type { FastifyInstance } from 'fastify';
import { signalRank, SIGNAL_ORDER } from '../../engine/core/sorting/sortRows';
import { matchesAll } from '../../engine/core/filters/filterQuery';
import { badRequest } from '../http/apiError';
import type { DatasetProvider, DatasetRegistry, ListQuery, ListResult } from '../entities/datasetRegistry';
import { queryInMemory } from '../entities/inMemoryQuery';
import { VOL_SERIES_POINTS, type AssetRow } from '../market/snapshot/assetRow';
import { loadCandles } from '../market/snapshot/instrumentSeries';
import type { AssetColumnStore } from '../market/store/assetColumnStore';
import type { SignalColumnStore } from '../market/store/signalColumnStore';
import { revealCheckFor, type RevealCheck } from './activeTickers';
import { marketInstant } from './assetDataRoutes';
import { assetView, assetViewBytes, PREVIEW_FIELDS } from './assetView';
import { requireMarket } from './marketAccess';
import { CONTAINED_IN_LISTS, listMembershipOf } from './signalRoutes';
import { normaliseTicker, parseTickerList } from './tickerParams';

export const ASSETS_DATASET = 'assets';
export const SIGNALS_DATASET = 'signals';
export const PREVIEW_ASSETS_DATASET = 'previewAssets';

const PREVIEW_ROOTS: ReadonlySet<string> = new Set(PREVIEW_FIELDS);

/** Whether an unrevealed row hides the field a filter or sort key reads. */
export function isMaskedKey(key: string): boolean {
  return !PREVIEW_ROOTS.has(key.split('.')[0]!);
}

const isEmpty = (value: unknown, signal: boolean): boolean =>
  value === undefined || value === null || value === '' || (signal && signalRank(value) === SIGNAL_ORDER.length);

/**
 * The column store's query with unrevealed rows treated as empty in the fields they hide: dropped
 * by a filter on such a field, sorted last (in row order, with the other empty values) by one.
 */
export function queryAssetRows(store: AssetColumnStore, query: ListQuery, revealed: RevealCheck): { rows: AssetRow[]; total: number } {
  const maskedFilter = query.filterQuery.some((f) => isMaskedKey(f.filterKey));
  const sort = query.sort && isMaskedKey(query.sort.key) ? query.sort : null;
  if (!maskedFilter && !sort) return store.query(query);
  const tickerAt = (i: number): string => String(store.value(i, 'ticker'));
  let selection = Array.from(store.select(query));
  if (maskedFilter) selection = selection.filter((i) => revealed(tickerAt(i)));
  if (sort) {
    const signal = store.schema.signalPaths.includes(sort.key);
    const ranked: number[] = [];
    const last: number[] = [];
    for (const i of selection) (revealed(tickerAt(i)) && !isEmpty(store.value(i, sort.key), signal) ? ranked : last).push(i);
    selection = ranked.concat(last.sort((a, b) => a - b));
  }
  const start = (query.page - 1) * query.pageSize;
  return { rows: selection.slice(start, start + query.pageSize).map((i) => store.rowAt(i)), total: selection.length };
}

export function assetsDataset(app: FastifyInstance): DatasetProvider {
  return {
    name: ASSETS_DATASET,
    idField: 'ticker',
    perUser: true,
    version: () => app.deps.market?.snapshot()?.version ?? 0,
    async list(query, ctx): Promise<ListResult> {
      const { snapshot, source } = requireMarket(app);
      const revealed = await revealCheckFor(app.deps.db, ctx.user, app.deps.now(), app.sessionCache);
      const asked = query.idIn ? { ...query, idIn: query.idIn.map(normaliseTicker) } : query;
      const { rows, total } = queryAssetRows(snapshot.rows, asked, revealed);
      const isUSMarketOpen = source.isUSMarketOpen(marketInstant(app, source));
      const views = rows.map((row) => ({ row, options: { revealed: revealed(row.ticker), isUSMarketOpen, slim: true } }));
      return {
        rows: views.map(({ row, options }) => assetView(row, options)),
        total,
        // The rows' text is kept with the snapshot's store, as /assetData's (assetViewBytes).
        rowsBytes: views.map(({ row, options }) => assetViewBytes(snapshot.rows, row.ticker, () => row, options)),
      };
    },
  };
}

export function signalsDataset(app: FastifyInstance): DatasetProvider {
  return {
    name: SIGNALS_DATASET,
    idField: 'ticker',
    perUser: true,
    version: () => app.deps.market?.snapshot()?.version ?? 0,
    async list(query, ctx): Promise<ListResult> {
      const { snapshot } = requireMarket(app);
      const [revealed, listsOf] = await Promise.all([
        revealCheckFor(app.deps.db, ctx.user, app.deps.now(), app.sessionCache),
        listMembershipOf(app.deps.db, ctx.user),
      ]);
      return querySignalRows(snapshot.signals, query, { revealed, listsOf });
    },
  };
}

/** What one user's signal list depends on: the tickers they see in full, and their lists. */
export interface SignalReader {
  revealed: RevealCheck;
  /** ticker → the names of the user's lists that hold it. */
  listsOf(ticker: string): string[];
}

/**
 * The signal store's query for one user: only tickers they see in full, each row with
 * `containedInLists`. A filter on `containedInLists` runs on the user's lists with the engine's
 * semantics (`in`: the ticker is in one of the named lists), before paging, so that `total`
 * counts what the user may page through. A sort on it (the model does not offer one) keeps the
 * store's order.
 */
export function querySignalRows(store: SignalColumnStore, query: ListQuery, reader: SignalReader): ListResult {
  const listFilters = query.filterQuery.filter((f) => f.filterKey === CONTAINED_IN_LISTS);
  const filterQuery = query.filterQuery.filter((f) => f.filterKey !== CONTAINED_IN_LISTS);
  if (query.idIn) {
    if (query.idIn.length === 0) return { rows: [], total: 0 };
    filterQuery.push({ filterKey: 'ticker', type: 'in', val: query.idIn.map(normaliseTicker) });
  }
  const sort = query.sort?.key === CONTAINED_IN_LISTS ? null : query.sort;
  const kept: { index: number; lists: string[] }[] = [];
  for (const index of store.select({ filterQuery, sort })) {
    const ticker = String(store.value(index, 'ticker'));
    if (!reader.revealed(ticker)) continue;
    const lists = reader.listsOf(ticker);
    if (listFilters.length && !matchesAll({ [CONTAINED_IN_LISTS]: lists }, listFilters)) continue;
    kept.push({ index, lists });
  }
  const start = (query.page - 1) * query.pageSize;
  const rows = kept.slice(start, start + query.pageSize).map(({ index, lists }) => ({ ...store.rowAt(index), [CONTAINED_IN_LISTS]: lists }));
  return { rows, total: kept.length };
}

const percent = (value: number | null | undefined): number | null => (value === null || value === undefined ? null : value * 100);

export function previewAssetsDataset(app: FastifyInstance): DatasetProvider {
  return {
    name: PREVIEW_ASSETS_DATASET,
    idField: 'ticker',
    perUser: true,
    version: () => app.deps.market?.snapshot()?.version ?? 0,
    async list(query, ctx): Promise<ListResult> {
      if (!query.idIn?.length) throw badRequest('Invalid request: the preview needs idIn, the tickers to show.', 'INVALID_TICKERS');
      const tickers = parseTickerList(query.idIn, 'idIn');
      const { snapshot, source } = requireMarket(app);
      const revealed = await revealCheckFor(app.deps.db, ctx.user, app.deps.now(), app.sessionCache);
      const at = new Date(snapshot.at);
      const rows: Record<string, unknown>[] = [];
      for (const row of snapshot.rows.rows(tickers)) {
        const instrument = source.getInstrument(row.ticker);
        const candles = instrument ? loadCandles(source, instrument, at) : null;
        if (!candles) continue;
        const series = revealed(row.ticker) ? row.volData.series : null;
        const position = new Map(series?.dates.map((date, k) => [date, k]) ?? []);
        const n = candles.dates.length;
        for (let k = Math.max(0, n - VOL_SERIES_POINTS); k < n; k++) {
          const date = candles.dates[k]!;
          const j = position.get(date);
          rows.push({
            id: `${row.ticker}|${date}`, ticker: row.ticker, date, value: candles.close[k]!,
            rv: j === undefined ? null : percent(series!.rv[j]), iv: j === undefined ? null : percent(series!.iv[j]),
          });
        }
      }
      return queryInMemory(rows, { ...query, idIn: tickers }, { idField: 'ticker' });
    },
  };
}

/** Registers the three providers (once per engine, like the users dataset). */
export function registerAssetDatasets(datasets: DatasetRegistry, app: FastifyInstance): void {
  for (const provider of [assetsDataset(app), signalsDataset(app), previewAssetsDataset(app)]) {
    if (!datasets.get(provider.name)) datasets.register(provider);
  }
}
