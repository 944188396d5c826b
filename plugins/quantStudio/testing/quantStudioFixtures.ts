/**
 * Fixture answers of Quant-Studio's calls for stories and tests: two runs over 120 weekdays with
 * smooth made-up curves and a few trades. The numbers are illustrations, not computed statistics.
 */
import type {
  QuantCompareAnswer, QuantRunAnswer, QuantRunResult, QuantSavedRun, QuantSavedRunList, QuantStatistics, QuantStudioConfig,
} from '../../../contracts';

function weekdays(from: string, count: number): string[] {
  const out: string[] = [];
  for (let d = Date.parse(`${from}T00:00:00Z`); out.length < count; d += 86_400_000) {
    const day = new Date(d).getUTCDay();
    if (day !== 0 && day !== 6) out.push(new Date(d).toISOString().slice(0, 10));
  }
  return out;
}

function drawdown(values: readonly number[]): number[] {
  let peak = -Infinity;
  return values.map((v) => { peak = Math.max(peak, v); return 1 - v / peak; });
}

const STATS_A: QuantStatistics = {
  totalReturn: 0.1842, cagr: 0.0912, volatility: 0.1421, sharpe: 0.71, sortino: 1.04, maxDrawdown: 0.0833, hitRate: 0.5714, turnover: 2.35, exposure: 0.64, trades: 14,
};
const STATS_B: QuantStatistics = {
  totalReturn: 0.0921, cagr: 0.0465, volatility: 0.0987, sharpe: 0.52, sortino: 0.77, maxDrawdown: 0.0512, hitRate: 0.625, turnover: 1.12, exposure: 0.41, trades: 8,
};
const BENCH: QuantStatistics = {
  totalReturn: 0.1211, cagr: 0.0608, volatility: 0.1702, sharpe: 0.43, sortino: 0.61, maxDrawdown: 0.1204, hitRate: null, turnover: 0, exposure: 1, trades: 0,
};

export function quantResultFixture(variant: 'a' | 'b' = 'a'): QuantRunResult {
  const dates = weekdays('2025-05-05', 120);
  const wave = variant === 'a' ? 0.03 : 0.015;
  const equity = dates.map((_, i) => 1 + (variant === 'a' ? 0.0015 : 0.0008) * i + wave * Math.sin(i / 9));
  const benchmarkEquity = dates.map((_, i) => 1 + 0.001 * i + 0.04 * Math.sin(i / 7));
  return {
    request: {
      tickers: variant === 'a' ? ['SPY', 'QQQ', 'IWM'] : ['MSFT', 'NVDA', 'AAPL', 'AMZN'], listName: variant === 'a' ? null : 'TECH',
      strategy: variant === 'a' ? 'trendFollowing' : 'rangeReversion',
      parameters: variant === 'a' ? { allowNeutralMomentum: 0 } : { buyBelowPosition: 20, sellAbovePosition: 80, longTermRange: 0 },
      sizing: variant === 'a' ? 'equal' : 'volatility', rebalance: 'weekly', from: dates[0]!, to: dates.at(-1)!, benchmark: 'SPY', costBps: 10,
    },
    dates, equity, benchmarkEquity, drawdown: drawdown(equity), benchmarkDrawdown: drawdown(benchmarkEquity),
    exposure: dates.map((_, i) => (i % 20 < 13 ? 0.66 : 0.33)),
    statistics: variant === 'a' ? STATS_A : STATS_B, benchmarkStatistics: BENCH,
    trades: [
      { date: dates[0]!, ticker: 'SPY', side: 'buy', weightBefore: 0, weightAfter: 0.3333, price: 512.4, tradeReturn: null },
      { date: dates[0]!, ticker: 'QQQ', side: 'buy', weightBefore: 0, weightAfter: 0.3333, price: 441.8, tradeReturn: null },
      { date: dates[25]!, ticker: 'QQQ', side: 'sell', weightBefore: 0.3512, weightAfter: 0, price: 468.2, tradeReturn: 0.0577 },
      { date: dates[40]!, ticker: 'IWM', side: 'buy', weightBefore: 0, weightAfter: 0.3333, price: 201.3, tradeReturn: null },
      { date: dates[70]!, ticker: 'IWM', side: 'sell', weightBefore: 0.3102, weightAfter: 0, price: 189.9, tradeReturn: -0.0586 },
    ],
    tradeCount: 5, asOf: dates.at(-1)!, computedAt: '2025-10-20T21:00:00.000Z',
  };
}

export function quantRunAnswerFixture(): QuantRunAnswer {
  return { runId: '11111111-1111-4111-8111-111111111111', result: quantResultFixture('a'), tokensCharged: 1, tokenBalance: 49 };
}

export function savedRunFixture(variant: 'a' | 'b'): QuantSavedRun {
  const result = quantResultFixture(variant);
  return {
    id: variant === 'a' ? '22222222-2222-4222-8222-222222222222' : '33333333-3333-4333-8333-333333333333',
    name: variant === 'a' ? 'Trend on index ETFs' : 'Range on tech', createdAt: '2025-10-20T21:00:00.000Z',
    strategy: result.request.strategy, tickers: result.request.tickers, from: result.request.from, to: result.request.to, benchmark: 'SPY', result,
  };
}

export function savedListFixture(empty = false): QuantSavedRunList {
  if (empty) return { runs: [], limit: 50 };
  return {
    limit: 50,
    runs: (['a', 'b'] as const).map((v) => { const { result, ...rest } = savedRunFixture(v); return { ...rest, statistics: result.statistics }; }),
  };
}

export function compareFixture(): QuantCompareAnswer {
  return { a: savedRunFixture('a'), b: savedRunFixture('b') };
}

export const CONFIG_FIXTURE: QuantStudioConfig = { firstSession: '2024-01-02', lastSession: '2025-10-20', savedRuns: 2, savedRunsLimit: 50 };
