import { describe, expect, it } from 'vitest';
import { candleColumns, candleSeries } from './candleAssembly';
import { dayFromIso } from './dayNumbers';
import type { SimInstrument } from './modelSpec';
import { factorModel, instrument, sim } from './namedBuilders';
import type { PathData } from './pathData';
import { TimeGrid } from './timeGrid';

const grid = new TimeGrid(dayFromIso('2024-06-03'), dayFromIso('2024-06-14'));
const n = grid.sessionDays.length;
const constant = (x: number) => new Float64Array(n).fill(x);
const path: PathData = {
  calendar: 'nyse', open: constant(10), high: constant(11), low: constant(9), close: constant(10.123456), volume: constant(1000),
  variance: constant(0.0001), nextVariance: constant(0.0001),
};
const stock: SimInstrument = sim(instrument({ ticker: 'S', name: 'S', type: 'stock' }), factorModel('S', 10, [], 0.01), { splits: [['2024-06-10', 4]] });

describe('candle assembly', () => {
  it('cuts the range and adjusts to the basis of the as-of bar', () => {
    const after = candleColumns(stock, path, grid, { first: 1, last: 7, asOfBar: 8 });
    expect(after.dates).toEqual(['2024-06-04', '2024-06-05', '2024-06-06', '2024-06-07', '2024-06-10', '2024-06-11', '2024-06-12']);
    expect(after.asOf).toBe('2024-06-13');
    expect(Array.from(after.close)).toEqual(new Array(7).fill(10.1235));
    expect(after.splits).toEqual([{ date: '2024-06-10', ratio: 4 }]);
    expect(Array.from(after.rawFactor ?? [])).toEqual([4, 4, 4, 4, 1, 1, 1]);
    const before = candleColumns(stock, path, grid, { first: 0, last: 3, asOfBar: 3 });
    expect(before.close[0]).toBeCloseTo(40.4938, 4);
    expect(before.volume[0]).toBe(250);
    expect(before.rawFactor).toBeNull();
    expect(before.splits).toEqual([]);
  });
  it('makes candles and the raw series from columns', () => {
    const series = candleSeries(candleColumns(stock, path, grid, { first: 3, last: 5, asOfBar: 9 }));
    expect(series.candles.map((c) => c.close)).toEqual([10.1235, 10.1235, 10.1235]);
    expect(series.raw?.map((c) => c.close)).toEqual([40.494, 40.494, 10.1235]);
    expect(series.raw?.[0]?.volume).toBe(250);
    expect(candleColumns(stock, path, grid, { first: 0, last: -1, asOfBar: -1 })).toMatchObject({ asOf: '', dates: [] });
  });
});
