import { describe, expect, it } from 'vitest';
import { correlationDistance } from './correlationMatrix';
import { averageLinkage, cutTree, leafOrder, type Merge } from './hierarchicalClustering';
import { seededRandom } from './testing/seededRandom';

/** The textbook O(n³) agglomeration with average linkage: the reference the chain must match. */
function naiveAverageLinkage(distances: Float64Array, n: number): number[] {
  const members = Array.from({ length: n }, (_, i) => [i]);
  const heights: number[] = [];
  while (members.length > 1) {
    let best = [0, 1];
    let bestDistance = Infinity;
    for (let a = 0; a < members.length; a++) {
      for (let b = a + 1; b < members.length; b++) {
        let sum = 0;
        for (const i of members[a]!) for (const j of members[b]!) sum += distances[i * n + j]!;
        const mean = sum / (members[a]!.length * members[b]!.length);
        if (mean < bestDistance) { bestDistance = mean; best = [a, b]; }
      }
    }
    heights.push(bestDistance);
    members[best[0]!] = [...members[best[0]!]!, ...members[best[1]!]!];
    members.splice(best[1]!, 1);
  }
  return heights;
}

describe('averageLinkage', () => {
  it('matches a hand-computed case (average, not single, complete or Ward)', () => {
    // A–B 2 merge first; then d(AB, C) = (6 + 5) / 2 = 5.5 and d(AB, D) = (10 + 9) / 2 = 9.5,
    // so C–D (4) merges next; finally d(AB, CD) = (6 + 10 + 5 + 9) / 4 = 7.5.
    // Single linkage would end at 5, complete linkage at 10, Ward at √((2·2/4)·…) ≠ 7.5.
    const d = Float64Array.from([
      0, 2, 6, 10,
      2, 0, 5, 9,
      6, 5, 0, 4,
      10, 9, 4, 0,
    ]);
    expect(averageLinkage(d, 4)).toEqual<Merge[]>([
      { left: 0, right: 1, height: 2, size: 2 },
      { left: 2, right: 3, height: 4, size: 2 },
      { left: 4, right: 5, height: 7.5, size: 4 },
    ]);
  });

  it('works on correlation distances √(2(1 − ρ)) computed by hand', () => {
    // ρ(A,B) = 0.9 → d = √0.2; ρ(A,C) = 0.1 → √1.8; ρ(B,C) = 0.3 → √1.4.
    const rho = [[1, 0.9, 0.1], [0.9, 1, 0.3], [0.1, 0.3, 1]];
    const d = Float64Array.from(rho.flat().map(correlationDistance));
    const merges = averageLinkage(d, 3);
    expect(merges[0]).toMatchObject({ left: 0, right: 1, size: 2 });
    expect(merges[0]!.height).toBeCloseTo(Math.sqrt(0.2), 14);
    expect(merges[1]).toMatchObject({ left: 2, right: 3, size: 3 });
    expect(merges[1]!.height).toBeCloseTo((Math.sqrt(1.8) + Math.sqrt(1.4)) / 2, 14);
  });

  it('gives the heights of the textbook algorithm on random distances', () => {
    const rng = seededRandom(7);
    for (const n of [2, 5, 17, 40]) {
      const points = Array.from({ length: n }, () => [rng.normal(), rng.normal(), rng.normal()]);
      const d = new Float64Array(n * n);
      for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) d[i * n + j] = Math.hypot(...points[i]!.map((v, k) => v - points[j]![k]!));
      const heights = averageLinkage(d, n).map((m) => m.height);
      const reference = naiveAverageLinkage(d, n);
      heights.forEach((h, i) => expect(h).toBeCloseTo(reference[i]!, 12));
      expect(averageLinkage(d, n).at(-1)?.size).toBe(n);
    }
  });

  it('refuses a matrix of the wrong size and has no merge for one item', () => {
    expect(() => averageLinkage(new Float64Array(3), 2)).toThrow(RangeError);
    expect(averageLinkage(Float64Array.from([0]), 1)).toEqual([]);
  });
});

describe('leafOrder and cutTree', () => {
  const d = Float64Array.from([0, 2, 6, 10, 2, 0, 5, 9, 6, 5, 0, 4, 10, 9, 4, 0]);
  const merges = averageLinkage(d, 4);

  it('walks the tree left child first', () => {
    expect(leafOrder(merges, 4)).toEqual([0, 1, 2, 3]);
    expect(leafOrder([], 3)).toEqual([0, 1, 2]);
  });

  it('cuts at a height: every merge at or below it joins', () => {
    expect(cutTree(merges, 4, 1)).toEqual([0, 1, 2, 3]);
    expect(cutTree(merges, 4, 2)).toEqual([0, 0, 1, 2]);
    expect(cutTree(merges, 4, 4)).toEqual([0, 0, 1, 1]);
    expect(cutTree(merges, 4, 7.5)).toEqual([0, 0, 0, 0]);
  });

  it('numbers the largest cluster first', () => {
    // C, D and then B join below 3; A stays alone.
    const e = Float64Array.from([0, 9, 9, 9, 9, 0, 2, 2, 9, 2, 0, 1, 9, 2, 1, 0]);
    expect(cutTree(averageLinkage(e, 4), 4, 3)).toEqual([1, 0, 0, 0]);
  });
});
