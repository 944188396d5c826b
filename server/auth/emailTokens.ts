import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import { emailTokens } from '../db/schema';
import { newToken, tokenHash } from './secureTokens';

export type EmailTokenPurpose = 'verifyEmail' | 'passwordReset';

/** Creates a single-use link token; only its hash is stored. */
export async function issueEmailToken(db: Db, userId: string, purpose: EmailTokenPurpose, validHours: number, now: Date): Promise<string> {
  const token = newToken();
  await db.insert(emailTokens).values({
    userId, purpose, tokenHash: tokenHash(token), expiresAt: new Date(now.getTime() + validHours * 3_600_000),
  });
  return token;
}

export type TokenCheck =
  | { status: 'valid'; userId: string; tokenId: string }
  | { status: 'used'; userId: string }
  | { status: 'expired' | 'unknown' };

/** Looks a token up without using it. */
export async function checkEmailToken(db: Db, token: string, purpose: EmailTokenPurpose, now: Date): Promise<TokenCheck> {
  const rows = await db
    .select()
    .from(emailTokens)
    .where(and(eq(emailTokens.tokenHash, tokenHash(token)), eq(emailTokens.purpose, purpose)))
    .limit(1);
  const row = rows[0];
  if (!row) return { status: 'unknown' };
  if (row.usedAt) return { status: 'used', userId: row.userId };
  if (row.expiresAt.getTime() <= now.getTime()) return { status: 'expired' };
  return { status: 'valid', userId: row.userId, tokenId: row.id };
}

/** Marks a token used; false when another request used it first. */
export async function markEmailTokenUsed(db: Db, tokenId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.id, tokenId), isNull(emailTokens.usedAt)))
    .returning({ id: emailTokens.id });
  return rows.length === 1;
}
