import { describe, expect, it } from 'vitest';
import { ApiCallError, testDataProvider, type RequestOptions, type SubscribeOptions } from '../../../engine/data';
import { alertsMethods, firedEntryOf } from './alertsApi';
import { fixtureAlerts, fixtureHistory } from '../testing/alertFixtures';
import type { AlertInput } from '../../../contracts';

function recording() {
  const seen: { path: string; options: RequestOptions }[] = [];
  let subscribed: { path: string; options: SubscribeOptions } | null = null;
  const data = testDataProvider({
    request: (async (path: string, options: RequestOptions = {}) => {
      seen.push({ path, options });
      return {};
    }) as never,
    subscribe: (path, options) => {
      subscribed = { path, options };
      return () => undefined;
    },
  });
  return { api: alertsMethods.of(data), seen, subscribed: () => subscribed! };
}

const input = { name: 'n' } as AlertInput;

describe('the alerts calls', () => {
  it('use the paths and methods of the contract', async () => {
    const { api, seen } = recording();
    await api.list();
    await api.create(input);
    await api.update('a/1', input);
    await api.remove('a1');
    await api.history({ ticker: 'spy' });
    await api.webhookSecret();
    await api.rotateWebhookSecret();
    expect(seen.map((s) => `${s.options.method ?? 'GET'} ${s.path}`)).toEqual([
      'GET /alerts', 'POST /alerts', 'PUT /alerts/a%2F1', 'DELETE /alerts/a1', 'GET /alerts/history?ticker=SPY', 'GET /alerts/webhookSecret', 'POST /alerts/webhookSecret',
    ]);
  });

  it("keep a save's 400, 404 and 429 with the form, and give the catalogue the rest", async () => {
    const { api, seen } = recording();
    await api.create(input);
    const reported = seen[0]!.options.reportError as (err: unknown) => boolean;
    expect([400, 404, 429].map((s) => reported(new ApiCallError(s, '')))).toEqual([false, false, false]);
    expect([401, 500].map((s) => reported(new ApiCallError(s, '')))).toEqual([true, true]);
  });

  it('report only an ended session of the background history read and of the stream', async () => {
    const { api, seen, subscribed } = recording();
    await api.history({}, { background: true });
    api.subscribe(() => undefined);
    for (const reported of [seen[0]!.options.reportError, subscribed().options.reportError] as ((err: unknown) => boolean)[]) {
      expect([401, 403, 404, 500].map((s) => reported(new ApiCallError(s, '')))).toEqual([true, true, false, false]);
    }
    expect(subscribed().path).toBe('/alerts/stream');
    expect(subscribed().options.shareKey).toBe('alerts');
  });

  it('create answers the stored alert; the form, not the catalogue, hears of 400, 404 and 429', async () => {
    const alert = fixtureAlerts()[0]!;
    let reported: ((err: unknown) => boolean) | null = null;
    const data = testDataProvider({
      request: (async (_path: string, options: RequestOptions = {}) => {
        reported = options.reportError as (err: unknown) => boolean;
        return alert;
      }) as never,
    });
    await expect(alertsMethods.of(data).create(input)).resolves.toEqual(alert);
    expect(reported!(new ApiCallError(429, 'limit'))).toBe(false);
    expect(reported!(new ApiCallError(500, 'boom'))).toBe(true);
  });

  it('hand on alertFired events with an entry, nothing else', () => {
    const entry = fixtureHistory()[0]!;
    expect(firedEntryOf({ type: 'alertFired', data: JSON.stringify(entry), id: 'h1' })).toEqual(entry);
    expect(firedEntryOf({ type: 'message', data: JSON.stringify(entry), id: null })).toBeNull();
    expect(firedEntryOf({ type: 'alertFired', data: '{"id":1}', id: null })).toBeNull();
    expect(firedEntryOf({ type: 'alertFired', data: 'not json', id: null })).toBeNull();
  });
});
