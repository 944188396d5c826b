/**
 * The price chart's figure (plotly data and layout), built without plotly so that it is tested
 * as plain data: the last `days` candles as candles or a close line, the short-term range as two
 * horizontal lines with the band between them shaded, and for Premium users the long-term range
 * and the gamma levels.
 */
import type { Candle } from '../../../contracts';

/** Timeframes of the range selector (document 2 section 9): 30D, 2M, 6M, 1YR; default 2M. */
export const TIMEFRAMES = [
  { id: '30D', days: 30 },
  { id: '2M', days: 60 },
  { id: '6M', days: 180 },
  { id: '1YR', days: 200 },
] as const;
export type TimeframeId = (typeof TIMEFRAMES)[number]['id'];
export const DEFAULT_TIMEFRAME: TimeframeId = '2M';

export type ChartStyle = 'candle' | 'line';

/** Candles for tickers without a colon, a line for pairs (`^VVIX:^VIX`). */
export function defaultChartStyle(ticker: string): ChartStyle {
  return ticker.includes(':') ? 'line' : 'candle';
}

export function daysOf(timeframe: TimeframeId): number {
  return TIMEFRAMES.find((t) => t.id === timeframe)?.days ?? 60;
}

export interface ChartLevel {
  /** The legend's text (translated by the caller). */
  name: string;
  value: number | null;
  kind: 'rangeHigh' | 'rangeLow' | 'ltHigh' | 'ltLow' | 'gamma';
}

export interface ChartTheme {
  text: string;
  muted: string;
  grid: string;
  up: string;
  down: string;
  line: string;
  range: string;
  longRange: string;
  gamma: string;
}

export interface ChartInput {
  candles: readonly Candle[];
  days: number;
  style: ChartStyle;
  levels: readonly ChartLevel[];
  theme: ChartTheme;
  /** The price axis' name (the close line's legend). */
  priceName: string;
  /** Crypto trades every day: no weekend gaps to hide. */
  everyDay: boolean;
  /** Decimals of the hover values. */
  decimals: number;
  compact?: boolean;
}

/** A loosely typed plotly trace / layout: plotly's own types are not part of the bundle. */
export type PlotTrace = Record<string, unknown>;
export interface PlotFigure {
  data: PlotTrace[];
  layout: Record<string, unknown>;
}

const LEVEL_STYLE: Record<ChartLevel['kind'], { dash: string; width: number; color: keyof ChartTheme }> = {
  rangeHigh: { dash: 'solid', width: 1.6, color: 'range' },
  rangeLow: { dash: 'solid', width: 1.6, color: 'range' },
  ltHigh: { dash: 'dash', width: 1.2, color: 'longRange' },
  ltLow: { dash: 'dash', width: 1.2, color: 'longRange' },
  gamma: { dash: 'dot', width: 1.2, color: 'gamma' },
};

const KIND_ORDER: Record<ChartLevel['kind'], number> = { rangeHigh: 0, rangeLow: 1, ltHigh: 2, ltLow: 3, gamma: 4 };

export function chartFigure(input: ChartInput): PlotFigure {
  const candles = input.candles.slice(-input.days);
  const x = candles.map((c) => c.date);
  const { theme } = input;
  const hover = `%{y:.${input.decimals}f}`;
  const price: PlotTrace = input.style === 'candle'
    ? {
        type: 'candlestick', name: input.priceName, x,
        open: candles.map((c) => c.open), high: candles.map((c) => c.high), low: candles.map((c) => c.low), close: candles.map((c) => c.close),
        increasing: { line: { color: theme.up, width: 1 }, fillcolor: theme.up },
        decreasing: { line: { color: theme.down, width: 1 }, fillcolor: theme.down },
        showlegend: false,
      }
    : { type: 'scatter', mode: 'lines', name: input.priceName, x, y: candles.map((c) => c.close), line: { color: theme.line, width: 2 }, hovertemplate: hover, showlegend: false };
  const ends = x.length ? [x[0], x[x.length - 1]] : [];
  // Fill 'tonexty' fills towards the trace before it: the high line must precede the low one.
  const levels = input.levels
    .filter((l): l is ChartLevel & { value: number } => typeof l.value === 'number' && Number.isFinite(l.value))
    .sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind]);
  const levelTraces: PlotTrace[] = levels.map((level) => {
    const style = LEVEL_STYLE[level.kind];
    const trace: PlotTrace = {
      type: 'scatter', mode: 'lines', name: level.name, x: ends, y: ends.map(() => level.value),
      line: { color: theme[style.color], dash: style.dash, width: style.width }, hovertemplate: `${level.name}: ${hover}<extra></extra>`,
    };
    // The band between the range lines, drawn by filling the low line up to the high one.
    if (level.kind === 'rangeLow' && levels.some((l) => l.kind === 'rangeHigh')) {
      Object.assign(trace, { fill: 'tonexty', fillcolor: `${theme.range}1f` });
    }
    return trace;
  });
  return {
    data: [price, ...levelTraces],
    layout: {
      autosize: true,
      height: input.compact ? 280 : 380,
      margin: { l: 8, r: 56, t: 8, b: 28 },
      paper_bgcolor: 'rgba(0,0,0,0)',
      plot_bgcolor: 'rgba(0,0,0,0)',
      font: { color: theme.text, size: 11, family: 'Inter, system-ui, sans-serif' },
      hovermode: 'x unified',
      dragmode: false,
      showlegend: levelTraces.length > 0,
      legend: { orientation: 'h', x: 0, y: -0.12, font: { color: theme.muted, size: 11 } },
      xaxis: {
        type: 'date', rangeslider: { visible: false }, gridcolor: theme.grid, linecolor: theme.grid, tickfont: { color: theme.muted },
        ...(input.everyDay ? {} : { rangebreaks: [{ bounds: ['sat', 'mon'] }] }),
      },
      yaxis: { side: 'right', gridcolor: theme.grid, zeroline: false, tickfont: { color: theme.muted }, tickformat: `.${input.decimals}f` },
    },
  };
}
