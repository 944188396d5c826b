/**
 * Fractal Range Alerts (issue 20): the condition vocabulary, the bounds the server enforces and the
 * form shows, and how many active alerts each plan allows. Read by server and client alike.
 */
import type { PlanTier } from './plans';

/** What an alert watches: one ticker, every ticker of one of the user's lists, or the result of a saved scan. */
export const ALERT_TARGET_KINDS = ['ticker', 'list', 'scan'] as const;
export type AlertTargetKind = (typeof ALERT_TARGET_KINDS)[number];

export const ALERT_CONDITION_TYPES = ['rangeCross', 'ratingChange', 'gammaCross', 'metricThreshold', 'scanMembership', 'price'] as const;
export type AlertConditionType = (typeof ALERT_CONDITION_TYPES)[number];

export const ALERT_RANGE_HORIZONS = ['short', 'long'] as const;
export const ALERT_RANGE_BANDS = ['upper', 'lower'] as const;
export const ALERT_RATINGS = ['trend', 'momentum'] as const;
export const ALERT_GAMMA_LEVELS = ['flip', 'putWall', 'callWall'] as const;
export const ALERT_CROSS_DIRECTIONS = ['above', 'below', 'either'] as const;
export const ALERT_THRESHOLD_DIRECTIONS = ['above', 'below'] as const;
export const ALERT_METRICS = ['ivRank', 'ivPercentile', 'h64', 'h256'] as const;
export const ALERT_SCAN_CHANGES = ['gains', 'loses', 'either'] as const;
export const ALERT_CHANNELS = ['app', 'mail', 'webhook'] as const;
export const ALERT_REPEAT_MODES = ['once', 'everyCrossing'] as const;

export type AlertMetric = (typeof ALERT_METRICS)[number];
export type AlertChannel = (typeof ALERT_CHANNELS)[number];

export const ALERT_RULES = {
  nameMaxLength: 80,
  /** "Comes within N % of the range": 0 (the crossing itself) up to this. */
  withinPercentMax: 50,
  /** Thresholds of each metric, inclusive (IV rank and percentile in %, Hurst exponents 0–1). */
  metricBounds: {
    ivRank: { min: 0, max: 100 },
    ivPercentile: { min: 0, max: 100 },
    h64: { min: 0, max: 1 },
    h256: { min: 0, max: 1 },
  } satisfies Record<AlertMetric, { min: number; max: number }>,
  /** Plain price thresholds: above 0, at most this. */
  priceMax: 10_000_000,
  /** Repeat policy "every crossing": the wait after a firing before the alert may fire again. */
  cooldownMinutesMin: 1,
  cooldownMinutesMax: 10_080,
  cooldownMinutesDefault: 60,
  webhookUrlMaxLength: 2_000,
  /** Quote refreshes re-evaluate a ticker at most this often (market hours). */
  quoteEvaluationSeconds: 60,
  /** A failed webhook is retried with exponential back-off for this long. */
  webhookRetryHours: 24,
  webhookFirstRetrySeconds: 30,
  webhookTimeoutMs: 10_000,
  /** History rows one call answers at most. */
  historyPageMax: 500,
} as const;

/** The client paths of the alert screens (links in alert mails). */
export const ALERT_PATHS = {
  alerts: '/dashboard/alerts',
  history: '/dashboard/alert-history',
} as const;

/** Active (not paused, not expired, not finished) alerts each plan allows; over it the call answers 429. */
export const ALERT_LIMITS: Readonly<Record<PlanTier, number>> = {
  demo: 3,
  basic: 10,
  premium: 50,
  unlimited: 100,
  professional: 400,
  elite: 400,
  elitePlus: 400,
};

/** Staff (admins, CMS managers) get the largest plan's allowance. */
export const ALERT_STAFF_LIMIT = Math.max(...Object.values(ALERT_LIMITS));
