/** Small descriptive statistics over typed arrays. NaN propagates: a window holding NaN gives NaN. */

/** The `length` values that end `offset` values before the end of `x` (a view, not a copy). */
export function trailingWindow(x: Float64Array, length: number, offset = 0): Float64Array | null {
  const end = x.length - offset;
  const start = end - length;
  if (length <= 0 || offset < 0 || start < 0) return null;
  return x.subarray(start, end);
}

export function mean(x: Float64Array): number {
  if (x.length === 0) return NaN;
  let sum = 0;
  for (let i = 0; i < x.length; i++) sum += x[i]!;
  return sum / x.length;
}

/** Sample variance with the n − 1 denominator. */
export function sampleVariance(x: Float64Array): number {
  const n = x.length;
  if (n < 2) return NaN;
  const m = mean(x);
  let sum = 0;
  for (let i = 0; i < n; i++) sum += (x[i]! - m) ** 2;
  return sum / (n - 1);
}

export function sampleStd(x: Float64Array): number {
  return Math.sqrt(sampleVariance(x));
}

export function min(x: Float64Array): number {
  let best = Infinity;
  for (let i = 0; i < x.length; i++) if (x[i]! < best || Number.isNaN(x[i]!)) best = x[i]!;
  return x.length === 0 ? NaN : best;
}

export function max(x: Float64Array): number {
  let best = -Infinity;
  for (let i = 0; i < x.length; i++) if (x[i]! > best || Number.isNaN(x[i]!)) best = x[i]!;
  return x.length === 0 ? NaN : best;
}

export interface LinearFit {
  /** Change of y per step of x = 0, 1, …, n − 1. */
  slope: number;
  /** Fitted value at x = 0. */
  intercept: number;
}

/** Ordinary least squares of y on its index 0, 1, …, n − 1. */
export function linearTrend(y: Float64Array): LinearFit {
  const n = y.length;
  if (n < 2) return { slope: NaN, intercept: NaN };
  const xMean = (n - 1) / 2;
  const yMean = mean(y);
  let sxy = 0;
  let sxx = 0;
  for (let i = 0; i < n; i++) {
    sxy += (i - xMean) * (y[i]! - yMean);
    sxx += (i - xMean) ** 2;
  }
  const slope = sxy / sxx;
  return { slope, intercept: yMean - slope * xMean };
}
