/**
 * Detection of unadjusted stock splits (potentialSplitError), for every asset class. A close-to-close
 * ratio r = cₜ / cₜ₋₁ within the last `lookback` returns is a suspected split when all of these hold:
 *   1. it matches a common split ratio k: |r · k − 1| ≤ tol for a split k:1 (the price falls to
 *      1/k) or |r / k − 1| ≤ tol for a reverse split 1:k, the nearest ratio winning; tol is the
 *      larger of `tolerance` and 2σ (the split day has its own ordinary move on top);
 *   2. it is extreme for the instrument: |ln r| ≥ minSigmas × σ, σ the robust daily volatility of
 *      the 63 returns before it (1.4826 × median |return|), so a volatile asset's ordinary move
 *      does not count;
 *   3. it is not reversed: none of the next `reversalWindow` closes comes back within the tolerance
 *      of the close before the jump (a one-day bad tick that reverts is not a split);
 *   4. it is not itself a reversal: none of the `reversalWindow` closes before cₜ₋₁ lies within the
 *      tolerance of cₜ (the jump back after a bad tick is not a split either);
 *   5. the market stayed calm after it: the robust volatility of the (up to `calmWindow`) returns
 *      after the jump is at most `calmFactor` × σ. A split changes the unit, not the risk; a crash
 *      (of a stock, or of a leveraged ETF at three times the index's move) or a volatility spike is
 *      followed by turbulent sessions.
 * The tolerance floor is 3 %, about 2σ of a large stock's day (a −30 % crash day of Procter & Gamble,
 * 7 March 2000, lies 4.6 % from 3:2 and was flagged with the former 5 %).
 *   6. for instruments that never split (indices, volatility indices, FX, bonds, futures: `mustLast`)
 *      it lasts: no close within `calmWindow` sessions has taken back half of it (ln terms) — a
 *      volatility index's spike decays within days, a unit error stays.
 * Conditions 3, 5 and 6 need closes after the jump. A jump followed by fewer than `confirmAfter`
 * returns is not judged yet: 0 for instruments that split (stocks, ETFs including leveraged ones,
 * crypto, pairs of them: an unadjusted split must hide the figures at once, so a jump on the latest
 * bar counts), 5 for those that never split, where a split-sized jump is a data error only if it
 * lasts (`SPLIT_CONFIRMATION_SESSIONS`, `splitCheckOptionsFor`). The ranges, Hurst exponents and ratings of a ticker with a
 * suspected split are not shown.
 */
import type { InstrumentType } from '../../../contracts/assets';

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
  /** Returns after the jump whose robust volatility is compared with the one before (at least 5 needed). */
  calmWindow?: number;
  /** Largest ratio of the robust volatility after the jump to the one before it. */
  calmFactor?: number;
  /** Returns needed after the jump before it is judged (0: a jump on the latest bar counts). */
  confirmAfter?: number;
  /** Rule out a jump of which a later close within `calmWindow` sessions has taken back half (ln terms). */
  mustLast?: boolean;
}

/** Returns after a jump before it is judged, per asset class: shares (and what holds them) split, the rest never does. */
export const SPLIT_CONFIRMATION_SESSIONS: Readonly<Record<InstrumentType, number>> = {
  stock: 0, etf: 0, pair: 0, crypto: 0, index: 5, volatility: 5, fx: 5, bond: 5, future: 5,
};

/** The detector's options for an asset class. */
export function splitCheckOptionsFor(type: InstrumentType): SplitCheckOptions {
  const confirmAfter = SPLIT_CONFIRMATION_SESSIONS[type];
  return { confirmAfter, mustLast: confirmAfter > 0 };
}

export interface SplitCheck {
  potentialSplitError: boolean;
  /** Index in `closes` of the first close after the jump. */
  index: number | null;
  ratio: string | null;
}

const VOL_WINDOW = 63;
const MIN_CANDIDATE_MOVE = 0.2;

/** 1.4826 × median |ln return| over closes[from … to] (a robust daily sd); NaN if fewer than `minReturns` returns. */
function robustVolatility(closes: Float64Array, from: number, to: number, minReturns = 10): number {
  const moves: number[] = [];
  for (let i = Math.max(from, 1); i <= to; i++) {
    const r = Math.log(closes[i]! / closes[i - 1]!);
    if (Number.isFinite(r)) moves.push(Math.abs(r));
  }
  if (moves.length < minReturns) return NaN;
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
  const { lookback = 300, tolerance = 0.03, minSigmas = 8, reversalWindow = 5, calmWindow = 21, calmFactor = 2.5, confirmAfter = 0, mustLast = false } = options;
  const fastSkip = minSigmas >= 8 && tolerance <= 0.05;
  const last = closes.length - 1;
  for (let t = last - confirmAfter; t >= Math.max(1, closes.length - lookback); t--) {
    const before = closes[t - 1]!;
    const after = closes[t]!;
    if (!(before > 0 && after > 0)) continue;
    const jump = Math.log(after / before);
    // shortcut: with |ln r| ≥ 8σ and tol ≤ max(5 %, 2σ) no move under 20 % (log) can match 3:2 or 1:2
    if (fastSkip && Math.abs(jump) < MIN_CANDIDATE_MOVE) continue;
    const measured = robustVolatility(closes, t - 1 - VOL_WINDOW, t - 1);
    const sigma = Number.isFinite(measured) ? measured : 0;
    const tol = Math.max(tolerance, 2 * sigma);
    const split = matchingRatio(after / before, tol);
    if (split === null || Math.abs(jump) < minSigmas * sigma) continue;
    if (isReversed(closes, t, tol, reversalWindow) || isTurbulentAfter(closes, t, sigma, calmFactor, calmWindow)) continue;
    if (mustLast && isRetraced(closes, t, jump, calmWindow)) continue;
    return { potentialSplitError: true, index: t, ratio: split.label };
  }
  return { potentialSplitError: false, index: null, ratio: null };
}

/** Conditions 3 and 4: a bad tick and its way back. */
function isReversed(closes: Float64Array, t: number, tol: number, window: number): boolean {
  const before = closes[t - 1]!;
  const after = closes[t]!;
  for (let j = t + 1; j <= Math.min(closes.length - 1, t + window); j++) {
    if (Math.abs(closes[j]! / before - 1) <= tol) return true;
  }
  for (let j = Math.max(0, t - 1 - window); j < t - 1; j++) {
    if (Math.abs(closes[j]! / after - 1) <= tol) return true;
  }
  return false;
}

/** Condition 6: a later close within `window` sessions has taken back half the jump (or more). */
function isRetraced(closes: Float64Array, t: number, jump: number, window: number): boolean {
  const before = closes[t - 1]!;
  for (let j = t + 1; j <= Math.min(closes.length - 1, t + window); j++) {
    const kept = Math.log(closes[j]! / before);
    if (Math.sign(kept) !== Math.sign(jump) || Math.abs(kept) <= Math.abs(jump) / 2) return true;
  }
  return false;
}

/** Condition 5: the robust volatility of the returns after the jump exceeds `factor` × σ (needs 5 of them). */
function isTurbulentAfter(closes: Float64Array, t: number, sigma: number, factor: number, window: number): boolean {
  const to = Math.min(closes.length - 1, t + window);
  if (to - t < 5 || !(sigma > 0)) return false;
  const afterVol = robustVolatility(closes, t + 1, to, 5);
  return Number.isFinite(afterVol) && afterVol > factor * sigma;
}
