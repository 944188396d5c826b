import { describe, expect, it } from 'vitest';
import { nextSort, signalRank, sortRows, SIGNAL_ORDER, type SortState } from './sortRows';

describe('nextSort', () => {
  it('cycles asc, desc, none by default', () => {
    const asc = nextSort(null, 'ticker');
    expect(asc).toEqual({ key: 'ticker', direction: 'asc' });
    const desc = nextSort(asc, 'ticker');
    expect(desc).toEqual({ key: 'ticker', direction: 'desc' });
    expect(nextSort(desc, 'ticker')).toBeNull();
    expect(nextSort(nextSort(desc, 'ticker'), 'ticker')).toEqual({ key: 'ticker', direction: 'asc' });
  });
  it('cycles asc and desc only for ascDesc (scanner and signal lists)', () => {
    let s: SortState | null = null;
    const seen: (string | null)[] = [];
    for (let i = 0; i < 5; i += 1) {
      s = nextSort(s, 'trend', 'ascDesc');
      seen.push(s?.direction ?? null);
    }
    expect(seen).toEqual(['asc', 'desc', 'asc', 'desc', 'asc']);
  });
  it('a click on another column starts it ascending', () => {
    expect(nextSort({ key: 'ticker', direction: 'desc' }, 'h64')).toEqual({ key: 'h64', direction: 'asc' });
    expect(nextSort({ key: 'ticker', direction: 'asc' }, 'h64', 'ascDesc')).toEqual({ key: 'h64', direction: 'asc' });
  });
});

describe('signalRank', () => {
  it('orders bullish, neutral, neutralDanger, bearish', () => {
    expect(SIGNAL_ORDER).toEqual(['bullish', 'neutral', 'neutralDanger', 'bearish']);
    expect(SIGNAL_ORDER.map(signalRank)).toEqual([0, 1, 2, 3]);
  });
  it.each([
    ['trendBullish', 0], ['trendNeutral', 1], ['trendBearish', 3],
    ['momentumBullish', 0], ['momentumNeutral', 1], ['momentumNeutralDanger', 2], ['momentumBearish', 3],
    ['Bullish', 0], ['NeutralDanger', 2],
  ])('%s has rank %d', (value, rank) => {
    expect(signalRank(value)).toBe(rank);
  });
  it.each([['UpperCap'], ['trend'], ['neutraldanger'], [''], [3], [null], [undefined]])('%j sorts after every rating', (value) => {
    expect(signalRank(value)).toBe(4);
  });
});

