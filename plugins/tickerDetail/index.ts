/**
 * What other plugins and the shell use of the ticker detail page: its address (`detailPath`, the
 * `?list=` parameter) and the search rules that lead to it (tickers, ISINs). Screens and plugins
 * import these from here, never from the files below.
 */
export { DEFAULT_DETAIL_TAB, SELECTED_LIST_PARAM, detailPath, isIsin, normaliseSearch, resolveIsin, searchTarget, type SearchTarget } from './search/tickerSearch';
