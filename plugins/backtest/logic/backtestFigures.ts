/**
 * The plotly figures of the backtest page (document 4 sections 2.3 and 4): the equity chart (money
 * diffs / 10,000 of the strategy, the risk-adjusted strategy and the benchmark, with a marker per day
 * in the day's trade colour), the drawdown chart and the allocation pies. Plain data.
 */
import type { PlotFigure } from '../../tickerDetail';
import type { BacktestEntry } from '../../../contracts';
import { allocationSlices, displayDiffs, drawdowns, TRADE_DAY_COLOURS, tradeDayColour } from './backtestSeries';

export interface BacktestFigureTheme {
  text: string;
  grid: string;
  muted: string;
  /** strategy, risk-adjusted, benchmark */
  lines: readonly [string, string, string];
}

export interface BacktestLabels {
  simulation: string;
  simulationRA: string;
  benchmark: string;
  cash: string;
  equityTitle: string;
  drawdownTitle: string;
  allocationTitle: string;
}

const base = (theme: BacktestFigureTheme, title: string, height: number) => ({
  height, margin: { l: 52, r: 16, t: 32, b: 36 }, paper_bgcolor: 'rgba(0,0,0,0)', plot_bgcolor: 'rgba(0,0,0,0)',
  font: { color: theme.text, size: 12 }, title: { text: title, font: { size: 13 } },
  legend: { orientation: 'h', y: -0.15 },
});

export function equityFigure(entry: BacktestEntry, theme: BacktestFigureTheme, labels: BacktestLabels): PlotFigure {
  const b = entry.backtest;
  const sim = displayDiffs(b.simulationMoneyDiff);
  const ra = displayDiffs(b.simulationRAMoneyDiff);
  // A marker per day in the day's colour: trade days large, the gray days without a trade small and faint.
  const markers = (y: number[], trades: BacktestEntry['backtest']['tradesSim'], name: string) => {
    const colours = trades.map(tradeDayColour);
    return {
      type: 'scatter', mode: 'markers', name, x: b.date, y, showlegend: false, hoverinfo: 'skip',
      marker: {
        size: colours.map((c) => (c === 'gray' ? 3 : 8)),
        opacity: colours.map((c) => (c === 'gray' ? 0.35 : 1)),
        color: colours.map((c) => TRADE_DAY_COLOURS[c]),
      },
    };
  };
  const line = (y: number[], name: string, color: string) => ({
    type: 'scatter', mode: 'lines', name, x: b.date, y, line: { color, width: 2 }, hovertemplate: `${name}: %{y:.2f} %<extra></extra>`,
  });
  return {
    data: [
      line(sim, labels.simulation, theme.lines[0]),
      line(ra, labels.simulationRA, theme.lines[1]),
      line(displayDiffs(b.benchmarkMoneyDiff), labels.benchmark, theme.lines[2]),
      markers(sim, b.tradesSim, `${labels.simulation} trades`),
      markers(ra, b.tradesSimRA, `${labels.simulationRA} trades`),
    ],
    layout: {
      ...base(theme, labels.equityTitle, 320),
      xaxis: { gridcolor: theme.grid, type: 'date' },
      yaxis: { gridcolor: theme.grid, ticksuffix: ' %', zeroline: true, zerolinecolor: theme.muted },
    },
  };
}

export function drawdownFigure(entry: BacktestEntry, theme: BacktestFigureTheme, labels: BacktestLabels): PlotFigure {
  const b = entry.backtest;
  const area = (diffs: number[], name: string, color: string) => ({
    type: 'scatter', mode: 'lines', name, x: b.date, y: drawdowns(diffs, entry.initialCash), line: { color, width: 1.5 },
    hovertemplate: `${name}: %{y:.2f} %<extra></extra>`,
  });
  return {
    data: [
      area(b.simulationMoneyDiff, labels.simulation, theme.lines[0]),
      area(b.simulationRAMoneyDiff, labels.simulationRA, theme.lines[1]),
      area(b.benchmarkMoneyDiff, labels.benchmark, theme.lines[2]),
    ],
    layout: {
      ...base(theme, labels.drawdownTitle, 240),
      xaxis: { gridcolor: theme.grid, type: 'date' },
      yaxis: { gridcolor: theme.grid, ticksuffix: ' %', rangemode: 'nonpositive' },
    },
  };
}

export function allocationFigure(entry: BacktestEntry, theme: BacktestFigureTheme, labels: BacktestLabels): PlotFigure {
  const pie = (allocation: BacktestEntry['backtest']['simulationAllocationValue'], name: string, x: [number, number]) => {
    const slices = allocationSlices(allocation, labels.cash);
    return {
      type: 'pie', name, title: { text: name }, labels: slices.map((s) => s.label), values: slices.map((s) => s.value),
      domain: { x, y: [0, 1] }, hole: 0.35, textinfo: 'label+percent', sort: false,
    };
  };
  return {
    data: [
      pie(entry.backtest.simulationAllocationValue, labels.simulation, [0, 0.48]),
      pie(entry.backtest.simulationRAAllocationValue, labels.simulationRA, [0.52, 1]),
    ],
    layout: { ...base(theme, labels.allocationTitle, 300), showlegend: false },
  };
}
