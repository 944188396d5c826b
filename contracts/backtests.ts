/**
 * Backtests of model portfolios that trade on the product's own signals (issue 23 scopes 3 and 4;
 * docs/methodology.md "Backtests"). The engine is `runBacktest` in server/market/backtest; the calls:
 *
 * - `GET /api/getBacktests` → `BacktestEntry[]` (the model portfolios, timeHorizon 400 weeks)
 * - `GET /api/backtest-new?tickers&benchmarkTickers&weeks` → `BacktestEntry` (weeks default 12, benchmark SPY)
 * - `GET /api/getBacktestConfig` → `BacktestConfigAnswer`
 * - `GET /api/backtestBuyAndHold?tickers&weeks` → `BuyAndHoldAnswer`
 *
 * Money is in the currency of the initial cash (1,000,000 by default, so that a money diff divided
 * by 10,000 is a percent of the initial cash, as the backtest page shows it).
 */

/**
 * The model strategies. `rangeReversion` buys a ticker whose close is in the lower part of its
 * short-term range while the trend is not bearish and sells it in the upper part; `trendFollowing`
 * holds a ticker while its trend and momentum ratings are bullish; `buyAndHold` holds every ticker
 * that has a price (the baseline). The `…RiskAdjusted` variants make the same decisions but size each
 * position by the inverse of its recent volatility.
 */
export type BacktestStrategyId =
  | 'rangeReversion' | 'rangeReversionRiskAdjusted' | 'trendFollowing' | 'trendFollowingRiskAdjusted' | 'buyAndHold' | 'buyAndHoldRiskAdjusted';

export const BACKTEST_STRATEGY_IDS: readonly BacktestStrategyId[] = [
  'rangeReversion',
  'rangeReversionRiskAdjusted',
  'trendFollowing',
  'trendFollowingRiskAdjusted',
  'buyAndHold',
  'buyAndHoldRiskAdjusted',
] as const;

/** When a run decides: the first session of each day, calendar week (the default) or calendar month. */
export type BacktestDecisionRhythm = 'daily' | 'weekly' | 'monthly';
export const BACKTEST_DECISION_RHYTHMS: readonly BacktestDecisionRhythm[] = ['daily', 'weekly', 'monthly'] as const;

/** Parameters of the range-reversion rule (positions on the range are percent, 0 = lower bound, 100 = upper bound). */
export interface RangeReversionParameters {
  /** Buy when the position on the range is at or below this (and the trend is not bearish). */
  buyBelowPosition: number;
  /** Sell when the position on the range is at or above this, or when the trend turns bearish. */
  sellAbovePosition: number;
  /** Which of the product's ranges: the short-term (15 sessions) or long-term (63 sessions) one. */
  range: 'shortTerm' | 'longTerm';
}

/** Parameters of the trend-following rule. */
export interface TrendFollowingParameters {
  /** true: hold while the trend is bullish and momentum bullish or neutral (not danger, not bearish); false: momentum must be bullish. */
  allowNeutralMomentum: boolean;
}

/** Sizing parameters shared by all strategies. */
export interface SizingParameters {
  /** Annualised volatility the risk-adjusted variants size to: weight = slot × min(1, target / σ). Decimal (0.2 = 20 %). */
  targetVolatility: number;
  /** Sessions of the trailing realised volatility the risk-adjusted variants use. */
  volatilityWindow: number;
  /** A held position is traded back to its target weight when it is off by more than this share of the target (0.25 = 25 %). */
  rebalanceBand: number;
}

export interface BacktestParameters {
  rangeReversion: RangeReversionParameters;
  trendFollowing: TrendFollowingParameters;
  sizing: SizingParameters;
}

/** A period: explicit dates (inclusive, `YYYY-MM-DD`), or the last `weeks` weeks up to `end` (or the latest date). */
export interface BacktestPeriod {
  start?: string;
  end?: string;
  weeks?: number;
}

/** A ticker's dated closes, oldest first. Pass the whole history: the signals need the closes before the period. */
export interface BacktestPriceHistory {
  ticker: string;
  dates: readonly string[];
  closes: ArrayLike<number>;
}

/** Parameters left out take the defaults (`DEFAULT_BACKTEST_PARAMETERS` in server/market/backtest). */
export interface BacktestParameterOverrides {
  rangeReversion?: Partial<RangeReversionParameters>;
  trendFollowing?: Partial<TrendFollowingParameters>;
  sizing?: Partial<SizingParameters>;
}

