/**
 * The admin tools' calls (issue 28; document 4 sections 2.7, 3 and 7.8): the user admin screen's
 * user data, ticker-usage analysis and actions, and the audit log viewer.
 */
import type { SessionUser } from './users';
import type { SubscriptionEntry } from './billing';

/** GET /api/userAdmin/userData?username=: the user as an admin sees them. */
export interface AdminUserData {
  username: string;
  email: string;
  /** Document 4 section 7.8: the ticker package per month and the tickers counted against it. */
  rawUserData: { tickersPerMonth: number; tickersInLastMonth: number };
  /** The user object their own client receives (read-only JSON view). */
  user: SessionUser;
  /** Every subscription of the user, newest first (for de-/activation and cancellation by id). */
  subscriptions: SubscriptionEntry[];
  /** Sessions that are still signed in. */
  activeSessions: number;
}

/** GET /api/userAdmin/analyzeUsage?username=: where the user's ticker allowance went this month. */
export interface TickerUsageAnalysis {
  /** The month's allowance: the plan's tickers plus add-on packs. */
  totalAmountOfTickersAvailable: number;
  /** Every ticker activated this month, billable or not, sorted. */
  listOfAllTickersUsed: string[];
  /** The tickers in the user's portfolio, watchlists and crypto list, sorted. */
  listOfAllTickersCurrentlyUsedInLists: string[];
  /** Activated this month without counting against the allowance (free tickers, paid otherwise), sorted. */
  freeOrDifferentlyPayedTickers: string[];
  /** Allowance left this month (never below 0). */
  remainingTickers: number;
}

/** The answer of every admin action: "Successful: …" or the server's message. */
export interface AdminActionAnswer {
  msg: string;
}

/** POST /api/userAdmin/forceLogout, /api/userAdmin/resetAssetHistory (and /api/resetAssetHistory). */
export interface AdminUsernameBody {
  username: string;
}

/** POST /api/userAdmin/cancelSub: cancel subscriptions of a user by id, at once, without refund. */
export interface AdminCancelBody {
  username: string;
  ids: string[];
}

/** One line of GET /api/auditLog/log4user (document 4 section 3: timestamp, action, metadata). */
export interface AuditLogLine {
  /** Epoch seconds. */
  timestamp: number;
  action: string;
  /** Who did it (username, or null for the system), on what, from where, and the action's own details (before/after values). */
  metadata: {
    actor: string | null;
    targetType: string | null;
    targetId: string | null;
    ip: string | null;
    /** The user was the one acting ('actor') or the one acted on ('target'). */
    role: 'actor' | 'target';
    details: Record<string, unknown>;
  };
}

/** GET /api/auditLog/log4user?username&from&to&page&pageSize (from and to epoch seconds, both inclusive). */
export interface AuditLogAnswer {
  data: AuditLogLine[];
  page: number;
  pageSize: number;
  total: number;
}

/** One check of GET /api/checkIntegrity: what it looked for, how many it found, a few examples. */
export interface IntegrityFinding {
  id: 'negativeBalances' | 'subscriptionsWithoutPaidOrder' | 'paidOrdersWithoutInvoice' | 'runningPlanOnFreeAccount' | 'orphanRecords' | 'unknownTickersInLists';
  count: number;
  examples: string[];
}

/** GET /api/checkIntegrity (admins): `ok` when every check found nothing. */
export interface IntegrityCheckAnswer {
  ok: boolean;
  checkedAt: string;
  durationMs: number;
  /** Whether the lists were checked against a market snapshot (none before the first one). */
  marketChecked: boolean;
  findings: IntegrityFinding[];
}

/** What one run of the subscription time-left check did (the morning billing check's report). */
export interface TimeLeftReport {
  checkedAt: string;
  renewed: number;
  renewalsFailed: number;
  ended: number;
  refundsSettled: number;
}

/** GET /api/userSubscriptionTimeLeftCheck: every user's subscriptions for admins ('all'), the caller's own otherwise. */
export interface TimeLeftCheckAnswer extends TimeLeftReport {
  scope: 'all' | 'own';
}
