/**
 * Splits and the two price series: the path is generated in the final share basis; the raw
 * (as-traded) price of bar t is path × Π ratios of all splits after t, and the series adjusted
 * as of a day is path × Π ratios of the splits after that day. So the adjusted series changes
 * only when a split takes effect, and raw / adjusted = Π ratios of the splits in (t, asOf].
 */
import type { SplitEvent } from '../source/marketDataSource';
import { isoFromDay } from './dayNumbers';
import type { SplitSpec } from './modelSpec';

/** Multiplier from the generated (final-basis) path to the series adjusted as of `asOfDay`. */
export function adjustedScale(splits: readonly SplitSpec[], asOfDay: number): number {
  let scale = 1;
  for (const s of splits) if (s.day > asOfDay) scale *= s.ratio;
  return scale;
}

/** Splits in effect by `asOfDay`, oldest first. */
export function effectiveSplits(splits: readonly SplitSpec[], asOfDay: number): SplitEvent[] {
  return splits.filter((s) => s.day <= asOfDay).sort((a, b) => a.day - b.day).map((s) => ({ date: isoFromDay(s.day), ratio: s.ratio }));
}

/** Per bar raw = adjusted × factor; null when no split in effect by `asOfDay` lies after the first bar. */
export function rawFactors(splits: readonly SplitSpec[], barDays: ArrayLike<number>, asOfDay: number): Float64Array | null {
  const first = barDays.length > 0 ? (barDays[0] ?? 0) : 0;
  const relevant = splits.filter((s) => s.day <= asOfDay && s.day > first);
  if (relevant.length === 0) return null;
  const out = new Float64Array(barDays.length);
  for (let i = 0; i < barDays.length; i++) {
    let f = 1;
    for (const s of relevant) if (s.day > (barDays[i] ?? 0)) f *= s.ratio;
    out[i] = f;
  }
  return out;
}

/** Prices as a market data feed would show them: 4 decimals from 1 up, 6 significant digits below. */
export function roundPrice(x: number): number {
  if (x >= 1) return Math.round(x * 1e4) / 1e4;
  if (!(x > 0)) return 0;
  const p = 10 ** (5 - Math.floor(Math.log10(x)));
  return Math.round(x * p) / p;
}
