/**
 * The analytics library: pure functions over typed arrays (oldest value first). Every formula is in
 * docs/methodology.md. Test support (seeded random numbers, fractional Gaussian noise, a synthetic
 * market) lives in ./testing and is not exported here.
 */
export * from './types';
export { normalCdf, normalPdf, normalQuantile } from './normal';
export { linearTrend, max, mean, min, sampleStd, sampleVariance, trailingWindow, type LinearFit } from './stats';
export { logReturns, percentChange } from './returns';
export {
  averageForecastVariance,
  EWMA_LAMBDA,
  ewmaVariance,
  realisedVolatility,
  trailingRealisedVolatility,
  rollingRealisedVolatility,
  VARIANCE_PERSISTENCE,
} from './realisedVolatility';
export { expectedRescaledRange, HURST_MIN_WINDOW, hurstExponent, meanLogRescaledRange } from './hurst';
export {
  H256_WINDOW,
  H64_WINDOW,
  HURST_LOOKBACK_DAYS,
  hurstAsOf,
  hurstLookback,
  hurstLookbacks,
  hurstSeries,
  type HurstLookback,
} from './hurstLookbacks';
export { eodRangeFlags, rangeMetrics, UPSIDE_DOWNSIDE_RATIO_MAX, type EodRangeFlags, type RangeMetrics } from './rangeMetrics';
export {
  capMargin,
  capStateOf,
  coverageHalfWidth,
  DRIFT_WINDOW,
  effectiveHurst,
  emaLag,
  HURST_EFFECTIVE_BOUNDS,
  HURST_PRIOR_SD,
  logEma,
  LONG_RUN_WINDOW,
  LONG_TERM_RANGE,
  rangeLookback,
  rangeSeries,
  SHORT_TERM_RANGE,
  volatilityRange,
  volatilityRangeAt,
  type CapState,
  type RangeSeries,
  type RangeSpec,
  type VolatilityRange,
} from './volatilityRange';
export { rangeSnapshot, type RangeSnapshot } from './rangeSnapshot';
export { momentumScore, regressionScore, SCORE_VOL_WINDOW, scoreVolatility } from './trendScores';
export {
  MOMENTUM_DANGER_THRESHOLD,
  MOMENTUM_WINDOW,
  momentumRatingOf,
  RATING_THRESHOLD,
  ratings,
  SHORT_TERM_WINDOW,
  shortTermRatingOf,
  TREND_WINDOW,
  trendRatingOf,
  type MomentumRating,
  type Ratings,
  type ShortTermRating,
  type TrendRating,
} from './ratings';
export { ratingHistory, type RatingHistory } from './ratingHistory';
export {
  classifyChange,
  compareRatings,
  detectSignals,
  RATING_ORDER,
  ratingRank,
  ratingState,
  type AnyRating,
  type RatingState,
  type Signal,
  type SignalChange,
  type SignalClass,
  type SignalState,
} from './signals';
export { lastIndexBefore, monthStart, performance, quarterStart, weekStart, yearStart, type Performance } from './performance';
export { averageVolumeBefore, RELATIVE_VOLUME_WINDOWS, relativeVolume, type RelativeVolume } from './relativeVolume';
export { alignPair, type AlignedPair } from './alignSeries';
export { correlationTable, datedReturnCorrelation, pearson, returnCorrelation, type CorrelationTable } from './correlation';
export { IV_WINDOW, ivMetrics, ivPercentile, ivRank, type IvMetrics, type IvSeries } from './impliedVolatility';
export { callDelta, callPrice, d1, d2, gamma, putPrice, type OptionInputs } from './blackScholes';
export {
  BILLION,
  CONTRACT_MULTIPLIER,
  contractGammaExposure,
  epochDay,
  gammaByStrike,
  accumulateByStrike,
  gammaWalls,
  liveContracts,
  yearsToExpiry,
  type GammaByStrike,
  type GammaMarket,
  type GammaWalls,
  type OptionContract,
} from './gammaExposure';
export {
  gammaReport,
  isThirdFriday,
  PROFILE_FROM,
  PROFILE_POINTS,
  PROFILE_TO,
  spotGrid,
  totalGammaAt,
  zeroGammaLevel,
  type GammaReport,
} from './gammaProfile';
export { CFTC_WEEKS, cftcStats, type CftcStats } from './cftc';
export { cftcHistory, type CftcWeek } from './cftcHistory';
export {
  detectSplitError, SPLIT_CONFIRMATION_SESSIONS, SPLIT_RATIOS, splitCheckOptionsFor, type SplitCheck, type SplitCheckOptions, type SplitRatio,
} from './splitDetection';
export { parsePairTicker, ratioCandles } from './ratioSeries';
export { gridDates, returnGrid, unitRows, type ReturnGrid, type ReturnGridOptions } from './returnGrid';
export { correlationDistance, correlationMatrix, distanceCorrelation, distanceMatrix } from './correlationMatrix';
export { averageLinkage, cutTree, leafOrder, type Merge } from './hierarchicalClustering';
export { marketClusters, meanPairCorrelation, type MarketClusters } from './marketClusters';
export {
  benjaminiHochberg, fisherPValue, leadLag, leadLagChains, type LeadLagOptions, type LeadLagRelation, type LeadLagResult,
} from './leadLag';
