/**
 * Alerts, history entries and answers as the server sends them (contracts/alerts.ts), for the
 * stories and the tests: one alert of each condition type and status, and fired entries with every
 * delivery outcome.
 */
import type { AlertHistoryEntry, AlertListAnswer, AlertView, WebhookSecretState } from '../../../contracts';

const at = (day: number, hour = 14) => new Date(Date.UTC(2026, 2, day, hour, 30)).toISOString();

export function fixtureAlerts(): AlertView[] {
  const base = { webhookUrl: null, expiresAt: null, paused: false, status: 'active' as const, createdAt: at(1), updatedAt: at(1), lastFiredAt: null };
  return [
    { ...base, id: 'a1', name: 'SPY short-term upper range', target: { kind: 'ticker', ticker: 'SPY' }, condition: { type: 'rangeCross', horizon: 'short', band: 'upper' }, channels: ['app', 'mail'], repeat: { mode: 'everyCrossing', cooldownMinutes: 60 }, lastFiredAt: at(3) },
    { ...base, id: 'a2', name: 'Tech trend turns', target: { kind: 'list', listName: 'TECH' }, condition: { type: 'ratingChange', rating: 'trend', to: 'trendBearish' }, channels: ['app'], repeat: { mode: 'once' } },
    { ...base, id: 'a3', name: 'QQQ near the put wall', target: { kind: 'ticker', ticker: 'QQQ' }, condition: { type: 'gammaCross', level: 'putWall', direction: 'below' }, channels: ['app', 'webhook'], webhookUrl: 'https://hooks.example.com/rangescope', repeat: { mode: 'everyCrossing', cooldownMinutes: 240 }, paused: true, status: 'paused' },
    { ...base, id: 'a4', name: 'AAPL IV rank high', target: { kind: 'ticker', ticker: 'AAPL' }, condition: { type: 'metricThreshold', metric: 'ivRank', direction: 'above', threshold: 80 }, channels: ['mail'], repeat: { mode: 'once' }, status: 'done', lastFiredAt: at(2) },
    { ...base, id: 'a5', name: 'Leaders change', target: { kind: 'scan', scanId: 'scan-1' }, condition: { type: 'scanMembership', change: 'either' }, channels: ['app'], repeat: { mode: 'everyCrossing', cooldownMinutes: 1440 } },
    { ...base, id: 'a6', name: 'BTC above 100k', target: { kind: 'ticker', ticker: 'CRYPTO.BTC' }, condition: { type: 'price', direction: 'above', threshold: 100_000 }, channels: ['app'], repeat: { mode: 'once' }, expiresAt: at(1, 0), status: 'expired' },
  ];
}

export function fixtureList(alerts: AlertView[] = fixtureAlerts(), limit = 10): AlertListAnswer {
  return { alerts, limit, active: alerts.filter((a) => a.status === 'active').length };
}

export function fixtureHistory(): AlertHistoryEntry[] {
  return [
    {
      id: 'h1', alertId: 'a1', alertName: 'SPY short-term upper range', ticker: 'SPY', condition: { type: 'rangeCross', horizon: 'short', band: 'upper' },
      value: 512.34, level: 510.8, firedAt: at(3),
      deliveries: [
        { channel: 'app', status: 'delivered', attempts: 1, lastError: null, deliveredAt: at(3) },
        { channel: 'mail', status: 'delivered', attempts: 1, lastError: null, deliveredAt: at(3) },
      ],
    },
    {
      id: 'h2', alertId: 'a3', alertName: 'QQQ near the put wall', ticker: 'QQQ', condition: { type: 'gammaCross', level: 'putWall', direction: 'below' },
      value: 428.1, level: 430, firedAt: at(2, 16),
      deliveries: [
        { channel: 'app', status: 'delivered', attempts: 1, lastError: null, deliveredAt: at(2, 16) },
        { channel: 'webhook', status: 'retrying', attempts: 3, lastError: 'HTTP 502 from hooks.example.com', deliveredAt: null },
      ],
    },
    {
      id: 'h3', alertId: 'a4', alertName: 'AAPL IV rank high', ticker: 'AAPL', condition: { type: 'metricThreshold', metric: 'ivRank', direction: 'above', threshold: 80 },
      value: 83.5, level: 80, firedAt: at(2),
      deliveries: [{ channel: 'mail', status: 'failed', attempts: 1, lastError: 'mailbox unavailable', deliveredAt: null }],
    },
    {
      id: 'h4', alertId: 'a2', alertName: 'Tech trend turns', ticker: 'MSFT', condition: { type: 'ratingChange', rating: 'trend', to: 'trendBearish' },
      value: 'trendBearish', level: null, firedAt: at(1),
      deliveries: [{ channel: 'app', status: 'pending', attempts: 0, lastError: null, deliveredAt: null }],
    },
  ];
}

export const FIXTURE_SECRET: WebhookSecretState = { exists: true, createdAt: at(1) };
export const FIXTURE_NEW_SECRET = 'whsec_3f9a1c0d7e2b4a6c8e0f1a3b5c7d9e1f';
