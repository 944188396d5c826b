/** Aligning dated series on the dates they have in common. */
import type { DatedSeries } from './types';

export interface AlignedPair {
  dates: string[];
  a: Float64Array;
  b: Float64Array;
  /** Positions of the common dates in the inputs. */
  indexA: Int32Array;
  indexB: Int32Array;
}

/** The intersection of the dates of `a` and `b` (both ascending) with their values. */
export function alignPair(a: DatedSeries, b: DatedSeries): AlignedPair {
  const dates: string[] = [];
  const ia: number[] = [];
  const ib: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.dates.length && j < b.dates.length) {
    const da = a.dates[i]!;
    const db = b.dates[j]!;
    if (da === db) {
      dates.push(da);
      ia.push(i++);
      ib.push(j++);
    } else if (da < db) i++;
    else j++;
  }
  const indexA = Int32Array.from(ia);
  const indexB = Int32Array.from(ib);
  return {
    dates,
    a: Float64Array.from(indexA, (k) => a.values[k]!),
    b: Float64Array.from(indexB, (k) => b.values[k]!),
    indexA,
    indexB,
  };
}
