/**
 * The export of users by tier (issue 28 scope 6; document 4 sections 2.7 and 7.8):
 * GET /admin/exportUsers?tiers=premium,elite&token=… answers text/csv saved as users.csv. The token
 * travels in the URL as the spec says, so it is compared in constant time with ADMIN_EXPORT_TOKEN
 * (digests of equal length, whatever was typed). Admins only; audited.
 */
import type { FastifyInstance } from 'fastify';
import { createHash, timingSafeEqual } from 'node:crypto';
import { asc, inArray } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import { requireAuth } from '../auth/sessionAuth';
import { ApiError, badRequest, forbidden } from '../http/apiError';
import { users } from '../db/schema';
import { audit } from '../audit';
import { EXPORT_TIERS, type ExportTier } from '../../product/adminRules';

const digest = (value: string): Buffer => createHash('sha256').update(value, 'utf8').digest();

/** Whether `given` is the configured token, in time that does not depend on where they differ. */
export function tokenMatches(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

/** A cell a spreadsheet would read as a formula (=, +, -, @, tab, CR first) is kept as text with a leading apostrophe. */
export function spreadsheetSafe(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

const COLUMNS = ['username', 'email', 'firstname', 'lastname', 'tier', 'country', 'emailOptIn', 'registeredAt'] as const;

export async function exportUsersRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app.deps;

  app.get<{ Querystring: { tiers?: string; token?: string } }>('/admin/exportUsers', {
    config: { permission: 'ADMIN' },
    schema: {
      querystring: {
        type: 'object', additionalProperties: false,
        properties: { tiers: { type: 'string', maxLength: 200 }, token: { type: 'string', maxLength: 500 } },
      },
    },
  }, async (req, reply) => {
    const actor = requireAuth(req).user;
    const tiers = [...new Set((req.query.tiers ?? '').split(',').map((x) => x.trim()).filter(Boolean))];
    if (tiers.length === 0) throw badRequest('Please select at least one tier.', 'EXPORT_NO_TIER');
    const unknown = tiers.filter((x) => !(EXPORT_TIERS as readonly string[]).includes(x));
    if (unknown.length) throw badRequest(`Unknown tier: ${unknown.join(', ')}. Choose from ${EXPORT_TIERS.join(', ')}.`, 'EXPORT_UNKNOWN_TIER');
    if (!req.query.token) throw badRequest('Please enter the secret token.', 'EXPORT_NO_TOKEN');
    if (!config.adminExportToken) throw new ApiError(403, 'The export is not configured on this server (ADMIN_EXPORT_TOKEN).', 'EXPORT_OFF');
    if (!tokenMatches(req.query.token, config.adminExportToken)) {
      await audit(db, { actorId: actor.id, action: 'admin.exportUsers.refused', ip: req.ip, details: { tiers } });
      throw forbidden('The secret token is wrong.');
    }
    const rows = await db.select().from(users).where(inArray(users.plan, tiers as ExportTier[])).orderBy(asc(users.usernameLower));
    const csv = stringify([
      [...COLUMNS],
      ...rows.map((u) => [u.username, u.email, u.firstname, u.lastname, u.plan, u.countryCode, u.emailOptIn ? 'yes' : 'no', u.createdAt.toISOString()].map(spreadsheetSafe)),
    ]);
    await audit(db, { actorId: actor.id, action: 'admin.exportUsers', ip: req.ip, details: { tiers, rows: rows.length } });
    return reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="users.csv"').send(csv);
  });
}
