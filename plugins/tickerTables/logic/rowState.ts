/**
 * The states of a ticker row (document 2 section 4): loading (a placeholder named Loading), error
 * (named ERROR, 2 s after the request without data), out of tickers (named 'Out of tickers for
 * this month', no real-time flag), not revealed (isActive false from the server), refreshing, and
 * normal.
 */
export type RowStatus = 'loading' | 'error' | 'outOfTickers' | 'notRevealed' | 'ready';

/** The spec's row names of the placeholder states (shown translated). */
export const STATE_NAMES: Readonly<Record<Exclude<RowStatus, 'ready' | 'notRevealed'>, string>> = {
  loading: 'Loading',
  error: 'ERROR',
  outOfTickers: 'Out of tickers for this month',
};

/** Milliseconds after its request that a row without data becomes the error row. */
export const ERROR_AFTER_MS = 2000;

/** A row as the tables show it: the asset's fields plus its state. */
export type TableRow = Record<string, unknown> & {
  ticker: string;
  rsStatus: RowStatus;
  isRefreshing: boolean;
};

/** The row of a ticker in a state without data. */
export function placeholderRow(ticker: string, status: Exclude<RowStatus, 'ready' | 'notRevealed'>): TableRow {
  return { ticker, name: STATE_NAMES[status], rsStatus: status, isRefreshing: false, ...(status === 'outOfTickers' ? { noRealtime: true } : {}) };
}

/** The row of loaded asset data: not revealed when the server sent a preview (isActive false). */
export function dataRow(asset: Record<string, unknown> & { ticker: string }, refreshing = false): TableRow {
  return { ...asset, rsStatus: asset.isActive === false ? 'notRevealed' : 'ready', isRefreshing: refreshing };
}
