import { autorun } from 'mobx';
import { describe, expect, it } from 'vitest';
import { SessionHookRegistry, SessionStore, type SessionHookContext } from '../../../engine/state';
import { memoryStorage } from '../../../engine/testing';
import { balancesOf, pickBalances, registerBalanceHooks, setBalances, UNKNOWN_BALANCES, withBalances } from './balances';

/** A partial user object (contracts' SessionUser): the engine's fields and the balances. */
const user = {
  username: 'demo', firstname: 'D', lastname: 'U', modules: ['FREE'], userPackage: 'EOD-ACCESS', settings: {},
  tokenBalance: 50, resetBalance: 2, rawUserData: { tickersPerMonth: 3, tickersInLastMonth: 1, other: 'kept' },
};

function signedIn(): SessionStore {
  const session = new SessionStore(memoryStorage(), () => Promise.reject(new Error('no calls here')));
  session.setUser(user);
  return session;
}

describe('the balances', () => {
  it('are read from the user object, -1 where it has none', () => {
    expect(balancesOf(user)).toEqual({ tokenBalance: 50, resetBalance: 2, tickersPerMonth: 3, tickersInLastMonth: 1 });
    expect(balancesOf(null)).toEqual(UNKNOWN_BALANCES);
    const lacking = { ...user, tokenBalance: undefined, rawUserData: undefined };
    expect(balancesOf(lacking)).toEqual({ tokenBalance: -1, resetBalance: 2, tickersPerMonth: -1, tickersInLastMonth: -1 });
  });

  it('are written where they are read; the rest of the user object stays', () => {
    const next = withBalances(user, { tokenBalance: 40, tickersInLastMonth: 2 });
    expect(balancesOf(next)).toEqual({ tokenBalance: 40, resetBalance: 2, tickersPerMonth: 3, tickersInLastMonth: 2 });
    expect(next.rawUserData).toEqual({ tickersPerMonth: 3, tickersInLastMonth: 2, other: 'kept' });
    expect(next.username).toBe('demo');
    expect(withBalances(user, {})).toEqual(user);
  });

  it('pick only finite numbers of the four balances', () => {
    expect(pickBalances({ tokenBalance: 5, resetBalance: Number.NaN, tickersPerMonth: '3', extra: 1 })).toEqual({ tokenBalance: 5 });
    expect(pickBalances(null)).toEqual({});
  });

  it('a change reaches an observer at once (the header after a purchase)', () => {
    const session = signedIn();
    const seen: number[] = [];
    const stop = autorun(() => seen.push(balancesOf(session.user).tokenBalance));
    setBalances(session, { tokenBalance: 150 });
    session.clear();
    stop();
    expect(seen).toEqual([50, 150, -1]);
  });

  it("follow each heartbeat's userBalance through the registered session hook", () => {
    const session = signedIn();
    const registry = new SessionHookRegistry();
    const remove = registerBalanceHooks(registry);
    const ctx = { session } as unknown as SessionHookContext;
    registry.each((h) => h.afterHeartbeat?.({ userBalance: { tokenBalance: 45, resetBalance: 1, tickersInLastMonth: 1, tickersPerMonth: 3 } }, ctx));
    expect(balancesOf(session.user)).toEqual({ tokenBalance: 45, resetBalance: 1, tickersPerMonth: 3, tickersInLastMonth: 1 });
    registry.each((h) => h.afterHeartbeat?.({ staleData: [] }, ctx));
    expect(balancesOf(session.user).tokenBalance).toBe(45);
    remove();
    expect(registry.all()).toHaveLength(0);
  });
});
