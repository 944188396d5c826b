/**
 * What the detail page receives from the market data calls (docs/api.md, "Market data calls"),
 * typed from the client's side. The asset row mirrors server/market/snapshot/assetRow.ts; a
 * ticker the user has not revealed arrives as a preview (`isActive: false`) with only the
 * identity and price fields, so everything else is optional here.
 */
export interface RangeFields {
  lowerVolatilityRange: number | null;
  upperVolatilityRange: number | null;
  upside: number | null;
  downside: number | null;
  upsideDownsideRatio: number | null;
  positionOnRange: number | null;
}

export interface HurstHistory {
  d5: number | null;
  d15: number | null;
  d30: number | null;
}

export interface VolSeries {
  dates: string[];
  iv: (number | null)[];
  rv: (number | null)[];
  premium: (number | null)[];
}

export interface VolData {
  currentIV: number | null;
  currentRV: number | null;
  currentPremium: number | null;
  currentIVRank: number | null;
  currentIVPercentile: number | null;
  series: VolSeries | null;
}

export interface GammaLevels {
  putWallLevel: number | null;
  callWallLevel: number | null;
  zeroGamma: number | null;
  absGammaLevel?: number | null;
}

export interface RelativeVolume {
  previousDayVolume: number | null;
  vsDayPrior: number | null;
  vs1M: number | null;
  vs3M: number | null;
  vs6M: number | null;
  vs12M: number | null;
}

export type QuoteSource = 'demo' | 'eod' | 'realtime' | string;

/** One asset row as /assetData (or /realtime-asset) answers it. */
export interface AssetDetail extends Partial<RangeFields> {
  ticker: string;
  name: string;
  type?: string;
  currency?: string;
  latestPrice: number | null;
  latestPriceDate: string | null;
  latestSource: QuoteSource;
  latestRangeDate?: string | null;
  latestRTRangeDate?: string | null;
  noRealtime?: boolean;
  isUSMarketOpen?: boolean;
  primaryExchange?: string;
  primaryExchangeShort?: string;
  daily_percentChange: number | null;
  daily_absoluteChange: number | null;
  stRange?: RangeFields;
  ltRange?: RangeFields;
  h64?: number | null;
  h256?: number | null;
  h64History?: HurstHistory;
  h256History?: HurstHistory;
  overallTARating?: string;
  ltTARating?: string;
  stTARating?: string;
  rangeMetaInfo?: { hasUpperCap: boolean; hasLowerCap: boolean; cap?: string | null };
  metaInfo?: { strippedReason: string | null; bars: number };
  volData?: VolData;
  gammaMetrics?: { gamma: GammaLevels };
  companyInfo?: { sector: string | null; country: string | null; industry: string | null; isEtf: boolean; website: string | null };
  onEODRange?: boolean | null;
  belowEODRange?: boolean | null;
  aboveEODRange?: boolean | null;
  previousDay?: number | null;
  wtd?: number | null;
  mtd?: number | null;
  qtd?: number | null;
  ytd?: number | null;
  relativeVolume?: RelativeVolume;
  potentialSplitError?: boolean;
  isin?: string | null;
  /** The last bar's date when the instrument's history ended before the latest session. */
  asOfDate?: string | null;
  isActive: boolean;
}

export interface Candle {
  date: string;
  open: number;
  low: number;
  high: number;
  close: number;
  volume: number;
}

/** GET /rangeDataForDashboard: 'Range High' and 'Range Low', with the bound of the session before. */
export interface RangeLine {
  name: string;
  value: number | null;
  date: string | null;
  previousValue?: number | null;
  previousDate?: string | null;
}

export interface HurstPoint {
  Date: string;
  Hurst: number;
}

export interface HurstSeries {
  '3Mo': HurstPoint[];
  '1Yr': HurstPoint[];
}

/** ticker → ticker → correlation (null without enough common history). */
export type CorrelationTable = Record<string, Record<string, number | null>>;

export interface SignalRow {
  id: string;
  date: string;
  ticker: string;
  tickerName: string;
  signalClass: string;
  signalDirectionPrior: string;
  signalDirectionNew: string;
  signalChange: string;
  currentTrend: string;
  containedInLists: string[];
}

export interface RealtimeAnswer {
  rtTickers: AssetDetail[];
  errorTickers: { ticker: string; reason: string }[];
  tokenBalance: number;
  tokensCharged: number;
}
