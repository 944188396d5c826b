import { describe, expect, it } from 'vitest';
import { correlationTable, datedReturnCorrelation, pearson, returnCorrelation, tailReturnCorrelation } from './correlation';
import { randomWalkCloses, seededRandom } from './testing/seededRandom';

describe('pearson', () => {
  it('matches a hand-computed case', () => {
    // x̄ = 3, ȳ = 4; Σdxdy = 8, Σdx² = 10, Σdy² = 10 → 0.8
    expect(pearson(Float64Array.from([1, 2, 3, 4, 5]), Float64Array.from([2, 4, 3, 6, 5]))).toBeCloseTo(0.8, 14);
  });

  it('is NaN for a constant series or mismatched lengths', () => {
    expect(pearson(Float64Array.from([1, 1, 1]), Float64Array.from([1, 2, 3]))).toBeNaN();
    expect(pearson(Float64Array.from([1, 2]), Float64Array.from([1, 2, 3]))).toBeNaN();
  });
});

describe('returnCorrelation', () => {
  const rng = seededRandom(31);
  const a = randomWalkCloses(rng, 600);
  const independent = randomWalkCloses(rng, 600);
  const negated = a.map((c) => 10000 / c); // log returns are exactly −1 × those of a

  it('is 1 with itself, −1 with its negation and near 0 with independent noise', () => {
    expect(returnCorrelation(a, a, 180)).toBeCloseTo(1, 12);
    expect(returnCorrelation(a, negated, 30, 15)).toBeCloseTo(-1, 12);
    expect(Math.abs(returnCorrelation(a, independent, 500))).toBeLessThan(0.12);
  });

  it('recovers a built-in correlation of 0.6', () => {
    const rng2 = seededRandom(32);
    const n = 3000;
    const x = new Float64Array(n + 1);
    const y = new Float64Array(n + 1);
    x[0] = y[0] = 100;
    for (let i = 1; i <= n; i++) {
      const common = rng2.normal();
      x[i] = x[i - 1]! * Math.exp(0.01 * common);
      y[i] = y[i - 1]! * Math.exp(0.01 * (0.6 * common + 0.8 * rng2.normal()));
    }
    expect(Math.abs(returnCorrelation(x, y, n) - 0.6)).toBeLessThan(0.04);
  });

  it('uses the window ending offsetDays before the latest', () => {
    // the last 10 returns of b are the negation of a's, the ones before identical
    const b = a.slice();
    for (let i = a.length - 10; i < a.length; i++) b[i] = b[i - 1]! * (a[i - 1]! / a[i]!);
    expect(returnCorrelation(a, b, 10, 0)).toBeCloseTo(-1, 12);
    expect(returnCorrelation(a, b, 30, 10)).toBeCloseTo(1, 12);
    expect(returnCorrelation(a, b, 700)).toBeNaN();
  });
});

describe('correlationTable', () => {
  it('aligns each pair on common dates and fills both halves', () => {
    const rng = seededRandom(33);
    const dates = Array.from({ length: 60 }, (_, i) => new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10));
    const spy = { dates, values: randomWalkCloses(rng, 59) };
    // the same prices on weekdays only
    const weekdays = dates.map((d, i) => [d, i] as const).filter(([d]) => ![0, 6].includes(new Date(`${d}T00:00:00Z`).getUTCDay()));
    const spyWeekdays = { dates: weekdays.map(([d]) => d), values: Float64Array.from(weekdays, ([, i]) => spy.values[i]!) };
    const other = { dates, values: randomWalkCloses(rng, 59) };
    const table = correlationTable({ SPY: spy, SPYW: spyWeekdays, TLT: other }, 15);
    expect(table.SPY!.SPY).toBe(1);
    expect(table.SPY!.SPYW).toBeCloseTo(1, 12);
    expect(table.TLT!.SPY).toBe(table.SPY!.TLT);
    expect(correlationTable({ A: spy, B: { dates: dates.slice(0, 5), values: spy.values.slice(0, 5) } }, 15).A!.B).toBeNull();
    expect(datedReturnCorrelation(spy, other, 15, 5)).toBe(correlationTable({ SPY: spy, TLT: other }, 15, 5).SPY!.TLT);
  });
});

describe('tailReturnCorrelation', () => {
  it('equals datedReturnCorrelation on series with gaps, for windows and offsets up to the history', () => {
    const day = (n: number): string => new Date(Date.UTC(2024, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
    let seed = 7;
    const rand = (): number => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    const series = (skip: number) => {
      const dates: string[] = [];
      const values: number[] = [];
      let price = 100;
      for (let n = 0; n < 120; n++) {
        if (n % skip === 0) continue;
        price *= Math.exp((rand() - 0.5) * 0.04);
        dates.push(day(n));
        values.push(price);
      }
      return { dates, values: Float64Array.from(values) };
    };
    const a = series(7);
    const b = series(5);
    for (const [window, offset] of [[3, 0], [5, 0], [30, 0], [30, 15], [60, 30], [80, 0], [90, 0], [200, 0]] as const) {
      const expected = datedReturnCorrelation(a, b, window, offset);
      const got = tailReturnCorrelation(a, b, window, offset);
      if (Number.isNaN(expected)) expect(got).toBeNaN();
      else expect(got).toBe(expected);
    }
    // The table: a pair on one calendar (a, c) takes the shared-tail path, the others walk back; both equal the dated value.
    const c = { dates: a.dates, values: a.values.map((v, i) => v * (1 + 0.01 * Math.sin(i))) };
    for (const [window, offset] of [[5, 0], [30, 15], [200, 0]] as const) {
      const table = correlationTable({ a, b, c }, window, offset);
      for (const [x, y, sx, sy] of [['a', 'b', a, b], ['a', 'c', a, c], ['b', 'c', b, c]] as const) {
        const expected = datedReturnCorrelation(sx, sy, window, offset);
        expect(table[x]![y]).toBe(Number.isFinite(expected) ? expected : null);
      }
    }
  });
});
