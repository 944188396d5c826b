/**
 * The backtest engine's public entry (issue 23 scope 3; docs/methodology.md "Backtests"): pure
 * functions, no I/O. Import from here only.
 *
 * @example
 * const result = runBacktest({
 *   tickers: [{ ticker: 'XLK', dates, closes }],   // the whole history: the signals need the closes before the period
 *   benchmarks: [{ ticker: 'SPY', dates: spyDates, closes: spyCloses }],
 *   strategy: 'rangeReversion',
 *   period: { weeks: 52 },
 *   transactionCostBps: 10,
 *   initialCash: 1_000_000,
 * });
 * result.simulation.equity.at(-1); // the strategy's equity at the last date
 */
import type { BacktestPriceHistory, BacktestRequest, BacktestResult, BacktestStrategyId } from '../../../contracts';
import { BACKTEST_DECISION_RHYTHMS, BACKTEST_STRATEGY_IDS } from '../../../contracts';
import { buyAndHoldEquity } from './buyAndHold';
import { alignIndices, calendarDates, dayNumber, decisionIndices, periodDates } from './calendar';
import { pointInTimeSignals, type PointInTimeSignals } from './pointInTimeSignals';
import { simulatePortfolio } from './simulatePortfolio';
import {
  familyOf,
  isRiskAdjusted,
  rangeReversionHolds,
  resolveParameters,
  targetWeight,
  trendFollowingHolds,
} from './strategies';

export { buyAndHoldEquity } from './buyAndHold';
export { calendarDates, dayNumber, decisionIndices, periodDates, weekOf } from './calendar';
export { DEFAULT_BACKTEST_PARAMETERS, familyOf, isRiskAdjusted, resolveParameters } from './strategies';

/** The ticker's closes on the run's dates (its last close on or before each; NaN before its history). */
export function alignedCloses(history: BacktestPriceHistory, dates: readonly string[]): Float64Array {
  const index = alignIndices(dates, history.dates);
  const out = new Float64Array(dates.length);
  for (let j = 0; j < dates.length; j++) out[j] = index[j]! >= 0 ? Number(history.closes[index[j]!]) : NaN;
  return out;
}

function toFloat64(closes: ArrayLike<number>): Float64Array {
  return closes instanceof Float64Array ? closes : Float64Array.from(closes);
}

function validate(request: BacktestRequest): void {
  if (!BACKTEST_STRATEGY_IDS.includes(request.strategy)) throw new RangeError(`Unknown strategy ${String(request.strategy)}`);
  if (!(request.initialCash > 0 && Number.isFinite(request.initialCash))) throw new RangeError('initialCash must be positive');
  if (!(request.transactionCostBps >= 0 && request.transactionCostBps <= 10_000)) throw new RangeError('transactionCostBps must be in [0, 10000]');
  const seen = new Set<string>();
  for (const t of request.tickers) {
    if (seen.has(t.ticker)) throw new RangeError(`Ticker ${t.ticker} is given twice`);
    seen.add(t.ticker);
    if (t.dates.length !== t.closes.length) throw new RangeError(`Ticker ${t.ticker} has ${t.dates.length} dates but ${t.closes.length} closes`);
  }
  const { weeks, start, end } = request.period;
  if (weeks !== undefined && !(Number.isInteger(weeks) && weeks > 0)) throw new RangeError('weeks must be a positive integer');
  for (const date of [start, end]) if (date !== undefined && Number.isNaN(dayNumber(date))) throw new RangeError(`${date} is not a date YYYY-MM-DD`);
  if (request.decisions !== undefined && !BACKTEST_DECISION_RHYTHMS.includes(request.decisions)) throw new RangeError(`Unknown decision rhythm ${String(request.decisions)}`);
}

/** Whether each ticker is held after each decision (entry [ticker][decision]); shared by both sizings. */
function holdings(strategy: BacktestStrategyId, signals: readonly PointInTimeSignals[], decisions: number, p: ReturnType<typeof resolveParameters>): Uint8Array[] {
  const family = familyOf(strategy);
  return signals.map((s) => {
    const held = new Uint8Array(decisions);
    let state = false;
    for (let k = 0; k < decisions; k++) {
      state =
        family === 'rangeReversion'
          ? rangeReversionHolds(state, () => s.position(k), s.trend[k]!, p.rangeReversion)
          : family === 'trendFollowing'
            ? trendFollowingHolds(s.trend[k]!, s.momentum[k]!, p.trendFollowing)
            : s.priced[k] === 1;
      held[k] = state ? 1 : 0;
    }
    return held;
  });
}

/**
 * Runs a model strategy over the period, with its risk-adjusted variant and the benchmark. Decisions
 * are weekly unless `decisions` asks for daily or monthly ones. Every
 * decision on a decision day t uses the closes up to t only (the signals are recomputed point in time)
 * and is traded at the next session's close. Throws RangeError for inputs that make no sense.
 */
export function runBacktest(request: BacktestRequest): BacktestResult {
  validate(request);
  const parameters = resolveParameters(request.parameters);
  const dates = periodDates(calendarDates(request.tickers, request.benchmarks), request.period);
  const decisionDays = decisionIndices(dates, request.decisions ?? 'weekly');
  const decisionDates = decisionDays.map((j) => dates[j]!);
  const family = familyOf(request.strategy);
  const needs = {
    range: family === 'rangeReversion' ? parameters.rangeReversion.range : null,
    volatilityWindow: parameters.sizing.volatilityWindow,
  };
  const signals = request.tickers.map((t) => {
    const own = alignIndices(decisionDates, t.dates);
    return pointInTimeSignals(toFloat64(t.closes), Array.from(own), needs);
  });
  const held = holdings(request.strategy, signals, decisionDays.length, parameters);
  const prices = request.tickers.map((t) => alignedCloses(t, dates));
  const slot = request.tickers.length > 0 ? 1 / request.tickers.length : 0;
  const simulate = (riskAdjusted: boolean): BacktestResult['simulation'] => {
    const decisions = new Map<number, Float64Array>();
    decisionDays.forEach((day, k) => {
      const weights = new Float64Array(request.tickers.length);
      held.forEach((h, t) => (weights[t] = h[k] ? targetWeight(slot, riskAdjusted, signals[t]!.volatility[k]!, parameters.sizing) : 0));
      decisions.set(day, weights);
    });
    return simulatePortfolio({
      tickers: request.tickers.map((t) => t.ticker),
      prices,
      days: dates.length,
      decisions,
      costBps: request.transactionCostBps,
      initialCash: request.initialCash,
      band: parameters.sizing.rebalanceBand,
    });
  };
  const simulationRA = simulate(true);
  const simulation = isRiskAdjusted(request.strategy) ? simulationRA : simulate(false);
  const benchmarkPrices = request.benchmarks.map((b) => alignedCloses(b, dates));
  return {
    strategy: request.strategy,
    dates,
    initialCash: request.initialCash,
    simulation,
    simulationRA,
    benchmark: buyAndHoldEquity(benchmarkPrices, dates.length, request.initialCash, request.transactionCostBps),
    decisionDates,
  };
}
