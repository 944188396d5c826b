/**
 * Quant-Studio's calls (issue 23 scope 5). Every call needs a session (401) and the Elite module
 * (403, product/quantStudioRules.ts QUANT_STUDIO_MODULE); bad input answers 400 with a message,
 * another user's run 404.
 * - POST   /api/quant-studio/run            QuantRunRequest → QuantRunAnswer (QUANT_STUDIO_RULES.runTokenCost tokens; 765 when short)
 * - GET    /api/quant-studio/runs           → QuantSavedRunList
 * - GET    /api/quant-studio/config         → QuantStudioConfig (the history a run may cover)
 * - POST   /api/quant-studio/runs           QuantSaveRunBody → QuantSavedRun (saves a run of the member's under a name; no tokens)
 * - GET    /api/quant-studio/runs/:id       → QuantSavedRun
 * - DELETE /api/quant-studio/runs/:id       → QuantDeleteAnswer
 * - GET    /api/quant-studio/compare?a=&b=  → QuantCompareAnswer
 *
 * Returns, volatilities, drawdowns, exposure and turnover are decimals (0.12 = 12 %); equity
 * starts at 1.
 */
import type { QuantRebalance, QuantSizing, QuantStrategyId } from '../product/quantStudioRules';

export type { QuantRebalance, QuantSizing, QuantStrategyId } from '../product/quantStudioRules';
export { QUANT_STRATEGIES, QUANT_SIZINGS, QUANT_REBALANCES } from '../product/quantStudioRules';

/** What a run trades: tickers typed in, or one of the member's lists (read on the server). */
export type QuantUniverse =
  | { kind: 'tickers'; tickers: string[] }
  /** `portfolio`, or a watchlist of the kind by its name. */
  | { kind: 'list'; list: 'portfolio' | 'watchlist' | 'crypto'; name?: string };

export interface QuantRunRequest {
  universe: QuantUniverse;
  strategy: QuantStrategyId;
  /** The strategy's parameters (missing ones take the product's defaults; a toggle is 0 or 1). */
  parameters?: Record<string, number>;
  sizing?: QuantSizing;
  rebalance?: QuantRebalance;
  /** First and last session, YYYY-MM-DD, inclusive. */
  from: string;
  to: string;
  benchmark?: string;
  /** Transaction costs in basis points of each trade's value. */
  costBps?: number;
}

/** The statistics of one equity curve (docs/methodology.md, "Quant-Studio statistics"). Null where undefined. */
export interface QuantStatistics {
  totalReturn: number;
  cagr: number | null;
  volatility: number | null;
  sharpe: number | null;
  sortino: number | null;
  /** Positive: 0.25 = the curve fell 25 % below its peak. */
  maxDrawdown: number;
  /** Share of closed trades that gained (after costs); null without a closed trade. */
  hitRate: number | null;
  /** One-way turnover per year: half the summed absolute changes of the weights, per year. */
  turnover: number;
  /** Average invested share of the capital. */
  exposure: number;
  trades: number;
}

export interface QuantTrade {
  date: string;
  ticker: string;
  side: 'buy' | 'sell';
  /** The position's share of the capital (at that close, before the day's trades) before and after the trade. */
  weightBefore: number;
  weightAfter: number;
  /** Price of the close the trade was done at. */
  price: number;
  /** Sells that close a position: the round trip's return (all its sales over all its purchases, after costs); null otherwise. */
  tradeReturn: number | null;
}

/** The parameters as run (defaults filled in, tickers resolved and upper-cased). */
export interface QuantResolvedRequest {
  tickers: string[];
  /** The list the tickers came from, if any (`Market overview`, a watchlist's name). */
  listName: string | null;
  strategy: QuantStrategyId;
  parameters: Record<string, number>;
  sizing: QuantSizing;
  rebalance: QuantRebalance;
  from: string;
  to: string;
  benchmark: string;
  costBps: number;
}

/**
 * What a run computes: the backtest engine's simulation (runBacktest, server/market/backtest) of the
 * strategy as Quant-Studio shows it, equity from 1. One entry per session of the period in each series.
 */
export interface QuantRunSeries {
  dates: string[];
  equity: number[];
  /** The benchmark bought at the first close and held, from 1. */
  benchmarkEquity: number[];
  /** Positive fractions below the running peak. */
  drawdown: number[];
  benchmarkDrawdown: number[];
  /** Invested share of the capital at each close. */
  exposure: number[];
  statistics: QuantStatistics;
  benchmarkStatistics: QuantStatistics;
  /** The most recent trades (at most QUANT_STUDIO_RULES.maxTradesListed), oldest first. */
  trades: QuantTrade[];
  /** Trades in total (statistics.trades counts the same). */
  tradeCount: number;
}

/** A run as answered and stored: the series with the request as run and when. */
export interface QuantRunResult extends QuantRunSeries {
  request: QuantResolvedRequest;
  /** The last session of market data the run saw. */
  asOf: string;
  computedAt: string;
}

export interface QuantRunAnswer {
  /** The run as stored (unsaved until POST /quant-studio/runs names it). */
  runId: string;
  result: QuantRunResult;
  tokensCharged: number;
  tokenBalance: number;
}

export interface QuantSaveRunBody {
  runId: string;
  name: string;
}

export interface QuantStudioConfig {
  /** The first and last session a run may cover (the default benchmark's history). */
  firstSession: string | null;
  lastSession: string;
  /** Saved runs the member has and may keep. */
  savedRuns: number;
  savedRunsLimit: number;
}

export interface QuantSavedRunSummary {
  id: string;
  name: string;
  createdAt: string;
  strategy: QuantStrategyId;
  tickers: string[];
  from: string;
  to: string;
  benchmark: string;
  statistics: QuantStatistics;
}

export interface QuantSavedRunList {
  runs: QuantSavedRunSummary[];
  /** Saved runs the member's plan keeps. */
  limit: number;
}

export interface QuantSavedRun extends Omit<QuantSavedRunSummary, 'statistics'> {
  result: QuantRunResult;
}

export interface QuantDeleteAnswer {
  deleted: string;
}

export interface QuantCompareAnswer {
  a: QuantSavedRun;
  b: QuantSavedRun;
}
