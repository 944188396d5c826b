/**
 * The asset row: everything a ticker table, the scanner and the detail page show about one
 * instrument (document 2 section 3), as the snapshot job computes it after a close
 * (server/market/snapshot) and as GET /api/assetData, /api/realtime-asset and the DomainAsset list
 * answer it (with `isActive`, and only the preview fields for a ticker the user has not revealed).
 *
 * Units (docs/methodology.md section 0):
 * - prices and range bounds in the instrument's currency;
 * - percent fields are percent numbers (12.5 means 12.5 %): daily_percentChange, upside, downside,
 *   positionOnRange, previousDay, wtd, mtd, qtd, ytd, currentIVRank, currentIVPercentile;
 * - volatilities are annualised decimals (0.2 = 20 %): volData.currentIV, currentRV and
 *   currentPremium (IV − RV in vol points as a decimal, 0.03 = 3 points; the scanner's premium
 *   filter is entered in percent and divided by 100);
 * - relative volumes are ratios (1.5 = 50 % above normal); gamma levels are price levels;
 * - Hurst exponents are plain numbers in [0, 1].
 *
 * Every leaf is either set or null (never undefined, never NaN): JSON carries it and the client
 * shows "n/A". The shape is fixed (objects are never null), so the column store keeps one column
 * per leaf.
 */
import type { CapState, MomentumRating, RatingError, ShortTermRating, SignalChange, TrendRating } from './ratings';

export type InstrumentType = 'stock' | 'etf' | 'index' | 'future' | 'crypto' | 'fx' | 'bond' | 'volatility' | 'pair';

/** Where a price comes from: the simulated market, end-of-day data, a delayed or a real-time quote. */
export type QuoteSource = 'demo' | 'eod' | 'delayed' | 'realtime';

/** One volatility range and where the latest close stands in it (null leaves without a range). A type, so that a row holding it is still a record. */
export type RangeFields = {
  lowerVolatilityRange: number | null;
  upperVolatilityRange: number | null;
  /** % from the close up to the upper bound. */
  upside: number | null;
  /** % from the close down to the lower bound. */
  downside: number | null;
  /** upside / downside, bounded to ±1000 (+1000 at or below the lower bound, negative above the upper). */
  upsideDownsideRatio: number | null;
  /** (close − lower) / (upper − lower) × 100, not clamped (the display clamps to 0…100). */
  positionOnRange: number | null;
};

/** A Hurst exponent 5, 15 and 30 trading days ago (the current value is the row's h64 / h256). */
export interface HurstHistory {
  d5: number | null;
  d15: number | null;
  d30: number | null;
}

/**
 * Why some analytics are null:
 * - `noData`: the source has no bars;
 * - `potentialSplitError`: a suspected unadjusted split; ranges, Hurst and ratings are withheld;
 * - `insufficientHistory`: fewer closes than the short-term range needs (31), so nearly everything is null;
 * - `shortHistory`: the short-term range exists, but the long-term range, h256 or the 12-month
 *   figures need more history (up to 257 closes).
 */
export type StrippedReason = 'noData' | 'potentialSplitError' | 'insufficientHistory' | 'shortHistory';

export interface VolSeries {
  /** The last sessions, oldest first (VOL_SERIES_POINTS at most). */
  dates: string[];
  /** 30-day at-the-money implied volatility, annualised decimal. */
  iv: (number | null)[];
  /** 21-day realised volatility, annualised decimal (365 days a year for crypto). */
  rv: (number | null)[];
  /** iv − rv. */
  premium: (number | null)[];
}

export interface VolData {
  currentIV: number | null;
  currentRV: number | null;
  currentPremium: number | null;
  /** 0…100 over the last 252 sessions. */
  currentIVRank: number | null;
  /** 0…100 over the last 252 sessions. */
  currentIVPercentile: number | null;
  /** Null for instruments without options (and in the tables' slim rows). */
  series: VolSeries | null;
}

export interface GammaLevels {
  putWallLevel: number | null;
  callWallLevel: number | null;
  /** The gamma flip: where the total dealer gamma profile changes sign (nearest the spot). */
  zeroGamma: number | null;
  /** The strike with the largest gross gamma exposure. */
  absGammaLevel: number | null;
}

export interface CompanyInfo {
  sector: string | null;
  country: string | null;
  industry: string | null;
  isEtf: boolean;
  website: string | null;
}

/** A trend signal of the ticker within the signal window (most recent first). */
export interface RecentTrendSignal {
  date: string;
  signalDirectionPrior: string;
  signalDirectionNew: string;
  signalChange: SignalChange;
}

export interface RelativeVolume {
  previousDayVolume: number | null;
  vsDayPrior: number | null;
  vs1M: number | null;
  vs3M: number | null;
  vs6M: number | null;
  vs12M: number | null;
}

/**
 * Figures the scanner filters on, derived by the snapshot from the row and its history
 * (docs/methodology.md, "Scanner figures"); null where the inputs are missing.
 */
