import { describe, expect, it } from 'vitest';
import { managedPortfolioOf } from './managedPortfolio';
import type { BacktestEntry } from '../../contracts';

const entry: BacktestEntry = {
  portfolio: 'sectorsTrendFollowing', timeHorizon: 400, weeksCovered: 3, strategy: 'trendFollowing', assets: ['XLK', 'XLF', 'XLE'], benchmark: ['SPY'],
  transactionCostBps: 10, initialCash: 1000,
  backtest: {
    date: ['2026-11-02', '2026-11-09', '2026-11-16'],
    benchmarkMoneyDiff: [0, 10, 20], simulationMoneyDiff: [0, 5, 0], simulationRAMoneyDiff: [0, 1, 2],
    tradesSim: [[{ ticker: 'XLK', type: 'buy', amount: 400, price: 200 }], [{ ticker: 'XLF', type: 'buy', amount: 300, price: 40 }, { ticker: 'XLE', type: 'sell', amount: 50, price: 90 }], []],
    tradesSimRA: [[], [], []],
    simulationAllocationValue: { cash: 300, allocations: { XLK: 400, XLF: 300, XLE: 0 } },
    simulationRAAllocationValue: { cash: 1000, allocations: {} },
  },
};

describe('managedPortfolioOf', () => {
  it('lists the held positions by value with their weight of the equity and their last buy', () => {
    const p = managedPortfolioOf(entry);
    expect(p).toMatchObject({ id: 'sectorsTrendFollowing', strategy: 'trendFollowing', benchmark: ['SPY'] });
    expect(p.simulation.equity).toBe(1000);
    expect(p.simulation.cash).toBe(300);
    expect(p.simulation.positions).toEqual([
      { ticker: 'XLK', value: 400, weight: 0.4, lastTradeDate: '2026-11-02', lastTradePrice: 200 },
      { ticker: 'XLF', value: 300, weight: 0.3, lastTradeDate: '2026-11-09', lastTradePrice: 40 },
    ]);
  });

  it('answers an all-cash simulation with no positions', () => {
    expect(managedPortfolioOf(entry).simulationRA).toEqual({ equity: 1000, cash: 1000, positions: [] });
  });
});
