/**
 * The universe in memory, column by column: one AssetRow per instrument of a snapshot, answering
 * the DomainAsset list and the scanner (store.query) and giving back whole rows (row, rows).
 * Rating columns (overallTARating, ltTARating, stTARating) sort in rating order.
 */
import type { AssetRow } from '../snapshot/assetRow';
import { encodeRows, type ColumnBatch } from './columnBatch';
import { schemaOf, type ColumnKind } from './columnSchema';
import type { ColumnStore } from './columnStore';
import { ColumnStoreBuilder } from './columnStoreBuilder';

const N: ColumnKind = 'number';
const T: ColumnKind = 'text';
const B: ColumnKind = 'boolean';
const J: ColumnKind = 'json';

const range = (prefix: string): [string, ColumnKind][] =>
  ['lowerVolatilityRange', 'upperVolatilityRange', 'upside', 'downside', 'upsideDownsideRatio', 'positionOnRange'].map((k) => [
    prefix ? `${prefix}.${k}` : k,
    N,
  ]);

/** Every leaf of AssetRow in its key order (assetColumnStore.test.ts checks it against computed rows). */
export const ASSET_COLUMNS: readonly (readonly [string, ColumnKind])[] = [
  ['ticker', T], ['name', T], ['type', T], ['sector', T], ['currency', T],
  ['latestPrice', N], ['latestPriceDate', T], ['latestSource', T], ['latestRangeDate', T], ['latestRTRangeDate', T],
  ['noRealtime', B], ['isUSMarketOpen', B], ['primaryExchange', T], ['primaryExchangeShort', T],
  ['daily_percentChange', N], ['daily_absoluteChange', N],
  ...range(''), ...range('stRange'), ...range('ltRange'),
  ['h64', N], ['h256', N],
  ['h64History.d5', N], ['h64History.d15', N], ['h64History.d30', N],
  ['h256History.d5', N], ['h256History.d15', N], ['h256History.d30', N],
  ['overallTARating', T], ['ltTARating', T], ['stTARating', T],
  ['rangeMetaInfo.hasUpperCap', B], ['rangeMetaInfo.hasLowerCap', B], ['rangeMetaInfo.cap', T],
  ['metaInfo.strippedReason', T], ['metaInfo.bars', N],
  ['volData.currentIV', N], ['volData.currentRV', N], ['volData.currentPremium', N],
  ['volData.currentIVRank', N], ['volData.currentIVPercentile', N], ['volData.series', J],
  ['gammaMetrics.gamma.putWallLevel', N], ['gammaMetrics.gamma.callWallLevel', N],
  ['gammaMetrics.gamma.zeroGamma', N], ['gammaMetrics.gamma.absGammaLevel', N],
  ['companyInfo.sector', T], ['companyInfo.country', T], ['companyInfo.industry', T], ['companyInfo.isEtf', B], ['companyInfo.website', T],
  ['onEODRange', B], ['belowEODRange', B], ['aboveEODRange', B],
  ['recentTrendSignals', J],
  ['previousDay', N], ['wtd', N], ['mtd', N], ['qtd', N], ['ytd', N],
  ['relativeVolume.previousDayVolume', N], ['relativeVolume.vsDayPrior', N], ['relativeVolume.vs1M', N],
  ['relativeVolume.vs3M', N], ['relativeVolume.vs6M', N], ['relativeVolume.vs12M', N],
  ['scanMetrics.h64Change5d', N], ['scanMetrics.h64Change15d', N], ['scanMetrics.h64Change30d', N],
  ['scanMetrics.h256Change5d', N], ['scanMetrics.h256Change15d', N], ['scanMetrics.h256Change30d', N],
  ['scanMetrics.putWallDistance', N], ['scanMetrics.callWallDistance', N], ['scanMetrics.gammaFlipDistance', N],
  ['scanMetrics.spyCorrelation30d', N],
  ['scanMetrics.trendChangeDate', T], ['scanMetrics.trendChangeSessions', N],
  ['scanMetrics.momentumChangeDate', T], ['scanMetrics.momentumChangeSessions', N],
  ['scanMetrics.rangeState', T], ['scanMetrics.cftcZScore1Y', N], ['scanMetrics.cftcZScore2Y', N],
  ['potentialSplitError', B], ['isin', T], ['asOfDate', T], ['fingerprint', T],
];

export const ASSET_SCHEMA = schemaOf(ASSET_COLUMNS, 'ticker', ['overallTARating', 'ltTARating', 'stTARating']);

export type AssetColumnStore = ColumnStore<AssetRow>;

export const encodeAssetRows = (rows: readonly AssetRow[]): ColumnBatch => encodeRows(ASSET_SCHEMA, rows);

export function assetStoreBuilder(size: number): ColumnStoreBuilder<AssetRow> {
  return new ColumnStoreBuilder<AssetRow>(ASSET_SCHEMA, size);
}

/** A store of the rows in their order (tests, tools; the snapshot job builds from worker batches). */
export function buildAssetStore(rows: readonly AssetRow[]): AssetColumnStore {
  const builder = assetStoreBuilder(rows.length);
  builder.put(0, encodeAssetRows(rows));
  return builder.finish();
}
