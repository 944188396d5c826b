/**
 * The meaning of an alert's input, checked without the database: the condition's vocabulary and
 * the product's bounds (product/alertRules.ts), the channels, the webhook URL, the repeat policy
 * and the expiry. Every problem is a 400 with a clear message (code ALERT_INVALID); the answer is
 * the input in its canonical form (trimmed, upper-cased ticker, only the fields of its condition).
 */
import type { AlertChannel, AlertCondition, AlertInput, AlertRepeat, AlertTarget } from '../../contracts';
import {
  ALERT_CHANNELS, ALERT_CONDITION_TYPES, ALERT_CROSS_DIRECTIONS, ALERT_GAMMA_LEVELS, ALERT_METRICS, ALERT_RANGE_BANDS,
  ALERT_RANGE_HORIZONS, ALERT_RATINGS, ALERT_RULES, ALERT_SCAN_CHANGES, ALERT_TARGET_KINDS, ALERT_THRESHOLD_DIRECTIONS,
} from '../../product/alertRules';
import { ApiError } from '../http/apiError';
import { privateHostReason } from './webhookTarget';

export const ALERT_INVALID = 'ALERT_INVALID';

const TREND_RATINGS = ['trendBullish', 'trendNeutral', 'trendBearish'] as const;
const MOMENTUM_RATINGS = ['momentumBullish', 'momentumNeutral', 'momentumNeutralDanger', 'momentumBearish'] as const;

export function invalid(message: string, field?: string): ApiError {
  return new ApiError(400, message, ALERT_INVALID, field ? { field } : undefined);
}

type Raw = Record<string, unknown>;

function oneOf<T extends string>(value: unknown, allowed: readonly T[], what: string, field: string): T {
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
  throw invalid(`${what} must be one of ${allowed.join(', ')}${value === undefined ? '' : `, not "${String(value)}"`}.`, field);
}

function numberIn(value: unknown, min: number, max: number, what: string, field: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max) {
    throw invalid(`${what} must be a number from ${min} to ${max}.`, field);
  }
  return value;
}

const CONDITION_FIELDS: Record<AlertCondition['type'], readonly string[]> = {
  rangeCross: ['horizon', 'band', 'withinPercent'],
  ratingChange: ['rating', 'to'],
  gammaCross: ['level', 'direction'],
  metricThreshold: ['metric', 'direction', 'threshold'],
  scanMembership: ['change'],
  price: ['direction', 'threshold'],
};

export function conditionOf(raw: Raw): AlertCondition {
  const type = oneOf(raw.type, ALERT_CONDITION_TYPES, 'The condition type', 'condition.type');
  const extra = Object.keys(raw).filter((k) => k !== 'type' && !CONDITION_FIELDS[type].includes(k));
  if (extra.length) throw invalid(`The condition "${type}" takes no ${extra.map((k) => `"${k}"`).join(', ')}.`, `condition.${extra[0]}`);
  switch (type) {
    case 'rangeCross': {
      const c: AlertCondition = {
        type, horizon: oneOf(raw.horizon, ALERT_RANGE_HORIZONS, 'The range horizon', 'condition.horizon'),
        band: oneOf(raw.band, ALERT_RANGE_BANDS, 'The range band', 'condition.band'),
      };
      if (raw.withinPercent !== undefined) {
        c.withinPercent = numberIn(raw.withinPercent, 0, ALERT_RULES.withinPercentMax, 'The distance to the range (%)', 'condition.withinPercent');
      }
      return c;
    }
    case 'ratingChange': {
      const rating = oneOf(raw.rating, ALERT_RATINGS, 'The rating', 'condition.rating');
      const allowed = [...(rating === 'trend' ? TREND_RATINGS : MOMENTUM_RATINGS), 'any'] as const;
      return { type, rating, to: oneOf(raw.to, allowed, `The ${rating} rating to alert on`, 'condition.to') };
    }
    case 'gammaCross':
      return {
        type, level: oneOf(raw.level, ALERT_GAMMA_LEVELS, 'The gamma level', 'condition.level'),
        direction: oneOf(raw.direction, ALERT_CROSS_DIRECTIONS, 'The direction', 'condition.direction'),
      };
    case 'metricThreshold': {
      const metric = oneOf(raw.metric, ALERT_METRICS, 'The metric', 'condition.metric');
      const bounds = ALERT_RULES.metricBounds[metric];
      return {
        type, metric, direction: oneOf(raw.direction, ALERT_THRESHOLD_DIRECTIONS, 'The direction', 'condition.direction'),
        threshold: numberIn(raw.threshold, bounds.min, bounds.max, `The ${metric} threshold`, 'condition.threshold'),
      };
    }
    case 'scanMembership':
      return { type, change: oneOf(raw.change, ALERT_SCAN_CHANGES, 'The scan change', 'condition.change') };
    case 'price': {
      const direction = oneOf(raw.direction, ALERT_THRESHOLD_DIRECTIONS, 'The direction', 'condition.direction');
      const threshold = numberIn(raw.threshold, 0, ALERT_RULES.priceMax, 'The price threshold', 'condition.threshold');
      if (threshold <= 0) throw invalid('The price threshold must be above 0.', 'condition.threshold');
      return { type, direction, threshold };
    }
  }
}

