import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { balanceLedger, users } from '../db/schema';

export const BALANCE_ACCOUNTS = ['token', 'reset', 'ticker'] as const;
export type BalanceAccount = (typeof BALANCE_ACCOUNTS)[number];

/** The current balance of one account: the sum of its ledger rows (since `since`, when given). */
export async function balanceOf(db: Db, userId: string, account: BalanceAccount, since?: Date): Promise<number> {
  const conditions = [eq(balanceLedger.userId, userId), eq(balanceLedger.account, account)];
  if (since) conditions.push(gte(balanceLedger.createdAt, since));
  const rows = await db
    .select({ total: sql<string | null>`coalesce(sum(${balanceLedger.delta}), 0)` })
    .from(balanceLedger)
    .where(and(...conditions));
  return Number(rows[0]?.total ?? 0);
}

export interface LedgerEntry {
  userId: string;
  account: BalanceAccount;
  delta: number;
  reason: string;
  /** Idempotency key: the same reference never books twice. */
  reference?: string;
  /** Booking time; default the database's now(). */
  at?: Date;
}

/**
 * Books one change. A reference makes the booking idempotent: booking the same reference again
 * changes nothing and answers false.
 */
export async function book(db: Db, entry: LedgerEntry): Promise<boolean> {
  if (!Number.isInteger(entry.delta)) throw new RangeError(`ledger delta must be an integer, got ${entry.delta}`);
  const inserted = await db
    .insert(balanceLedger)
    .values({
      userId: entry.userId, account: entry.account, delta: entry.delta, reason: entry.reason, reference: entry.reference ?? null,
      ...(entry.at ? { createdAt: entry.at } : {}),
    })
    .onConflictDoNothing()
    .returning({ id: balanceLedger.id });
  return inserted.length > 0;
}

/**
 * Locks the user's row until the transaction ends: every change of a balance takes this lock
 * first, so two concurrent requests read and spend one after the other.
 */
export async function lockUserBalances(tx: Db, userId: string): Promise<void> {
  const locked = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  if (locked.length === 0) throw new Error(`user ${userId} does not exist`);
}

export interface SpendResult {
  ok: boolean;
  /** The balance after the spend (unchanged when not ok). */
  balance: number;
}

/**
 * Spends `amount` (> 0) of an account inside a transaction the caller holds, after taking the
 * user's lock: books -amount when the balance covers it, else changes nothing.
 */
export async function spendWithin(tx: Db, entry: Omit<LedgerEntry, 'delta'> & { amount: number }): Promise<SpendResult> {
  if (!Number.isInteger(entry.amount) || entry.amount <= 0) throw new RangeError(`spend amount must be a positive integer, got ${entry.amount}`);
  await lockUserBalances(tx, entry.userId);
  const balance = await balanceOf(tx, entry.userId, entry.account);
  if (balance < entry.amount) return { ok: false, balance };
  const { amount, ...rest } = entry;
  const booked = await book(tx, { ...rest, delta: -amount });
  return { ok: true, balance: booked ? balance - amount : balance };
}

/** Spends `amount` of an account in its own transaction (see spendWithin). */
export function spend(db: Db, entry: Omit<LedgerEntry, 'delta'> & { amount: number }): Promise<SpendResult> {
  return db.transaction((tx) => spendWithin(tx as unknown as Db, entry));
}
