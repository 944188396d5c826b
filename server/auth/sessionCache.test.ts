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

  it('keeps balances until a booking, a subscription or the user changes, or the allowance period ends', () => {
    const cache = new SessionCache({ ttlMs: 60_000 });
    const feed = handFeed();
    cache.follow(feed);
    const balances = { tokenBalance: 5, resetBalance: 1, tickersPerMonth: 30, tickersInLastMonth: 2, usedTickers: 2 };
    const store = () => cache.setBalances('u1', balances, cache.generation, 0, 10_000, 'free');
    store();
    expect(cache.balances('u1', 9_999, 'free')).toEqual(balances);
    // Computed from a user row that has changed since (another plan): not served.
    expect(cache.balances('u1', 1, 'elite')).toBeUndefined();
    expect(cache.balances('u1', 10_000, 'free')).toBeUndefined();
    for (const table of ['balance_ledger', 'billing_subscriptions', 'users'] as const) {
      store();
      expect(cache.balances('u1', 1, 'free')).toBeDefined();
      feed.emit(table, 'u1');
      expect(cache.balances('u1', 1, 'free')).toBeUndefined();
    }
    store();
    cache.dropUser('u1');
    expect(cache.balances('u1', 1, 'free')).toBeUndefined();
    // A read overtaken by a booking is not kept; nor are balances past the cache's own ttl.
    const before = cache.generation;
    feed.emit('balance_ledger', 'u2');
    cache.setBalances('u1', balances, before, 0, 10_000, 'free');
    expect(cache.balances('u1', 1, 'free')).toBeUndefined();
    cache.setBalances('u1', balances, cache.generation, 0, 10 ** 12, 'free');
    expect(cache.balances('u1', 60_000, 'free')).toBeUndefined();
  });
});
