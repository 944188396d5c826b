/**
 * One instrument → its asset row and its recent signals, from a MarketDataSource and the analytics
 * library (docs/methodology.md). Pure given the source: the worker threads and the in-process path
 * call exactly this.
 *
 * - Pairs (`A:B`) are analysed on the ratio series of their legs; crypto annualises with 365 days.
 * - Short histories give null fields (and 'error' ratings) with metaInfo.strippedReason saying why;
 *   a suspected unadjusted split (checked for every asset class with its own rules, splitDetection.ts)
 *   withholds everything computed from the close history.
 * - Instruments whose history ends before the latest session are analysed as of their last bar and
 *   carry that date in asOfDate.
 */
import {
  detectSplitError,
  splitCheckOptionsFor,
  logReturns,
  percentChange,
  performance,
  rangeSnapshot,
  ratingHistory,
  ratings,
  relativeVolume,
  type CandleSeries,
  type VolatilityRange,
} from '../analytics';
import type { Instrument, MarketDataSource } from '../source/marketDataSource';
import type { AssetRow, RangeFields, SignalRow, StrippedReason } from './assetRow';
import { rowFingerprint } from './fingerprint';
import { gammaLevels, NO_GAMMA } from './gammaLevels';
import { expectedLastDate, loadCandles } from './instrumentSeries';
import { recentSignals, recentTrendSignals, signalRow } from './recentSignals';
import { emptyRow } from './emptyRow';
import { RATING_CHANGE_LOOKBACK, scanMetrics, spyCorrelation, SPY_TICKER } from './scanMetrics';
import { SnapshotReferences } from './snapshotReferences';
import { num } from './rowValues';
import { TICKER_RULES } from '../../../product/tickerAccess';
import { NO_VOL_DATA, volData } from './volData';

export interface RowContext {
  source: MarketDataSource;
  /** The snapshot instant: every series is taken as of it. */
  at: Date;
  /** Sessions whose signals are computed. */
  signalDays: number;
  /** SPY's closes and the CFTC reports, loaded once per worker; without it each row loads its own. */
  references?: SnapshotReferences;
}

export interface AssetComputation {
  row: AssetRow;
  signals: SignalRow[];
}

export function rangeFields(range: VolatilityRange | null): RangeFields {
  return {
    lowerVolatilityRange: num(range?.lowerVolatilityRange),
    upperVolatilityRange: num(range?.upperVolatilityRange),
    upside: num(range?.upside),
    downside: num(range?.downside),
    upsideDownsideRatio: num(range?.upsideDownsideRatio),
    positionOnRange: num(range?.positionOnRange),
  };
}

function options(instrument: Instrument, candles: CandleSeries, ctx: RowContext): Pick<AssetRow, 'volData' | 'gammaMetrics'> {
  if (!instrument.hasOptions) return { volData: { ...NO_VOL_DATA }, gammaMetrics: { gamma: { ...NO_GAMMA } } };
  const iv = ctx.source.getImpliedVolSeries(instrument.ticker, { asOf: ctx.at });
  return {
    volData: volData(candles, iv, instrument.calendar === 'crypto'),
    gammaMetrics: { gamma: gammaLevels(ctx.source.getOptionChain(instrument.ticker, ctx.at)) },
  };
}

function withFingerprint(row: AssetRow): AssetRow {
  row.fingerprint = rowFingerprint(row);
  return row;
}

