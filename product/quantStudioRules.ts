/**
 * Quant-Studio's rules (issue 23 scope 5): who may use it, what a run costs, the bounds of a run's
 * parameters and how many runs a plan may keep. Read by the server (which enforces them) and the
 * screen (which shows them before a run).
 */
import type { PermissionModule } from './permissionModules';
import type { PlanTier } from './plans';

/** The route's module and the teaser's (document 1 section 6: Elite, preview for the others). */
export const QUANT_STUDIO_MODULE: PermissionModule = 'ELITE';
export const QUANT_STUDIO_PREVIEW_MODULE: PermissionModule = 'ELITE_PREVIEW';

/**
 * The model strategies a member may run: the backtest engine's (server/market/backtest, one
 * implementation): range reversion and trend following on the product's point-in-time ranges and
 * ratings, and buy and hold as the baseline.
 */
export const QUANT_STRATEGIES = ['buyAndHold', 'trendFollowing', 'rangeReversion'] as const;
export type QuantStrategyId = (typeof QUANT_STRATEGIES)[number];

/** How a held position is sized: an equal slot of the capital, or that slot scaled down by volatility (the engine's risk-adjusted variant). */
export const QUANT_SIZINGS = ['equal', 'volatility'] as const;
export type QuantSizing = (typeof QUANT_SIZINGS)[number];

/** How often the strategy decides (at the first session of each day, week or month). */
export const QUANT_REBALANCES = ['daily', 'weekly', 'monthly'] as const;
export type QuantRebalance = (typeof QUANT_REBALANCES)[number];

/** One numeric parameter of a strategy: its bounds, its default and whether it is whole; `toggle`: 0 = off, 1 = on (a check box). */
export interface QuantParameterRule {
  min: number;
  max: number;
  default: number;
  integer: boolean;
  toggle?: boolean;
}

/**
 * The parameters each strategy reads (names are the keys of the run body's `parameters`); the
 * defaults are the engine's model parameters (DEFAULT_BACKTEST_PARAMETERS).
 */
export const QUANT_STRATEGY_PARAMETERS: Readonly<Record<QuantStrategyId, Readonly<Record<string, QuantParameterRule>>>> = {
  buyAndHold: {},
  trendFollowing: {
    /** 1: hold while the trend is bullish and momentum bullish or neutral; 0: momentum must be bullish. */
    allowNeutralMomentum: { min: 0, max: 1, default: 0, integer: true, toggle: true },
  },
  rangeReversion: {
    /** Buy at or below this position on the range (percent: 0 = lower bound, 100 = upper bound) while the trend is not bearish ... */
    buyBelowPosition: { min: -50, max: 100, default: 20, integer: false },
    /** ... sell at or above this position (or when the trend turns bearish); above buyBelowPosition. */
    sellAbovePosition: { min: 0, max: 150, default: 80, integer: false },
    /** 1: the long-term range (3 months ahead); 0: the short-term range (3 weeks ahead). */
    longTermRange: { min: 0, max: 1, default: 0, integer: true, toggle: true },
  },
};

export const QUANT_STUDIO_RULES = {
  /** Tokens one run costs, charged through the ledger only when the run succeeds (765 when short). */
  runTokenCost: 1,
  /** Tickers of one run (saving, listing, reading, comparing and deleting runs cost nothing). */
  maxTickers: 50,
  /** The longest period of a run, in years (the bench: 50 tickers over 10 years within 2 s). */
  maxYears: 10,
  /** The shortest period of a run, in sessions of the benchmark. */
  minSessions: 20,
  /** The period the form proposes, in years back from the last session. */
  defaultYears: 2,
  defaultBenchmark: 'SPY',
  defaultStrategy: 'trendFollowing' as QuantStrategyId,
  defaultSizing: 'equal' as QuantSizing,
  defaultRebalance: 'weekly' as QuantRebalance,
  /** Transaction costs in basis points of the traded value. */
  maxCostBps: 200,
  defaultCostBps: 10,
  /** Volatility sizing: a position's slot is scaled by targetVolatility / its annualised volatility over volatilityDays sessions (at most 1×). */
  volatilityDays: 63,
  targetVolatility: 0.15,
  /** A held position is traded back to its target when off by more than this share of the target (the engine's band). */
  rebalanceBand: 0.25,
  /** Risk-free rate of the Sharpe and Sortino ratios (annual, decimal). */
  riskFreeRate: 0,
  maxNameLength: 80,
  /** Trades a result lists (the most recent); the statistics count every trade. */
  maxTradesListed: 2000,
} as const;

/** Saved runs a plan may keep (plans without the Elite module keep none). */
export const QUANT_SAVED_RUNS_BY_PLAN: Readonly<Record<PlanTier, number>> = {
  demo: 0, basic: 0, premium: 0, unlimited: 0, professional: 50, elite: 50, elitePlus: 200,
};

/** Saved runs of an account whose plan keeps none but which holds the module anyway (an admin grant). */
export const QUANT_SAVED_RUNS_FALLBACK = 50;

/** The parameters of a strategy with every missing one set to its default. */
export function quantParametersWithDefaults(strategy: QuantStrategyId, given: Readonly<Record<string, number>> = {}): Record<string, number> {
  const rules = QUANT_STRATEGY_PARAMETERS[strategy];
  return Object.fromEntries(Object.entries(rules).map(([name, rule]) => [name, given[name] ?? rule.default]));
}