function targetOf(raw: Raw): AlertTarget {
  const kind = oneOf(raw.kind, ALERT_TARGET_KINDS, 'The target', 'target.kind');
  const text = (key: string, what: string): string => {
    const value = typeof raw[key] === 'string' ? (raw[key] as string).trim() : '';
    if (!value) throw invalid(`Please name the ${what} of the alert.`, `target.${key}`);
    return value;
  };
  const extra = Object.keys(raw).filter((k) => k !== 'kind' && k !== { ticker: 'ticker', list: 'listName', scan: 'scanId' }[kind]);
  if (extra.length) throw invalid(`A ${kind} target takes no "${extra[0]}".`, `target.${extra[0]}`);
  if (kind === 'ticker') return { kind, ticker: text('ticker', 'ticker').toUpperCase() };
  if (kind === 'list') return { kind, listName: text('listName', 'list') };
  return { kind, scanId: text('scanId', 'saved scan') };
}

function webhookUrlOf(value: unknown, allowPrivate: boolean): string | null {
  if (value === undefined || value === null || value === '') return null;
  const text = String(value).trim();
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw invalid('The webhook URL must be an http or https address.', 'webhookUrl');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw invalid('The webhook URL must be an http or https address.', 'webhookUrl');
  if (url.username || url.password) throw invalid('The webhook URL must not carry a user name or password.', 'webhookUrl');
  if (text.length > ALERT_RULES.webhookUrlMaxLength) throw invalid(`The webhook URL may be at most ${ALERT_RULES.webhookUrlMaxLength} characters long.`, 'webhookUrl');
  const privateHost = allowPrivate ? null : privateHostReason(url);
  if (privateHost) throw invalid(privateHost, 'webhookUrl');
  return url.toString();
}

function repeatOf(raw: Raw): AlertRepeat {
  const mode = oneOf(raw.mode, ['once', 'everyCrossing'] as const, 'The repeat policy', 'repeat.mode');
  if (mode === 'once') {
    if (raw.cooldownMinutes !== undefined) throw invalid('An alert that fires once has no cool-down.', 'repeat.cooldownMinutes');
    return { mode };
  }
  const cooldown = raw.cooldownMinutes ?? ALERT_RULES.cooldownMinutesDefault;
  const minutes = numberIn(cooldown, ALERT_RULES.cooldownMinutesMin, ALERT_RULES.cooldownMinutesMax, 'The cool-down (minutes)', 'repeat.cooldownMinutes');
  if (!Number.isInteger(minutes)) throw invalid('The cool-down must be a whole number of minutes.', 'repeat.cooldownMinutes');
  return { mode, cooldownMinutes: minutes };
}

function channelsOf(value: unknown): AlertChannel[] {
  const list = Array.isArray(value) ? value : [];
  if (list.length === 0) throw invalid('Choose at least one delivery channel: in the app, by mail or by webhook.', 'channels');
  const channels: AlertChannel[] = [];
  for (const c of list) {
    const channel = oneOf(c, ALERT_CHANNELS, 'A delivery channel', 'channels');
    if (!channels.includes(channel)) channels.push(channel);
  }
  return channels;
}

function nameOf(value: unknown): string {
  const name = typeof value === 'string' ? value.trim() : '';
  if (!name) throw invalid('Please give the alert a name.', 'name');
  if (name.length > ALERT_RULES.nameMaxLength) throw invalid(`The name may be at most ${ALERT_RULES.nameMaxLength} characters long.`, 'name');
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (/[\u0000-\u001f\u007f]/.test(name)) throw invalid('The name must not contain control characters.', 'name');
  return name;
}

function expiryOf(value: unknown, now: Date): Date | null {
  if (value === undefined || value === null || value === '') return null;
  const at = new Date(String(value));
  if (typeof value !== 'string' || Number.isNaN(at.getTime()) || !/^\d{4}-\d{2}-\d{2}/.test(value)) {
    throw invalid('The expiry must be a date and time (ISO 8601).', 'expiresAt');
  }
  if (at.getTime() <= now.getTime()) throw invalid('The expiry must lie in the future.', 'expiresAt');
  return at;
}

/** An alert input in canonical form, with the expiry as a date. */
export interface CheckedAlertInput extends Omit<AlertInput, 'expiresAt' | 'webhookUrl' | 'paused'> {
  webhookUrl: string | null;
  expiresAt: Date | null;
  paused: boolean;
}

/** `allowPrivateWebhooks`: WEBHOOK_PRIVATE_TARGETS (webhooks to loopback and private networks). */
export function checkAlertInput(body: Raw, now: Date, allowPrivateWebhooks = false): CheckedAlertInput {
  const name = nameOf(body.name);
  const target = targetOf((body.target ?? {}) as Raw);
  const condition = conditionOf((body.condition ?? {}) as Raw);
  if (condition.type === 'scanMembership' && target.kind !== 'scan') {
    throw invalid('A scan gains or loses tickers: choose one of your saved scans as the target.', 'target.kind');
  }
  const channels = channelsOf(body.channels);
  const webhookUrl = webhookUrlOf(body.webhookUrl, allowPrivateWebhooks);
  if (channels.includes('webhook') && !webhookUrl) throw invalid('The webhook channel needs a webhook URL (http or https).', 'webhookUrl');
  return {
    name, target, condition, channels, webhookUrl, repeat: repeatOf((body.repeat ?? {}) as Raw),
    expiresAt: expiryOf(body.expiresAt, now), paused: body.paused === true,
  };
}
