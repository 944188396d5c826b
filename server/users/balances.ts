import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { balanceLedger } from '../db/schema';

export const BALANCE_ACCOUNTS = ['token', 'reset', 'ticker'] as const;
export type BalanceAccount = (typeof BALANCE_ACCOUNTS)[number];

/** The current balance of one account: the sum of its ledger rows. */
export async function balanceOf(db: Db, userId: string, account: BalanceAccount): Promise<number> {
  const rows = await db
    .select({ total: sql<string | null>`coalesce(sum(${balanceLedger.delta}), 0)` })
    .from(balanceLedger)
    .where(and(eq(balanceLedger.userId, userId), eq(balanceLedger.account, account)));
  return Number(rows[0]?.total ?? 0);
}

/**
 * Books one change. A reference makes the booking idempotent: booking the same reference again
 * changes nothing and answers false.
 */
export async function book(
  db: Db,
  entry: { userId: string; account: BalanceAccount; delta: number; reason: string; reference?: string },
): Promise<boolean> {
  const inserted = await db
    .insert(balanceLedger)
    .values({ userId: entry.userId, account: entry.account, delta: entry.delta, reason: entry.reason, reference: entry.reference ?? null })
    .onConflictDoNothing()
    .returning({ id: balanceLedger.id });
  return inserted.length > 0;
}
