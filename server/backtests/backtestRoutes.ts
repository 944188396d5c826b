/**
 * The backtest calls (issue 23 scope 3; contracts/backtests.ts). All need a session with the
 * DEV_ONLY module (product/backtestRules.ts BACKTEST_PERMISSION: the page is a developers' page,
 * document 4 section 2.3; 401 without a session, 403 without the module) and answer 503 until the
 * first market snapshot.
 * - GET /getBacktests → BacktestEntry[]: the model portfolios over 400 weeks, computed after every
 *   snapshot (backtestService.ts); 503 BACKTESTS_LOADING while the first computation runs.
 * - GET /backtest-new?tickers&benchmarkTickers&weeks&strategy → BacktestEntry (weeks 12, SPY and
 *   rangeReversion by default); kept per snapshot version and query in a small LRU.
 * - GET /getBacktestConfig → BacktestConfigAnswer
 * - GET /backtestBuyAndHold?tickers&weeks → BuyAndHoldAnswer
 * Bad parameters answer 400 with a message (backtestQuery.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { BacktestConfigAnswer, BacktestEntry, BuyAndHoldAnswer } from '../../contracts';
import { BACKTEST_STRATEGY_IDS } from '../../contracts';
import {
  BACKTEST_DEFAULT_BENCHMARK,
  BACKTEST_DEFAULT_WEEKS,
  BACKTEST_INITIAL_CASH,
  BACKTEST_MAX_TICKERS,
  BACKTEST_MAX_WEEKS,
  BACKTEST_PERMISSION,
  BACKTEST_TIME_HORIZON_WEEKS,
  BACKTEST_TRANSACTION_COST_BPS,
  MODEL_PORTFOLIOS,
} from '../../product/backtestRules';
import { requireMarket } from '../assets/marketAccess';
import { ApiError } from '../http/apiError';
import { DEFAULT_BACKTEST_PARAMETERS, runBacktest } from '../market/backtest';
import { LruCache } from '../market/simulation/lruCache';
import { backtestEntry } from './backtestEntry';
import { assetHistories, backtestQuerySchema, benchmarkHistories, parseStrategy, parseWeeks, type BacktestQuery } from './backtestQuery';
import { backtestServiceOf } from './backtestService';
import { buyAndHoldAnswer } from './buyAndHoldAnswer';

export const BACKTESTS_LOADING = 'BACKTESTS_LOADING';
const CACHE_ENTRIES = 30;

export async function backtestRoutes(app: FastifyInstance): Promise<void> {
  const service = backtestServiceOf(app);
  app.addHook('onClose', async () => service.stop());
  const cache = new LruCache<string, BacktestEntry>(CACHE_ENTRIES);
  const dev = { permission: BACKTEST_PERMISSION };
  const schema = { querystring: backtestQuerySchema };

  app.get('/getBacktests', { config: dev }, async (): Promise<BacktestEntry[]> => {
    service.start();
    requireMarket(app);
    const answer = service.answer();
    if (!answer) throw new ApiError(503, 'The model backtests are being computed. Please try again in a moment.', BACKTESTS_LOADING);
    return answer.entries;
  });

  app.get('/getBacktestConfig', { config: dev }, async (): Promise<BacktestConfigAnswer> => ({
    timeHorizonWeeks: BACKTEST_TIME_HORIZON_WEEKS,
    defaultWeeks: BACKTEST_DEFAULT_WEEKS,
    maxWeeks: BACKTEST_MAX_WEEKS,
    maxTickers: BACKTEST_MAX_TICKERS,
    defaultBenchmark: [...BACKTEST_DEFAULT_BENCHMARK],
    transactionCostBps: BACKTEST_TRANSACTION_COST_BPS,
    initialCash: BACKTEST_INITIAL_CASH,
    strategies: BACKTEST_STRATEGY_IDS,
    parameters: DEFAULT_BACKTEST_PARAMETERS,
    portfolios: MODEL_PORTFOLIOS.map((p) => ({ id: p.id, strategy: p.strategy, assets: [...p.assets], benchmark: [...p.benchmark] })),
  }));

  app.get<{ Querystring: BacktestQuery }>('/backtest-new', { config: dev, schema }, async (req): Promise<BacktestEntry> => {
    const weeks = parseWeeks(req.query.weeks);
    const strategy = parseStrategy(req.query.strategy);
    const { snapshot, source } = requireMarket(app);
    const at = new Date(snapshot.at);
    const tickers = assetHistories(source, at, req.query.tickers);
    const benchmarks = benchmarkHistories(source, at, req.query.benchmarkTickers);
    const key = [snapshot.version, strategy, weeks, tickers.map((t) => t.ticker).join(','), benchmarks.map((b) => b.ticker).join(',')].join('|');
    const hit = cache.get(key);
    if (hit) return hit;
    const result = runBacktest({
      tickers,
      benchmarks,
      strategy,
      period: { weeks },
      transactionCostBps: BACKTEST_TRANSACTION_COST_BPS,
      initialCash: BACKTEST_INITIAL_CASH,
    });
    const entry = backtestEntry(
      { portfolio: 'custom', timeHorizon: weeks, assets: tickers.map((t) => t.ticker), benchmark: benchmarks.map((b) => b.ticker), transactionCostBps: BACKTEST_TRANSACTION_COST_BPS },
      result,
    );
    cache.set(key, entry);
    return entry;
  });

  app.get<{ Querystring: BacktestQuery }>('/backtestBuyAndHold', { config: dev, schema }, async (req): Promise<BuyAndHoldAnswer> => {
    const weeks = parseWeeks(req.query.weeks);
    const { snapshot, source } = requireMarket(app);
    const tickers = assetHistories(source, new Date(snapshot.at), req.query.tickers);
    return buyAndHoldAnswer(tickers, weeks, BACKTEST_INITIAL_CASH);
  });
}
