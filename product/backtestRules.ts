/**
 * The backtests' product rules (issue 23 scopes 3 and 4): limits of the calls, defaults, who may call
 * them and the model portfolios. Read by the server (which enforces them) and the backtest page.
 * docs/methodology.md "Backtests" explains the rules these parameters feed.
 */
import type { PermissionModule } from './permissionModules';

/** The page and its calls are for developers (document 4 section 2.3: a dev-only route). */
export const BACKTEST_PERMISSION: PermissionModule = 'DEV_ONLY';

/** The model portfolios' horizon (document 4: the client keeps the entries with timeHorizon 400). */
export const BACKTEST_TIME_HORIZON_WEEKS = 400;
/** /backtest-new and /backtestBuyAndHold without `weeks`. */
export const BACKTEST_DEFAULT_WEEKS = 12;
/** At most this many weeks (about 20 years) per call. */
export const BACKTEST_MAX_WEEKS = 1040;
/** At most this many tickers per call (and benchmark tickers: BACKTEST_MAX_BENCHMARKS). */
export const BACKTEST_MAX_TICKERS = 50;
export const BACKTEST_MAX_BENCHMARKS = 5;
export const BACKTEST_DEFAULT_BENCHMARK: readonly string[] = ['SPY'];
/** Costs per trade in basis points of the money traded (commission plus half the spread). */
export const BACKTEST_TRANSACTION_COST_BPS = 10;
/** 1,000,000, so that a money diff / 10,000 is a percent of the initial cash (document 4 section 3). */
export const BACKTEST_INITIAL_CASH = 1_000_000;
/** The page divides money diffs by this for display. */
export const BACKTEST_MONEY_DIFF_DIVISOR = 10_000;

export type ModelStrategy = 'rangeReversion' | 'trendFollowing';

export interface ModelPortfolio {
  id: string;
  /** The rule; every portfolio is also shown risk-adjusted (simulationRA). */
  strategy: ModelStrategy;
  assets: readonly string[];
  benchmark: readonly string[];
}

const SECTORS = ['XLK', 'XLF', 'XLV', 'XLE', 'XLI', 'XLY', 'XLP', 'XLU', 'XLB', 'XLRE', 'XLC'] as const;
const MEGA_CAPS = ['AAPL', 'MSFT', 'NVDA', 'AMZN', 'GOOGL', 'META', 'TSLA', 'BRK-B', 'JPM', 'LLY', 'AVGO', 'XOM'] as const;
const MULTI_ASSET = ['SPY', 'QQQ', 'IWM', 'EFA', 'EEM', 'TLT', 'IEF', 'GLD', 'DBC', 'UUP'] as const;

/**
 * The model portfolios of /getBacktests: the US sector ETFs and the US mega caps with each rule, and a
 * multi-asset ETF set with trend following; all against SPY. Our choice (docs/decisions.md).
 */
export const MODEL_PORTFOLIOS: readonly ModelPortfolio[] = [
  { id: 'sectorsRangeReversion', strategy: 'rangeReversion', assets: SECTORS, benchmark: ['SPY'] },
  { id: 'sectorsTrendFollowing', strategy: 'trendFollowing', assets: SECTORS, benchmark: ['SPY'] },
  { id: 'megaCapsRangeReversion', strategy: 'rangeReversion', assets: MEGA_CAPS, benchmark: ['SPY'] },
  { id: 'megaCapsTrendFollowing', strategy: 'trendFollowing', assets: MEGA_CAPS, benchmark: ['SPY'] },
  { id: 'multiAssetTrendFollowing', strategy: 'trendFollowing', assets: MULTI_ASSET, benchmark: ['SPY'] },
];
