/**
 * One connection per stream for all tabs of a browser: a subscription with a `shareKey` takes part
 * in a small election (the Web Locks API) — the tab that holds the lock opens the stream and hands
 * every event to the other tabs over a BroadcastChannel; when it closes (or unsubscribes), the next
 * tab waiting for the lock takes over. Every tab, the holder included, gets each event once. Browsers
 * allow six HTTP/1.1 connections per host: one stream per tab would block every call from the
 * seventh tab on. Without a `shareKey`, or without locks or channels, each tab subscribes itself.
 */
import type { StreamEvent, SubscribeOptions, Unsubscribe } from './subscription';

/** A provider's `subscribe`. */
export type SubscribeFn = (path: string, options: SubscribeOptions) => Unsubscribe;

/** What the sharing needs of the browser (given in tests). */
export interface TabSharing {
  /** navigator.locks.request with a signal (the lock is held until the callback's promise settles). */
  lock(name: string, signal: AbortSignal, held: () => Promise<void>): Promise<void>;
  channel(name: string): Pick<BroadcastChannel, 'postMessage' | 'close'> & { onmessage: ((message: MessageEvent) => void) | null };
}

/** The browser's locks and channels, or null where either is missing. */
export function browserTabSharing(): TabSharing | null {
  const locks = typeof navigator !== 'undefined' ? (navigator as Navigator & { locks?: LockManager }).locks : undefined;
  if (!locks || typeof BroadcastChannel === 'undefined') return null;
  return {
    lock: async (name, signal, held) => {
      await locks.request(name, { signal }, held);
    },
    channel: (name) => new BroadcastChannel(name),
  };
}

const isStreamEvent = (value: unknown): value is StreamEvent =>
  typeof value === 'object' && value !== null && typeof (value as StreamEvent).type === 'string' && typeof (value as StreamEvent).data === 'string';

/**
 * @param scope whose stream it is (the signed-in user): tabs of different users share nothing.
 * @example const subscribe = shareAcrossTabs(keepReading, () => credentials()?.username ?? '');
 */
export function shareAcrossTabs(subscribe: SubscribeFn, scope: () => string, sharing: TabSharing | null = browserTabSharing()): SubscribeFn {
  if (!sharing) return subscribe;
  return (path, options) => {
    if (!options.shareKey) return subscribe(path, options);
    const name = `rs.stream.${scope()}.${options.shareKey}`;
    const stopped = new AbortController();
    const channel = sharing.channel(name);
    channel.onmessage = (message) => {
      if (isStreamEvent(message.data)) options.onEvent(message.data);
    };
    sharing.lock(name, stopped.signal, () => new Promise<void>((release) => {
      if (stopped.signal.aborted) {
        release();
        return;
      }
      const unsubscribe = subscribe(path, {
        ...options,
        onEvent: (event) => {
          channel.postMessage(event);
          options.onEvent(event);
        },
        onEnd: (err) => {
          options.onEnd?.(err);
          release();
        },
      });
      stopped.signal.addEventListener('abort', () => {
        unsubscribe();
        release();
      }, { once: true });
    })).catch(() => undefined); // An abort while waiting for the lock: nothing to do.
    return () => {
      stopped.abort();
      channel.onmessage = null;
      channel.close();
    };
  };
}
