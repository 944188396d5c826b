/**
 * The plotly figure of one CFTC row (document 4 section 2.4: positioning over two years): the
 * weekly net position in thousands of contracts as a line, zero marked. Built as plain data.
 */
import type { CftcDataRow } from '../../../contracts';

export interface CftcFigureTheme {
  text: string;
  grid: string;
  line: string;
  muted: string;
}

export function cftcFigure(rows: readonly CftcDataRow[], title: string, theme: CftcFigureTheme) {
  return {
    data: [{
      type: 'scatter', mode: 'lines', name: title, x: rows.map((r) => r.Date), y: rows.map((r) => r['Latest positioning'] / 1000),
      line: { color: theme.line, width: 2 }, hovertemplate: '%{x}: %{y:.2f}k<extra></extra>',
    }],
    layout: {
      height: 260, margin: { l: 56, r: 16, t: 28, b: 36 }, showlegend: false, paper_bgcolor: 'rgba(0,0,0,0)', plot_bgcolor: 'rgba(0,0,0,0)',
      font: { color: theme.text, size: 12 }, title: { text: title, font: { size: 13 } },
      xaxis: { gridcolor: theme.grid, type: 'date' },
      yaxis: { gridcolor: theme.grid, zeroline: true, zerolinecolor: theme.muted, ticksuffix: 'k' },
    },
  };
}
