/**
 * What other plugins and the shell use of the ticker detail page: its address (`detailPath`, the
 * `?list=` parameter) and the search rules that lead to it (tickers, ISINs). Screens and plugins
 * import these from here, never from the files below.
 */
import { lazy } from 'react';
export { DEFAULT_DETAIL_TAB, SELECTED_LIST_PARAM, detailPath, isIsin, normaliseSearch, resolveIsin, searchTarget, type SearchTarget } from './search/tickerSearch';
/** The detail page's plotly wrapper, loaded with its chunk only when drawn (other plugins' charts reuse it). */
export const LazyPlotlyPlot = lazy(() => import('./chart/PlotlyPlot'));
export type { PlotFigure } from './chart/chartFigure';
export { chartTheme } from './chart/chartTheme';
