/**
 * The asset row as computed by the snapshot job after a close. The shape (and its units) is the
 * wire's: contracts/assets.ts declares it once for the server and the browser; this module names
 * it for the snapshot code. Client and user state of the spec's row ({token}, isActive,
 * isRefreshing, busy) are not part of the snapshot; the API adds them (contracts' AssetData).
 */
import type * as analytics from '../analytics';
import type * as wire from '../../../contracts';

export type {
  AssetRow, CompanyInfo, GammaLevels, HurstHistory, RangeFields, RecentTrendSignal, RelativeVolume as RelativeVolumeFields,
  ScanMetrics, SignalRow, StrippedReason, VolData, VolSeries,
} from '../../../contracts';

/**
 * The analytics are pure and import nothing outside themselves, so they declare the rating and
 * signal words again; the wire's (contracts/ratings.ts) must stay the same words.
 */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameWords: [
  Same<analytics.TrendRating, wire.TrendRating>, Same<analytics.MomentumRating, wire.MomentumRating>,
  Same<analytics.ShortTermRating, wire.ShortTermRating>, Same<analytics.CapState, wire.CapState>,
  Same<analytics.SignalClass, wire.SignalClass>, Same<analytics.SignalChange, wire.SignalChange>,
  Same<analytics.CorrelationTable, wire.CorrelationTable>,
] = [true, true, true, true, true, true, true];
void sameWords;

/** Sessions of IV history carried in volData.series. */
export const VOL_SERIES_POINTS = 21;
/** Sessions whose signals a snapshot computes (ListUISignal rows and recentTrendSignals). */
export const DEFAULT_SIGNAL_DAYS = 5;
