import { describe, expect, it } from 'vitest';
import { pearson } from './correlation';
import { benjaminiHochberg, fisherPValue, leadLag, leadLagChains } from './leadLag';
import { seededRandom } from './testing/seededRandom';

describe('fisherPValue', () => {
  it('matches a hand computation: ρ = 0.5, n = 28 → z = atanh(0.5)·5 = 2.7465, p = 0.00602', () => {
    expect(fisherPValue(0.5, 28)).toBeCloseTo(0.006023, 6);
    expect(fisherPValue(-0.5, 28)).toBeCloseTo(0.006023, 6);
    expect(fisherPValue(0, 100)).toBe(1);
    expect(fisherPValue(0.9, 3)).toBe(1);
  });
});

describe('benjaminiHochberg', () => {
  it('keeps every candidate up to the largest passing rank, with its adjusted p', () => {
    // Sorted 0.005, 0.01, 0.03, 0.04 against 0.0125, 0.025, 0.0375, 0.05: all pass.
    const all = benjaminiHochberg([0.01, 0.04, 0.03, 0.005], 4, 0.05);
    expect([...all.keys()].sort()).toEqual([0, 1, 2, 3]);
    expect(all.get(3)).toBeCloseTo(0.02, 15);
    expect(all.get(0)).toBeCloseTo(0.02, 15);
    expect(all.get(2)).toBeCloseTo(0.04, 15);
    expect(all.get(1)).toBeCloseTo(0.04, 15);
  });

  it('counts every test, not only the candidates', () => {
    // m = 10: 0.001 ≤ 0.005 and 0.004 ≤ 0.01 pass, 0.02 > 0.015 does not.
    const kept = benjaminiHochberg([0.001, 0.02, 0.004], 10, 0.05);
    expect([...kept.keys()].sort()).toEqual([0, 2]);
    expect(kept.get(0)).toBeCloseTo(0.01, 15);
    expect(kept.get(2)).toBeCloseTo(0.02, 15);
  });
});

/** Rows of `length` returns: B follows A two days later, the rest independent noise. */
function ledMarket(length: number, noiseSeries: number, seed: number): { flat: Float64Array; a: Float64Array; b: Float64Array } {
  const rng = seededRandom(seed);
  const a = rng.normals(length, 0, 0.01);
  const noise = rng.normals(length, 0, 0.01);
  const b = new Float64Array(length);
  for (let t = 0; t < length; t++) b[t] = (t >= 2 ? 0.6 * a[t - 2]! : 0) + 0.8 * noise[t]!;
  const rows = [a, b, ...Array.from({ length: noiseSeries }, () => rng.normals(length, 0, 0.01))];
  const flat = new Float64Array(rows.length * length);
  rows.forEach((r, i) => flat.set(r, i * length));
  return { flat, a, b };
}

describe('leadLag', () => {
  it('finds a series built to lead another by 2 days, and nothing among independent noise', () => {
    const length = 250;
    const { flat, a, b } = ledMarket(length, 8, 11);
    const result = leadLag(flat, length);
    expect(result.tests).toBe(10 * 9 * 5);
    expect(result.relations).toHaveLength(1);
    const [relation] = result.relations;
    expect(relation).toMatchObject({ leader: 0, follower: 1, lag: 2, observations: 248 });
    expect(relation!.correlation).toBeCloseTo(pearson(a.subarray(0, 248), b.subarray(2)), 12);
    expect(relation!.correlation).toBeGreaterThan(0.45);
    expect(relation!.pValue).toBeLessThan(1e-10);
    expect(relation!.qValue).toBeLessThanOrEqual(0.05);
  });

  it('finds the lead for every seed tried and never reverses it', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const { flat } = ledMarket(250, 4, seed);
      const found = leadLag(flat, 250).relations.filter((r) => r.leader <= 1 && r.follower <= 1);
      expect(found).toEqual([expect.objectContaining({ leader: 0, follower: 1, lag: 2 })]);
    }
  });

  it('keeps a negative relation as such', () => {
    const { flat } = ledMarket(250, 2, 21);
    const flipped = flat.slice();
    for (let t = 0; t < 250; t++) flipped[250 + t] = -flat[250 + t]!;
    expect(leadLag(flipped, 250).relations[0]?.correlation).toBeLessThan(-0.45);
  });

  it('computes every lag as the Pearson correlation of the shifted returns (q = 1 keeps them all)', () => {
    const rng = seededRandom(4);
    for (const length of [7, 9, 30]) {
      const rows = [rng.normals(length), rng.normals(length), rng.normals(length)];
      const flat = new Float64Array(3 * length);
      rows.forEach((r, i) => flat.set(r, i * length));
      for (const maxLag of [1, 3, 5]) {
        for (const r of leadLag(flat, length, { maxLag, falseDiscoveryRate: 1 }).relations) {
          const m = length - r.lag;
          expect(r.lag).toBeLessThanOrEqual(maxLag);
          expect(r.correlation).toBeCloseTo(pearson(rows[r.leader]!.subarray(0, m), rows[r.follower]!.subarray(r.lag)), 12);
        }
      }
    }
    expect(() => leadLag(new Float64Array(20), 10, { maxLag: 6 })).toThrow(RangeError);
  });

  it('answers no relation without enough days', () => {
    expect(leadLag(new Float64Array(0), 0)).toEqual({ tests: 0, relations: [] });
  });
});

describe('leadLagChains', () => {
  it('joins relations into chains and uses each once', () => {
    // A→B, B→C, X→Y, C→A: the cycle is cut where it would revisit A.
    const [A, B, C, X, Y] = [0, 1, 2, 3, 4];
    const relations = [{ leader: A, follower: B }, { leader: B, follower: C }, { leader: X, follower: Y }, { leader: C, follower: A }];
    expect(leadLagChains(relations)).toEqual([[0, 1], [2], [3]]);
  });

  it('grows backward as well', () => {
    expect(leadLagChains([{ leader: 1, follower: 2 }, { leader: 0, follower: 1 }])).toEqual([[1, 0]]);
  });
});
