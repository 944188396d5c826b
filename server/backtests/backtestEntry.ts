/**
 * The engine's result as the spec's Backtest (document 4 section 3): money diffs (equity − initial
 * cash) per date, the trades per date, the allocations at the last date. Money is rounded to cents.
 */
import type { BacktestAllocation, BacktestEntry, BacktestResult, BacktestTrade } from '../../contracts';

const cents = (v: number): number => Math.round(v * 100) / 100;

function trade(t: BacktestTrade): BacktestTrade {
  return { ticker: t.ticker, type: t.type, amount: cents(t.amount), price: Math.round(t.price * 1e4) / 1e4 };
}

function allocation(a: BacktestAllocation): BacktestAllocation {
  return { cash: cents(a.cash), allocations: Object.fromEntries(Object.entries(a.allocations).map(([k, v]) => [k, cents(v)])) };
}

export interface EntryFacts {
  portfolio: string;
  timeHorizon: number;
  assets: string[];
  benchmark: string[];
  transactionCostBps: number;
}

/** Weeks between the first and the last date of a run (0 for fewer than two dates). */
export function weeksCovered(dates: readonly string[]): number {
  if (dates.length < 2) return 0;
  return Math.round((Date.parse(dates[dates.length - 1]!) - Date.parse(dates[0]!)) / (7 * 86_400_000));
}

export function backtestEntry(facts: EntryFacts, result: BacktestResult): BacktestEntry {
  const diff = (series: number[]): number[] => series.map((v) => cents(v - result.initialCash));
  return {
    ...facts,
    weeksCovered: weeksCovered(result.dates),
    strategy: result.strategy,
    initialCash: result.initialCash,
    backtest: {
      date: result.dates,
      benchmarkMoneyDiff: diff(result.benchmark),
      simulationMoneyDiff: diff(result.simulation.equity),
      simulationRAMoneyDiff: diff(result.simulationRA.equity),
      tradesSim: result.simulation.trades.map((day) => day.map(trade)),
      tradesSimRA: result.simulationRA.trades.map((day) => day.map(trade)),
      simulationAllocationValue: allocation(result.simulation.finalAllocation),
      simulationRAAllocationValue: allocation(result.simulationRA.finalAllocation),
    },
  };
}
