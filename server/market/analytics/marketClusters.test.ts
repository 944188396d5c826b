import { describe, expect, it } from 'vitest';
import { marketClusters, meanPairCorrelation } from './marketClusters';
import { seededRandom } from './testing/seededRandom';

/** Three groups of four series, each member 0.85 × its group's factor + noise (ρ ≈ 0.72 within, 0 across), shuffled. */
function groupedReturns(length: number, seed: number): { flat: Float64Array; group: number[] } {
  const rng = seededRandom(seed);
  const factors = [0, 1, 2].map(() => rng.normals(length));
  const group = [2, 0, 1, 0, 2, 1, 1, 0, 2, 0, 1, 2];
  const flat = new Float64Array(group.length * length);
  group.forEach((g, i) => {
    const noise = rng.normals(length);
    for (let t = 0; t < length; t++) flat[i * length + t] = 0.01 * (0.85 * factors[g]![t]! + 0.53 * noise[t]!);
  });
  return { flat, group };
}

describe('marketClusters', () => {
  it('recovers constructed groups of correlated series at a cut of ρ = 0.5', () => {
    const { flat, group } = groupedReturns(250, 5);
    const result = marketClusters(flat, 250, 0.5);
    expect(result.cutHeight).toBe(1);
    expect(new Set(result.labels).size).toBe(3);
    group.forEach((g, i) => group.forEach((h, j) => expect(result.labels[i] === result.labels[j]).toBe(g === h)));
    // The dendrogram keeps every group together in the heat map's order.
    const ordered = result.order.map((i) => group[i]);
    expect(ordered.filter((g, k) => k > 0 && g !== ordered[k - 1])).toHaveLength(2);
    // Merges within groups are low (ρ ≈ 0.72, d ≈ 0.75), the last two near √2 (ρ ≈ 0).
    expect(result.merges.slice(0, 9).every((m) => m.height < 1)).toBe(true);
    expect(result.merges.slice(9).every((m) => m.height > 1.2)).toBe(true);
  });

  it('puts everything in one cluster at ρ_min = −1 and every series alone at ρ_min = 1', () => {
    const { flat } = groupedReturns(120, 9);
    expect(new Set(marketClusters(flat, 120, -1).labels).size).toBe(1);
    expect(new Set(marketClusters(flat, 120, 1).labels).size).toBe(12);
  });

  it('averages the correlations of a cluster', () => {
    const c = Float64Array.from([1, 0.5, 0.2, 0.5, 1, 0.8, 0.2, 0.8, 1]);
    expect(meanPairCorrelation(c, 3, [0, 1, 2])).toBeCloseTo(0.5, 15);
    expect(meanPairCorrelation(c, 3, [1])).toBeNull();
  });
});
