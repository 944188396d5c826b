import { describe, expect, it } from 'vitest';
import { alignPair } from './alignSeries';

describe('alignPair', () => {
  it('keeps the common dates only, in order', () => {
    const a = { dates: ['2026-01-01', '2026-01-02', '2026-01-03', '2026-01-05'], values: Float64Array.from([1, 2, 3, 5]) };
    const b = { dates: ['2026-01-02', '2026-01-04', '2026-01-05', '2026-01-06'], values: Float64Array.from([20, 40, 50, 60]) };
    const aligned = alignPair(a, b);
    expect(aligned.dates).toEqual(['2026-01-02', '2026-01-05']);
    expect([...aligned.a]).toEqual([2, 5]);
    expect([...aligned.b]).toEqual([20, 50]);
    expect([...aligned.indexA]).toEqual([1, 3]);
    expect([...aligned.indexB]).toEqual([0, 2]);
  });

  it('is empty without common dates', () => {
    expect(alignPair({ dates: ['2026-01-01'], values: Float64Array.from([1]) }, { dates: ['2026-01-02'], values: Float64Array.from([1]) }).dates).toEqual([]);
  });
});
