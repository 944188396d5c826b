/**
 * The ticker reset (document 3 section 4): spends one reset request, clears the user's active
 * tickers and gives back the EOD requests used this month (a +used row on the `ticker` ledger
 * account), all in one transaction under the balance lock; then every session of the user ends,
 * so the client logs out and the next sign-in starts clean. An admin's reset (the user admin
 * screen, issue 28) does the same without spending a reset request, and is audited with the
 * usage before and after.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { AppDeps, UserRow } from '../appDeps';
import { activeTickers, sessions, users } from '../db/schema';
import { ApiError } from '../http/apiError';
import { audit } from '../audit';
import { book, spendWithin } from '../users/balances';
import { tickerAllowanceOf } from '../assets/tickerAllowance';
import { extraTickersOf } from './userBilling';
import { inTransaction } from './services';

export const NO_RESET_REQUESTS = 'You have no reset requests left.';

/** Who reset the usage: the user spending one of their reset requests, or an admin for free. */
export type ResetBy = { kind: 'user' } | { kind: 'admin'; actorId: string; ip?: string };

export async function resetTickers(deps: AppDeps, user: UserRow, by: ResetBy = { kind: 'user' }): Promise<{ user: UserRow; returned: number; cleared: number }> {
  const now = deps.now();
  const reason = by.kind === 'admin' ? 'ticker reset by an admin' : 'ticker reset';
  const result = await inTransaction(deps.db, async (tx) => {
    if (by.kind === 'user') {
      const spent = await spendWithin(tx, { userId: user.id, account: 'reset', amount: 1, reason, at: now });
      if (!spent.ok) throw new ApiError(402, NO_RESET_REQUESTS, 'NO_RESET_REQUESTS');
    }
    const allowance = await tickerAllowanceOf(tx, user, now, await extraTickersOf(tx, user));
    const returned = allowance.tickersInLastMonth;
    if (returned > 0) await book(tx, { userId: user.id, account: 'ticker', delta: returned, reason, at: now });
    const cleared = await tx.delete(activeTickers).where(eq(activeTickers.userId, user.id)).returning({ ticker: activeTickers.ticker });
    await tx.update(sessions).set({ revokedAt: now, revokedReason: reason }).where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt)));
    const fresh = (await tx.select().from(users).where(eq(users.id, user.id)).limit(1))[0]!;
    return { user: fresh, returned, cleared: cleared.length };
  });
  await audit(deps.db, by.kind === 'admin'
    ? { actorId: by.actorId, action: 'admin.resetTickers', targetType: 'user', targetId: user.id, ip: by.ip, details: { before: { tickersInLastMonth: result.returned, activeTickers: result.cleared }, after: { tickersInLastMonth: 0, activeTickers: 0 } } }
    : { actorId: user.id, action: 'user.resetTickers', targetType: 'user', targetId: user.id, details: { returned: result.returned, cleared: result.cleared } });
  return result;
}
