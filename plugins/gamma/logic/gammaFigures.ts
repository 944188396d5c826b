/**
 * The three gamma charts as plain plotly figures (tested without plotly): total gamma per strike,
 * call and put gamma per strike (strikes within 90–110 % of the spot), and the gamma profile
 * (total, without the next expiry, without the next monthly expiry) trimmed around the key levels.
 * Each draws the key levels as vertical lines in their colours, labelled with name and value.
 */
import type { PlotFigure } from '../../tickerDetail';
import type { GammaReportData, GammaStrikeRow } from '../../../contracts';
import {
  gammaScale, keyLevelColours, keyLevels, profileWindow, scaled, strikesNearSpot, type ChartSize, type GammaScale, type KeyLevelKind,
} from './chartLayout';

export interface GammaFigureTheme {
  dark: boolean;
  text: string;
  grid: string;
}

export interface GammaFigureNames {
  /** The key levels' names (translated by the caller). */
  levels: Record<KeyLevelKind, string>;
  totalGamma: string;
  callGamma: string;
  putGamma: string;
  profile: string;
  profileExNext: string;
  profileExFri: string;
  strike: string;
  spotLevel: string;
  /** The y axis' title for a scale (billions per 1 % move, or dollars per 1 % move). */
  axis: (scale: GammaScale) => string;
}

export interface GammaFigureInput {
  report: GammaReportData;
  rows: readonly GammaStrikeRow[];
  names: GammaFigureNames;
  theme: GammaFigureTheme;
  size: ChartSize;
  /** Decimals of the level labels. */
  decimals: number;
}

/** The vertical distance between two key-level labels, as a share of the plot's height. */
const LABEL_STEP = 0.075;

function keyLevelShapes(input: GammaFigureInput, xFrom: number, xTo: number) {
  const colours = keyLevelColours(input.theme.dark);
  const shown = keyLevels(input.report).filter((k) => k.value >= xFrom && k.value <= xTo);
  const shapes = shown.map((k) => ({
    type: 'line', xref: 'x', yref: 'paper', x0: k.value, x1: k.value, y0: 0, y1: 1,
    line: { color: colours[k.kind], width: k.kind === 'spot' ? 1.5 : 2, dash: k.kind === 'spot' ? 'dot' : 'solid' },
  }));
  // Each label on its own height, starting at its line: levels close together (a wall at the spot) stay readable.
  const annotations = shown.map((k, i) => ({
    x: k.value, xref: 'x', xanchor: 'left', y: 1 - LABEL_STEP * i, yref: 'paper', yanchor: 'bottom', showarrow: false,
    text: `${input.names.levels[k.kind]} ${k.value.toFixed(input.decimals)}`, font: { color: colours[k.kind], size: 11 },
    bgcolor: input.theme.dark ? 'rgba(0,0,0,0.55)' : 'rgba(255,255,255,0.75)',
  }));
  return { shapes, annotations };
}

function layoutOf(input: GammaFigureInput, scale: GammaScale, xTitle: string, xFrom: number, xTo: number, extra: Record<string, unknown> = {}) {
  const { shapes, annotations } = keyLevelShapes(input, xFrom, xTo);
  return {
    width: input.size.width, height: input.size.height, autosize: false,
    margin: { l: 64, r: 16, t: 36, b: 48 }, paper_bgcolor: 'rgba(0,0,0,0)', plot_bgcolor: 'rgba(0,0,0,0)',
    font: { color: input.theme.text, size: 12 }, legend: { orientation: 'h', y: -0.18 },
    xaxis: { title: { text: xTitle }, gridcolor: input.theme.grid, range: [xFrom, xTo] },
    yaxis: { title: { text: input.names.axis(scale) }, gridcolor: input.theme.grid, zeroline: true, zerolinecolor: input.theme.grid },
    shapes, annotations, ...extra,
  };
}

const bounds = (x: readonly number[]): [number, number] => (x.length ? [x[0]!, x[x.length - 1]!] : [0, 1]);
/** Half a strike step of room at each end, so the outer bars are whole. */
function barRange(x: readonly number[]): [number, number] {
  const [from, to] = bounds(x);
  const step = x.length > 1 ? (to - from) / (x.length - 1) : 1;
  return [from - step / 2, to + step / 2];
}

/** Total gamma per strike near the spot. */
export function totalGammaFigure(input: GammaFigureInput): PlotFigure {
  const rows = strikesNearSpot(input.rows, input.report.quote.current_price);
  const x = rows.map((r) => r.strike_price);
  const scale = gammaScale(rows.map((r) => r.total_gamma));
  const colours = keyLevelColours(input.theme.dark);
  const y = scaled(rows.map((r) => r.total_gamma), scale);
  const [from, to] = barRange(x);
  return {
    data: [{
      type: 'bar', name: input.names.totalGamma, x, y,
      marker: { color: y.map((v) => (v >= 0 ? colours.callWall : colours.putWall)) },
      hovertemplate: `${input.names.strike} %{x}: %{y:.3f}<extra></extra>`,
    }],
    layout: layoutOf(input, scale, input.names.strike, from, to, { showlegend: false }),
  };
}

/** Call gamma above and put gamma below the axis, per strike near the spot. */
export function putCallFigure(input: GammaFigureInput): PlotFigure {
  const rows = strikesNearSpot(input.rows, input.report.quote.current_price);
  const x = rows.map((r) => r.strike_price);
  const scale = gammaScale(rows.flatMap((r) => [r.GEX_call, r.GEX_put]));
  const colours = keyLevelColours(input.theme.dark);
  const bar = (name: string, values: number[], color: string) => ({
    type: 'bar', name, x, y: scaled(values, scale), marker: { color }, hovertemplate: `${name} %{x}: %{y:.3f}<extra></extra>`,
  });
  const [from, to] = barRange(x);
  return {
    data: [bar(input.names.callGamma, rows.map((r) => r.GEX_call), colours.callWall), bar(input.names.putGamma, rows.map((r) => r.GEX_put), colours.putWall)],
    layout: layoutOf(input, scale, input.names.strike, from, to, { barmode: 'relative' }),
  };
}

/** The profile over the hypothetical spot levels, trimmed to the key levels with 3 levels of padding. */
export function profileFigure(input: GammaFigureInput): PlotFigure {
  const { report } = input;
  const [from, to] = profileWindow(report.levels, keyLevels(report).map((k) => k.value));
  const x = report.levels.slice(from, to + 1);
  const series = [
    { name: input.names.profile, values: report.totalGamma, dash: 'solid', width: 2.5 },
    { name: input.names.profileExNext, values: report.totalGammaExNext, dash: 'dash', width: 1.5 },
    { name: input.names.profileExFri, values: report.totalGammaExFri, dash: 'dot', width: 1.5 },
  ];
  const scale = gammaScale(series.flatMap((s) => s.values.slice(from, to + 1)));
  const [xFrom, xTo] = bounds(x);
  return {
    data: series.map((s) => ({
      type: 'scatter', mode: 'lines', name: s.name, x, y: scaled(s.values.slice(from, to + 1), scale),
      line: { color: input.theme.text, dash: s.dash, width: s.width }, hovertemplate: `${s.name} %{x:.2f}: %{y:.3f}<extra></extra>`,
    })),
    layout: layoutOf(input, scale, input.names.spotLevel, xFrom, xTo),
  };
}
