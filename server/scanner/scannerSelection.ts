/**
 * Selects result rows in the market's column store: the filters (AND), an optional ticker set
 * (`idIn`, a stored search), the sort. The whole universe is scanned, revealed or not; a filter or
 * sort on a field an unrevealed row does not show in the results (see scannerFields.ts) treats
 * that row as empty: it matches no such filter and sorts last, in row order.
 */
import type { FilterQuery } from '../../engine/core/filters/filterQuery';
import { signalRank, SIGNAL_ORDER, type SortState } from '../../engine/core/sorting/sortRows';
import type { RevealCheck } from '../assets/activeTickers';
import type { AssetColumnStore } from '../market/store/assetColumnStore';

export interface ScanQuery {
  filterQuery: FilterQuery[];
  sort: SortState;
  idIn?: string[];
}

export interface ScanView {
  revealed: RevealCheck;
  /** Whether an unrevealed row shows a field (previewShows with the search's scanned paths). */
  shows: (path: string) => boolean;
}

const tickerColumns = new WeakMap<AssetColumnStore, string[]>();

/** The store's tickers in row order (read once per store: a search maps thousands of indices to tickers). */
export function tickersOf(store: AssetColumnStore): string[] {
  let tickers = tickerColumns.get(store);
  if (!tickers) {
    tickers = store.columnValues('ticker').map(String);
    tickerColumns.set(store, tickers);
  }
  return tickers;
}

const isEmpty = (value: unknown, signal: boolean): boolean =>
  value === undefined || value === null || value === '' || (signal && signalRank(value) === SIGNAL_ORDER.length);

/** The row indices of a query, in result order (before paging). */
export function selectRows(store: AssetColumnStore, query: ScanQuery, view: ScanView): Uint32Array {
  const tickers = tickersOf(store);
  let selection = store.select(query);
  if (query.filterQuery.some((f) => !view.shows(f.filterKey))) selection = selection.filter((i) => view.revealed(tickers[i]!));
  if (view.shows(query.sort.key)) return selection;
  const signal = store.schema.signalPaths.includes(query.sort.key);
  const ranked: number[] = [];
  const last: number[] = [];
  for (const i of selection) (view.revealed(tickers[i]!) && !isEmpty(store.value(i, query.sort.key), signal) ? ranked : last).push(i);
  return Uint32Array.from(ranked.concat(last.sort((a, b) => a - b)));
}

/** The tickers of a selection, in its order. */
export function selectedTickers(store: AssetColumnStore, selection: ArrayLike<number>): string[] {
  const tickers = tickersOf(store);
  return Array.from(selection, (i) => tickers[i]!);
}
