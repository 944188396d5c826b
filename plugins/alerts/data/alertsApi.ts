/**
 * The calls of Fractal Range Alerts (contracts/alerts.ts), on the engine's data provider, so every
 * one gets the session's credentials and the error catalogue (401/403 end the session). A save's
 * 400 (the server's rule message), 404 (gone meanwhile) and 429 (the plan's limit) stay with the
 * form, which shows them; the catalogue's 429 would speak of tickers. The in-app stream is one
 * connection for all tabs of the browser (`shareKey`).
 */
import { ApiCallError, defineDataMethods, type DataProvider, type StreamEvent, type Unsubscribe } from '../../../engine/data';
import type {
  AlertFiredEvent, AlertHistoryAnswer, AlertInput, AlertListAnswer, AlertView, WebhookSecretAnswer, WebhookSecretState,
} from '../../../contracts';

export const ALERTS_STREAM_PATH = '/alerts/stream';
export const ALERT_FIRED_EVENT = 'alertFired';

/** A session that ended (401/403): the one failure of the background reads the catalogue hears of. */
export function endsSession(err: unknown): boolean {
  return err instanceof ApiCallError && (err.status === 401 || err.status === 403);
}

/** The answers of a save that the form shows itself. */
export function isFormAnswer(err: unknown): boolean {
  return err instanceof ApiCallError && (err.status === 400 || err.status === 404 || err.status === 429);
}

export interface HistoryQuery {
  /** First day shown, YYYY-MM-DD (inclusive). */
  from?: string;
  /** Last day shown, YYYY-MM-DD (inclusive). */
  to?: string;
  ticker?: string;
}

/** The query string of a history read: only the parts given, in a stable order. */
export function historyPath(query: HistoryQuery): string {
  const params = new URLSearchParams();
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  if (query.ticker?.trim()) params.set('ticker', query.ticker.trim().toUpperCase());
  const q = params.toString();
  return `/alerts/history${q ? `?${q}` : ''}`;
}

/** An `alertFired` event's entry, or null for any other event or a body that is no entry. */
export function firedEntryOf(event: StreamEvent): AlertFiredEvent | null {
  if (event.type !== ALERT_FIRED_EVENT) return null;
  try {
    const entry = JSON.parse(event.data) as Partial<AlertFiredEvent> | null;
    return entry && typeof entry.id === 'string' && typeof entry.alertId === 'string' && typeof entry.ticker === 'string' && Array.isArray(entry.deliveries)
      ? (entry as AlertFiredEvent) : null;
  } catch {
    return null;
  }
}

export interface AlertsApi {
  list(signal?: AbortSignal): Promise<AlertListAnswer>;
  create(input: AlertInput): Promise<AlertView>;
  update(id: string, input: AlertInput): Promise<AlertView>;
  remove(id: string): Promise<void>;
  /** `background`: a read nobody waits for (sign-in), whose failures only log. */
  history(query: HistoryQuery, options?: { signal?: AbortSignal; background?: boolean }): Promise<AlertHistoryAnswer>;
  webhookSecret(): Promise<WebhookSecretState>;
  /** A new secret, answered this once. */
  rotateWebhookSecret(): Promise<WebhookSecretAnswer>;
  /** The in-app stream of fired alerts; `onOpen` at each (re)connect. */
  subscribe(onFired: (entry: AlertFiredEvent) => void, onOpen?: () => void): Unsubscribe;
}

const enc = encodeURIComponent;
const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

export const alertsMethods = defineDataMethods('alerts', (data: DataProvider): AlertsApi => ({
  list: (signal) => data.request<AlertListAnswer>('/alerts', withSignal(signal)),
  create: (input) => data.request<AlertView>('/alerts', { method: 'POST', body: input, reportError: (err) => !isFormAnswer(err) }),
  update: (id, input) => data.request<AlertView>(`/alerts/${enc(id)}`, { method: 'PUT', body: input, reportError: (err) => !isFormAnswer(err) }),
  async remove(id) {
    await data.request<{ success: true }>(`/alerts/${enc(id)}`, { method: 'DELETE' });
  },
  history: (query, options = {}) => data.request<AlertHistoryAnswer>(historyPath(query), {
    ...withSignal(options.signal), ...(options.background ? { reportError: endsSession } : {}),
  }),
  webhookSecret: () => data.request<WebhookSecretState>('/alerts/webhookSecret'),
  rotateWebhookSecret: () => data.request<WebhookSecretAnswer>('/alerts/webhookSecret', { method: 'POST' }),
  subscribe: (onFired, onOpen) => data.subscribe(ALERTS_STREAM_PATH, {
    shareKey: 'alerts',
    reportError: endsSession,
    onEvent: (event) => {
      const entry = firedEntryOf(event);
      if (entry) onFired(entry);
    },
    ...(onOpen ? { onOpen } : {}),
  }),
}));
