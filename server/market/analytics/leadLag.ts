/**
 * Lead-lag relations between return series (docs/methodology.md, "Leadership chains"). For every
 * ordered pair (A, B) and lag k = 1 … maxLag, ρ_k = corr(r_A[t], r_B[t + k]) over the n − k days
 * both exist: A's return today against B's k days later. Each ρ_k is tested against 0 with
 * Fisher's z: z = atanh(ρ) √(n − k − 3), two-sided p = 2 Φ(−|z|). The n(n − 1) maxLag tests are
 * corrected together with Benjamini–Hochberg at the false discovery rate q: sorted p-values
 * p₍₁₎ ≤ … ≤ p₍ₘ₎, keep the i smallest where i is the largest rank with p₍ᵢ₎ ≤ i q / m. Of a pair's
 * kept lags the one with the smallest p is its relation "A leads B by k days".
 */
import { normalCdf, normalQuantile } from './normal';

export interface LeadLagOptions {
  /** Largest lag tested, in days (default 5). */
  maxLag?: number;
  /** Benjamini–Hochberg false discovery rate (default 0.05). */
  falseDiscoveryRate?: number;
}

export interface LeadLagRelation {
  /** Row indexes of the series: `leader`'s returns come `lag` days before `follower`'s. */
  leader: number;
  follower: number;
  lag: number;
  correlation: number;
  /** Returns paired (n − lag). */
  observations: number;
  pValue: number;
  /** The Benjamini–Hochberg adjusted p-value (≤ the false discovery rate for every kept relation). */
  qValue: number;
}

export interface LeadLagResult {
  /** Tests run: n(n − 1) maxLag. */
  tests: number;
  /** Kept relations, one per ordered pair at most, strongest first (p, then |ρ|). */
  relations: LeadLagRelation[];
}

/** Fisher's z test of ρ = 0 from `n` pairs: two-sided p; 1 when n ≤ 3 or ρ is not a number. */
export function fisherPValue(rho: number, n: number): number {
  if (!(n > 3) || !Number.isFinite(rho)) return 1;
  const r = Math.max(-0.999999999999, Math.min(0.999999999999, rho));
  const z = Math.atanh(r) * Math.sqrt(n - 3);
  return Math.min(1, 2 * normalCdf(-Math.abs(z)));
}

/**
 * Benjamini–Hochberg step-up over `m` tests of which `candidates` are the p-values that may pass
 * (those ≤ q; the rest cannot). Returns the adjusted p-value of each candidate that passes.
 */
export function benjaminiHochberg(candidates: readonly number[], m: number, q: number): Map<number, number> {
  const order = candidates.map((_, i) => i).sort((a, b) => candidates[a]! - candidates[b]!);
  let last = -1;
  order.forEach((index, rank) => { if (candidates[index]! <= ((rank + 1) * q) / m) last = rank; });
  const adjusted = new Map<number, number>();
  let running = Infinity;
  for (let rank = order.length - 1; rank >= 0; rank--) {
    const index = order[rank]!;
    running = Math.min(running, (candidates[index]! * m) / (rank + 1));
    if (rank <= last) adjusted.set(index, Math.min(1, running));
  }
  return adjusted;
}

interface Test { leader: number; follower: number; lag: number; correlation: number; observations: number; pValue: number }

/** Prefix sums of a row and of its squares (length + 1 entries each). */
function prefixSums(returns: Float64Array, start: number, length: number): [Float64Array, Float64Array] {
  const s = new Float64Array(length + 1);
  const s2 = new Float64Array(length + 1);
  for (let t = 0; t < length; t++) {
    const v = returns[start + t]!;
    s[t + 1] = s[t]! + v;
    s2[t + 1] = s2[t]! + v * v;
  }
  return [s, s2];
}

/** Most lags the fused loop computes at once; leadLag refuses more. */
export const MAX_LEAD_LAG = 5;

/**
 * Σₜ x[t] y[t + k] for k = 1 … 5 in one pass (x, y rows of `length` at `a` and `b`), into `out[k]`.
 * One pass with five running sums is about twice as fast as five passes.
 */
function laggedDots(returns: Float64Array, a: number, b: number, length: number, out: Float64Array): void {
  let d1 = 0, d2 = 0, d3 = 0, d4 = 0, d5 = 0;
  const full = length - MAX_LEAD_LAG;
  let t = 0;
  for (; t < full; t++) {
    const x = returns[a + t]!;
    const y = b + t;
    d1 += x * returns[y + 1]!;
    d2 += x * returns[y + 2]!;
    d3 += x * returns[y + 3]!;
    d4 += x * returns[y + 4]!;
    d5 += x * returns[y + 5]!;
  }
  out[1] = d1; out[2] = d2; out[3] = d3; out[4] = d4; out[5] = d5;
  for (t = Math.max(0, full); t < length - 1; t++) {
    const x = returns[a + t]!;
    for (let k = 1; k <= MAX_LEAD_LAG && t + k < length; k++) out[k] = out[k]! + x * returns[b + t + k]!;
  }
}

