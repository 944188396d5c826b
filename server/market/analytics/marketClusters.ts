/**
 * The clusters of a set of return rows (docs/methodology.md, "Market clusters"): correlation
 * matrix → distances √(2(1 − ρ)) → average-linkage dendrogram → leaf order → flat cut. The cut
 * keeps the merges whose height (average distance) is at most √(2(1 − ρ_min)): the members of a
 * flat cluster are, on average, at least as close as two series correlated at ρ_min.
 */
import { correlationDistance, correlationMatrix, distanceMatrix } from './correlationMatrix';
import { averageLinkage, cutTree, leafOrder, type Merge } from './hierarchicalClustering';

export interface MarketClusters {
  /** n × n, row-major, in row order. */
  correlations: Float64Array;
  merges: Merge[];
  /** Rows in dendrogram order (left to right). */
  order: number[];
  /** The flat cluster of each row (0 = the largest). */
  labels: number[];
  cutHeight: number;
}

export function marketClusters(returns: Float64Array, length: number, minCorrelation: number): MarketClusters {
  const n = length > 0 ? returns.length / length : 0;
  const correlations = correlationMatrix(returns, length);
  const merges = averageLinkage(distanceMatrix(correlations), n);
  const order = leafOrder(merges, n);
  const cutHeight = correlationDistance(minCorrelation);
  return { correlations, merges, order, labels: cutTree(merges, n, cutHeight, order), cutHeight };
}

/** The mean correlation of every pair of `members` (null for fewer than two). */
export function meanPairCorrelation(correlations: Float64Array, n: number, members: readonly number[]): number | null {
  if (members.length < 2) return null;
  let sum = 0;
  let pairs = 0;
  for (let a = 0; a < members.length; a++) {
    for (let b = a + 1; b < members.length; b++) {
      sum += correlations[members[a]! * n + members[b]!]!;
      pairs++;
    }
  }
  return sum / pairs;
}
