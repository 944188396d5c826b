import { describe, expect, it } from 'vitest';
import { SessionCache, type CachedSession } from './sessionCache';
import { handFeed } from '../cluster/testing/handFeed';

function entry(sessionId: string, userId: string): CachedSession {
  return { session: { id: sessionId, userId, lastSeenAt: new Date(0) }, user: { id: userId } } as unknown as CachedSession;
}

describe('the session cache', () => {
  it('serves a stored session until its session or its user changes anywhere', () => {
    const cache = new SessionCache();
    const feed = handFeed();
    cache.follow(feed);
    cache.set('t1', entry('s1', 'u1'), cache.generation, 0);
    cache.set('t2', entry('s2', 'u1'), cache.generation, 0);
    cache.set('t3', entry('s3', 'u2'), cache.generation, 0);
    expect(cache.get('t1', 1)?.session.id).toBe('s1');
    feed.emit('sessions', 's1');
    expect(cache.get('t1', 1)).toBeUndefined();
    expect(cache.get('t2', 1)?.session.id).toBe('s2');
    feed.emit('users', 'u1');
    expect(cache.get('t2', 1)).toBeUndefined();
    expect(cache.get('t3', 1)?.user.id).toBe('u2');
    feed.reset();
    expect(cache.size).toBe(0);
  });

  it('does not store a read that a change overtook while it ran', () => {
    const cache = new SessionCache();
    const before = cache.generation;
    cache.dropUser('u1');
    cache.set('t1', entry('s1', 'u1'), before, 0);
    expect(cache.get('t1', 0)).toBeUndefined();
    cache.set('t1', entry('s1', 'u1'), cache.generation, 0);
    expect(cache.get('t1', 0)).toBeDefined();
  });

  it('forgets an entry after its time to live and the oldest one when full', () => {
    const cache = new SessionCache({ ttlMs: 1000, maxEntries: 2 });
    cache.set('t1', entry('s1', 'u1'), cache.generation, 0);
    expect(cache.get('t1', 1000)).toBeDefined();
    expect(cache.get('t1', 1001)).toBeUndefined();
    cache.set('a', entry('sa', 'ua'), cache.generation, 0);
    cache.set('b', entry('sb', 'ub'), cache.generation, 0);
    cache.set('c', entry('sc', 'uc'), cache.generation, 0);
    expect(cache.get('a', 0)).toBeUndefined();
    expect(cache.get('c', 0)).toBeDefined();
    expect(cache.size).toBe(2);
  });

  it('keeps balances until a booking, a subscription or the user changes, or the allowance period ends', async () => {
    const cache = new SessionCache({ ttlMs: 60_000 });
    const feed = handFeed();
    cache.follow(feed);
    const balances = { tokenBalance: 5, resetBalance: 1, tickersPerMonth: 30, tickersInLastMonth: 2, usedTickers: 2 };
    let reads = 0;
    const read = (untilMs = 10_000) => async () => { reads++; return { value: balances, untilMs }; };
    /** Whether `balancesOf` answered from memory (no read). */
    const served = async (nowMs: number, version = 'free'): Promise<boolean> => {
      const before = reads;
      expect(await cache.balancesOf('u1', nowMs, version, read())).toEqual(balances);
      return reads === before;
    };
    expect(await served(0)).toBe(false);
    expect(await served(9_999)).toBe(true);
    // Computed from a user row that has changed since (another plan): not served.
    expect(await served(1, 'elite')).toBe(false);
    expect(await served(10_000)).toBe(false);
    for (const table of ['balance_ledger', 'billing_subscriptions', 'users'] as const) {
      await served(0);
      expect(await served(1)).toBe(true);
      feed.emit(table, 'u1');
      expect(await served(1)).toBe(false);
    }
    cache.dropUser('u1');
    expect(await served(1)).toBe(false);
    // A read overtaken by a booking is not kept; nor are balances past the cache's own ttl.
    cache.dropUser('u1');
    await cache.balancesOf('u1', 0, 'free', async () => {
      feed.emit('balance_ledger', 'u2');
      return { value: balances, untilMs: 10_000 };
    });
    expect(await served(1)).toBe(false);
    await cache.balancesOf('u1', 0, 'free', read(10 ** 12));
    expect(await served(60_000)).toBe(false);
  });

  it('keeps active tickers until one of them runs out or an activation changes', async () => {
    const cache = new SessionCache({ ttlMs: 60_000 });
    const feed = handFeed();
    cache.follow(feed);
    const active = new Map([['SPY', { ticker: 'SPY', activatedAt: new Date(0), expiresAt: new Date(5_000), billable: true }]]);
    let reads = 0;
    const read = async () => { reads++; return active; };
    await cache.activeTickersOf('u1', 0, read);
    await cache.activeTickersOf('u1', 4_999, read);
    expect(reads).toBe(1);
    await cache.activeTickersOf('u1', 5_000, read);
    expect(reads).toBe(2);
    feed.emit('active_tickers', 'u1');
    await cache.activeTickersOf('u1', 1, read);
    expect(reads).toBe(3);
  });
});
