/**
 * The methodology pages' rules (issue 21 scope 6, "every number explains itself"): the version of
 * docs/methodology.md the app shows, the metrics that have a page, the section of the document each
 * one comes from, and the link to a page with the as-of date (and ticker, value) of the number on
 * screen. Read by the client; `methodologyRules.test.ts` checks the version against the document.
 */

/** The number in docs/methodology.md's "Methodology version" line; bump both when a formula changes. */
export const METHODOLOGY_VERSION = '1.1';

export const METHODOLOGY_METRICS = [
  'short-range', 'long-range', 'upside-downside', 'position-on-range', 'trend', 'momentum', 'hurst-64', 'hurst-256',
  'realised-volatility', 'iv-premium', 'iv-rank', 'iv-percentile', 'put-wall', 'call-wall', 'gamma-flip', 'correlations', 'cftc-z-scores',
] as const;
export type MethodologyMetric = (typeof METHODOLOGY_METRICS)[number];

/** The section of docs/methodology.md each page is written from (its heading number or title). */
export const METHODOLOGY_SECTIONS: Readonly<Record<MethodologyMetric, string>> = {
  'short-range': '4', 'long-range': '4', 'upside-downside': '4', 'position-on-range': '4',
  trend: '5', momentum: '5', 'hurst-64': '3', 'hurst-256': '3',
  'realised-volatility': '1', 'iv-premium': '10', 'iv-rank': '10', 'iv-percentile': '10',
  'put-wall': '11', 'call-wall': '11', 'gamma-flip': '11', correlations: '9', 'cftc-z-scores': '12',
};

export const METHODOLOGY_BASE_PATH = '/help/methodology';

export function isMethodologyMetric(value: string): value is MethodologyMetric {
  return (METHODOLOGY_METRICS as readonly string[]).includes(value);
}

/** The number on screen a page explains: its as-of date (YYYY-MM-DD), and where known its ticker and value. */
export interface MethodologyLinkParams {
  asOf?: string | null;
  ticker?: string | null;
  value?: string | number | null;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date `YYYY-MM-DD` that exists (2026-02-30 does not). */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * The as-of date of a ticker's metrics: the bar its ranges and ratings were computed from
 * (`latestRangeDate`), else the date part of its latest price's date; null when neither is a date.
 *
 * @example rowAsOf({ latestRangeDate: null, latestPriceDate: '2026-11-18T21:00:00Z' }) // '2026-11-18'
 */
export function rowAsOf(row: { latestRangeDate?: unknown; latestPriceDate?: unknown }): string | null {
  const raw = typeof row.latestRangeDate === 'string' ? row.latestRangeDate : typeof row.latestPriceDate === 'string' ? row.latestPriceDate : '';
  const date = raw.slice(0, 10);
  return isIsoDate(date) ? date : null;
}

/**
 * The in-app path of a metric's page; a missing or malformed parameter is left out.
 *
 * @example methodologyPath('iv-rank', { asOf: '2026-11-26', ticker: 'SPY', value: 42 }) // '/help/methodology/iv-rank?asOf=2026-11-26&ticker=SPY&value=42'
 */
export function methodologyPath(metric: MethodologyMetric, params: MethodologyLinkParams = {}): string {
  const query = new URLSearchParams();
  if (params.asOf && isIsoDate(params.asOf)) query.set('asOf', params.asOf);
  if (params.ticker) query.set('ticker', params.ticker);
  if (params.value !== null && params.value !== undefined && params.value !== '' && !(typeof params.value === 'number' && !Number.isFinite(params.value))) {
    query.set('value', String(params.value));
  }
  const search = query.toString();
  return `${METHODOLOGY_BASE_PATH}/${metric}${search ? `?${search}` : ''}`;
}

/**
 * The metric page of each ticker-table column (models/list/DomainAsset.json keys); columns without
 * one (ticker, price, dates) have no info link.
 */
export const METHODOLOGY_COLUMN_METRICS: Readonly<Record<string, MethodologyMetric>> = {
  'stRange.lowerVolatilityRange': 'short-range',
  'stRange.upperVolatilityRange': 'short-range',
  'stRange.upside': 'upside-downside',
  'stRange.downside': 'upside-downside',
  'stRange.upsideDownsideRatio': 'upside-downside',
  'stRange.positionOnRange': 'position-on-range',
  'ltRange.lowerVolatilityRange': 'long-range',
  'ltRange.upperVolatilityRange': 'long-range',
  'ltRange.upside': 'upside-downside',
  'ltRange.downside': 'upside-downside',
  'ltRange.positionOnRange': 'position-on-range',
  h64: 'hurst-64',
  h256: 'hurst-256',
  overallTARating: 'trend',
  ltTARating: 'momentum',
  'volData.currentPremium': 'iv-premium',
  'volData.currentIVRank': 'iv-rank',
  'volData.currentIVPercentile': 'iv-percentile',
  'gammaMetrics.gamma.putWallLevel': 'put-wall',
  'gammaMetrics.gamma.callWallLevel': 'call-wall',
  'gammaMetrics.gamma.zeroGamma': 'gamma-flip',
};
