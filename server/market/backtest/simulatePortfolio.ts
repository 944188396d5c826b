/**
 * One model portfolio through the period: the weights decided at the close of a decision day are
 * traded at the close of the next session (sells first, then buys out of the cash there is), every
 * trade paying `costBps` of the money traded out of cash; fractional shares, no interest on cash, no
 * leverage. A held position is traded back to its target only when it is off by more than `band` of
 * the target.
 */
import type { BacktestAllocation, BacktestPortfolioSeries, BacktestTrade } from '../../../contracts';

export interface SimulationInput {
  tickers: readonly string[];
  /** prices[t][j]: ticker t's close on date j (its last close on or before it; NaN before its history). */
  prices: readonly Float64Array[];
  days: number;
  /** Decision day → target weight per ticker (0 = hold nothing). */
  decisions: ReadonlyMap<number, Float64Array>;
  costBps: number;
  initialCash: number;
  band: number;
}

interface Order {
  ticker: number;
  /** Shares to buy (positive) or sell (negative). */
  shares: number;
}

function ordersFor(input: SimulationInput, shares: Float64Array, cash: number, day: number, targets: Float64Array): Order[] {
  const { prices, band } = input;
  let equity = cash;
  for (let t = 0; t < shares.length; t++) if (shares[t]! > 0) equity += shares[t]! * prices[t]![day]!;
  const orders: Order[] = [];
  for (let t = 0; t < shares.length; t++) {
    const price = prices[t]![day]!;
    if (!(price > 0)) continue;
    const target = targets[t]! * equity;
    const current = shares[t]! * price;
    const trade =
      target <= 0 ? current > 0 : current <= 0 || Math.abs(current - target) > band * target;
    if (trade) orders.push({ ticker: t, shares: target / price - shares[t]! });
  }
  return orders;
}

export function simulatePortfolio(input: SimulationInput): BacktestPortfolioSeries {
  const { tickers, prices, days, decisions, initialCash } = input;
  const rate = input.costBps / 10_000;
  const shares = new Float64Array(tickers.length);
  let cash = initialCash;
  let costs = 0;
  let pending: Float64Array | null = null;
  const equity: number[] = [];
  const cashSeries: number[] = [];
  const trades: BacktestTrade[][] = [];
  for (let day = 0; day < days; day++) {
    const today: BacktestTrade[] = [];
    if (pending) {
      const orders = ordersFor(input, shares, cash, day, pending);
      for (const o of orders.filter((x) => x.shares < 0)) {
        const price = prices[o.ticker]![day]!;
        const amount = -o.shares * price;
        shares[o.ticker] = Math.max(0, shares[o.ticker]! + o.shares);
        cash += amount * (1 - rate);
        costs += amount * rate;
        today.push({ ticker: tickers[o.ticker]!, type: 'sell', amount, price });
      }
      const buys = orders.filter((x) => x.shares > 0);
      const need = buys.reduce((sum, o) => sum + o.shares * prices[o.ticker]![day]! * (1 + rate), 0);
      const scale = need > cash ? Math.max(0, cash) / need : 1;
      for (const o of buys) {
        const price = prices[o.ticker]![day]!;
        const amount = o.shares * scale * price;
        if (!(amount > 0)) continue;
        shares[o.ticker] = shares[o.ticker]! + o.shares * scale;
        cash -= amount * (1 + rate);
        costs += amount * rate;
        today.push({ ticker: tickers[o.ticker]!, type: 'buy', amount, price });
      }
      pending = null;
    }
    let value = cash;
    for (let t = 0; t < tickers.length; t++) if (shares[t]! > 0) value += shares[t]! * prices[t]![day]!;
    equity.push(value);
    cashSeries.push(cash);
    trades.push(today);
    pending = decisions.get(day) ?? null;
  }
  return { equity, cash: cashSeries, trades, costs, finalAllocation: allocationAt(tickers, prices, shares, cash, days - 1) };
}

function allocationAt(tickers: readonly string[], prices: readonly Float64Array[], shares: Float64Array, cash: number, day: number): BacktestAllocation {
  const allocations: Record<string, number> = {};
  tickers.forEach((ticker, t) => {
    if (shares[t]! > 0 && day >= 0) allocations[ticker] = shares[t]! * prices[t]![day]!;
  });
  return { cash, allocations };
}
