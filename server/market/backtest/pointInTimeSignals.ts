/**
 * The signals a backtest decides on, recomputed point in time: the value at a ticker's own index i
 * comes from `closes[0 … i]` only, through the same analytics the snapshot uses (the short- or
 * long-term range of trackRecord's PRODUCT_MODELS with the Hurst exponent as of i, the ratings of
 * ratingHistory, the trailing realised volatility). Computed once per ticker and run, only at the
 * decision indices (ratingHistory gives every session's ratings in one pass). The range, the costly
 * part, is computed on first ask only: a rule asks for it only when the ratings leave the decision open.
 */
import { rangeMetrics } from '../analytics/rangeMetrics';
import { ratingHistory } from '../analytics/ratingHistory';
import type { MomentumRating, TrendRating } from '../analytics/ratings';
import { productRangeAt } from '../analytics/trackRecord';
import { rangeSeries, trailingVolatilityAt } from '../analytics/volatilityRange';

export interface SignalNeeds {
  /** Which range's position to compute (none for trend following). */
  range: 'shortTerm' | 'longTerm' | null;
  /** Window of the trailing realised volatility (risk-adjusted sizing). */
  volatilityWindow: number;
}

/** One ticker's signals at the decision indices (entry k belongs to `indices[k]`; an index −1 has none). */
export interface PointInTimeSignals {
  /** Position on the range in percent (0 = lower bound, 100 = upper) at decision k; NaN without a range. */
  position(k: number): number;
  trend: (TrendRating | 'error')[];
  momentum: (MomentumRating | 'error')[];
  /** Annualised realised volatility (decimal); NaN without enough closes. */
  volatility: Float64Array;
  /** 1 where the ticker has a positive close as of decision k (it can be bought). */
  priced: Uint8Array;
}

export function pointInTimeSignals(closes: Float64Array, indices: readonly number[], needs: SignalNeeds): PointInTimeSignals {
  const n = closes.length;
  const history = ratingHistory(closes, n); // latest first: entry n − 1 − i is as of index i
  const positions = new Float64Array(indices.length).fill(NaN);
  const computed = new Uint8Array(indices.length);
  // The log returns (and with a range the log closes), once per ticker and run, for every decision day.
  const series = rangeSeries(closes, 0, needs.range !== null);
  const position = (k: number): number => {
    const i = indices[k] ?? -1;
    if (computed[k] || !needs.range || i < 0 || i >= n) return positions[k] ?? NaN;
    computed[k] = 1;
    // The range as of i: what PRODUCT_MODELS.range gives for closes[0 … i], without recomputing the returns.
    const range = productRangeAt(needs.range, series, i);
    const metrics = range ? rangeMetrics(closes[i]!, range.lower, range.upper) : null;
    if (metrics) positions[k] = metrics.positionOnRange;
    return positions[k]!;
  };
  const out: PointInTimeSignals = {
    position,
    trend: [],
    momentum: [],
    volatility: new Float64Array(indices.length).fill(NaN),
    priced: new Uint8Array(indices.length),
  };
  indices.forEach((i, k) => {
    if (i < 0 || i >= n) {
      out.trend.push('error');
      out.momentum.push('error');
      return;
    }
    out.priced[k] = closes[i]! > 0 ? 1 : 0;
    out.trend.push(history.trend[n - 1 - i] ?? 'error');
    out.momentum.push(history.momentum[n - 1 - i] ?? 'error');
    // trailingRealisedVolatility(closes[0 … i], window), read from the prepared returns.
    out.volatility[k] = trailingVolatilityAt(series, i, needs.volatilityWindow) ?? NaN;
  });
  return out;
}
