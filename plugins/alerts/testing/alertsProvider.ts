/**
 * A data provider that answers the alerts' calls from the fixtures (contract-typed), for stories
 * and tests: the list (or none, or a failure), the history, the webhook secret, the saved scans,
 * and a create that answers the plan's 429 or a 400 when asked to. Every call is recorded.
 */
import { ApiCallError, testDataProvider, type DataProvider, type RequestOptions } from '../../../engine/data';
import type { AlertHistoryEntry, AlertInput, AlertListAnswer, AlertView, WebhookSecretState } from '../../../contracts';
import { FIXTURE_NEW_SECRET, FIXTURE_SECRET, fixtureHistory, fixtureList } from './alertFixtures';

export interface AlertsAnswers {
  list?: AlertListAnswer | 'failed';
  history?: AlertHistoryEntry[] | 'failed';
  secret?: WebhookSecretState;
  /** How a save answers: the saved alert (default), the plan's limit, or a rule's 400. */
  save?: 'ok' | 'limit' | 'rule';
}

export interface SeenCall {
  path: string;
  method: string;
  body: unknown;
}

export function alertsProvider(answers: AlertsAnswers = {}, seen: SeenCall[] = []): DataProvider {
  let list = answers.list ?? fixtureList();
  const saved = (input: AlertInput, id: string): AlertView => ({
    ...input, id, webhookUrl: input.webhookUrl ?? null, expiresAt: input.expiresAt ?? null, paused: input.paused ?? false,
    status: input.paused ? 'paused' : 'active', createdAt: '2026-03-04T10:00:00.000Z', updatedAt: '2026-03-04T10:00:00.000Z', lastFiredAt: null,
  });
  const request = async (path: string, options: RequestOptions = {}): Promise<unknown> => {
    const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
    seen.push({ path, method, body: options.body });
    if (path === '/alerts' && method === 'GET') {
      if (list === 'failed') throw new ApiCallError(500, 'broken');
      return list;
    }
    if (path.startsWith('/alerts/history')) {
      if (answers.history === 'failed') throw new ApiCallError(500, 'broken');
      return { entries: answers.history ?? fixtureHistory() };
    }
    if (path === '/alerts/webhookSecret') {
      return method === 'GET' ? answers.secret ?? FIXTURE_SECRET : { secret: FIXTURE_NEW_SECRET, createdAt: '2026-03-04T10:00:00.000Z' };
    }
    if (path.startsWith('/alerts') && (method === 'POST' || method === 'PUT')) {
      if (answers.save === 'limit') throw new ApiCallError(429, 'The maximal amount of alerts is reached.');
      if (answers.save === 'rule') throw new ApiCallError(400, 'Unknown ticker: ZZZZ', 'ALERT_INVALID');
      const id = method === 'PUT' ? decodeURIComponent(path.split('/')[2]!) : `new-${seen.length}`;
      const alert = saved(options.body as AlertInput, id);
      if (list !== 'failed') {
        const alerts = [...list.alerts.filter((a) => a.id !== id), alert];
        list = { ...list, alerts, active: alerts.filter((a) => a.status === 'active').length };
      }
      return alert;
    }
    if (path.startsWith('/alerts/') && method === 'DELETE') {
      const id = decodeURIComponent(path.split('/')[2]!);
      if (list !== 'failed') list = { ...list, alerts: list.alerts.filter((a) => a.id !== id) };
      return { success: true };
    }
    if (path === '/models/EntityModel/DomainScannerQuery') return { modelClass: 'EntityModel', name: 'DomainScannerQuery', label: 'Saved filters', schema: { type: 'object' }, permissions: { read: [], write: [] } };
    throw new Error(`the alerts' fixture provider has no answer for ${method} ${path}`);
  };
  return testDataProvider({
    request: request as DataProvider['request'],
    getList: async () => ({
      rows: [{ id: 'scan-1', payload: { title: 'Leaders', filterConfig: {} }, creationDate: '2026-02-01T00:00:00Z' }],
      total: 1,
    }),
    subscribe: () => () => undefined,
  });
}
