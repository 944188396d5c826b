/**
 * What the page draws, derived from a BacktestEntry: the money diffs in display units (divided by
 * BACKTEST_MONEY_DIFF_DIVISOR: percent of the 1,000,000 initial cash), the drawdowns, the colour of
 * each day's trades and the allocation slices. Pure.
 */
import { BACKTEST_MONEY_DIFF_DIVISOR } from '../../../product/backtestRules';
import type { BacktestAllocation, BacktestEntry, BacktestTrade } from '../../../contracts';

/** Document 4 section 4: red sell only, green buy only, orange both, gray none. */
export type TradeDayColour = 'red' | 'green' | 'orange' | 'gray';

export const TRADE_DAY_COLOURS: Readonly<Record<TradeDayColour, string>> = {
  red: '#d62728',
  green: '#2ca02c',
  orange: '#ff7f0e',
  gray: '#9e9e9e',
};

export function tradeDayColour(trades: readonly BacktestTrade[] | undefined): TradeDayColour {
  const buy = trades?.some((t) => t.type === 'buy') ?? false;
  const sell = trades?.some((t) => t.type === 'sell') ?? false;
  if (buy && sell) return 'orange';
  if (buy) return 'green';
  return sell ? 'red' : 'gray';
}

export function displayDiffs(diffs: readonly number[]): number[] {
  return diffs.map((d) => d / BACKTEST_MONEY_DIFF_DIVISOR);
}

/** Drawdown in percent at each date: equity / running peak − 1, from the money diffs and the initial cash. */
export function drawdowns(diffs: readonly number[], initialCash: number): number[] {
  let peak = -Infinity;
  return diffs.map((d) => {
    const equity = initialCash + d;
    peak = Math.max(peak, equity);
    return peak > 0 ? (equity / peak - 1) * 100 : 0;
  });
}

/** The largest drawdown (most negative, percent). */
export function maxDrawdown(diffs: readonly number[], initialCash: number): number {
  return drawdowns(diffs, initialCash).reduce((m, d) => Math.min(m, d), 0);
}

export interface AllocationSlice {
  label: string;
  value: number;
}

/** Cash first, then the positions by value; nothing worth 0 or less. */
export function allocationSlices(allocation: BacktestAllocation, cashLabel: string): AllocationSlice[] {
  const positions = Object.entries(allocation.allocations)
    .filter(([, v]) => v > 0)
    .sort((a, b) => b[1] - a[1])
    .map(([label, value]) => ({ label, value }));
  return allocation.cash > 0 ? [{ label: cashLabel, value: allocation.cash }, ...positions] : positions;
}

/** Whether an entry has anything to draw. */
export function hasData(entry: BacktestEntry | undefined): entry is BacktestEntry {
  return !!entry && entry.backtest.date.length > 0;
}

/** The last value of each series in display units (percent of the initial cash). */
export function finalReturns(entry: BacktestEntry): { simulation: number; simulationRA: number; benchmark: number } {
  const last = (s: readonly number[]) => (s.length ? s[s.length - 1]! / BACKTEST_MONEY_DIFF_DIVISOR : 0);
  return { simulation: last(entry.backtest.simulationMoneyDiff), simulationRA: last(entry.backtest.simulationRAMoneyDiff), benchmark: last(entry.backtest.benchmarkMoneyDiff) };
}
