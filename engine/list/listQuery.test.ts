import { describe, expect, it } from 'vitest';
import { allowedQuery, filterReader, processRows, sortsBySignal, withColumnFilter } from './listQuery';
import { sampleListModel, sampleRows } from './testing/sampleListModel';

const rows = sampleRows(300);

describe('processRows', () => {
  it('sorts by the model default when the user has no sort', () => {
    const tickers = processRows(sampleListModel, rows, { filters: [], sort: null }).map((r) => r.ticker as string);
    expect(tickers).toEqual([...tickers].sort((a, b) => a.localeCompare(b)));
    expect(tickers).toHaveLength(300);
  });

  it('filters with engine/core (AND) and keeps the input untouched', () => {
    const before = rows.map((r) => r.id);
    const out = processRows(sampleListModel, rows, {
      filters: [{ filterKey: 'hurst', type: 'above', val: 0.6 }, { filterKey: 'exchange', type: 'eq', val: 'XETRA' }],
      sort: { key: 'hurst', direction: 'desc' },
    });
    expect(out.length).toBeGreaterThan(0);
    expect(out.every((r) => (r.hurst as number) > 0.6 && r.exchange === 'XETRA')).toBe(true);
    expect(out.map((r) => r.hurst)).toEqual([...out.map((r) => r.hurst as number)].sort((a, b) => b - a));
    expect(rows.map((r) => r.id)).toEqual(before);
  });

  it('signal columns sort bullish, neutral, neutralDanger, bearish', () => {
    const order = ['momentumBullish', 'momentumNeutral', 'momentumNeutralDanger', 'momentumBearish'];
    const asc = processRows(sampleListModel, rows, { filters: [], sort: { key: 'momentum', direction: 'asc' } }).map((r) => r.momentum as string);
    expect([...new Set(asc)]).toEqual(order);
    const desc = processRows(sampleListModel, rows, { filters: [], sort: { key: 'momentum', direction: 'desc' } }).map((r) => r.momentum as string);
    expect([...new Set(desc)]).toEqual([...order].reverse());
  });

  it('empty values sort last both ways', () => {
    for (const direction of ['asc', 'desc'] as const) {
      const out = processRows(sampleListModel, rows, { filters: [], sort: { key: 'hurst', direction } });
      const firstEmpty = out.findIndex((r) => r.hurst === null);
      expect(out.slice(firstEmpty).every((r) => r.hurst === null)).toBe(true);
    }
  });
});

describe('query helpers', () => {
  it('withColumnFilter replaces or removes one column filter', () => {
    const a = { filterKey: 'price', type: 'above' as const, val: 1 };
    const b = { filterKey: 'hurst', type: 'below' as const, val: 0.5 };
    expect(withColumnFilter([a, b], 'price', { ...a, val: 2 })).toEqual([b, { ...a, val: 2 }]);
    expect(withColumnFilter([a, b], 'price', null)).toEqual([b]);
  });

  it('allowedQuery drops filters and a sort on gated columns', () => {
    const gated = new Set(['ivPremium']);
    const q = allowedQuery({ filters: [{ filterKey: 'ivPremium', type: 'above', val: 0 }, { filterKey: 'price', type: 'above', val: 0 }], sort: { key: 'ivPremium', direction: 'asc' } }, gated);
    expect(q).toEqual({ filters: [{ filterKey: 'price', type: 'above', val: 0 }], sort: null });
  });

  it('signal filters without options compare the bare rating', () => {
    const read = filterReader(sampleListModel.columns);
    expect(read({ momentum: 'momentumNeutralDanger' }, 'momentum')).toBe('neutralDanger');
    // trend has its own (prefixed) options, so it reads the raw value
    expect(read({ trend: 'trendBullish' }, 'trend')).toBe('trendBullish');
    const out = processRows(sampleListModel, rows, { filters: [{ filterKey: 'momentum', type: 'in', val: ['bullish'] }], sort: null });
    expect(out.length).toBeGreaterThan(0);
    expect(out.every((r) => r.momentum === 'momentumBullish')).toBe(true);
  });

  it('sortsBySignal follows sortOrder, and the signal type when no order is given', () => {
    const base = sampleListModel.columns.find((c) => c.key === 'momentum')!;
    expect(sortsBySignal(base)).toBe(true);
    expect(sortsBySignal({ ...base, sortOrder: 'natural' })).toBe(false);
    expect(sortsBySignal({ ...base, sortOrder: undefined })).toBe(true);
    expect(sortsBySignal({ ...base, type: 'string', sortOrder: undefined })).toBe(false);
  });
});