describe('sortRows', () => {
  const rows = [
    { id: 1, ticker: 'MSFT', h64: 0.55 },
    { id: 2, ticker: 'AAPL', h64: null },
    { id: 3, ticker: 'TLT', h64: 0.31 },
    { id: 4, ticker: '', h64: 0.72 },
    { id: 5, ticker: 'GLD' },
    { id: 6, ticker: 'QQQ', h64: '' },
    { id: 7, h64: 0.31 },
  ];
  const ids = (list: { id: number }[]): number[] => list.map((r) => r.id);

  it('sorts numbers ascending and descending, empty values last in both', () => {
    expect(ids(sortRows(rows, { key: 'h64', direction: 'asc' }))).toEqual([3, 7, 1, 4, 2, 5, 6]);
    expect(ids(sortRows(rows, { key: 'h64', direction: 'desc' }))).toEqual([4, 1, 3, 7, 2, 5, 6]);
  });
  it('sorts text, empty values last in both directions', () => {
    expect(ids(sortRows(rows, { key: 'ticker', direction: 'asc' }))).toEqual([2, 5, 1, 6, 3, 4, 7]);
    expect(ids(sortRows(rows, { key: 'ticker', direction: 'desc' }))).toEqual([3, 6, 1, 5, 2, 4, 7]);
  });
  it('is stable: ties keep their order in both directions', () => {
    const tied = [{ id: 1, g: 'b' }, { id: 2, g: 'a' }, { id: 3, g: 'b' }, { id: 4, g: 'a' }, { id: 5, g: 'b' }];
    expect(ids(sortRows(tied, { key: 'g', direction: 'asc' }))).toEqual([2, 4, 1, 3, 5]);
    expect(ids(sortRows(tied, { key: 'g', direction: 'desc' }))).toEqual([1, 3, 5, 2, 4]);
  });
  it('keeps a large tied list in its order', () => {
    const many = Array.from({ length: 2000 }, (_, id) => ({ id, v: id % 3 }));
    const sorted = sortRows(many, { key: 'v', direction: 'asc' });
    for (let i = 1; i < sorted.length; i += 1) {
      const [a, b] = [sorted[i - 1]!, sorted[i]!];
      expect(a.v < b.v || (a.v === b.v && a.id < b.id)).toBe(true);
    }
  });
  it('compares numbers as numbers, not as text', () => {
    const list = [{ id: 1, v: 10 }, { id: 2, v: 9 }, { id: 3, v: -1 }, { id: 4, v: 100 }];
    expect(ids(sortRows(list, { key: 'v', direction: 'asc' }))).toEqual([3, 2, 1, 4]);
  });
  it('sorts ISO dates in time order', () => {
    const list = [{ id: 1, d: '2026-02-01' }, { id: 2, d: '2025-12-31' }, { id: 3, d: '2026-01-15' }];
    expect(ids(sortRows(list, { key: 'd', direction: 'asc' }))).toEqual([2, 3, 1]);
    expect(ids(sortRows(list, { key: 'd', direction: 'desc' }))).toEqual([1, 3, 2]);
  });
  it('reads nested keys', () => {
    const list = [{ id: 1, ltRange: { upside: 0.2 } }, { id: 2, ltRange: { upside: 0.1 } }, { id: 3, ltRange: {} }];
    expect(ids(sortRows(list, { key: 'ltRange.upside', direction: 'asc' }))).toEqual([2, 1, 3]);
  });
  it('does not change the input', () => {
    const input = [{ id: 2, v: 2 }, { id: 1, v: 1 }];
    const copy = structuredClone(input);
    const out = sortRows(input, { key: 'v', direction: 'asc' });
    expect(input).toEqual(copy);
    expect(out).not.toBe(input);
  });
  it('takes a custom reader', () => {
    const list = [{ id: 1, cells: ['b'] }, { id: 2, cells: ['a'] }];
    expect(ids(sortRows(list, { key: '0', direction: 'asc' }, { read: (r, k) => r.cells[Number(k)] }))).toEqual([2, 1]);
  });

  describe('signal columns', () => {
    const signals = [
      { id: 1, trend: 'trendBearish', momentum: 'momentumNeutral' },
      { id: 2, trend: 'trendBullish', momentum: 'momentumNeutralDanger' },
      { id: 3, trend: null, momentum: 'momentumBearish' },
      { id: 4, trend: 'trendNeutral', momentum: 'momentumBullish' },
      { id: 5, trend: 'trendBullish', momentum: '' },
    ];
    it('trend sorts bullish, neutral, bearish; empty last', () => {
      expect(ids(sortRows(signals, { key: 'trend', direction: 'asc' }, { signal: true }))).toEqual([2, 5, 4, 1, 3]);
      expect(ids(sortRows(signals, { key: 'trend', direction: 'desc' }, { signal: true }))).toEqual([1, 4, 2, 5, 3]);
    });
    it('momentum sorts bullish, neutral, neutralDanger, bearish; empty last', () => {
      expect(ids(sortRows(signals, { key: 'momentum', direction: 'asc' }, { signal: true }))).toEqual([4, 1, 2, 3, 5]);
      expect(ids(sortRows(signals, { key: 'momentum', direction: 'desc' }, { signal: true }))).toEqual([3, 2, 1, 4, 5]);
    });
    it('without the signal option the same values sort as text', () => {
      expect(ids(sortRows(signals, { key: 'momentum', direction: 'asc' }))).toEqual([3, 4, 1, 2, 5]);
    });
  });
});

describe('unknown ratings in signal mode', () => {
  it('sort last in both directions', () => {
    const rows = [{ r: 'UpperCap' }, { r: 'trendBearish' }, { r: 'trendBullish' }];
    expect(sortRows(rows, { key: 'r', direction: 'asc' }, { signal: true }).map((x) => x.r)).toEqual(['trendBullish', 'trendBearish', 'UpperCap']);
    expect(sortRows(rows, { key: 'r', direction: 'desc' }, { signal: true }).map((x) => x.r)).toEqual(['trendBearish', 'trendBullish', 'UpperCap']);
  });
});
