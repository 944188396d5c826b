/** What other plugins use of the backtest page: its calls. Import from here only. */
export { backtestMethods, type BacktestApi } from './data/backtestApi';
