/**
 * The form's check of a draft, rule for rule as the server enforces them (product/alertRules.ts):
 * a name of at most 80 characters, a ticker symbol, a list or a saved scan; each condition's
 * bounds (within 0–50 %, IV rank and percentile 0–100, h64 and h256 0–1, a price above 0); at least
 * one channel and an http(s) address for the webhook; a cool-down of 1 minute to 7 days; an expiry in
 * the future. A valid draft becomes the wire's AlertInput; each problem is an i18n key with its
 * parameters, under the field it belongs to.
 */
import type { AlertCondition, AlertInput, AlertTarget } from '../../../contracts';
import { ALERT_RULES } from '../../../product/alertRules';
import { isTickerSymbol } from '../../../product/tickerSymbols';
import type { AlertDraft } from './alertDraft';

export type DraftField = 'name' | 'ticker' | 'listName' | 'scanId' | 'type' | 'within' | 'metricThreshold' | 'price' | 'channels' | 'webhookUrl' | 'cooldown' | 'expiresAt';

export interface DraftProblem {
  key: string;
  params?: Record<string, unknown>;
}

export type DraftCheck = { ok: true; input: AlertInput } | { ok: false; problems: Partial<Record<DraftField, DraftProblem>> };

/** A number as typed (a decimal comma allowed), or null when it is none. */
export function typedNumber(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '' || !/^[-+]?(\d+\.?\d*|\.\d+)$/.test(trimmed)) return null;
  return Number(trimmed);
}

export function isWebhookUrl(text: string): boolean {
  try {
    const url = new URL(text.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

const between = (min: number, max: number): DraftProblem => ({ key: 'form.error.between', params: { min, max } });

function conditionOf(draft: AlertDraft, problems: Partial<Record<DraftField, DraftProblem>>): AlertCondition | null {
  switch (draft.type) {
    case 'rangeCross': {
      if (draft.within.trim() === '') return { type: 'rangeCross', horizon: draft.horizon, band: draft.band };
      const within = typedNumber(draft.within);
      if (within === null || within < 0 || within > ALERT_RULES.withinPercentMax) {
        problems.within = between(0, ALERT_RULES.withinPercentMax);
        return null;
      }
      return { type: 'rangeCross', horizon: draft.horizon, band: draft.band, ...(within > 0 ? { withinPercent: within } : {}) };
    }
    case 'ratingChange':
      return { type: 'ratingChange', rating: draft.rating, to: draft.ratingTo };
    case 'gammaCross':
      return { type: 'gammaCross', level: draft.gammaLevel, direction: draft.crossDirection };
    case 'metricThreshold': {
      const bounds = ALERT_RULES.metricBounds[draft.metric];
      const threshold = typedNumber(draft.metricThreshold);
      if (threshold === null || threshold < bounds.min || threshold > bounds.max) {
        problems.metricThreshold = between(bounds.min, bounds.max);
        return null;
      }
      return { type: 'metricThreshold', metric: draft.metric, direction: draft.metricDirection, threshold };
    }
    case 'scanMembership':
      if (draft.targetKind !== 'scan') {
        problems.type = { key: 'form.error.scanOnly' };
        return null;
      }
      return { type: 'scanMembership', change: draft.scanChange };
    case 'price': {
      const price = typedNumber(draft.price);
      if (price === null || price <= 0 || price > ALERT_RULES.priceMax) {
        problems.price = { key: 'form.error.price', params: { max: ALERT_RULES.priceMax } };
        return null;
      }
      return { type: 'price', direction: draft.priceDirection, threshold: price };
    }
  }
}

function targetOf(draft: AlertDraft, problems: Partial<Record<DraftField, DraftProblem>>): AlertTarget | null {
  if (draft.targetKind === 'ticker') {
    const ticker = draft.ticker.trim().toUpperCase();
    if (!ticker) problems.ticker = { key: 'form.error.required' };
    else if (!isTickerSymbol(ticker)) problems.ticker = { key: 'form.error.ticker' };
    return problems.ticker ? null : { kind: 'ticker', ticker };
  }
  if (draft.targetKind === 'list') {
    if (!draft.listName) problems.listName = { key: 'form.error.required' };
    return draft.listName ? { kind: 'list', listName: draft.listName } : null;
  }
  if (!draft.scanId) problems.scanId = { key: 'form.error.required' };
  return draft.scanId ? { kind: 'scan', scanId: draft.scanId } : null;
}

/**
 * @example checkDraft({ ...EMPTY_DRAFT, name: 'SPY up', ticker: 'spy' }, new Date()) // {ok: true, input: {name: 'SPY up', target: {kind: 'ticker', ticker: 'SPY'}, …}}
 */
export function checkDraft(draft: AlertDraft, now: Date = new Date()): DraftCheck {
  const problems: Partial<Record<DraftField, DraftProblem>> = {};
  const name = draft.name.trim();
  if (!name) problems.name = { key: 'form.error.required' };
  else if (name.length > ALERT_RULES.nameMaxLength) problems.name = { key: 'form.error.tooLong', params: { max: ALERT_RULES.nameMaxLength } };

  const target = targetOf(draft, problems);
  const condition = conditionOf(draft, problems);

  const channels = [...new Set(draft.channels)];
  if (!channels.length) problems.channels = { key: 'form.error.channels' };
  const webhook = channels.includes('webhook');
  const webhookUrl = draft.webhookUrl.trim();
  if (webhook && !webhookUrl) problems.webhookUrl = { key: 'form.error.required' };
  else if (webhook && webhookUrl.length > ALERT_RULES.webhookUrlMaxLength) problems.webhookUrl = { key: 'form.error.tooLong', params: { max: ALERT_RULES.webhookUrlMaxLength } };
  else if (webhook && !isWebhookUrl(webhookUrl)) problems.webhookUrl = { key: 'form.error.webhookUrl' };

  let cooldown = 0;
  if (draft.repeatMode === 'everyCrossing') {
    cooldown = typedNumber(draft.cooldown) ?? NaN;
    if (!Number.isInteger(cooldown) || cooldown < ALERT_RULES.cooldownMinutesMin || cooldown > ALERT_RULES.cooldownMinutesMax) {
      problems.cooldown = between(ALERT_RULES.cooldownMinutesMin, ALERT_RULES.cooldownMinutesMax);
    }
  }

  let expiresAt: string | null = null;
  if (draft.expiresAt.trim()) {
    const when = new Date(draft.expiresAt);
    if (Number.isNaN(when.getTime())) problems.expiresAt = { key: 'form.error.date' };
    else if (when.getTime() <= now.getTime()) problems.expiresAt = { key: 'form.error.future' };
    else expiresAt = when.toISOString();
  }

  if (!target || !condition || Object.keys(problems).length) return { ok: false, problems };
  return {
    ok: true,
    input: {
      name, target, condition, channels,
      webhookUrl: webhook ? webhookUrl : null,
      repeat: draft.repeatMode === 'once' ? { mode: 'once' } : { mode: 'everyCrossing', cooldownMinutes: cooldown },
      expiresAt,
      paused: draft.paused,
    },
  };
}

/** The wire's AlertInput of a stored alert (to pause or resume it with PUT). */
export function inputOfView(alert: AlertInput): AlertInput {
  return {
    name: alert.name, target: alert.target, condition: alert.condition, channels: alert.channels,
    webhookUrl: alert.webhookUrl ?? null, repeat: alert.repeat, expiresAt: alert.expiresAt ?? null, paused: alert.paused ?? false,
  };
}
