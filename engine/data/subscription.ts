/**
 * A subscription to a server-sent-events path that stays open while it is wanted: it reconnects
 * after a broken connection or a 5xx, 408 or 429 answer (waiting 1 s, doubling up to 30 s, or the
 * server's `retry:` hint; back to the first wait once a connection opened), sends the last event id
 * with each reconnect, and ends for good on any other 4xx answer (401/403: the session is over;
 * 404: no such stream), which `onEnd` receives. `unsubscribe` closes the connection at once.
 */
import { ApiCallError } from './apiClient';
import type { StreamEvent } from './sseParser';

export type { StreamEvent } from './sseParser';

/** How a provider's `subscribe` is used (engine/data/README.md, "Streams"). */
export interface SubscribeOptions {
  /** Every event the server sends. */
  onEvent(event: StreamEvent): void;
  /** Each time the connection (re)opens: a screen may re-read what it missed meanwhile. */
  onOpen?(): void;
  /** The subscription ended for good (an answer that retrying cannot change); not called after unsubscribe. */
  onEnd?(err: unknown): void;
  /** Whether the ending failure goes to the error catalogue (default: yes), as RequestOptions' `reportError`. */
  reportError?: false | ((err: unknown) => boolean);
  /** The waits between reconnects (default 1 s doubling to 30 s). */
  retry?: { firstMs?: number; maxMs?: number };
  /**
   * Tabs of one browser share one connection under this key (tabSharing.ts): one tab holds it and
   * hands each event to the others, so that many open tabs do not use up the browser's connections.
   */
  shareKey?: string;
}

/** Stops a subscription. */
export type Unsubscribe = () => void;

/** Opens one connection until it ends (resolves with the last event id) or fails (rejects). */
export type StreamOpener = (connection: {
  signal: AbortSignal;
  lastEventId: string | null;
  onOpen(): void;
  onEvent(event: StreamEvent): void;
  onRetryHint(ms: number): void;
}) => Promise<string | null>;

export const STREAM_RETRY_FIRST_MS = 1000;
export const STREAM_RETRY_MAX_MS = 30_000;

/** An answer that a reconnect cannot change: a 4xx other than 408 (timeout) and 429 (too many). */
export function endsSubscription(err: unknown): boolean {
  return err instanceof ApiCallError && err.status >= 400 && err.status < 500 && err.status !== 408 && err.status !== 429;
}

/**
 * @example
 * const stop = keepSubscribed((c) => readEventStream('/alerts/stream', { ...c, credentials }), { onEvent: show });
 */
export function keepSubscribed(open: StreamOpener, options: SubscribeOptions, wait: (ms: number, signal: AbortSignal) => Promise<void> = sleep): Unsubscribe {
  const controller = new AbortController();
  const { signal } = controller;
  const firstMs = options.retry?.firstMs ?? STREAM_RETRY_FIRST_MS;
  const maxMs = options.retry?.maxMs ?? STREAM_RETRY_MAX_MS;
  void (async () => {
    let lastEventId: string | null = null;
    let delay = firstMs;
    let hint: number | null = null;
    while (!signal.aborted) {
      try {
        lastEventId = await open({
          signal, lastEventId,
          onOpen: () => {
            delay = firstMs;
            options.onOpen?.();
          },
          onEvent: (event) => {
            lastEventId = event.id ?? lastEventId;
            options.onEvent(event);
          },
          onRetryHint: (ms) => {
            hint = ms;
          },
        }) ?? lastEventId;
      } catch (err) {
        if (signal.aborted) return;
        if (endsSubscription(err)) {
          options.onEnd?.(err);
          return;
        }
      }
      if (signal.aborted) return;
      await wait(hint ?? delay, signal);
      delay = Math.min(delay * 2, maxMs);
    }
  })();
  return () => controller.abort();
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    }, { once: true });
  });
}
