/**
 * The small IV-vs-RV chart of one volatility group, as plain plotly data (tested without plotly):
 * per ticker grouped bars of the 20- and 60-session realised volatility and, for premium members,
 * the implied volatility, in percent. Tickers without a value leave a gap.
 */
import { cryptoDisplay } from '../../../product/priceDecimals';
import type { VolatilityRow } from '../../../contracts';

export interface VolFigureTheme {
  text: string;
  grid: string;
  line: string;
  range: string;
  longRange: string;
}

export interface VolFigureNames {
  rv20: string;
  rv60: string;
  iv: string;
}

const pct = (v: number | null): number | null => (v === null ? null : Math.round(v * 10_000) / 100);

export function volFigure(rows: readonly VolatilityRow[], ivIncluded: boolean, names: VolFigureNames, theme: VolFigureTheme) {
  const x = rows.map((r) => cryptoDisplay(r.ticker));
  const bar = (name: string, values: (number | null)[], color: string) => ({
    type: 'bar', name, x, y: values, marker: { color }, hovertemplate: `%{x} ${name}: %{y:.2f}%<extra></extra>`,
  });
  const data = [
    bar(names.rv20, rows.map((r) => pct(r.rv20)), theme.line),
    bar(names.rv60, rows.map((r) => pct(r.rv60)), theme.longRange),
    ...(ivIncluded ? [bar(names.iv, rows.map((r) => pct(r.iv)), theme.range)] : []),
  ];
  return {
    data,
    layout: {
      height: 200, margin: { l: 40, r: 8, t: 8, b: 40 }, barmode: 'group', paper_bgcolor: 'rgba(0,0,0,0)', plot_bgcolor: 'rgba(0,0,0,0)',
      font: { color: theme.text, size: 11 }, legend: { orientation: 'h', y: -0.25 },
      xaxis: { gridcolor: theme.grid, type: 'category' },
      yaxis: { gridcolor: theme.grid, ticksuffix: '%', rangemode: 'tozero' },
    },
  };
}
