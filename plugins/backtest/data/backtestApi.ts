/**
 * The backtest page's calls on the engine's data provider (contracts/backtests.ts). The model
 * portfolios change once per snapshot: kept 10 minutes in the browser. Only a lost session goes to
 * the error catalogue; every other failure is shown by the page ("Error: {reason}").
 */
import { defineDataMethods, type DataProvider } from '../../../engine/data';
import { sessionOnly } from '../../summary';
import type { BacktestConfigAnswer, BacktestEntry } from '../../../contracts';

export const BACKTEST_CLIENT_CACHE_MS = 10 * 60_000;

export interface BacktestApi {
  /** GET /getBacktests: the model portfolios. */
  backtests(): Promise<BacktestEntry[]>;
  /** GET /getBacktestConfig: limits, defaults, the model portfolios' composition. */
  config(): Promise<BacktestConfigAnswer>;
}

const cache = { maxAgeMs: BACKTEST_CLIENT_CACHE_MS };

export const backtestMethods = defineDataMethods('backtest', (data: DataProvider): BacktestApi => ({
  backtests: () => data.request<BacktestEntry[]>('/getBacktests', { cache, reportError: sessionOnly }),
  config: () => data.request<BacktestConfigAnswer>('/getBacktestConfig', { cache, reportError: sessionOnly }),
}));
