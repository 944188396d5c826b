/**
 * One Quant-Studio run through the backtest engine (runBacktest, server/market/backtest: one
 * implementation of the model strategies): the whole histories of the tickers and the benchmark from
 * the market source (the signals are recomputed point in time, so they need the closes before the
 * period), the strategy and its parameters, sizing, decision rhythm, period and costs as the engine's
 * request, and the engine's result as Quant-Studio shows it (quantSeries.ts). A period whose
 * benchmark has too few sessions, or a ticker without a price in the period, is a 400.
 */
import type { BacktestParameterOverrides, BacktestPriceHistory, BacktestStrategyId, QuantResolvedRequest, QuantRunResult } from '../../contracts';
import { QUANT_STUDIO_RULES } from '../../product/quantStudioRules';
import { priceHistory } from '../backtests/backtestHistories';
import { badRequest } from '../http/apiError';
import { CRYPTO_DAYS_PER_YEAR, TRADING_DAYS_PER_YEAR } from '../market/analytics/types';
import { alignedCloses, runBacktest } from '../market/backtest';
import type { MarketDataSource } from '../market/source/marketDataSource';
import { quantSeries } from './quantSeries';

/** The first session of the benchmark's history (the earliest start a run may have). */
export function firstSession(source: MarketDataSource, benchmark: string): string | null {
  return source.getCandleColumns(benchmark)?.dates[0] ?? null;
}

/** The engine's strategy: the model rule, risk-adjusted with volatility sizing. */
export function engineStrategy(request: Pick<QuantResolvedRequest, 'strategy' | 'sizing'>): BacktestStrategyId {
  return request.sizing === 'volatility' ? `${request.strategy}RiskAdjusted` : request.strategy;
}

/** The engine's parameters from a run's (complete) parameters and the product's sizing rules. */
export function engineParameters(request: Pick<QuantResolvedRequest, 'strategy' | 'parameters'>): BacktestParameterOverrides {
  const p = request.parameters;
  const rules = QUANT_STUDIO_RULES;
  const sizing = { targetVolatility: rules.targetVolatility, volatilityWindow: rules.volatilityDays, rebalanceBand: rules.rebalanceBand };
  if (request.strategy === 'rangeReversion') {
    return {
      sizing,
      rangeReversion: { buyBelowPosition: p.buyBelowPosition!, sellAbovePosition: p.sellAbovePosition!, range: p.longTermRange === 1 ? 'longTerm' : 'shortTerm' },
    };
  }
  if (request.strategy === 'trendFollowing') return { sizing, trendFollowing: { allowNeutralMomentum: p.allowNeutralMomentum === 1 } };
  return { sizing };
}

export function runQuant(source: MarketDataSource, request: QuantResolvedRequest, asOf: string, now: Date): QuantRunResult {
  const rules = QUANT_STUDIO_RULES;
  const benchmarkInstrument = source.getInstrument(request.benchmark)!;
  const sessionsPerYear = benchmarkInstrument.calendar === 'crypto' ? CRYPTO_DAYS_PER_YEAR : TRADING_DAYS_PER_YEAR;
  const history = (ticker: string): BacktestPriceHistory | null => priceHistory(source, ticker, now);

  const bench = history(request.benchmark);
  const start = bench ? bench.dates.findIndex((d) => d >= request.from) : -1;
  if (!bench || start < 0) throw badRequest(`The benchmark ${request.benchmark} has no prices in the period.`, 'QUANT_NO_PRICES');
  if (bench.dates[0]! > request.from) {
    throw badRequest(`Prices of ${request.benchmark} start on ${bench.dates[0]}; start the period on or after it.`, 'QUANT_BAD_PERIOD');
  }
  let end = bench.dates.length;
  while (end > start && bench.dates[end - 1]! > request.to) end--;
  if (end - start < rules.minSessions) {
    throw badRequest(`The period holds ${end - start} sessions of ${request.benchmark}; a run needs at least ${rules.minSessions}.`, 'QUANT_BAD_PERIOD');
  }
  const sessions = bench.dates.slice(start, end);
  const tickers = request.tickers.map((ticker) => {
    const own = history(ticker);
    if (!own || !alignedCloses(own, sessions).some((c) => c > 0)) throw badRequest(`${ticker} has no prices in the period.`, 'QUANT_NO_PRICES');
    return own;
  });

  let result;
  try {
    result = runBacktest({
      tickers, benchmarks: [bench], strategy: engineStrategy(request), parameters: engineParameters(request),
      period: { start: request.from, end: request.to }, transactionCostBps: request.costBps, initialCash: 1, decisions: request.rebalance,
    });
  } catch (error) {
    if (error instanceof RangeError) throw badRequest(`${error.message}.`, 'QUANT_BAD_PARAMETER');
    throw error;
  }
  const portfolio = request.sizing === 'volatility' ? result.simulationRA : result.simulation;
  const series = quantSeries(result, portfolio, {
    costBps: request.costBps, periodsPerYear: sessionsPerYear, riskFreeRate: rules.riskFreeRate, maxTradesListed: rules.maxTradesListed,
  });
  return { request, ...series, asOf, computedAt: now.toISOString() };
}
