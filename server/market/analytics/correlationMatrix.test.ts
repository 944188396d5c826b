import { describe, expect, it } from 'vitest';
import { pearson } from './correlation';
import { correlationDistance, correlationMatrix, distanceCorrelation, distanceMatrix } from './correlationMatrix';
import { seededRandom } from './testing/seededRandom';

describe('correlationMatrix', () => {
  it('equals the pairwise Pearson correlations', () => {
    const rng = seededRandom(3);
    const n = 6;
    const length = 120;
    const rows = Array.from({ length: n }, () => rng.normals(length, 0, 0.01));
    rows[1] = rows[0]!.map((v, t) => v + 0.5 * rows[2]![t]!);
    const flat = new Float64Array(n * length);
    rows.forEach((r, i) => flat.set(r, i * length));
    const m = correlationMatrix(flat, length);
    for (let i = 0; i < n; i++) {
      expect(m[i * n + i]).toBe(1);
      for (let j = 0; j < n; j++) if (i !== j) expect(m[i * n + j]).toBeCloseTo(pearson(rows[i]!, rows[j]!), 12);
    }
  });
});

describe('correlation distance', () => {
  it('is √(2(1 − ρ)) and inverts', () => {
    expect(correlationDistance(1)).toBe(0);
    expect(correlationDistance(0)).toBeCloseTo(Math.SQRT2, 15);
    expect(correlationDistance(-1)).toBe(2);
    expect(correlationDistance(0.5)).toBe(1);
    expect(distanceCorrelation(correlationDistance(0.37))).toBeCloseTo(0.37, 14);
    expect(Array.from(distanceMatrix(Float64Array.from([1, 0.5, 0.5, 1])))).toEqual([0, 1, 1, 0]);
  });
});
