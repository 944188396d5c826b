/**
 * The account's balances (document 1 section 3): tokens, reset requests and the month's ticker
 * allowance. They live in the session's user object (`tokenBalance`, `resetBalance`,
 * `rawUserData.tickersPerMonth` and `.tickersInLastMonth`), so the view is a function of
 * `session.user`: a component that reads it inside `observer` follows every change (a purchase,
 * an activation, the heartbeat), and logout leaves them unknown (-1).
 *
 * @example const { tokenBalance } = balancesOf(session.user); setBalances(session, { tokenBalance: 90 });
 */
import { sessionHooks, type SessionHookRegistry, type SessionStore, type SessionUser } from '../../../engine/state';
import type { UserBalance } from '../../../contracts';

/** The session's balances: -1 where unknown. */
export type SessionBalances = UserBalance;

export const UNKNOWN_BALANCES: SessionBalances = { tokenBalance: -1, resetBalance: -1, tickersPerMonth: -1, tickersInLastMonth: -1 };

const BALANCE_KEYS = ['tokenBalance', 'resetBalance', 'tickersPerMonth', 'tickersInLastMonth'] as const;

type TickerAllowance = { tickersPerMonth?: unknown; tickersInLastMonth?: unknown };

const numberOr = (value: unknown, fallback: number): number => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);

/** The balances a user object carries; -1 for each one it lacks (and all of them without a user). */
export function balancesOf(user: SessionUser | null | undefined): SessionBalances {
  if (!user) return UNKNOWN_BALANCES;
  const raw = (user.rawUserData as TickerAllowance | undefined) ?? {};
  return {
    tokenBalance: numberOr(user.tokenBalance, -1),
    resetBalance: numberOr(user.resetBalance, -1),
    tickersPerMonth: numberOr(raw.tickersPerMonth, -1),
    tickersInLastMonth: numberOr(raw.tickersInLastMonth, -1),
  };
}

/** The finite numbers among the balance fields of an answer (the heartbeat's `userBalance`, GET /userBalance ...). */
export function pickBalances(value: unknown): Partial<SessionBalances> {
  const out: Partial<SessionBalances> = {};
  if (!value || typeof value !== 'object') return out;
  for (const key of BALANCE_KEYS) {
    const n = (value as Record<string, unknown>)[key];
    if (typeof n === 'number' && Number.isFinite(n)) out[key] = n;
  }
  return out;
}

/** The user object with `patch` written where balancesOf reads it; the other balances stay. */
export function withBalances(user: SessionUser, patch: Partial<SessionBalances>): SessionUser {
  const { tickersPerMonth, tickersInLastMonth, ...top } = pickBalances(patch);
  const raw = (user.rawUserData as Record<string, unknown> | undefined) ?? {};
  const allowance = { ...(tickersPerMonth !== undefined ? { tickersPerMonth } : {}), ...(tickersInLastMonth !== undefined ? { tickersInLastMonth } : {}) };
  return { ...user, ...top, ...(Object.keys(allowance).length ? { rawUserData: { ...raw, ...allowance } } : {}) };
}

/** Updates the session's balances (after a purchase, an activation, a realtime load ...); nothing without a user. */
export function setBalances(session: SessionStore, patch: Partial<SessionBalances>): void {
  if (session.user && Object.keys(pickBalances(patch)).length) session.setUser(withBalances(session.user, patch));
}

/** The balances' part of the session: each heartbeat's `userBalance` updates them. */
export function registerBalanceHooks(registry: SessionHookRegistry = sessionHooks): () => void {
  return registry.register({
    afterHeartbeat: (answer, { session }) => setBalances(session, pickBalances(answer.userBalance)),
  });
}
