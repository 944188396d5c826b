/** Close-to-close returns. */

/**
 * Log returns r[i] = ln(close[i + 1] / close[i]); one fewer than the closes. A non-positive or missing
 * close makes the returns around it NaN.
 *
 * @example logReturns(Float64Array.from([100, 110, 99])) // [0.0953…, −0.1053…]
 */
export function logReturns(closes: Float64Array): Float64Array {
  const n = Math.max(closes.length - 1, 0);
  const out = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const a = closes[i]!;
    const b = closes[i + 1]!;
    out[i] = a > 0 && b > 0 ? Math.log(b / a) : NaN;
  }
  return out;
}

/** Percent change from `from` to `to`: (to / from − 1) × 100; NaN unless `from` is positive. */
export function percentChange(from: number, to: number): number {
  return from > 0 && Number.isFinite(to) ? (to / from - 1) * 100 : NaN;
}
