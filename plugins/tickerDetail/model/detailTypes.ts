/**
 * What the detail page receives from the market data calls (docs/api.md, "Market data calls"):
 * the wire types of contracts/, named as the page uses them. A ticker the user has not revealed
 * arrives as a preview (`isActive: false`) with only the identity and price fields, so everything
 * else of the row is optional (contracts' AssetData).
 */
import type { AssetData, SignalView } from '../../../contracts';

export type {
  Candle, CorrelationTable, GammaLevels, HurstHistory, HurstPoint, HurstSeries, QuoteSource, RangeFields, RangeLine, RealtimeAnswer,
  RelativeVolume, VolData, VolSeries,
} from '../../../contracts';

/** One asset row as /assetData (or /realtime-asset) answers it. */
export type AssetDetail = AssetData;

/** A signal of GET /signals (with the user's lists that hold the ticker). */
export type SignalRow = SignalView;
