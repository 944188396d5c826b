import { describe, expect, it } from 'vitest';
import type { StreamEvent, SubscribeOptions } from './subscription';
import { shareAcrossTabs, type SubscribeFn, type TabSharing } from './tabSharing';

type Listener = ((message: MessageEvent) => void) | null;

/** Locks and channels of several tabs in one test: a lock is granted to one waiter at a time, in order. */
function browser() {
  const channels = new Map<string, Set<{ onmessage: Listener }>>();
  const holders = new Map<string, Promise<void>>();
  const sharing: TabSharing = {
    lock(name, signal, held) {
      const before = holders.get(name) ?? Promise.resolve();
      const mine = before.then(() => (signal.aborted ? undefined : held()));
      holders.set(name, mine.catch(() => undefined));
      return mine;
    },
    channel(name) {
      const set = channels.get(name) ?? new Set();
      channels.set(name, set);
      const end = {
        onmessage: null as Listener,
        postMessage(data: unknown) {
          for (const other of set) if (other !== end) other.onmessage?.({ data } as MessageEvent);
        },
        close() {
          set.delete(end);
        },
      };
      set.add(end);
      return end;
    },
  };
  return sharing;
}

/** A tab's provider whose streams the test drives: `emit` sends on every open connection. */
function tab() {
  const open = new Set<SubscribeOptions>();
  const subscribe: SubscribeFn = (_path, options) => {
    open.add(options);
    return () => open.delete(options);
  };
  return { subscribe, open, emit: (e: StreamEvent) => [...open].forEach((o) => o.onEvent(e)) };
}

const flush = () => new Promise((r) => setTimeout(r, 0));
const ev = (data: string): StreamEvent => ({ type: 'alertFired', data, id: null });

describe('shareAcrossTabs', () => {
  it('opens one connection for all tabs and gives every tab each event once', async () => {
    const sharing = browser();
    const [a, b] = [tab(), tab()];
    const got = { a: [] as string[], b: [] as string[] };
    shareAcrossTabs(a.subscribe, () => 'ann', sharing)('/s', { shareKey: 'k', onEvent: (e) => got.a.push(e.data) });
    shareAcrossTabs(b.subscribe, () => 'ann', sharing)('/s', { shareKey: 'k', onEvent: (e) => got.b.push(e.data) });
    await flush();
    expect(a.open.size + b.open.size).toBe(1);
    a.emit(ev('one'));
    expect(got).toEqual({ a: ['one'], b: ['one'] });
  });

  it('hands the connection to a waiting tab when the holder unsubscribes', async () => {
    const sharing = browser();
    const [a, b] = [tab(), tab()];
    const got: string[] = [];
    const stopA = shareAcrossTabs(a.subscribe, () => 'ann', sharing)('/s', { shareKey: 'k', onEvent: () => undefined });
    shareAcrossTabs(b.subscribe, () => 'ann', sharing)('/s', { shareKey: 'k', onEvent: (e) => got.push(e.data) });
    await flush();
    stopA();
    await flush();
    expect(a.open.size).toBe(0);
    expect(b.open.size).toBe(1);
    b.emit(ev('two'));
    expect(got).toEqual(['two']);
  });

  it('leaves a subscription without a share key, or a browser without locks, to each tab', async () => {
    const a = tab();
    shareAcrossTabs(a.subscribe, () => 'ann', browser())('/s', { onEvent: () => undefined });
    shareAcrossTabs(a.subscribe, () => 'ann', null)('/s', { shareKey: 'k', onEvent: () => undefined });
    await flush();
    expect(a.open.size).toBe(2);
  });
});
