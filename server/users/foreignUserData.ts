import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import * as s from '../http/schemas';
import { notFound } from '../http/apiError';
import { requireAuth } from '../auth/sessionAuth';
import type { ForeignUserData } from '../../contracts';

/** "Anna S.": the first name and the last name's initial. */
export function displayNameOf(firstname: string, lastname: string): string {
  const initial = lastname.trim().charAt(0).toUpperCase();
  return [firstname.trim(), initial ? `${initial}.` : ''].filter(Boolean).join(' ');
}

/** GET /api/foreignUserData?username=: another member's public profile (contracts/users.ts ForeignUserData). */
export async function foreignUserDataRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { username: string } }>('/foreignUserData', {
    config: { auth: true },
    schema: { querystring: s.object({ username: { type: 'string', minLength: 1, maxLength: 100 } }, ['username']) },
  }, async (req): Promise<ForeignUserData> => {
    requireAuth(req);
    const lower = req.query.username.trim().toLowerCase();
    const row = (await app.deps.db.select().from(users).where(eq(users.usernameLower, lower)).limit(1))[0];
    if (!row) throw notFound('No member with this username.');
    return { username: row.username, displayName: displayNameOf(row.firstname, row.lastname), memberSince: row.createdAt.toISOString().slice(0, 10) };
  });
}
