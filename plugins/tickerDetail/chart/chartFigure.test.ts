import { describe, expect, it } from 'vitest';
import { chartFigure, daysOf, defaultChartStyle, DEFAULT_TIMEFRAME, TIMEFRAMES, type ChartInput } from './chartFigure';
import { chartTheme } from './chartTheme';
import { fixtureCandles } from '../fixtures/detailFixtures';

const input = (patch: Partial<ChartInput> = {}): ChartInput => ({
  candles: fixtureCandles(100), days: 60, style: 'candle', theme: chartTheme(true, false), priceName: 'SPY', everyDay: false, decimals: 2,
  levels: [{ name: 'Range Low', value: 95, kind: 'rangeLow' }, { name: 'Range High', value: 105, kind: 'rangeHigh' }, { name: 'Gamma flip', value: null, kind: 'gamma' }],
  ...patch,
});

describe('the price chart figure', () => {
  it('offers 30D, 2M, 6M and 1YR = 30, 60, 180 and 200 days, 2M first', () => {
    expect(TIMEFRAMES.map((t) => [t.id, t.days])).toEqual([['30D', 30], ['2M', 60], ['6M', 180], ['1YR', 200]]);
    expect(daysOf(DEFAULT_TIMEFRAME)).toBe(60);
  });
  it('draws candles without a colon and a line for pairs', () => {
    expect(defaultChartStyle('SPY')).toBe('candle');
    expect(defaultChartStyle('^VVIX:^VIX')).toBe('line');
    const candle = chartFigure(input());
    expect(candle.data[0]).toMatchObject({ type: 'candlestick' });
    expect((candle.data[0]!.x as string[]).length).toBe(60);
    const line = chartFigure(input({ style: 'line', days: 30 }));
    expect(line.data[0]).toMatchObject({ type: 'scatter', mode: 'lines' });
    expect((line.data[0]!.y as number[]).length).toBe(30);
  });
  it('draws the range as two lines over the window, high before low so the band fills between them', () => {
    const { data, layout } = chartFigure(input());
    const names = data.slice(1).map((t) => t.name);
    expect(names).toEqual(['Range High', 'Range Low']);
    expect(data[2]).toMatchObject({ fill: 'tonexty', y: [95, 95] });
    expect((data[1]!.x as string[])).toEqual([(data[0]!.x as string[])[0], (data[0]!.x as string[]).at(-1)]);
    expect(layout.showlegend).toBe(true);
    expect((layout.xaxis as { rangeslider: { visible: boolean } }).rangeslider.visible).toBe(false);
  });
  it('keeps weekends for crypto only', () => {
    expect((chartFigure(input()).layout.xaxis as Record<string, unknown>).rangebreaks).toBeDefined();
    expect((chartFigure(input({ everyDay: true })).layout.xaxis as Record<string, unknown>).rangebreaks).toBeUndefined();
  });
  it('uses the colour-blind palette for up and down', () => {
    expect(chartTheme(false, true).up).not.toBe(chartTheme(false, false).up);
  });
});

describe('the price chart figure: levels and edge cases', () => {
  const theme = chartTheme(false, false);

  it('leaves out levels without a finite value and orders range, long-term range and gamma', () => {
    const { data } = chartFigure(input({
      levels: [
        { name: 'Gamma flip', value: 101, kind: 'gamma' },
        { name: 'LT Low', value: 90, kind: 'ltLow' },
        { name: 'Range Low', value: 95, kind: 'rangeLow' },
        { name: 'LT High', value: Number.NaN, kind: 'ltHigh' },
        { name: 'Range High', value: 105, kind: 'rangeHigh' },
      ],
    }));
    expect(data.slice(1).map((t) => t.name)).toEqual(['Range High', 'Range Low', 'LT Low', 'Gamma flip']);
  });

  it('draws the long-term range dashed and the gamma level dotted, in their own colours', () => {
    const { data } = chartFigure(input({
      theme,
      levels: [{ name: 'LT High', value: 110, kind: 'ltHigh' }, { name: 'Gamma flip', value: 101, kind: 'gamma' }],
    }));
    expect(data[1]!.line).toMatchObject({ dash: 'dash', color: theme.longRange });
    expect(data[2]!.line).toMatchObject({ dash: 'dot', color: theme.gamma });
    expect(data[1]!.fill).toBeUndefined();
  });

  it('shades no band when only one range line is known', () => {
    const { data } = chartFigure(input({ levels: [{ name: 'Range Low', value: 95, kind: 'rangeLow' }, { name: 'Range High', value: null, kind: 'rangeHigh' }] }));
    expect(data).toHaveLength(2);
    expect(data[1]!.fill).toBeUndefined();
  });

  it('shows no legend without levels', () => {
    const { data, layout } = chartFigure(input({ levels: [] }));
    expect(data).toHaveLength(1);
    expect(layout.showlegend).toBe(false);
  });

  it('draws what there is when the history is shorter than the timeframe, and nothing for no candles', () => {
    expect((chartFigure(input({ candles: fixtureCandles(100, 20), days: 200 })).data[0]!.x as string[]).length).toBe(20);
    const empty = chartFigure(input({ candles: [] }));
    expect(empty.data[0]!.x).toEqual([]);
    expect(empty.data[1]!.x).toEqual([]);
  });

  it('takes the most recent candles and shows prices with the decimals of the ticker', () => {
    const candles = fixtureCandles(100, 100);
    const { data, layout } = chartFigure(input({ candles, days: 30, style: 'line', decimals: 3 }));
    expect(data[0]!.y).toEqual(candles.slice(-30).map((c) => c.close));
    expect(data[0]!.hovertemplate).toBe('%{y:.3f}');
    expect((layout.yaxis as { tickformat: string }).tickformat).toBe('.3f');
  });

  it('is lower in its compact form', () => {
    expect(chartFigure(input({ compact: true })).layout.height).toBeLessThan(chartFigure(input()).layout.height as number);
  });

  it('falls back to 2M for an unknown timeframe', () => {
    expect(daysOf('10Y' as never)).toBe(60);
  });
});
