import type { FastifyInstance, FastifyRequest } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { outboxMails } from '../db/schema';
import * as s from '../http/schemas';
import { forbidden, unauthorized } from '../http/apiError';
import { resolveSession } from '../auth/sessionAuth';
import { hasPermission } from '../../product/permissionModules';
import { modulesOf } from '../users/userModules';
import type { OutboxAnswer } from '../../contracts';

/** Headers a proxy adds for the client it forwards: such a request comes from elsewhere. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'] as const;

/** Whether an address of the socket is this machine's own (127.0.0.0/8, ::1, or either mapped to IPv6). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.toLowerCase().startsWith('::ffff:') ? address.slice(7) : address;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4) || address === '::1';
}

/**
 * Whether a request comes from the machine the server runs on: the socket's own peer address is
 * loopback (never `request.ip`, which TRUST_PROXY takes from X-Forwarded-For), and it carries no
 * forwarding header, because a reverse proxy on the same machine passes on remote users.
 */
export function isFromThisMachine(request: FastifyRequest): boolean {
  if (FORWARDING_HEADERS.some((h) => request.headers[h] !== undefined)) return false;
  return isLoopbackAddress(request.socket.remoteAddress);
}

/**
 * GET /api/dev/outbox lists the latest mails with their links, password-reset links included.
 * Without a session only a local user may read it: mail stays in the outbox, the database is the
 * embedded one (a deployment sets DATABASE_URL) and the request comes from this machine. Anyone
 * else needs an admin's session: 401 without one, 403 for other users. The caller is checked
 * before the query, so that nobody else learns anything from it.
 */
export async function outboxRoutes(app: FastifyInstance): Promise<void> {
  const { config, mailer } = app.deps;
  const openLocally = mailer.transport === 'outbox' && !config.databaseUrl;

  const mayRead = async (req: FastifyRequest): Promise<void> => {
    if (openLocally && isFromThisMachine(req)) return;
    const auth = await resolveSession(app, req);
    if (!auth || auth.user.product !== config.productId || !auth.user.userPackage) {
      throw unauthorized('The outbox is only visible to admins. Please sign in as an admin.');
    }
    if (!hasPermission(modulesOf(auth.user), 'ADMIN')) throw forbidden('The outbox is only visible to admins.');
  };

  app.get<{ Querystring: { to?: string; limit?: string } }>('/dev/outbox', {
    onRequest: mayRead,
    schema: { querystring: s.object({ to: { type: 'string', maxLength: 254 }, limit: { type: 'string', pattern: '^[0-9]{1,3}$' } }) },
  }, async (req): Promise<OutboxAnswer> => {
    const limit = Math.min(Math.max(Number(req.query.limit ?? 50), 1), 200);
    const to = req.query.to?.trim().toLowerCase();
    const rows = await app.deps.db.select().from(outboxMails)
      .where(to ? eq(outboxMails.toAddress, to) : undefined)
      .orderBy(desc(outboxMails.id)).limit(limit);
    return {
      transport: mailer.transport,
      mails: rows.map((m) => ({
        id: m.id, to: m.toAddress, subject: m.subject, text: m.textBody, links: m.links, kind: m.kind,
        language: m.language, status: m.status, createdAt: m.createdAt.toISOString(),
      })),
    };
  });
}