/** The input of `runBacktest`. */
export interface BacktestRequest {
  tickers: readonly BacktestPriceHistory[];
  /** Bought and held in equal weights; the first one's sessions are the calendar of the run (without one: the union of the tickers' dates). */
  benchmarks: readonly BacktestPriceHistory[];
  strategy: BacktestStrategyId;
  parameters?: BacktestParameterOverrides;
  period: BacktestPeriod;
  /** Costs per trade in basis points of the money traded (10 = 0.1 %), paid from cash. */
  transactionCostBps: number;
  initialCash: number;
  /** When the strategy decides (default weekly: the first session of each calendar week). */
  decisions?: BacktestDecisionRhythm;
}

/** One trade: `amount` is the money traded (positive), `price` the close it was done at. */
export interface BacktestTrade {
  ticker: string;
  type: 'buy' | 'sell';
  amount: number;
  price: number;
}

/** What a portfolio holds on a day: cash and ticker → market value. */
export interface BacktestAllocation {
  cash: number;
  allocations: Record<string, number>;
}

/** One simulated portfolio over the period. */
export interface BacktestPortfolioSeries {
  /** Equity (cash + positions) at each date's close. */
  equity: number[];
  /** Cash at each date's close (exposure = 1 − cash / equity). */
  cash: number[];
  /** The trades done at each date's close (empty array on days without). */
  trades: BacktestTrade[][];
  /** Transaction costs paid in total. */
  costs: number;
  /** The allocation at the last date. */
  finalAllocation: BacktestAllocation;
}

/** The result of `runBacktest`: every array has one entry per date. */
export interface BacktestResult {
  strategy: BacktestStrategyId;
  /** The sessions of the period (the first benchmark's calendar; tickers carry their last close forward). */
  dates: string[];
  initialCash: number;
  /** The strategy asked for. */
  simulation: BacktestPortfolioSeries;
  /** The risk-adjusted variant of the same rule (the same object as `simulation` when a risk-adjusted id was asked for). */
  simulationRA: BacktestPortfolioSeries;
  /** Equal-weight buy and hold of the benchmark tickers, bought at the first date's close. */
  benchmark: number[];
  /** The decision dates (the first session of each calendar week in the period, or of each day or month as asked). */
  decisionDates: string[];
}

// ---- the calls ----

/**
 * The spec's Backtest (document 4 section 3): money diffs are equity − initial cash per date (the page
 * divides them by 10,000); tradesSim / tradesSimRA are the trades per date.
 */
export interface BacktestData {
  date: string[];
  benchmarkMoneyDiff: number[];
  simulationMoneyDiff: number[];
  simulationRAMoneyDiff: number[];
  tradesSim: BacktestTrade[][];
  tradesSimRA: BacktestTrade[][];
  /** The allocation of the (non-risk-adjusted) simulation at the last date. */
  simulationAllocationValue: BacktestAllocation;
  /** The allocation of the risk-adjusted simulation at the last date. */
  simulationRAAllocationValue: BacktestAllocation;
}

export interface BacktestEntry {
  /** The portfolio's id ('rangeReversion-us-large-caps' …), or 'custom' for /backtest-new. */
  portfolio: string;
  /** Weeks covered (400 for the model portfolios; fewer when the history is shorter, see `weeksCovered`). */
  timeHorizon: number;
  /** Weeks the data actually covers. */
  weeksCovered: number;
  strategy: BacktestStrategyId;
  assets: string[];
  benchmark: string[];
  transactionCostBps: number;
  initialCash: number;
  backtest: BacktestData;
}

/** One model portfolio as /getBacktestConfig describes it. */
export interface ModelPortfolioConfig {
  id: string;
  strategy: BacktestStrategyId;
  assets: string[];
  benchmark: string[];
}

export interface BacktestConfigAnswer {
  timeHorizonWeeks: number;
  defaultWeeks: number;
  maxWeeks: number;
  maxTickers: number;
  defaultBenchmark: string[];
  transactionCostBps: number;
  initialCash: number;
  strategies: readonly BacktestStrategyId[];
  parameters: BacktestParameters;
  portfolios: ModelPortfolioConfig[];
}

export interface BuyAndHoldTicker {
  ticker: string;
  startDate: string;
  endDate: string;
  startClose: number;
  endClose: number;
  /** endClose / startClose − 1 (decimal). */
  return: number;
}

export interface BuyAndHoldAnswer {
  weeks: number;
  tickers: BuyAndHoldTicker[];
  /** The equal-weight portfolio of the tickers (without costs): dates and equity − initial cash. */
  date: string[];
  moneyDiff: number[];
  initialCash: number;
}