/** Every lagged correlation with p ≤ q: the only ones Benjamini–Hochberg can keep. */
function candidateTests(returns: Float64Array, length: number, maxLag: number, q: number): Test[] {
  const n = length > 0 ? returns.length / length : 0;
  const sums = Array.from({ length: n }, (_, i) => prefixSums(returns, i * length, length));
  // |ρ| below tanh(z₍₁₋q/2₎ / √(m − 3)) gives p > q: skip the p-value (kept a hair low, the exact p decides).
  const zq = normalQuantile(1 - q / 2);
  const floor = Array.from({ length: maxLag + 1 }, (_, k) => (length - k > 3 ? Math.tanh(zq / Math.sqrt(length - k - 3)) * (1 - 1e-9) : Infinity));
  const dots = new Float64Array(MAX_LEAD_LAG + 1);
  const out: Test[] = [];
  for (let i = 0; i < n; i++) {
    const a = i * length;
    const [si, si2] = sums[i]!;
    for (let j = 0; j < n; j++) {
      if (j === i) continue;
      const b = j * length;
      const [sj, sj2] = sums[j]!;
      laggedDots(returns, a, b, length, dots);
      for (let k = 1; k <= maxLag; k++) {
        const m = length - k;
        if (m < 4) continue;
        // x = leader's returns 0 … m−1, y = follower's k … length−1.
        const sx = si[m]!;
        const sy = sj[length]! - sj[k]!;
        const vx = si2[m]! - (sx * sx) / m;
        const vy = sj2[length]! - sj2[k]! - (sy * sy) / m;
        if (!(vx > 0 && vy > 0)) continue;
        const rho = Math.max(-1, Math.min(1, (dots[k]! - (sx * sy) / m) / Math.sqrt(vx * vy)));
        if (!(Math.abs(rho) >= floor[k]!)) continue;
        const pValue = fisherPValue(rho, m);
        if (pValue <= q) out.push({ leader: i, follower: j, lag: k, correlation: rho, observations: m, pValue });
      }
    }
  }
  return out;
}

/** The significant lead-lag relations of n return rows of `length` days each (row-major). */
export function leadLag(returns: Float64Array, length: number, options: LeadLagOptions = {}): LeadLagResult {
  const maxLag = options.maxLag ?? MAX_LEAD_LAG;
  if (!(Number.isInteger(maxLag) && maxLag >= 1 && maxLag <= MAX_LEAD_LAG)) throw new RangeError(`maxLag must be 1 to ${MAX_LEAD_LAG}`);
  const q = options.falseDiscoveryRate ?? 0.05;
  const n = length > 0 ? returns.length / length : 0;
  const tests = n > 1 ? n * (n - 1) * maxLag : 0;
  const candidates = candidateTests(returns, length, maxLag, q);
  const adjusted = benjaminiHochberg(candidates.map((c) => c.pValue), tests, q);
  const best = new Map<string, LeadLagRelation>();
  adjusted.forEach((qValue, index) => {
    const test = candidates[index]!;
    const key = `${test.leader}>${test.follower}`;
    const held = best.get(key);
    if (!held || test.pValue < held.pValue) best.set(key, { ...test, qValue });
  });
  const relations = [...best.values()].sort((x, y) =>
    x.pValue - y.pValue || Math.abs(y.correlation) - Math.abs(x.correlation) || x.leader - y.leader || x.follower - y.follower);
  return { tests, relations };
}

/**
 * Chains of relations A → B → C …: every relation belongs to exactly one chain. Taking the
 * relations strongest first, an unused one starts a chain, which grows forward by the strongest
 * unused relation led by its last follower and backward by the strongest unused relation
 * following its first leader, never revisiting an instrument. Chains are lists of indexes into
 * `relations` (which must be sorted strongest first), in the order they were started.
 */
export function leadLagChains(relations: readonly Pick<LeadLagRelation, 'leader' | 'follower'>[]): number[][] {
  const byLeader = new Map<number, number[]>();
  const byFollower = new Map<number, number[]>();
  relations.forEach((r, i) => {
    byLeader.set(r.leader, [...(byLeader.get(r.leader) ?? []), i]);
    byFollower.set(r.follower, [...(byFollower.get(r.follower) ?? []), i]);
  });
  const used = new Uint8Array(relations.length);
  const chains: number[][] = [];
  relations.forEach((start, s) => {
    if (used[s]) return;
    used[s] = 1;
    const chain = [s];
    const nodes = new Set([start.leader, start.follower]);
    const grow = (from: Map<number, number[]>, at: () => number, pick: (r: Pick<LeadLagRelation, 'leader' | 'follower'>) => number, add: (i: number) => void): void => {
      for (;;) {
        const next = (from.get(at()) ?? []).find((i) => !used[i] && !nodes.has(pick(relations[i]!)));
        if (next === undefined) return;
        used[next] = 1;
        nodes.add(pick(relations[next]!));
        add(next);
      }
    };
    grow(byLeader, () => relations[chain[chain.length - 1]!]!.follower, (r) => r.follower, (i) => chain.push(i));
    grow(byFollower, () => relations[chain[0]!]!.leader, (r) => r.leader, (i) => chain.unshift(i));
    chains.push(chain);
  });
  return chains;
}
