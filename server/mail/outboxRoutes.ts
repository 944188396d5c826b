import type { FastifyInstance } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { outboxMails } from '../db/schema';
import * as s from '../http/schemas';
import { forbidden } from '../http/apiError';
import { resolveSession } from '../auth/sessionAuth';
import { hasPermission } from '../../product/permissionModules';
import { modulesOf } from '../users/userModules';

/**
 * GET /api/dev/outbox lists the latest mails with their links. Open to everyone while mail stays
 * in the outbox (the local default, so that a local user can verify an account); with SMTP only
 * admins see it.
 */
export async function outboxRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { to?: string; limit?: string } }>('/dev/outbox', {
    schema: { querystring: s.object({ to: { type: 'string', maxLength: 254 }, limit: { type: 'string', pattern: '^[0-9]{1,3}$' } }) },
  }, async (req) => {
    if (app.deps.mailer.transport !== 'outbox') {
      const auth = await resolveSession(app, req);
      if (!auth || !hasPermission(modulesOf(auth.user), 'ADMIN')) throw forbidden('The outbox is only visible to admins.');
    }
    const limit = Math.min(Math.max(Number(req.query.limit ?? 50), 1), 200);
    const to = req.query.to?.trim().toLowerCase();
    const rows = await app.deps.db.select().from(outboxMails)
      .where(to ? eq(outboxMails.toAddress, to) : undefined)
      .orderBy(desc(outboxMails.id)).limit(limit);
    return {
      transport: app.deps.mailer.transport,
      mails: rows.map((m) => ({
        id: m.id, to: m.toAddress, subject: m.subject, text: m.textBody, links: m.links, kind: m.kind,
        language: m.language, status: m.status, createdAt: m.createdAt.toISOString(),
      })),
    };
  });
}
