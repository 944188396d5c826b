/**
 * A model portfolio's current positions (issue 28 scope 9, the dev-only managedPortfolio page):
 * the backtest's allocation at its last session, for the rule and its risk-adjusted variant, with
 * each position's weight and the last trade of its ticker.
 */
import type { BacktestAllocation, BacktestEntry, BacktestTrade, ManagedPortfolio, ManagedSimulation } from '../../contracts';

function simulationOf(allocation: BacktestAllocation, dates: readonly string[], trades: readonly BacktestTrade[][]): ManagedSimulation {
  const held = Object.entries(allocation.allocations).filter(([, value]) => value > 0);
  const equity = allocation.cash + held.reduce((sum, [, value]) => sum + value, 0);
  const lastTrade = (ticker: string): { date: string; price: number } | null => {
    for (let i = trades.length - 1; i >= 0; i--) {
      const trade = trades[i]?.findLast((x) => x.ticker === ticker && x.type === 'buy');
      if (trade) return { date: dates[i] ?? '', price: trade.price };
    }
    return null;
  };
  const positions = held
    .map(([ticker, value]) => {
      const trade = lastTrade(ticker);
      return { ticker, value, weight: equity > 0 ? value / equity : 0, lastTradeDate: trade?.date ?? null, lastTradePrice: trade?.price ?? null };
    })
    .sort((a, b) => b.value - a.value || a.ticker.localeCompare(b.ticker));
  return { equity, cash: allocation.cash, positions };
}

export function managedPortfolioOf(entry: BacktestEntry): ManagedPortfolio {
  const { backtest } = entry;
  return {
    id: entry.portfolio,
    strategy: entry.strategy,
    benchmark: entry.benchmark,
    simulation: simulationOf(backtest.simulationAllocationValue, backtest.date, backtest.tradesSim),
    simulationRA: simulationOf(backtest.simulationRAAllocationValue, backtest.date, backtest.tradesSimRA),
  };
}
