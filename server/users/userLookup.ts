import { eq, or } from 'drizzle-orm';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import type { UserRow } from '../appDeps';

export async function findUserByLogin(db: Db, identifier: string): Promise<UserRow | undefined> {
  const value = identifier.trim().toLowerCase();
  const rows = await db.select().from(users).where(or(eq(users.usernameLower, value), eq(users.email, value))).limit(1);
  return rows[0];
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
  return rows[0];
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0];
}

export function userLanguage(user: Pick<UserRow, 'settings'>): string {
  return user.settings.language === 'de' ? 'de' : 'en';
}
