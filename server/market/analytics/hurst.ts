/**
 * Hurst exponent by rescaled-range (R/S) analysis with the Anis–Lloyd small-sample correction
 * (Anis & Lloyd 1976; the "R/S-AL" estimator of Weron 2002, "Estimating long-range dependence:
 * finite sample properties and confidence intervals", Physica A 312).
 *
 * For window sizes n = 8, 16, 32, … ≤ N the returns are cut into ⌊N/n⌋ adjacent blocks (the most
 * recent ones); in each block the cumulative deviations from the block mean span a range R, which
 * is divided by the block's standard deviation S (denominator n). yₙ is the mean of log(R/S) over
 * the blocks. The corrected exponent is H = ½ + the least-squares slope of yₙ − log E[(R/S)ₙ] on
 * log n, where E[(R/S)ₙ] is the exact Anis–Lloyd expectation for independent normal increments;
 * so white noise gives H ≈ ½ at every sample size. Averaging logs (not R/S) keeps the Jensen gap
 * E[log R/S] − log E[R/S] nearly the same at every n, so it cancels in the slope instead of
 * biasing the large-n points, where there are few blocks. See docs/methodology.md.
 *
 * @example hurstExponent(logReturns(closes).subarray(-64)) // h64
 */

/** The smallest block: R/S of fewer than 8 values is dominated by noise. */
export const HURST_MIN_WINDOW = 8;

/**
 * Anis–Lloyd expected R/S of n independent normal values:
 * E[(R/S)ₙ] = Γ((n − 1)/2) / (√π Γ(n/2)) · Σᵢ₌₁ⁿ⁻¹ √((n − i)/i).
 * (Peters' extra factor (n − ½)/n is left out: without it the formula matches simulation to 0.1 % from n = 8.)
 * The gamma ratio is computed exactly by the recursion Γ((n+1)/2)/Γ((n+2)/2) = Γ((n−1)/2)/Γ(n/2) · (n−1)/n,
 * so no large-n approximation is needed.
 */
export function expectedRescaledRange(n: number): number {
  if (n < 2) return NaN;
  let ratio = n % 2 === 0 ? Math.sqrt(Math.PI) : 2 / Math.sqrt(Math.PI); // Γ((m−1)/2)/Γ(m/2) at m = 2 or 3
  for (let m = n % 2 === 0 ? 2 : 3; m < n; m += 2) ratio *= (m - 1) / m;
  let sum = 0;
  for (let i = 1; i < n; i++) sum += Math.sqrt((n - i) / i);
  return (ratio / Math.sqrt(Math.PI)) * sum;
}

const expectedCache = new Map<number, number>();
function expectedLog(n: number): number {
  let value = expectedCache.get(n);
  if (value === undefined) {
    value = Math.log(expectedRescaledRange(n));
    expectedCache.set(n, value);
  }
  return value;
}

/**
 * Mean of log(R/S) over the ⌊N/n⌋ most recent adjacent blocks of size n; NaN if any block is flat or
 * holds NaN.
 */
export function meanLogRescaledRange(x: Float64Array, n: number): number {
  const blocks = Math.floor(x.length / n);
  if (blocks === 0 || n < 2) return NaN;
  let total = 0;
  for (let b = 0; b < blocks; b++) {
    const end = x.length - b * n;
    const start = end - n;
    let mean = 0;
    for (let i = start; i < end; i++) mean += x[i]!;
    mean /= n;
    let cumulative = 0;
    let high = 0;
    let low = 0;
    let squares = 0;
    for (let i = start; i < end; i++) {
      const d = x[i]! - mean;
      cumulative += d;
      if (cumulative > high) high = cumulative;
      if (cumulative < low) low = cumulative;
      squares += d * d;
    }
    const s = Math.sqrt(squares / n);
    if (!(s > 0)) return NaN;
    total += Math.log((high - low) / s);
  }
  return total / blocks;
}

/**
 * The Anis–Lloyd corrected Hurst exponent of `returns` (all of them; pass a window).
 * NaN for fewer than 2 · HURST_MIN_WINDOW returns, for flat data or NaN inside.
 */
export function hurstExponent(returns: Float64Array, minWindow = HURST_MIN_WINDOW): number {
  const xs: number[] = [];
  const ys: number[] = [];
  for (let n = minWindow; n <= returns.length; n *= 2) {
    const logRs = meanLogRescaledRange(returns, n);
    if (!Number.isFinite(logRs)) return NaN;
    xs.push(Math.log(n));
    ys.push(logRs - expectedLog(n));
  }
  if (xs.length < 2) return NaN;
  const k = xs.length;
  const xMean = xs.reduce((a, b) => a + b, 0) / k;
  const yMean = ys.reduce((a, b) => a + b, 0) / k;
  let sxy = 0;
  let sxx = 0;
  for (let i = 0; i < k; i++) {
    sxy += (xs[i]! - xMean) * (ys[i]! - yMean);
    sxx += (xs[i]! - xMean) ** 2;
  }
  return 0.5 + sxy / sxx;
}
