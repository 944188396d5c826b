/**
 * The shapes of the alert calls' inputs (sizes and types). What a value means (the condition's
 * vocabulary, the product's bounds, the target's existence) is checked in alertInput.ts and
 * alertTargets.ts, each with its own clear 400.
 */
import * as s from '../http/schemas';
import { ALERT_RULES } from '../../product/alertRules';

const word = { type: 'string', maxLength: 40 } as const;

export const alertBodySchema = s.object({
  name: { type: 'string', maxLength: 400 },
  target: s.object({
    kind: word,
    ticker: s.ticker,
    listName: { type: 'string', maxLength: 200 },
    scanId: { type: 'string', maxLength: 100 },
  }, ['kind']),
  condition: s.object({
    type: word,
    horizon: word,
    band: word,
    withinPercent: { type: 'number' },
    rating: word,
    to: word,
    level: word,
    direction: word,
    metric: word,
    threshold: { type: 'number' },
    change: word,
  }, ['type']),
  channels: { type: 'array', maxItems: 10, items: word },
  webhookUrl: { type: ['string', 'null'], maxLength: ALERT_RULES.webhookUrlMaxLength + 100 },
  repeat: s.object({ mode: word, cooldownMinutes: { type: 'number' } }, ['mode']),
  expiresAt: { type: ['string', 'null'], maxLength: 40 },
  paused: { type: 'boolean' },
}, ['name', 'target', 'condition', 'repeat']);

export const alertIdParams = s.object({ id: { type: 'string', maxLength: 100 } }, ['id']);

export const historyQuerySchema = s.object({
  from: { type: 'string', maxLength: 40 },
  to: { type: 'string', maxLength: 40 },
  ticker: s.ticker,
});