export interface ScanMetrics {
  /** h64 now minus h64 5, 15 and 30 sessions ago (h64History). */
  h64Change5d: number | null;
  h64Change15d: number | null;
  h64Change30d: number | null;
  h256Change5d: number | null;
  h256Change15d: number | null;
  h256Change30d: number | null;
  /** (level − close) / close × 100 for the put wall, the call wall and the gamma flip: positive when the level is above the close. */
  putWallDistance: number | null;
  callWallDistance: number | null;
  gammaFlipDistance: number | null;
  /** Pearson correlation of the last 30 daily log returns with SPY's, on the dates both have (SPY itself 1). */
  spyCorrelation30d: number | null;
  /**
   * The session the trend (overallTARating) and the momentum (ltTARating) last changed, and sessions
   * since (0 = changed on the latest session). Looked for over 250 sessions: none within them gives
   * sessions 250 ("at least 250") with a null date; null sessions = unknown (ratings withheld, or the
   * history too short to rate before the current rating began).
   */
  trendChangeDate: string | null;
  trendChangeSessions: number | null;
  momentumChangeDate: string | null;
  momentumChangeSessions: number | null;
  /** The latest close against the short-term range published after the previous close (onEODRange etc. as one word). */
  rangeState: 'below' | 'on' | 'above' | null;
  /** z-score of the latest CFTC non-commercial net position against 52 and 104 weeks (futures with CFTC data; reports released by the snapshot instant). */
  cftcZScore1Y: number | null;
  cftcZScore2Y: number | null;
}

/** The caps of the short-term range; cap is null without a range. */
export interface RangeMetaInfo {
  hasUpperCap: boolean;
  hasLowerCap: boolean;
  cap: CapState | null;
}

/**
 * A type, not an interface, so that a row is also a `Record<string, unknown>` (the tables read
 * fields by key). Its RangeFields are the short-term range (the row's main range), the same as stRange.*.
 */
export type AssetRow = RangeFields & {
  ticker: string;
  name: string;
  type: InstrumentType;
  sector: string | null;
  currency: string;
  /** The latest close (the snapshot is end of day). */
  latestPrice: number | null;
  latestPriceDate: string | null;
  /** `demo` for the simulated market, `eod` otherwise (the live-quote overlay and the real-time path set theirs). */
  latestSource: QuoteSource;
  /** The bar the ranges were computed from; null without a range. */
  latestRangeDate: string | null;
  /** Set by the real-time path (/realtime-asset); always null in the snapshot. */
  latestRTRangeDate: string | null;
  /** True when the source has no intraday quotes for it (end-of-day data, or history that ended). */
  noRealtime: boolean;
  /** Whether the US market was open at the snapshot instant (the API refreshes it per request). */
  isUSMarketOpen: boolean;
  primaryExchange: string;
  primaryExchangeShort: string;
  /** Latest close against the one before, in percent. */
  daily_percentChange: number | null;
  daily_absoluteChange: number | null;
  /** 15 sessions ahead, 80 % coverage, scaled with h64. */
  stRange: RangeFields;
  /** 63 sessions ahead, 80 % coverage, scaled with h256 (Premium). */
  ltRange: RangeFields;
  /** Hurst exponent of the last 64 returns (3 months). */
  h64: number | null;
  /** Hurst exponent of the last 256 returns (1 year). */
  h256: number | null;
  h64History: HurstHistory;
  h256History: HurstHistory;
  /** Trend rating (63-session regression score). */
  overallTARating: TrendRating | RatingError;
  /** Momentum rating (21-session momentum score). */
  ltTARating: MomentumRating | RatingError;
  /** Short-term rating (10-session regression score). */
  stTARating: ShortTermRating | RatingError;
  rangeMetaInfo: RangeMetaInfo;
  metaInfo: { strippedReason: StrippedReason | null; bars: number };
  volData: VolData;
  gammaMetrics: { gamma: GammaLevels };
  companyInfo: CompanyInfo;
  /** The latest close against the short-term range published after the previous close. */
  onEODRange: boolean | null;
  belowEODRange: boolean | null;
  aboveEODRange: boolean | null;
  recentTrendSignals: RecentTrendSignal[];
  previousDay: number | null;
  wtd: number | null;
  mtd: number | null;
  qtd: number | null;
  ytd: number | null;
  relativeVolume: RelativeVolume;
  scanMetrics: ScanMetrics;
  potentialSplitError: boolean;
  isin: string | null;
  /** The last bar's date when the history ends before the latest session (null when current). */
  asOfDate: string | null;
  /** Hash of the row (without itself and isUSMarketOpen); the heartbeat compares it (staleData). */
  fingerprint: string;
};

/** The fields of a preview row: what a user receives of a ticker they have not revealed. */
export const ASSET_PREVIEW_FIELDS = [
  'ticker', 'name', 'type', 'sector', 'currency', 'latestPrice', 'latestPriceDate', 'latestSource', 'noRealtime',
  'isUSMarketOpen', 'primaryExchange', 'primaryExchangeShort', 'daily_percentChange', 'daily_absoluteChange',
  'companyInfo', 'isin', 'asOfDate', 'fingerprint',
] as const satisfies readonly (keyof AssetRow)[];

export type AssetPreviewField = (typeof ASSET_PREVIEW_FIELDS)[number];

/** A ticker the user has not revealed: identity, price and company data only. */
export type AssetPreview = Pick<AssetRow, AssetPreviewField> & { isActive: false };

/** A revealed ticker: the whole row. */
export type RevealedAsset = AssetRow & { isActive: true };

/**
 * One row of GET /api/assetData (and of the DomainAsset list): the preview fields always, the
 * rest only when `isActive` (a revealed ticker). One flat type rather than the union of
 * AssetPreview and RevealedAsset, so that a reader checks each optional field where it uses it.
 */
export type AssetData = Pick<AssetRow, AssetPreviewField> & Partial<Omit<AssetRow, AssetPreviewField>> & { isActive: boolean };

/** GET /api/assetData?ticker=A+B&mode: `full` overlays the current quote, `conservative` answers the snapshot. */
export type AssetMode = 'full' | 'conservative';
