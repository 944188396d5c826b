import { describe, expect, it } from 'vitest';
import { ALERT_RULES } from '../../../product/alertRules';
import type { AlertView } from '../../../contracts';
import { EMPTY_DRAFT, draftOf, seededDraft, tickerSeed, type AlertDraft } from './alertDraft';
import { checkDraft, inputOfView, isWebhookUrl, typedNumber } from './alertValidation';

const NOW = new Date('2026-03-02T12:00:00Z');
const draft = (over: Partial<AlertDraft>): AlertDraft => ({ ...EMPTY_DRAFT, name: 'SPY up', ticker: 'spy', ...over });
const problems = (over: Partial<AlertDraft>) => {
  const check = checkDraft(draft(over), NOW);
  return check.ok ? {} : check.problems;
};

describe('checkDraft', () => {
  it('turns a valid draft into the wire input: ticker upper-cased, crossing without withinPercent, no webhook URL', () => {
    expect(checkDraft(draft({ name: '  SPY up ' }), NOW)).toEqual({
      ok: true,
      input: {
        name: 'SPY up', target: { kind: 'ticker', ticker: 'SPY' }, condition: { type: 'rangeCross', horizon: 'short', band: 'upper' },
        channels: ['app'], webhookUrl: null, repeat: { mode: 'once' }, expiresAt: null, paused: false,
      },
    });
  });

  it('asks for a name of at most 80 characters and a ticker symbol', () => {
    expect(problems({ name: ' ' }).name).toEqual({ key: 'form.error.required' });
    expect(problems({ name: 'x'.repeat(ALERT_RULES.nameMaxLength + 1) }).name).toEqual({ key: 'form.error.tooLong', params: { max: 80 } });
    expect(problems({ name: 'x'.repeat(ALERT_RULES.nameMaxLength) }).name).toBeUndefined();
    expect(problems({ ticker: 'SP Y' }).ticker).toEqual({ key: 'form.error.ticker' });
    expect(problems({ ticker: '' }).ticker).toEqual({ key: 'form.error.required' });
  });

  it('asks for a list or a saved scan when the target is one', () => {
    expect(problems({ targetKind: 'list' }).listName).toEqual({ key: 'form.error.required' });
    expect(problems({ targetKind: 'scan' }).scanId).toEqual({ key: 'form.error.required' });
    const check = checkDraft(draft({ targetKind: 'scan', scanId: 'q1', type: 'scanMembership', scanChange: 'gains' }), NOW);
    expect(check.ok && check.input.target).toEqual({ kind: 'scan', scanId: 'q1' });
    expect(check.ok && check.input.condition).toEqual({ type: 'scanMembership', change: 'gains' });
  });

  it('allows the scan-membership condition for a saved scan only', () => {
    expect(problems({ type: 'scanMembership' }).type).toEqual({ key: 'form.error.scanOnly' });
  });

  it('keeps within % between 0 and 50, a decimal comma allowed', () => {
    expect(problems({ within: '50.5' }).within).toEqual({ key: 'form.error.between', params: { min: 0, max: 50 } });
    expect(problems({ within: 'two' }).within).toBeDefined();
    const check = checkDraft(draft({ within: '2,5' }), NOW);
    expect(check.ok && check.input.condition).toEqual({ type: 'rangeCross', horizon: 'short', band: 'upper', withinPercent: 2.5 });
  });

  it('keeps each metric within its bounds (IV rank 0–100, Hurst 0–1)', () => {
    expect(problems({ type: 'metricThreshold', metric: 'ivRank', metricThreshold: '101' }).metricThreshold).toEqual({ key: 'form.error.between', params: { min: 0, max: 100 } });
    expect(problems({ type: 'metricThreshold', metric: 'h256', metricThreshold: '1.2' }).metricThreshold).toEqual({ key: 'form.error.between', params: { min: 0, max: 1 } });
    expect(problems({ type: 'metricThreshold', metric: 'h64', metricThreshold: '' }).metricThreshold).toBeDefined();
    const check = checkDraft(draft({ type: 'metricThreshold', metric: 'h64', metricDirection: 'below', metricThreshold: '0.45' }), NOW);
    expect(check.ok && check.input.condition).toEqual({ type: 'metricThreshold', metric: 'h64', direction: 'below', threshold: 0.45 });
  });

  it('wants a plain price above 0 and at most the maximum', () => {
    expect(problems({ type: 'price', price: '0' }).price).toEqual({ key: 'form.error.price', params: { max: ALERT_RULES.priceMax } });
    expect(problems({ type: 'price', price: String(ALERT_RULES.priceMax + 1) }).price).toBeDefined();
    expect(problems({ type: 'price', price: '1' }).price).toBeUndefined();
  });

  it('wants a channel, and an http(s) address for the webhook', () => {
    expect(problems({ channels: [] }).channels).toEqual({ key: 'form.error.channels' });
    expect(problems({ channels: ['webhook'] }).webhookUrl).toEqual({ key: 'form.error.required' });
    expect(problems({ channels: ['webhook'], webhookUrl: 'ftp://x.example' }).webhookUrl).toEqual({ key: 'form.error.webhookUrl' });
    const check = checkDraft(draft({ channels: ['app', 'webhook', 'app'], webhookUrl: ' https://hooks.example/a ' }), NOW);
    expect(check.ok && [check.input.channels, check.input.webhookUrl]).toEqual([['app', 'webhook'], 'https://hooks.example/a']);
  });

  it('wants a whole cool-down of 1 minute to 7 days for every crossing', () => {
    expect(problems({ repeatMode: 'everyCrossing', cooldown: '0' }).cooldown).toEqual({ key: 'form.error.between', params: { min: 1, max: 10_080 } });
    expect(problems({ repeatMode: 'everyCrossing', cooldown: '1.5' }).cooldown).toBeDefined();
    const check = checkDraft(draft({ repeatMode: 'everyCrossing', cooldown: '90' }), NOW);
    expect(check.ok && check.input.repeat).toEqual({ mode: 'everyCrossing', cooldownMinutes: 90 });
  });

  it('wants an expiry in the future', () => {
    expect(problems({ expiresAt: '2020-01-01T10:00' }).expiresAt).toEqual({ key: 'form.error.future' });
    const check = checkDraft(draft({ expiresAt: '2027-01-01T10:00' }), NOW);
    expect(check.ok && check.input.expiresAt).toBe(new Date('2027-01-01T10:00').toISOString());
  });
});

