import { describe, expect, it } from 'vitest';
import { allocationSlices, displayDiffs, drawdowns, maxDrawdown, tradeDayColour } from './backtestSeries';

describe('backtest series', () => {
  it('colours a trade day: red sell only, green buy only, orange both, gray none', () => {
    const buy = { ticker: 'A', type: 'buy', amount: 1, price: 1 } as const;
    const sell = { ticker: 'B', type: 'sell', amount: 1, price: 1 } as const;
    expect(tradeDayColour([sell])).toBe('red');
    expect(tradeDayColour([buy, buy])).toBe('green');
    expect(tradeDayColour([buy, sell])).toBe('orange');
    expect(tradeDayColour([])).toBe('gray');
    expect(tradeDayColour(undefined)).toBe('gray');
  });

  it('divides money diffs by 10,000 for display', () => {
    expect(displayDiffs([0, 50_000, -125_000])).toEqual([0, 5, -12.5]);
  });

  it('measures drawdowns from the running peak of the equity', () => {
    // equity 1.0M, 1.1M, 0.99M, 1.2M
    const dd = drawdowns([0, 100_000, -10_000, 200_000], 1_000_000);
    expect(dd[0]).toBe(0);
    expect(dd[2]).toBeCloseTo(-10, 10);
    expect(dd[3]).toBe(0);
    expect(maxDrawdown([0, 100_000, -10_000, 200_000], 1_000_000)).toBeCloseTo(-10, 10);
  });

  it('lists the allocation as cash then positions by value', () => {
    expect(allocationSlices({ cash: 10, allocations: { A: 5, B: 20, C: 0 } }, 'Cash')).toEqual([
      { label: 'Cash', value: 10 }, { label: 'B', value: 20 }, { label: 'A', value: 5 },
    ]);
  });
});

describe('the equity figure', () => {
  it('draws a marker per day in the day colour, trade days larger', async () => {
    const { equityFigure } = await import('./backtestFigures');
    const { backtestsFixture } = await import('../testing/backtestFixtures');
    const entry = backtestsFixture()[0]!;
    const labels = { simulation: 'S', simulationRA: 'R', benchmark: 'B', cash: 'C', equityTitle: '', drawdownTitle: '', allocationTitle: '' };
    const figure = equityFigure(entry, { text: '#000', grid: '#eee', muted: '#999', lines: ['#1', '#2', '#3'] }, labels);
    expect(figure.data).toHaveLength(5);
    const marker = figure.data[3]!.marker as { color: string[]; size: number[] };
    expect(marker.color).toHaveLength(entry.backtest.date.length);
    expect([marker.color[1], marker.color[21], marker.color[41], marker.color[0]]).toEqual(['#2ca02c', '#d62728', '#ff7f0e', '#9e9e9e']);
    expect([marker.size[1], marker.size[0]]).toEqual([8, 3]);
    expect((figure.data[0]!.y as number[])[59]).toBeCloseTo(entry.backtest.simulationMoneyDiff[59]! / 10_000, 12);
  });
});
