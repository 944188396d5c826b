/**
 * The row of an instrument before any analytics: its identity and company data, every analytic
 * null (ratings 'error'), metaInfo.strippedReason 'noData'. computeAssetRow fills it in; the key
 * order here is the row's key order (and so the order its fingerprint hashes).
 */
import type { Instrument } from '../source/marketDataSource';
import type { AssetRow, RangeFields, ScanMetrics } from './assetRow';

const noRange = (): RangeFields => ({
  lowerVolatilityRange: null, upperVolatilityRange: null, upside: null, downside: null, upsideDownsideRatio: null, positionOnRange: null,
});

export const emptyScanMetrics = (): ScanMetrics => ({
  h64Change5d: null, h64Change15d: null, h64Change30d: null, h256Change5d: null, h256Change15d: null, h256Change30d: null,
  putWallDistance: null, callWallDistance: null, gammaFlipDistance: null, spyCorrelation30d: null,
  trendChangeDate: null, trendChangeSessions: null, momentumChangeDate: null, momentumChangeSessions: null,
  rangeState: null, cftcZScore1Y: null, cftcZScore2Y: null,
});

export function emptyRow(instrument: Instrument, usMarketOpen: boolean): AssetRow {
  return {
    ticker: instrument.ticker,
    name: instrument.name,
    type: instrument.type,
    sector: instrument.sector,
    currency: instrument.currency,
    latestPrice: null,
    latestPriceDate: null,
    latestSource: 'eod',
    latestRangeDate: null,
    latestRTRangeDate: null,
    noRealtime: true,
    isUSMarketOpen: usMarketOpen,
    primaryExchange: instrument.exchange,
    primaryExchangeShort: instrument.exchangeShort,
    daily_percentChange: null,
    daily_absoluteChange: null,
    ...noRange(),
    stRange: noRange(),
    ltRange: noRange(),
    h64: null,
    h256: null,
    h64History: { d5: null, d15: null, d30: null },
    h256History: { d5: null, d15: null, d30: null },
    overallTARating: 'error',
    ltTARating: 'error',
    stTARating: 'error',
    rangeMetaInfo: { hasUpperCap: false, hasLowerCap: false, cap: null },
    metaInfo: { strippedReason: 'noData', bars: 0 },
    volData: { currentIV: null, currentRV: null, currentPremium: null, currentIVRank: null, currentIVPercentile: null, series: null },
    gammaMetrics: { gamma: { putWallLevel: null, callWallLevel: null, zeroGamma: null, absGammaLevel: null } },
    companyInfo: {
      sector: instrument.sector,
      country: instrument.country,
      industry: instrument.industry,
      isEtf: instrument.isEtf,
      website: instrument.website,
    },
    onEODRange: null,
    belowEODRange: null,
    aboveEODRange: null,
    recentTrendSignals: [],
    previousDay: null,
    wtd: null,
    mtd: null,
    qtd: null,
    ytd: null,
    relativeVolume: { previousDayVolume: null, vsDayPrior: null, vs1M: null, vs3M: null, vs6M: null, vs12M: null },
    scanMetrics: emptyScanMetrics(),
    potentialSplitError: false,
    isin: instrument.isin,
    asOfDate: null,
    fingerprint: '',
  };
}
