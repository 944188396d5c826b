import { describe, expect, it, vi } from 'vitest';
import { SessionHookRegistry, type SessionHookContext } from '../../../engine/state';
import { testDataProvider } from '../../../engine/data';
import type { AlertFiredEvent } from '../../../contracts';
import type { AlertsApi } from '../data/alertsApi';
import { registerAlertHooks } from '../session/alertsSession';
import { fixtureHistory } from '../testing/alertFixtures';
import { AlertFeed, MAX_TOASTS, alertFeed } from './alertFeed';

const entry = (id: string, firedAt = '2026-03-05T10:00:00.000Z'): AlertFiredEvent => ({ ...fixtureHistory()[0]!, id, firedAt });

/** An api whose stream the test drives. */
function fakeApi(history: AlertFiredEvent[] = fixtureHistory()) {
  let fire: ((e: AlertFiredEvent) => void) | null = null;
  let open: (() => void) | null = null;
  const stop = vi.fn();
  const api = {
    subscribe: vi.fn((onFired: (e: AlertFiredEvent) => void, onOpen?: () => void) => {
      fire = onFired;
      open = onOpen ?? null;
      return stop;
    }),
    history: vi.fn(async () => ({ entries: history })),
  } as unknown as AlertsApi & { subscribe: ReturnType<typeof vi.fn>; history: ReturnType<typeof vi.fn> };
  return { api, stop, fire: (e: AlertFiredEvent) => fire?.(e), open: () => open?.() };
}

describe('AlertFeed', () => {
  it('notifies once per fired entry, keeps it first in the recent history and moves the revision', () => {
    const feed = new AlertFeed();
    const { api, fire } = fakeApi();
    feed.start(api);
    fire(entry('x1'));
    fire(entry('x1'));
    expect(feed.toasts.map((e) => e.id)).toEqual(['x1']);
    expect(feed.recent[0]!.id).toBe('x1');
    expect(feed.revision).toBe(1);
    feed.dismiss('x1');
    expect(feed.toasts).toEqual([]);
  });

  it('shows the newest few notifications only', () => {
    const feed = new AlertFeed();
    for (let i = 0; i < MAX_TOASTS + 2; i++) feed.fired(entry(`x${i}`));
    expect(feed.toasts.map((e) => e.id)).toEqual(['x2', 'x3', 'x4', 'x5']);
  });

  it('moves the revision when the stream comes back (something may have fired meanwhile), not at the first connect', () => {
    const feed = new AlertFeed();
    const { api, open } = fakeApi();
    feed.start(api);
    open();
    expect(feed.revision).toBe(0);
    open();
    expect(feed.revision).toBe(1);
  });

  it('merges the history read at sign-in with what the stream brought, newest first', async () => {
    const feed = new AlertFeed();
    const { api, fire } = fakeApi();
    feed.start(api);
    fire(entry('x1', '2026-03-09T00:00:00.000Z'));
    await feed.loadRecent(api);
    expect(feed.recent.map((e) => e.id)).toEqual(['x1', 'h1', 'h2', 'h3', 'h4']);
    expect(api.history).toHaveBeenCalledWith({}, { background: true });
  });
});

describe('the session hooks', () => {
  it('subscribe and load the history at sign-in, close the stream before logout and forget everything after', async () => {
    const registry = new SessionHookRegistry();
    const stop = vi.fn();
    const requests: string[] = [];
    const data = testDataProvider({
      subscribe: (path) => {
        requests.push(`subscribe ${path}`);
        return stop;
      },
      request: (async (path: string) => {
        requests.push(path);
        return { entries: fixtureHistory() };
      }) as never,
    });
    registerAlertHooks(registry);
    const ctx = { data } as unknown as SessionHookContext;
    await Promise.all(registry.all().map((h) => h.afterLogin?.(ctx)));
    expect(requests).toEqual(['subscribe /alerts/stream', '/alerts/history']);
    expect(alertFeed.recent).toHaveLength(4);
    registry.logoutPayload();
    await vi.waitFor(() => expect(stop).toHaveBeenCalledTimes(1));
    registry.each((h) => h.clearLocalState?.());
    await vi.waitFor(() => expect(alertFeed.recent).toEqual([]));
  });
});
