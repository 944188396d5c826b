/**
 * The few fields of the home and summary read straight from the published snapshot's column
 * store (no whole rows are built): identity, price and change, range position, ratings, gamma.
 */
import type { AssetColumnStore } from '../market/store/assetColumnStore';
import type { RankableRow } from './topSignals';

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

export interface SnapshotFields extends RankableRow {
  latestPrice: number | null;
  positionOnRange: number | null;
  zeroGamma: number | null;
  putWallLevel: number | null;
  callWallLevel: number | null;
}

/** The fields of one ticker (upper case), or undefined when the snapshot has no row for it. */
export function snapshotFields(store: AssetColumnStore, ticker: string): SnapshotFields | undefined {
  const i = store.indexOf(ticker);
  if (i < 0) return undefined;
  const v = (path: string): unknown => store.value(i, path);
  return {
    ticker,
    name: text(v('name')) ?? ticker,
    latestPrice: num(v('latestPrice')),
    percentChange: num(v('daily_percentChange')),
    positionOnRange: num(v('positionOnRange')),
    trend: text(v('overallTARating')),
    momentum: text(v('ltTARating')),
    upsideDownsideRatio: num(v('upsideDownsideRatio')),
    zeroGamma: num(v('gammaMetrics.gamma.zeroGamma')),
    putWallLevel: num(v('gammaMetrics.gamma.putWallLevel')),
    callWallLevel: num(v('gammaMetrics.gamma.callWallLevel')),
  };
}

/** The fields of the known tickers, in the order asked. */
export function snapshotFieldsOf(store: AssetColumnStore, tickers: Iterable<string>): SnapshotFields[] {
  const out: SnapshotFields[] = [];
  for (const ticker of tickers) {
    const fields = snapshotFields(store, ticker);
    if (fields) out.push(fields);
  }
  return out;
}
