import { createSimulatedMarket } from '../../../server/market/simulation';
import { MarketService } from '../../../server/market/marketService';
import { buildImportedSeries, createLayeredMarketSource, importedMarketOf, type ImportedSeries } from '../../../server/market/import';
import type { StoredBar } from '../../../server/market/import/importedMarket';
import { seededRandom } from '../../../server/market/analytics/testing/seededRandom';
import { TEST_MARKET_AT } from './testMarket';

/**
 * The market of the cluster and leadership tests: the simulated test universe with constructed
 * instruments laid over it as imported data, on the simulated NYSE sessions:
 * - LEADX, a random walk, and LAGY, whose return is 0.6 × LEADX's of two sessions before plus noise;
 * - GA1–GA3 and GB1–GB3, two groups of three: 0.85 × the group's factor plus noise (ρ ≈ 0.72 within,
 *   ≈ 0 across).
 * Their volumes are enormous, so that they are the most liquid instruments, in CONSTRUCTED order.
 */
export const CONSTRUCTED = ['LEADX', 'LAGY', 'GA1', 'GA2', 'GA3', 'GB1', 'GB2', 'GB3'] as const;
export type Constructed = (typeof CONSTRUCTED)[number];
export const CONSTRUCTED_DAYS = 300;

export interface ClusterMarket {
  service: MarketService;
  /** Daily log returns of each constructed instrument, by date of the return's close. */
  returns: Record<Constructed, Float64Array>;
  dates: string[];
}

function constructedReturns(length: number): Record<Constructed, Float64Array> {
  const rng = seededRandom(2201);
  const lead = rng.normals(length, 0, 0.01);
  const lag = rng.normals(length, 0, 0.008).map((e, t) => (t >= 2 ? 0.6 * lead[t - 2]! : 0) + e);
  const group = (): Float64Array[] => {
    const factor = rng.normals(length, 0, 0.01);
    return [0, 1, 2].map(() => rng.normals(length, 0, 0.0053).map((e, t) => 0.85 * factor[t]! + e));
  };
  const [ga1, ga2, ga3] = group();
  const [gb1, gb2, gb3] = group();
  return { LEADX: lead, LAGY: lag, GA1: ga1!, GA2: ga2!, GA3: ga3!, GB1: gb1!, GB2: gb2!, GB3: gb3! };
}

function seriesOf(ticker: Constructed, index: number, dates: readonly string[], returns: Float64Array): ImportedSeries {
  let close = 100;
  const bars: StoredBar[] = dates.map((date, t) => {
    if (t > 0) close *= Math.exp(returns[t - 1]!);
    return { date, open: close, high: close * 1.005, low: close * 0.995, close, adjClose: null, volume: 1e10 * (CONSTRUCTED.length - index) };
  });
  return buildImportedSeries(ticker, bars, { name: `Constructed ${ticker}`, type: 'stock', currency: 'USD', exchange: 'NYSE', exchangeShort: 'NYSE', sector: 'Technology', country: 'US', industry: null, isin: null });
}

let shared: Promise<ClusterMarket> | null = null;

export function clusterMarket(): Promise<ClusterMarket> {
  shared ??= (async () => {
    const base = createSimulatedMarket({ seed: 'cluster-tests', size: 450, now: () => TEST_MARKET_AT });
    const dates = base.getCandleColumns('SPY', { asOf: TEST_MARKET_AT })!.dates.slice(-CONSTRUCTED_DAYS);
    const returns = constructedReturns(dates.length - 1);
    const imported = importedMarketOf(CONSTRUCTED.map((ticker, i) => seriesOf(ticker, i, dates, returns[ticker])));
    const source = createLayeredMarketSource(base, imported);
    const service = new MarketService({ source, workers: 0, now: () => TEST_MARKET_AT });
    await service.refresh();
    return { service, returns, dates };
  })();
  return shared;
}
