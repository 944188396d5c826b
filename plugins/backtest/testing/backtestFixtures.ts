/**
 * Fixture answers of /getBacktests for stories and tests: two model portfolios over 60 weekdays with
 * deterministic equity paths, a buy day, a sell day, a day with both, and the last allocations.
 */
import type { BacktestEntry, BacktestTrade } from '../../../contracts';

function weekdays(n: number): string[] {
  const out: string[] = [];
  for (let day = Date.UTC(2026, 8, 1); out.length < n; day += 86_400_000) {
    const d = new Date(day);
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) out.push(d.toISOString().slice(0, 10));
  }
  return out;
}

function entry(portfolio: string, strategy: BacktestEntry['strategy'], assets: string[], drift: number): BacktestEntry {
  const n = 60;
  const date = weekdays(n);
  const path = (scale: number) => date.map((_, i) => Math.round((drift * i + scale * Math.sin(i / 5)) * 10_000 * 100) / 100);
  const tradesSim: BacktestTrade[][] = date.map(() => []);
  tradesSim[1] = [{ ticker: assets[0]!, type: 'buy', amount: 90_000, price: 101.5 }, { ticker: assets[1]!, type: 'buy', amount: 90_000, price: 55.2 }];
  tradesSim[21] = [{ ticker: assets[1]!, type: 'sell', amount: 95_000, price: 58.3 }];
  tradesSim[41] = [{ ticker: assets[0]!, type: 'sell', amount: 40_000, price: 110.4 }, { ticker: assets[2]!, type: 'buy', amount: 60_000, price: 20.1 }];
  const tradesSimRA = tradesSim.map((day) => day.map((t) => ({ ...t, amount: Math.round(t.amount * 0.6) })));
  return {
    portfolio,
    timeHorizon: 400,
    weeksCovered: 12,
    strategy,
    assets,
    benchmark: ['SPY'],
    transactionCostBps: 10,
    initialCash: 1_000_000,
    backtest: {
      date,
      benchmarkMoneyDiff: path(1.5),
      simulationMoneyDiff: path(2.5),
      simulationRAMoneyDiff: path(1),
      tradesSim,
      tradesSimRA,
      simulationAllocationValue: { cash: 620_000, allocations: { [assets[0]!]: 210_000, [assets[2]!]: 230_000 } },
      simulationRAAllocationValue: { cash: 790_000, allocations: { [assets[0]!]: 120_000, [assets[2]!]: 115_000 } },
    },
  };
}

export function backtestsFixture(): BacktestEntry[] {
  return [
    entry('sectorsRangeReversion', 'rangeReversion', ['XLK', 'XLF', 'XLE', 'XLV'], 0.12),
    entry('megaCapsTrendFollowing', 'trendFollowing', ['AAPL', 'MSFT', 'NVDA'], 0.2),
    // Another horizon: the page leaves it out (document 4 section 7.3).
    { ...entry('shortHorizon', 'trendFollowing', ['QQQ', 'IWM', 'GLD'], 0.1), timeHorizon: 12 },
  ];
}
