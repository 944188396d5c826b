/**
 * The correlation matrix of many return rows (returnGrid.ts) and its distances
 * d = √(2(1 − ρ)) (docs/methodology.md, "Market clusters"): the Euclidean distance between two
 * standardised return rows, 0 for ρ = 1, √2 for ρ = 0, 2 for ρ = −1.
 */
import { unitRows } from './returnGrid';

/** The n × n Pearson correlation matrix (row-major, 1 on the diagonal) of n rows of `length` returns. */
export function correlationMatrix(returns: Float64Array, length: number): Float64Array {
  const n = length > 0 ? returns.length / length : 0;
  const z = unitRows(returns, length);
  const out = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    out[i * n + i] = 1;
    const a = i * length;
    for (let j = i + 1; j < n; j++) {
      const b = j * length;
      let dot = 0;
      for (let t = 0; t < length; t++) dot += z[a + t]! * z[b + t]!;
      const rho = Math.max(-1, Math.min(1, dot));
      out[i * n + j] = rho;
      out[j * n + i] = rho;
    }
  }
  return out;
}

/** √(2(1 − ρ)); 0 for ρ ≥ 1. */
export function correlationDistance(rho: number): number {
  return Math.sqrt(Math.max(0, 2 * (1 - rho)));
}

/** The correlation a distance stands for: ρ = 1 − d²/2. */
export function distanceCorrelation(distance: number): number {
  return 1 - (distance * distance) / 2;
}

/** The distance matrix of a correlation matrix (same layout). */
export function distanceMatrix(correlations: Float64Array): Float64Array {
  return correlations.map(correlationDistance);
}
