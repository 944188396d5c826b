/**
 * What an alert condition reads of a ticker: the price and the model levels of its asset row
 * (contracts/assets.ts AssetRow), by path in the market's column store. A quote refresh replaces
 * the price; every level stays the snapshot's. A missing value is null (a rating 'error' too).
 */
import type { AssetColumnStore } from '../market/store/assetColumnStore';

export interface TickerValues {
  price: number | null;
  stUpper: number | null;
  stLower: number | null;
  ltUpper: number | null;
  ltLower: number | null;
  trend: string | null;
  momentum: string | null;
  flip: number | null;
  putWall: number | null;
  callWall: number | null;
  ivRank: number | null;
  ivPercentile: number | null;
  h64: number | null;
  h256: number | null;
}

/** The asset row's path of each value (server/market/snapshot/assetRow.ts). */
export const VALUE_PATHS: Readonly<Record<keyof TickerValues, string>> = {
  price: 'latestPrice',
  stUpper: 'stRange.upperVolatilityRange',
  stLower: 'stRange.lowerVolatilityRange',
  ltUpper: 'ltRange.upperVolatilityRange',
  ltLower: 'ltRange.lowerVolatilityRange',
  trend: 'overallTARating',
  momentum: 'ltTARating',
  flip: 'gammaMetrics.gamma.zeroGamma',
  putWall: 'gammaMetrics.gamma.putWallLevel',
  callWall: 'gammaMetrics.gamma.callWallLevel',
  ivRank: 'volData.currentIVRank',
  ivPercentile: 'volData.currentIVPercentile',
  h64: 'h64',
  h256: 'h256',
};

const TEXT_VALUES: ReadonlySet<keyof TickerValues> = new Set(['trend', 'momentum']);
const KEYS = Object.keys(VALUE_PATHS) as (keyof TickerValues)[];

function numberOf(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

function textOf(value: unknown): string | null {
  return typeof value === 'string' && value !== '' && value !== 'error' ? value : null;
}

type Columns = Record<keyof TickerValues, readonly unknown[]>;
const columnCache = new WeakMap<AssetColumnStore, Columns>();

/** The columns the conditions read, taken once per published store (a pass reads them by row index). */
function columnsOf(store: AssetColumnStore): Columns {
  let columns = columnCache.get(store);
  if (!columns) {
    columns = {} as Columns;
    for (const key of KEYS) columns[key] = store.columnValues(VALUE_PATHS[key]);
    columnCache.set(store, columns);
  }
  return columns;
}

/** The values of the row at `index` of a column store. */
export function valuesAt(store: AssetColumnStore, index: number): TickerValues {
  const columns = columnsOf(store);
  const out = {} as Record<keyof TickerValues, number | string | null>;
  for (const key of KEYS) {
    const raw = columns[key][index];
    out[key] = TEXT_VALUES.has(key) ? textOf(raw) : numberOf(raw);
  }
  return out as unknown as TickerValues;
}

/** Where an evaluation reads a ticker's values: null for a ticker the market does not know. */
export interface AlertValueSource {
  values(ticker: string): TickerValues | null;
}

/** The published snapshot's values, with the price of a newer quote where one was read. */
export class SnapshotValues implements AlertValueSource {
  constructor(
    private readonly store: AssetColumnStore,
    private readonly quotes: ReadonlyMap<string, number> = new Map(),
  ) {}

  private readonly seen = new Map<string, TickerValues | null>();

  values(ticker: string): TickerValues | null {
    let values = this.seen.get(ticker);
    if (values === undefined) this.seen.set(ticker, (values = this.read(ticker)));
    return values;
  }

  private read(ticker: string): TickerValues | null {
    const index = this.store.indexOf(ticker);
    if (index < 0) return null;
    const values = valuesAt(this.store, index);
    const quoted = this.quotes.get(ticker);
    return quoted === undefined ? values : { ...values, price: quoted };
  }
}
