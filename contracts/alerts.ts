/**
 * Fractal Range Alerts (issue 20):
 * - GET    /api/alerts                         → AlertListAnswer
 * - POST   /api/alerts          body AlertInput → AlertView (200); over the plan's limit 429
 * - PUT    /api/alerts/{id}     body AlertInput → AlertView (pause and resume by `paused`)
 * - DELETE /api/alerts/{id}                     → { success: true }
 * - GET    /api/alerts/history?from&to&ticker   → AlertHistoryAnswer (newest first)
 * - GET    /api/alerts/webhookSecret            → WebhookSecretState
 * - POST   /api/alerts/webhookSecret            → WebhookSecretAnswer (a new secret, shown this once)
 * - GET    /api/alerts/stream                   → text/event-stream of `alertFired` events (AlertFiredEvent)
 * Another user's alert answers 404; bad input 400 with the standard error body and stores nothing
 * (code ALERT_INVALID with `field`); a model-level condition on a ticker the user has not revealed
 * 409 TICKER_NOT_REVEALED; the 'webhook' channel needs a webhook secret made first (400 otherwise).
 * The stream is authenticated by the session's Authorization header like every call (read it with
 * fetch: engine/data/eventStream.ts), needs `Accept: text/event-stream` (406 otherwise) and replays
 * the entries after a `Last-Event-ID`. See docs/api.md "Alerts".
 * The bounds and the vocabulary are the product's (product/alertRules.ts).
 */
import type { TrendRating, MomentumRating } from './ratings';
import type {
  AlertChannel,
  AlertMetric,
} from '../product/alertRules';

export type { AlertChannel, AlertMetric, AlertConditionType, AlertTargetKind } from '../product/alertRules';

export type AlertTarget =
  | { kind: 'ticker'; ticker: string }
  /** Every ticker of one of the user's lists, by the list's name (the portfolio is 'Market overview'). */
  | { kind: 'list'; listName: string }
  /** The result of one of the user's saved scanner filters (DomainScannerQuery id). */
  | { kind: 'scan'; scanId: string };

export type AlertCondition =
  /** The price crosses a volatility range's band (outwards), or comes within `withinPercent` % of it. */
  | { type: 'rangeCross'; horizon: 'short' | 'long'; band: 'upper' | 'lower'; withinPercent?: number }
  /** The trend or momentum rating changes: to `to`, or any change when `to` is 'any'. */
  | { type: 'ratingChange'; rating: 'trend' | 'momentum'; to: TrendRating | MomentumRating | 'any' }
  /** The price crosses the gamma flip, the put wall or the call wall. */
  | { type: 'gammaCross'; level: 'flip' | 'putWall' | 'callWall'; direction: 'above' | 'below' | 'either' }
  | { type: 'metricThreshold'; metric: AlertMetric; direction: 'above' | 'below'; threshold: number }
  /** A saved scan's result gains or loses a ticker (target kind 'scan' only). */
  | { type: 'scanMembership'; change: 'gains' | 'loses' | 'either' }
  | { type: 'price'; direction: 'above' | 'below'; threshold: number };

export type AlertRepeat = { mode: 'once' } | { mode: 'everyCrossing'; cooldownMinutes: number };

export interface AlertInput {
  name: string;
  target: AlertTarget;
  condition: AlertCondition;
  /** At least one; 'webhook' needs `webhookUrl` (http or https). */
  channels: AlertChannel[];
  webhookUrl?: string | null;
  repeat: AlertRepeat;
  /** ISO time; null never expires. */
  expiresAt?: string | null;
  paused?: boolean;
}

/** active: evaluated; paused: by the user; expired: past expiresAt; done: a 'once' alert that fired. */
export type AlertStatus = 'active' | 'paused' | 'expired' | 'done';

export interface AlertView extends AlertInput {
  id: string;
  webhookUrl: string | null;
  expiresAt: string | null;
  paused: boolean;
  status: AlertStatus;
  createdAt: string;
  updatedAt: string;
  lastFiredAt: string | null;
}

export interface AlertListAnswer {
  alerts: AlertView[];
  /** Active alerts the user's plan allows, and how many are active now. */
  limit: number;
  active: number;
}

export type AlertDeliveryStatus = 'delivered' | 'pending' | 'retrying' | 'failed';

export interface AlertDelivery {
  channel: AlertChannel;
  status: AlertDeliveryStatus;
  attempts: number;
  lastError: string | null;
  deliveredAt: string | null;
}

export interface AlertHistoryEntry {
  id: string;
  alertId: string;
  alertName: string;
  ticker: string;
  condition: AlertCondition;
  /** The observed value that fired (price, rating, metric value; for scans the ticker's new membership). */
  value: number | string;
  /** The level it crossed (range band, wall, threshold), null when there is none (rating change, scan). */
  level: number | string | null;
  firedAt: string;
  deliveries: AlertDelivery[];
}

export interface AlertHistoryAnswer {
  entries: AlertHistoryEntry[];
}

/** The in-app stream's event: the history entry as it was fired. */
export type AlertFiredEvent = AlertHistoryEntry;

/** The webhook's JSON body; header X-RangeScope-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">. */
export interface AlertWebhookBody {
  alertId: string;
  name: string;
  ticker: string;
  condition: AlertCondition;
  value: number | string;
  level: number | string | null;
  firedAt: string;
}

export interface WebhookSecretState {
  exists: boolean;
  createdAt: string | null;
}

export interface WebhookSecretAnswer {
  /** Shown once; only its encrypted form is kept for signing. */
  secret: string;
  createdAt: string;
}
