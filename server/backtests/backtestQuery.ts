/**
 * The query parameters of /backtest-new and /backtestBuyAndHold, checked with clear 400 messages
 * (limits in product/backtestRules.ts). Tickers come comma- or space-separated, any case.
 */
import type { BacktestPriceHistory, BacktestStrategyId } from '../../contracts';
import { BACKTEST_STRATEGY_IDS } from '../../contracts';
import {
  BACKTEST_DEFAULT_BENCHMARK,
  BACKTEST_DEFAULT_WEEKS,
  BACKTEST_MAX_BENCHMARKS,
  BACKTEST_MAX_TICKERS,
  BACKTEST_MAX_WEEKS,
} from '../../product/backtestRules';
import { badRequest } from '../http/apiError';
import type { MarketDataSource } from '../market/source/marketDataSource';
import { priceHistory } from './backtestHistories';

export interface BacktestQuery {
  tickers?: string;
  benchmarkTickers?: string;
  weeks?: string;
  strategy?: string;
}

const param = { type: 'string', maxLength: 20_000 } as const;

/** Loose on purpose (the checks below give the messages), but for the strategy, which is one of the ids. */
export const backtestQuerySchema = {
  type: 'object',
  properties: { tickers: param, benchmarkTickers: param, weeks: { type: 'string', maxLength: 20 }, strategy: { type: 'string', enum: [...BACKTEST_STRATEGY_IDS] } },
} as const;

export function tickerList(raw: string | undefined): string[] {
  const seen = new Set<string>();
  for (const t of (raw ?? '').split(/[\s,]+/)) if (t) seen.add(t.toUpperCase());
  return [...seen];
}

export function parseWeeks(raw: string | undefined): number {
  if (raw === undefined || raw === '') return BACKTEST_DEFAULT_WEEKS;
  const weeks = Number(raw);
  if (!/^\d+$/.test(raw.trim()) || !Number.isInteger(weeks) || weeks < 1 || weeks > BACKTEST_MAX_WEEKS) {
    throw badRequest(`weeks must be a whole number from 1 to ${BACKTEST_MAX_WEEKS}.`, 'BACKTEST_BAD_WEEKS');
  }
  return weeks;
}

export function parseStrategy(raw: string | undefined): BacktestStrategyId {
  if (raw === undefined || raw === '') return 'rangeReversion';
  const found = BACKTEST_STRATEGY_IDS.find((id) => id === raw);
  if (!found) throw badRequest(`Unknown strategy ${raw}. Use one of ${BACKTEST_STRATEGY_IDS.join(', ')}.`, 'BACKTEST_BAD_STRATEGY');
  return found;
}

/** The histories of the tickers; 400 for none, too many or an unknown one. */
export function histories(source: MarketDataSource, at: Date, tickers: readonly string[], what: string, max: number): BacktestPriceHistory[] {
  if (tickers.length === 0) throw badRequest(`${what} is required: give at least one ticker.`, 'BACKTEST_NO_TICKERS');
  if (tickers.length > max) throw badRequest(`At most ${max} ${what} per backtest (got ${tickers.length}).`, 'BACKTEST_TOO_MANY_TICKERS');
  const out: BacktestPriceHistory[] = [];
  const unknown: string[] = [];
  for (const t of tickers) {
    const h = priceHistory(source, t, at);
    if (h) out.push(h);
    else unknown.push(t);
  }
  if (unknown.length > 0) throw badRequest(`Unknown ticker${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}.`, 'BACKTEST_UNKNOWN_TICKER');
  return out;
}

export function assetHistories(source: MarketDataSource, at: Date, raw: string | undefined): BacktestPriceHistory[] {
  return histories(source, at, tickerList(raw), 'tickers', BACKTEST_MAX_TICKERS);
}

export function benchmarkHistories(source: MarketDataSource, at: Date, raw: string | undefined): BacktestPriceHistory[] {
  const list = raw === undefined ? [...BACKTEST_DEFAULT_BENCHMARK] : tickerList(raw);
  return histories(source, at, list, 'benchmarkTickers', BACKTEST_MAX_BENCHMARKS);
}
