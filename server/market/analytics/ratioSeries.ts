/**
 * Pair or ratio tickers such as '^VVIX:^VIX': a ticker with a colon that splits into exactly two
 * parts is analysed on the ratio of the two candle series over their common dates:
 * open = oA/oB, close = cA/cB, high = max(hA/hB, open, close), low = min(lA/lB, open, close), volume 0.
 * (The true intraday extremes of a ratio are unknown; hA/hB and lA/lB are the usual proxies, widened
 * so that every candle is consistent.)
 */
import { alignPair } from './alignSeries';
import type { CandleSeries } from './types';

/** The two legs of a pair ticker, or null if it is not one. */
export function parsePairTicker(ticker: string): [string, string] | null {
  const parts = ticker.split(':');
  if (parts.length !== 2) return null;
  const [a, b] = parts.map((p) => p.trim()) as [string, string];
  return a !== '' && b !== '' ? [a, b] : null;
}

/** The ratio candles of `a` over `b` on their common dates (bars with a non-positive leg are dropped). */
export function ratioCandles(a: CandleSeries, b: CandleSeries): CandleSeries {
  const aligned = alignPair({ dates: a.dates, values: a.close }, { dates: b.dates, values: b.close });
  const keep: number[] = [];
  for (let k = 0; k < aligned.dates.length; k++) {
    const i = aligned.indexA[k]!;
    const j = aligned.indexB[k]!;
    if (b.open[j]! > 0 && b.high[j]! > 0 && b.low[j]! > 0 && b.close[j]! > 0 && a.close[i]! > 0 && a.open[i]! > 0) keep.push(k);
  }
  const n = keep.length;
  const out: CandleSeries = {
    dates: keep.map((k) => aligned.dates[k]!),
    open: new Float64Array(n),
    high: new Float64Array(n),
    low: new Float64Array(n),
    close: new Float64Array(n),
    volume: new Float64Array(n),
  };
  keep.forEach((k, m) => {
    const i = aligned.indexA[k]!;
    const j = aligned.indexB[k]!;
    const open = a.open[i]! / b.open[j]!;
    const close = a.close[i]! / b.close[j]!;
    out.open[m] = open;
    out.close[m] = close;
    out.high[m] = Math.max(a.high[i]! / b.high[j]!, open, close);
    out.low[m] = Math.min(a.low[i]! / b.low[j]!, open, close);
  });
  return out;
}