describe('drafts', () => {
  const stored: AlertView = {
    id: 'a1', name: 'IV', target: { kind: 'list', listName: 'TECH' }, condition: { type: 'metricThreshold', metric: 'ivRank', direction: 'above', threshold: 80 },
    channels: ['app', 'webhook'], webhookUrl: 'https://h.example', repeat: { mode: 'everyCrossing', cooldownMinutes: 30 }, expiresAt: null, paused: true,
    status: 'paused', createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z', lastFiredAt: null,
  };

  it('reads a stored alert back into the same input', () => {
    const check = checkDraft(draftOf(stored), NOW);
    expect(check.ok && check.input).toEqual(inputOfView(stored));
  });

  it("seeds a ticker's quick alert: price crosses the short-term upper range", () => {
    expect(seededDraft(tickerSeed(' aapl '))).toMatchObject({ targetKind: 'ticker', ticker: 'AAPL', type: 'rangeCross', horizon: 'short', band: 'upper', within: '' });
  });
});

describe('typedNumber and isWebhookUrl', () => {
  it('reads numbers as typed', () => {
    expect([typedNumber('1,5'), typedNumber(' 2 '), typedNumber('.5'), typedNumber('1e3'), typedNumber('')]).toEqual([1.5, 2, 0.5, null, null]);
  });
  it('accepts http and https only', () => {
    expect([isWebhookUrl('http://localhost:9000/x'), isWebhookUrl('https://a.example'), isWebhookUrl('javascript:alert(1)'), isWebhookUrl('a.example')]).toEqual([true, true, false, false]);
  });
});
