/**
 * The plotly figures of Quant-Studio as plain data: the equity curves (one run and its benchmark,
 * or two runs overlaid with their benchmarks dotted) and the drawdowns below their peaks, in percent.
 */
import type { PlotFigure } from '../../tickerDetail';

export interface CurveTheme {
  text: string;
  grid: string;
  muted: string;
  line: string;
  range: string;
  down: string;
}

export interface Curve {
  name: string;
  dates: readonly string[];
  values: readonly number[];
  /** The second run's colour, a benchmark's dotted line. */
  role: 'first' | 'second' | 'benchmark' | 'secondBenchmark';
}

const COLOUR: Record<Curve['role'], keyof CurveTheme> = { first: 'line', second: 'range', benchmark: 'muted', secondBenchmark: 'range' };

function layout(theme: CurveTheme, title: string, suffix: string) {
  return {
    height: 300, margin: { l: 56, r: 16, t: 32, b: 36 }, paper_bgcolor: 'rgba(0,0,0,0)', plot_bgcolor: 'rgba(0,0,0,0)',
    font: { color: theme.text, size: 12 }, title: { text: title, font: { size: 13 } }, showlegend: true,
    legend: { orientation: 'h', y: -0.15 }, xaxis: { gridcolor: theme.grid, type: 'date' },
    yaxis: { gridcolor: theme.grid, ticksuffix: suffix, zeroline: true, zerolinecolor: theme.muted },
  };
}

function trace(curve: Curve, theme: CurveTheme, scale: (v: number) => number, hover: string) {
  const dotted = curve.role === 'benchmark' || curve.role === 'secondBenchmark';
  return {
    type: 'scatter', mode: 'lines', name: curve.name, x: [...curve.dates], y: curve.values.map(scale),
    line: { color: theme[COLOUR[curve.role]], width: dotted ? 1.4 : 2, dash: dotted ? 'dot' : 'solid' }, hovertemplate: hover,
  };
}

/** Growth of 1 as a percent change from the start (1.25 → +25 %). */
export function equityFigure(curves: readonly Curve[], title: string, theme: CurveTheme): PlotFigure {
  return {
    data: curves.map((c) => trace(c, theme, (v) => (v - 1) * 100, '%{x}: %{y:.2f}%<extra>%{fullData.name}</extra>')),
    layout: layout(theme, title, '%'),
  };
}

/** Drawdowns drawn below zero (0.25 → −25 %). */
export function drawdownFigure(curves: readonly Curve[], title: string, theme: CurveTheme): PlotFigure {
  return {
    data: curves.map((c) => ({
      ...trace(c, theme, (v) => -v * 100, '%{x}: %{y:.2f}%<extra>%{fullData.name}</extra>'),
      ...(c.role === 'first' ? { fill: 'tozeroy' } : {}),
    })),
    layout: layout(theme, title, '%'),
  };
}
