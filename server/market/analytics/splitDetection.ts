/**
 * Detection of unadjusted stock splits (potentialSplitError). A close-to-close ratio r = cₜ / cₜ₋₁
 * within the last `lookback` returns is a suspected split when all of these hold:
 *   1. it matches a common split ratio k: |r · k − 1| ≤ tol for a split k:1 (the price falls to
 *      1/k) or |r / k − 1| ≤ tol for a reverse split 1:k, the nearest ratio winning; tol is the
 *      larger of `tolerance` and 2σ (the split day has its own ordinary move on top);
 *   2. it is extreme for the instrument: |ln r| ≥ minSigmas × σ, σ the robust daily volatility of
 *      the 63 returns before it (1.4826 × median |return|), so a volatile asset's ordinary move
 *      does not count;
 *   3. it is not reversed: none of the next `reversalWindow` closes comes back within the tolerance
 *      of the close before the jump (a one-day bad tick that reverts is not a split);
 *   4. it is not itself a reversal: none of the `reversalWindow` closes before cₜ₋₁ lies within the
 *      tolerance of cₜ (the jump back after a bad tick is not a split either).
 * A jump on the latest bar counts (nothing has reversed it yet). The ranges, Hurst exponents and
 * ratings of a ticker with a suspected split are not shown.
 */
export interface SplitRatio {
  label: string;
  /** Factor the price is multiplied by: ½ for 2:1, 10 for 1:10. */
  factor: number;
}

const forward = [1.5, 2, 3, 4, 5, 7, 8, 10, 15, 20, 25, 50].map((k): SplitRatio => ({ label: k === 1.5 ? '3:2' : `${k}:1`, factor: 1 / k }));
const reverse = [2, 3, 4, 5, 8, 10, 15, 20, 25, 50].map((k): SplitRatio => ({ label: `1:${k}`, factor: k }));
export const SPLIT_RATIOS: readonly SplitRatio[] = [...forward, ...reverse];

export interface SplitCheckOptions {
  lookback?: number;
  tolerance?: number;
  minSigmas?: number;
  reversalWindow?: number;
}

export interface SplitCheck {
  potentialSplitError: boolean;
  /** Index in `closes` of the first close after the jump. */
  index: number | null;
  ratio: string | null;
}

const VOL_WINDOW = 63;
const MIN_CANDIDATE_MOVE = 0.2;

/** 1.4826 × median |ln return| over closes[from … to] (a robust daily sd); NaN if fewer than 10 returns. */
function robustVolatility(closes: Float64Array, from: number, to: number): number {
  const moves: number[] = [];
  for (let i = Math.max(from, 1); i <= to; i++) {
    const r = Math.log(closes[i]! / closes[i - 1]!);
    if (Number.isFinite(r)) moves.push(Math.abs(r));
  }
  if (moves.length < 10) return NaN;
  moves.sort((a, b) => a - b);
  const mid = moves.length >> 1;
  return 1.4826 * (moves.length % 2 === 1 ? moves[mid]! : (moves[mid - 1]! + moves[mid]!) / 2);
}

function matchingRatio(ratio: number, tolerance: number): SplitRatio | null {
  let best: SplitRatio | null = null;
  let bestError = tolerance;
  for (const split of SPLIT_RATIOS) {
    const error = Math.abs(ratio / split.factor - 1);
    if (error <= bestError) {
      best = split;
      bestError = error;
    }
  }
  return best;
}

/** The most recent suspected split in the last `lookback` returns. */
export function detectSplitError(closes: Float64Array, options: SplitCheckOptions = {}): SplitCheck {
  const { lookback = 300, tolerance = 0.05, minSigmas = 8, reversalWindow = 5 } = options;
  const fastSkip = minSigmas >= 8 && tolerance <= 0.05;
  for (let t = closes.length - 1; t >= Math.max(1, closes.length - lookback); t--) {
    const before = closes[t - 1]!;
    const after = closes[t]!;
    if (!(before > 0 && after > 0)) continue;
    // shortcut: with |ln r| ≥ 8σ and tol ≤ max(5 %, 2σ) no move under 20 % (log) can match 3:2 or 1:2
    if (fastSkip && Math.abs(Math.log(after / before)) < MIN_CANDIDATE_MOVE) continue;
    const measured = robustVolatility(closes, t - 1 - VOL_WINDOW, t - 1);
    const sigma = Number.isFinite(measured) ? measured : 0;
    const tol = Math.max(tolerance, 2 * sigma);
    const split = matchingRatio(after / before, tol);
    if (split === null || Math.abs(Math.log(after / before)) < minSigmas * sigma) continue;
    let reversed = false;
    for (let j = t + 1; j <= Math.min(closes.length - 1, t + reversalWindow); j++) {
      if (Math.abs(closes[j]! / before - 1) <= tol) reversed = true;
    }
    for (let j = Math.max(0, t - 1 - reversalWindow); j < t - 1; j++) {
      if (Math.abs(closes[j]! / after - 1) <= tol) reversed = true;
    }
    if (!reversed) return { potentialSplitError: true, index: t, ratio: split.label };
  }
  return { potentialSplitError: false, index: null, ratio: null };
}
