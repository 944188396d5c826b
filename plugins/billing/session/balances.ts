/**
 * The account's balances (document 1 section 3): tokens, reset requests and the month's ticker
 * allowance. They live in the session's user object (`tokenBalance`, `resetBalance`,
 * `rawUserData.tickersPerMonth` and `.tickersInLastMonth`), so the view is a function of
 * `session.user`: a component that reads it inside `observer` follows every change (a purchase,
 * an activation, the heartbeat), and logout leaves them unknown (-1).
 *
 * @example const { tokenBalance } = balancesOf(session.user); setBalances(session, { tokenBalance: 90 });
 */
import { sessionHooks, type EngineUser, type SessionHookRegistry, type SessionStore } from '../../../engine/state';
import type { SessionUser, UserBalance } from '../../../contracts';

/** The session's balances before they are known: -1 each. */
export const UNKNOWN_BALANCES: UserBalance = { tokenBalance: -1, resetBalance: -1, tickersPerMonth: -1, tickersInLastMonth: -1 };

const BALANCE_KEYS = ['tokenBalance', 'resetBalance', 'tickersPerMonth', 'tickersInLastMonth'] as const;

/** The session's user object as the server sends it (contracts' SessionUser), any field possibly missing. */
const fieldsOf = (user: EngineUser): Partial<SessionUser> => user as Partial<SessionUser>;

const numberOr = (value: unknown, fallback: number): number => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);

/** The balances the session's user object (contracts' SessionUser) carries; -1 for each one it lacks (and all of them without a user). */
export function balancesOf(user: EngineUser | null | undefined): UserBalance {
  if (!user) return UNKNOWN_BALANCES;
  const { tokenBalance, resetBalance, rawUserData } = fieldsOf(user);
  const raw: Partial<SessionUser['rawUserData']> = rawUserData ?? {};
  return {
    tokenBalance: numberOr(tokenBalance, -1),
    resetBalance: numberOr(resetBalance, -1),
    tickersPerMonth: numberOr(raw.tickersPerMonth, -1),
    tickersInLastMonth: numberOr(raw.tickersInLastMonth, -1),
  };
}

/** The finite numbers among the balance fields of an answer (the heartbeat's `userBalance`, GET /userBalance ...). */
export function pickBalances(value: unknown): Partial<UserBalance> {
  const out: Partial<UserBalance> = {};
  if (!value || typeof value !== 'object') return out;
  for (const key of BALANCE_KEYS) {
    const n = (value as Record<string, unknown>)[key];
    if (typeof n === 'number' && Number.isFinite(n)) out[key] = n;
  }
  return out;
}

/** The user object with `patch` written where balancesOf reads it; the other balances (and fields) stay. */
export function withBalances<User extends EngineUser>(user: User, patch: Partial<UserBalance>): User {
  const { tickersPerMonth, tickersInLastMonth, ...top } = pickBalances(patch);
  const raw = fieldsOf(user).rawUserData ?? {};
  const allowance = { ...(tickersPerMonth !== undefined ? { tickersPerMonth } : {}), ...(tickersInLastMonth !== undefined ? { tickersInLastMonth } : {}) };
  return { ...user, ...top, ...(Object.keys(allowance).length ? { rawUserData: { ...raw, ...allowance } } : {}) };
}

/** Updates the session's balances (after a purchase, an activation, a realtime load ...); nothing without a user. */
export function setBalances(session: SessionStore, patch: Partial<UserBalance>): void {
  if (session.user && Object.keys(pickBalances(patch)).length) session.setUser(withBalances(session.user, patch));
}

/** The balances' part of the session: each heartbeat's `userBalance` updates them. */
export function registerBalanceHooks(registry: SessionHookRegistry = sessionHooks): () => void {
  return registry.register({
    afterHeartbeat: (answer, { session }) => setBalances(session, pickBalances(answer.userBalance)),
  });
}
