/**
 * The admins' dev-only pages (issue 28 scope 9; document 4 section 2.7 "Dev-only"): the fired
 * alerts of every user and the model portfolios' current positions. Both need the ADMIN and the
 * DEV_ONLY module. The explorer reads models through the engine (`/api/admin/models`,
 * `/api/list/{model}`) and the type scale reads the theme's stylesheets: neither has a call of its own.
 *
 * - GET /api/admin/alertHistory?username&ticker&from&to&page&pageSize → AdminAlertHistoryAnswer
 * - GET /api/admin/managedPortfolio → ManagedPortfolioAnswer (503 while the backtests compute)
 */
import type { AlertHistoryEntry } from './alerts';
import type { BacktestStrategyId } from './backtests';

/** One fired alert with the user it belongs to. */
export interface AdminAlertHistoryEntry extends AlertHistoryEntry {
  username: string;
}

/** Newest first; `from` and `to` are dates (YYYY-MM-DD, whole UTC days, inclusive). */
export interface AdminAlertHistoryAnswer {
  entries: AdminAlertHistoryEntry[];
  page: number;
  pageSize: number;
  total: number;
}

/** One position of a model portfolio at the latest close. */
export interface ManagedPosition {
  ticker: string;
  /** Market value at the last close. */
  value: number;
  /** value / equity (decimal). */
  weight: number;
  /** The session and close of the last buy of the ticker (an entry or a top-up to its weight); null when the period holds none. */
  lastTradeDate: string | null;
  lastTradePrice: number | null;
}

/** One simulation (the rule, or its risk-adjusted variant) of a model portfolio. */
export interface ManagedSimulation {
  equity: number;
  cash: number;
  positions: ManagedPosition[];
}

export interface ManagedPortfolio {
  id: string;
  strategy: BacktestStrategyId;
  benchmark: string[];
  simulation: ManagedSimulation;
  simulationRA: ManagedSimulation;
}

export interface ManagedPortfolioAnswer {
  /** The snapshot's trading day the positions are as of (YYYY-MM-DD). */
  asOfDate: string;
  /** The last session of the backtests (the positions' close). */
  lastSession: string;
  initialCash: number;
  portfolios: ManagedPortfolio[];
}
