/**
 * The subscribers of the free daily newsletter (newsletter_subscribers): a signup counts against
 * its address's window and sets a new confirmation token; confirming and unsubscribing change the
 * status. One row per address, so signing up twice never makes two subscriptions.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { newsletterSubscribers } from '../db/schema';
import { NEWSLETTER_RULES } from '../../product/newsletterRules';

export type SubscriberStatus = 'pending' | 'confirmed' | 'unsubscribed';

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export interface SignupOutcome {
  /** Over the address's signups in the window: nothing changed. */
  limited: boolean;
  /** When the window ends (for Retry-After). */
  resetAt: Date;
  subscriberId: string;
  /** Set when a confirmation mail is to be sent (not for an address that is already confirmed). */
  confirmToken: string | null;
}

/**
 * Counts a signup of `email` (lower case) and, within the limit and unless the address is
 * confirmed already, stores the name and language and a new confirmation token (the old link stops
 * working). One upsert counts; a second statement sets the token, so that a limited signup changes
 * nothing but its count.
 */
export async function recordSignup(db: Db, input: { email: string; name: string; language: string }, now: Date): Promise<SignupOutcome> {
  const t = newsletterSubscribers;
  const windowMs = NEWSLETTER_RULES.signupWindowMinutes * 60_000;
  const ended = sql`${t.signupWindowStart} <= ${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
  const [row] = await db.insert(t)
    .values({ email: input.email, name: input.name, language: input.language, status: 'pending', signupWindowStart: now, signupCount: 1, createdAt: now })
    .onConflictDoUpdate({
      target: t.email,
      set: {
        signupCount: sql`CASE WHEN ${ended} THEN 1 ELSE ${t.signupCount} + 1 END`,
        signupWindowStart: sql`CASE WHEN ${ended} THEN ${now.toISOString()}::timestamptz ELSE ${t.signupWindowStart} END`,
      },
    })
    .returning({ id: t.id, status: t.status, count: t.signupCount, windowStart: t.signupWindowStart });
  const resetAt = new Date(row!.windowStart.getTime() + windowMs);
  if (row!.count > NEWSLETTER_RULES.signupsPerAddress) return { limited: true, resetAt, subscriberId: row!.id, confirmToken: null };
  if (row!.status === 'confirmed') {
    await db.update(t).set({ name: input.name, language: input.language }).where(eq(t.id, row!.id));
    return { limited: false, resetAt, subscriberId: row!.id, confirmToken: null };
  }
  const confirmToken = randomBytes(32).toString('base64url');
  await db.update(t).set({
    name: input.name, language: input.language, status: 'pending', confirmTokenHash: hashToken(confirmToken),
    confirmExpiresAt: new Date(now.getTime() + NEWSLETTER_RULES.confirmLinkValidHours * 3_600_000), unsubscribedAt: null,
  }).where(eq(t.id, row!.id));
  return { limited: false, resetAt, subscriberId: row!.id, confirmToken };
}

/** Confirms the signup of a valid, unexpired token (single use); false otherwise. */
export async function confirmSubscriber(db: Db, token: string, now: Date): Promise<boolean> {
  const t = newsletterSubscribers;
  const rows = await db.update(t)
    .set({ status: 'confirmed', confirmedAt: now, confirmTokenHash: null, confirmExpiresAt: null })
    .where(and(eq(t.confirmTokenHash, hashToken(token)), eq(t.status, 'pending'), gt(t.confirmExpiresAt, now)))
    .returning({ id: t.id });
  return rows.length === 1;
}

/** Ends a subscription (again: no change); false for an unknown subscriber. */
export async function unsubscribeSubscriber(db: Db, id: string, now: Date): Promise<boolean> {
  const t = newsletterSubscribers;
  const [row] = await db.select({ status: t.status }).from(t).where(eq(t.id, id)).limit(1);
  if (!row) return false;
  if (row.status !== 'unsubscribed') {
    await db.update(t).set({ status: 'unsubscribed', unsubscribedAt: now, confirmTokenHash: null, confirmExpiresAt: null }).where(eq(t.id, id));
  }
  return true;
}

export async function confirmedSubscribers(db: Db): Promise<{ id: string; email: string; name: string; language: string }[]> {
  const t = newsletterSubscribers;
  return db.select({ id: t.id, email: t.email, name: t.name, language: t.language }).from(t).where(eq(t.status, 'confirmed')).orderBy(t.email);
}
