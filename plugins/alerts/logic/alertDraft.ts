/**
 * The create and edit form's state: every field of every condition type at once (switching the
 * type keeps what was typed), numbers as typed. `draftOf` reads a stored alert, `seededDraft` starts
 * a new one (from the detail page or a table row: the ticker and the condition given), and
 * `inputOf` (alertValidation.ts) turns a valid draft into the wire's AlertInput.
 */
import type {
  AlertChannel, AlertCondition, AlertConditionType, AlertTarget, AlertTargetKind, AlertView, MomentumRating, TrendRating,
} from '../../../contracts';
import { ALERT_RULES } from '../../../product/alertRules';

export type RatingTarget = TrendRating | MomentumRating | 'any';

export interface AlertDraft {
  name: string;
  targetKind: AlertTargetKind;
  ticker: string;
  listName: string;
  scanId: string;
  type: AlertConditionType;
  horizon: 'short' | 'long';
  band: 'upper' | 'lower';
  /** Percent as typed; empty: the crossing itself. */
  within: string;
  rating: 'trend' | 'momentum';
  ratingTo: RatingTarget;
  gammaLevel: 'flip' | 'putWall' | 'callWall';
  crossDirection: 'above' | 'below' | 'either';
  metric: 'ivRank' | 'ivPercentile' | 'h64' | 'h256';
  metricDirection: 'above' | 'below';
  metricThreshold: string;
  scanChange: 'gains' | 'loses' | 'either';
  priceDirection: 'above' | 'below';
  price: string;
  channels: AlertChannel[];
  webhookUrl: string;
  repeatMode: 'once' | 'everyCrossing';
  cooldown: string;
  /** The input's value (YYYY-MM-DDTHH:mm, local time); empty: never expires. */
  expiresAt: string;
  paused: boolean;
}

/** What a quick create gives: a ticker (or list or scan) and the condition to start with. */
export interface AlertSeed {
  target?: AlertTarget;
  condition?: AlertCondition;
}

export const EMPTY_DRAFT: AlertDraft = {
  name: '', targetKind: 'ticker', ticker: '', listName: '', scanId: '',
  type: 'rangeCross', horizon: 'short', band: 'upper', within: '',
  rating: 'trend', ratingTo: 'any', gammaLevel: 'flip', crossDirection: 'either',
  metric: 'ivRank', metricDirection: 'above', metricThreshold: '',
  scanChange: 'either', priceDirection: 'above', price: '',
  channels: ['app'], webhookUrl: '', repeatMode: 'once', cooldown: String(ALERT_RULES.cooldownMinutesDefault), expiresAt: '', paused: false,
};

/** The draft's fields for one target. */
export function targetFields(target: AlertTarget): Pick<AlertDraft, 'targetKind' | 'ticker' | 'listName' | 'scanId'> {
  return {
    targetKind: target.kind,
    ticker: target.kind === 'ticker' ? target.ticker : '',
    listName: target.kind === 'list' ? target.listName : '',
    scanId: target.kind === 'scan' ? target.scanId : '',
  };
}

/** The draft's fields for one condition (the others keep the defaults). */
export function conditionFields(condition: AlertCondition): Partial<AlertDraft> {
  switch (condition.type) {
    case 'rangeCross':
      return { type: condition.type, horizon: condition.horizon, band: condition.band, within: condition.withinPercent ? String(condition.withinPercent) : '' };
    case 'ratingChange':
      return { type: condition.type, rating: condition.rating, ratingTo: condition.to };
    case 'gammaCross':
      return { type: condition.type, gammaLevel: condition.level, crossDirection: condition.direction };
    case 'metricThreshold':
      return { type: condition.type, metric: condition.metric, metricDirection: condition.direction, metricThreshold: String(condition.threshold) };
    case 'scanMembership':
      return { type: condition.type, scanChange: condition.change };
    case 'price':
      return { type: condition.type, priceDirection: condition.direction, price: String(condition.threshold) };
  }
}

/** A local date-time input's value of an ISO time. */
export function localInputValue(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function draftOf(alert: AlertView): AlertDraft {
  return {
    ...EMPTY_DRAFT,
    name: alert.name,
    ...targetFields(alert.target),
    ...conditionFields(alert.condition),
    channels: [...alert.channels],
    webhookUrl: alert.webhookUrl ?? '',
    repeatMode: alert.repeat.mode,
    cooldown: alert.repeat.mode === 'everyCrossing' ? String(alert.repeat.cooldownMinutes) : EMPTY_DRAFT.cooldown,
    expiresAt: alert.expiresAt ? localInputValue(alert.expiresAt) : '',
    paused: alert.paused,
  };
}

export function seededDraft(seed: AlertSeed = {}): AlertDraft {
  return {
    ...EMPTY_DRAFT,
    ...(seed.target ? targetFields(seed.target) : {}),
    ...(seed.condition ? conditionFields(seed.condition) : {}),
  };
}

/** A ticker's quick alert (the detail page, a table row): price crosses the short-term upper range. */
export function tickerSeed(ticker: string): AlertSeed {
  return { target: { kind: 'ticker', ticker: ticker.trim().toUpperCase() }, condition: { type: 'rangeCross', horizon: 'short', band: 'upper' } };
}
