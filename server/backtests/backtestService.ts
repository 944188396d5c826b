/**
 * The model portfolios' backtests (product/backtestRules.ts MODEL_PORTFOLIOS), computed in the
 * background after every published snapshot and kept until the next one is done, like the track
 * record (server/trackRecord). A request only reads the kept answer. One portfolio at a time, yielding
 * to the event loop in between; a newer snapshot abandons the computation of an older one.
 */
import type { FastifyInstance } from 'fastify';
import type { BacktestEntry } from '../../contracts';
import {
  BACKTEST_INITIAL_CASH,
  BACKTEST_TIME_HORIZON_WEEKS,
  BACKTEST_TRANSACTION_COST_BPS,
  MODEL_PORTFOLIOS,
  type ModelPortfolio,
} from '../../product/backtestRules';
import { runBacktest } from '../market/backtest';
import type { MarketSnapshot } from '../market/marketService';
import type { MarketDataSource } from '../market/source/marketDataSource';
import { backtestEntry } from './backtestEntry';
import { priceHistory } from './backtestHistories';
import { pause, SnapshotFollower } from '../market/snapshotFollower';


export interface ModelBacktests {
  snapshotVersion: number;
  asOfDate: string;
  entries: BacktestEntry[];
}

/** One model portfolio over the time horizon, as of `at` (the tickers the source lacks are left out). */
export function modelPortfolioEntry(source: MarketDataSource, portfolio: ModelPortfolio, at: Date): BacktestEntry {
  const present = (tickers: readonly string[]) => tickers.flatMap((t) => priceHistory(source, t, at) ?? []);
  const tickers = present(portfolio.assets);
  const benchmarks = present(portfolio.benchmark);
  const result = runBacktest({
    tickers,
    benchmarks,
    strategy: portfolio.strategy,
    period: { weeks: BACKTEST_TIME_HORIZON_WEEKS },
    transactionCostBps: BACKTEST_TRANSACTION_COST_BPS,
    initialCash: BACKTEST_INITIAL_CASH,
  });
  return backtestEntry(
    {
      portfolio: portfolio.id,
      timeHorizon: BACKTEST_TIME_HORIZON_WEEKS,
      assets: tickers.map((t) => t.ticker),
      benchmark: benchmarks.map((b) => b.ticker),
      transactionCostBps: BACKTEST_TRANSACTION_COST_BPS,
    },
    result,
  );
}

export async function computeModelBacktests(
  source: MarketDataSource,
  snapshot: MarketSnapshot,
  stale: () => boolean = () => false,
): Promise<ModelBacktests | null> {
  const at = new Date(snapshot.at);
  const entries: BacktestEntry[] = [];
  for (const portfolio of MODEL_PORTFOLIOS) {
    await pause();
    if (stale()) return null;
    entries.push(modelPortfolioEntry(source, portfolio, at));
  }
  return { snapshotVersion: snapshot.version, asOfDate: snapshot.asOf, entries };
}

/** The model backtests of the latest snapshot, recomputed in the background after each one. */
export type BacktestService = SnapshotFollower<ModelBacktests>;

const services = new WeakMap<object, BacktestService>();

/** The app's one service (main.ts starts it at server start; the routes start it on first use too). */
export function backtestServiceOf(app: FastifyInstance): BacktestService {
  let service = services.get(app.deps);
  if (!service) services.set(app.deps, (service = new SnapshotFollower(app.deps.market, (snapshot, stale) => computeModelBacktests(app.deps.market!.source, snapshot, stale), app.log, 'model backtests')));
  return service;
}
