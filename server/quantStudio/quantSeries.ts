/**
 * A backtest engine result (runBacktest, server/market/backtest) as Quant-Studio shows it
 * (contracts QuantRunSeries): the strategy's equity and the benchmark from 1, the drawdowns, the
 * invested share, the trades with the position's weights and the round trips' returns, and the
 * statistics (statistics.ts; docs/methodology.md "Quant-Studio statistics"). Pure.
 */
import type { BacktestPortfolioSeries, BacktestResult, QuantRunSeries, QuantTrade } from '../../contracts';
import { computeStatistics, drawdownSeries } from './statistics';

export interface QuantSeriesOptions {
  /** The run's costs (the engine paid them from cash; here they tell the capital before a day's trades). */
  costBps: number;
  periodsPerYear: number;
  riskFreeRate: number;
  maxTradesListed: number;
}

const round = (v: number, digits = 8): number => Number(v.toFixed(digits));

/**
 * A sale leaving less than this share of the shares held closed the position: the engine sells all of
 * it, and shares = amount / price leaves only a rounding rest.
 */
const CLOSED_REST = 1e-9;

/** `portfolio` is the simulation shown (result.simulation, or result.simulationRA for volatility sizing). */
export function quantSeries(result: BacktestResult, portfolio: BacktestPortfolioSeries, options: QuantSeriesOptions): QuantRunSeries {
  const { dates, initialCash } = result;
  const rate = options.costBps / 10_000;
  const equity = portfolio.equity.map((e) => e / initialCash);
  const exposure = portfolio.equity.map((e, j) => (e > 0 ? Math.min(1, Math.max(0, 1 - portfolio.cash[j]! / e)) : 0));
  const shares = new Map<string, number>();
  /** Per open position: what its purchases cost and its sales brought so far, costs included. */
  const outlay = new Map<string, number>();
  const proceeds = new Map<string, number>();
  const tradedWeight: number[] = [];
  const tradeReturns: number[] = [];
  const trades: QuantTrade[] = [];
  let tradeCount = 0;
  for (let j = 0; j < portfolio.trades.length; j++) {
    const today = portfolio.trades[j]!;
    if (today.length === 0) continue;
    let traded = 0;
    for (const t of today) traded += t.amount;
    // Trading swaps cash for shares at the close; only the costs leave: the capital before the trades.
    const capital = portfolio.equity[j]! + traded * rate;
    tradedWeight.push(traded / capital);
    for (const t of today) {
      tradeCount++;
      const before = shares.get(t.ticker) ?? 0;
      let after: number;
      let tradeReturn: number | null = null;
      if (t.type === 'buy') {
        after = before + t.amount / t.price;
        outlay.set(t.ticker, (outlay.get(t.ticker) ?? 0) + t.amount * (1 + rate));
      } else {
        after = before - t.amount / t.price;
        const received = (proceeds.get(t.ticker) ?? 0) + t.amount * (1 - rate);
        if (after <= before * CLOSED_REST) {
          after = 0;
          tradeReturn = received / outlay.get(t.ticker)! - 1;
          tradeReturns.push(tradeReturn);
          outlay.delete(t.ticker);
          proceeds.delete(t.ticker);
        } else {
          proceeds.set(t.ticker, received);
        }
      }
      shares.set(t.ticker, after);
      trades.push({
        date: dates[j]!, ticker: t.ticker, side: t.type, weightBefore: round((before * t.price) / capital), weightAfter: round((after * t.price) / capital),
        price: t.price, tradeReturn: tradeReturn === null ? null : round(tradeReturn),
      });
    }
  }
  const base = result.benchmark[0]!;
  // From 1 at the first close: the benchmark's single purchase cost only scales it.
  const benchmarkEquity = result.benchmark.map((v) => v / base);
  const common = { periodsPerYear: options.periodsPerYear, riskFreeRate: options.riskFreeRate };
  return {
    dates,
    equity: equity.map((v) => round(v)),
    benchmarkEquity: benchmarkEquity.map((v) => round(v)),
    drawdown: drawdownSeries(equity).map((v) => round(v)),
    benchmarkDrawdown: drawdownSeries(benchmarkEquity).map((v) => round(v)),
    exposure: exposure.map((v) => round(v, 6)),
    statistics: computeStatistics({ equity, exposure, tradedWeight, tradeReturns, trades: tradeCount, ...common }),
    benchmarkStatistics: computeStatistics({
      equity: benchmarkEquity, exposure: benchmarkEquity.map(() => 1), tradedWeight: [], tradeReturns: [], trades: 0, ...common,
    }),
    trades: trades.slice(-options.maxTradesListed),
    tradeCount,
  };
}
