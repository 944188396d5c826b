import { describe, expect, it } from 'vitest';
import { setupI18n } from '../../../engine/i18n';
import { fixtureAlerts, fixtureHistory } from '../testing/alertFixtures';
import { alertRows, deliveryWords, historyRows } from './alertRows';

const en = setupI18n('en');
const t = (key: string, options?: Record<string, unknown>) => en.t(key, options);

describe('alert rows', () => {
  it('puts target and condition in words and keeps the channels as values', () => {
    const rows = alertRows(fixtureAlerts(), t, 'en', (id) => (id === 'scan-1' ? 'Leaders' : undefined));
    expect(rows[0]).toMatchObject({ id: 'a1', target: 'SPY', condition: 'Price crosses the short-term upper range', channels: ['app', 'mail'], status: 'active' });
    expect(rows[1]!.target).toBe('List TECH');
    expect(rows[4]!.target).toBe('Scan Leaders');
  });
});

describe('history rows', () => {
  it('sums up each delivery with its outcome, attempts and last error', () => {
    const [, qqq] = historyRows(fixtureHistory(), t, 'en');
    expect(qqq).toMatchObject({ ticker: 'QQQ', value: '428.1', level: '430', condition: 'Price crosses below the put wall' });
    expect(qqq!.deliveries).toBe('In the app: delivered, 1 attempt; Webhook: retrying, 3 attempts, Last error: HTTP 502 from hooks.example.com');
  });

  it('names a rating value and leaves an entry without a level empty', () => {
    const msft = historyRows(fixtureHistory(), t, 'en')[3]!;
    expect([msft.value, msft.level]).toEqual(['Trend bearish', '']);
    expect(deliveryWords({ channel: 'mail', status: 'pending', attempts: 0, lastError: null, deliveredAt: null }, t)).toBe('Mail: pending, 0 attempts');
  });
});