export function computeAssetRow(instrument: Instrument, ctx: RowContext): AssetComputation {
  const row = emptyRow(instrument, ctx.source.isUSMarketOpen(ctx.at));
  const candles = loadCandles(ctx.source, instrument, ctx.at);
  const n = candles?.close.length ?? 0;
  if (!candles || n === 0) return { row: withFingerprint(row), signals: [] };
  const { dates, close } = candles;
  const lastDate = dates[n - 1]!;
  const quote = ctx.source.getQuote(instrument.ticker, ctx.at);
  row.latestSource = quote?.source === 'demo' ? 'demo' : 'eod';
  row.asOfDate = lastDate < expectedLastDate(ctx.source, instrument, ctx.at) ? lastDate : null;
  row.noRealtime = row.asOfDate !== null || quote === undefined || quote.source === 'eod' || (TICKER_RULES.noRealtimeTickers as readonly string[]).includes(instrument.ticker);
  row.latestPrice = num(close[n - 1]);
  row.latestPriceDate = lastDate;
  row.daily_absoluteChange = n >= 2 ? num(close[n - 1]! - close[n - 2]!) : null;
  row.daily_percentChange = n >= 2 ? num(percentChange(close[n - 2]!, close[n - 1]!)) : null;
  row.metaInfo.bars = n;
  Object.assign(row, options(instrument, candles, ctx));

  const references = ctx.references ?? new SnapshotReferences(ctx.source, ctx.at);
  const cftc = references.cftcFor(instrument.ticker);

  if (detectSplitError(close, splitCheckOptionsFor(instrument.type)).potentialSplitError) {
    row.potentialSplitError = true;
    row.metaInfo.strippedReason = 'potentialSplitError';
    // Only what does not read the close history: the distances to the gamma levels.
    row.scanMetrics = scanMetrics(row, { dates, ratingHistory: null, spyCorrelation30d: null, cftc });
    return { row: withFingerprint(row), signals: [] };
  }

  const snap = rangeSnapshot(close);
  const rated = ratings(close);
  const history = ratingHistory(close, RATING_CHANGE_LOOKBACK + 1);
  const st = rangeFields(snap.stRange);
  Object.assign(row, st);
  row.stRange = st;
  row.ltRange = rangeFields(snap.ltRange);
  row.latestRangeDate = snap.stRange ? lastDate : null;
  row.h64 = num(snap.h64.current);
  row.h256 = num(snap.h256.current);
  row.h64History = { d5: num(snap.h64.d5), d15: num(snap.h64.d15), d30: num(snap.h64.d30) };
  row.h256History = { d5: num(snap.h256.d5), d15: num(snap.h256.d15), d30: num(snap.h256.d30) };
  row.overallTARating = rated.overallTARating;
  row.ltTARating = rated.ltTARating;
  row.stTARating = rated.stTARating;
  row.rangeMetaInfo = { ...snap.rangeMetaInfo, cap: snap.stRange?.capState ?? null };
  row.onEODRange = snap.eodFlags?.onEODRange ?? null;
  row.belowEODRange = snap.eodFlags?.belowEODRange ?? null;
  row.aboveEODRange = snap.eodFlags?.aboveEODRange ?? null;
  const perf = performance(dates, close);
  row.previousDay = num(perf.previousDay);
  row.wtd = num(perf.wtd);
  row.mtd = num(perf.mtd);
  row.qtd = num(perf.qtd);
  row.ytd = num(perf.ytd);
  const volume = relativeVolume(candles.volume);
  row.relativeVolume = {
    previousDayVolume: num(volume.previousDayVolume),
    vsDayPrior: num(volume.vsDayPrior),
    vs1M: num(volume.vs1M),
    vs3M: num(volume.vs3M),
    vs6M: num(volume.vs6M),
    vs12M: num(volume.vs12M),
  };
  row.metaInfo.strippedReason = strippedReason(row);
  const spy = references.spyCloses();
  const rho = spy ? spyCorrelation({ dates, values: close }, spy) : null;
  row.scanMetrics = scanMetrics(row, {
    dates,
    ratingHistory: history,
    spyCorrelation30d: rho !== null && instrument.ticker === SPY_TICKER ? 1 : rho,
    cftc,
  });

  const signals = recentSignals(instrument.ticker, dates, close, logReturns(close), ctx.signalDays, {
    trend: rated.overallTARating,
    momentum: rated.ltTARating,
    stRange: snap.stRange,
    previousStRange: snap.previousStRange,
    history,
  });
  row.recentTrendSignals = recentTrendSignals(signals);
  return { row: withFingerprint(row), signals: signals.map((s) => signalRow(s, instrument.name, rated.overallTARating)) };
}

function strippedReason(row: AssetRow): StrippedReason | null {
  if (row.stRange.lowerVolatilityRange === null) return 'insufficientHistory';
  if (row.ltRange.lowerVolatilityRange === null || row.h256 === null) return 'shortHistory';
  return null;
}
