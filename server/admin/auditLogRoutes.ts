/**
 * The audit log viewer's call (issue 28 scope 5; document 4 sections 3 and 7.8):
 * GET /auditLog/log4user?username&from&to (epoch seconds, inclusive) answers the lines where the
 * user acted or was acted on, newest first, paged. Admins only.
 */
import type { FastifyInstance } from 'fastify';
import { and, count, desc, eq, gte, inArray, lte, or } from 'drizzle-orm';
import * as s from '../http/schemas';
import { badRequest, notFound } from '../http/apiError';
import { auditLog, users } from '../db/schema';
import { findUserByLogin } from '../users/userLookup';
import { ADMIN_RULES } from '../../product/adminRules';
import type { AuditLogAnswer, AuditLogLine } from '../../contracts';

interface Query { username: string; from: string; to: string; page?: string; pageSize?: string }

// Query strings arrive as text: digits only, parsed below.
const epochSeconds = { type: 'string', pattern: '^[0-9]{1,11}$' } as const;
const positive = { type: 'string', pattern: '^[1-9][0-9]{0,5}$' } as const;

export async function auditLogRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  app.get<{ Querystring: Query }>('/auditLog/log4user', {
    config: { permission: 'ADMIN' },
    schema: {
      querystring: s.object({
        username: { type: 'string', minLength: 1, maxLength: 254 }, from: epochSeconds, to: epochSeconds,
        page: positive, pageSize: positive,
      }, ['username', 'from', 'to']),
    },
  }, async (req): Promise<AuditLogAnswer> => {
    const from = Number(req.query.from);
    const to = Number(req.query.to);
    if (from > to) throw badRequest('The from date must not be after the to date.', 'AUDIT_RANGE');
    const user = await findUserByLogin(db, req.query.username);
    if (!user) throw notFound(`No user "${req.query.username}".`);
    const page = Number(req.query.page ?? 1);
    const pageSize = Number(req.query.pageSize ?? ADMIN_RULES.auditLogPageSize);
    if (pageSize > ADMIN_RULES.auditLogMaxPageSize) throw badRequest(`At most ${ADMIN_RULES.auditLogMaxPageSize} lines per page.`, 'AUDIT_PAGE_SIZE');
    const where = and(
      or(eq(auditLog.actorId, user.id), and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, user.id))),
      gte(auditLog.createdAt, new Date(from * 1000)), lte(auditLog.createdAt, new Date(to * 1000 + 999)),
    );
    const [rows, totals] = await Promise.all([
      db.select().from(auditLog).where(where).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(pageSize).offset((page - 1) * pageSize),
      db.select({ n: count() }).from(auditLog).where(where),
    ]);
    const actorIds = [...new Set(rows.map((r) => r.actorId).filter((id): id is string => !!id))];
    const actors = actorIds.length ? await db.select({ id: users.id, username: users.username }).from(users).where(inArray(users.id, actorIds)) : [];
    const nameOf = new Map(actors.map((a) => [a.id, a.username]));
    const data = rows.map((r): AuditLogLine => ({
      timestamp: Math.floor(r.createdAt.getTime() / 1000),
      action: r.action,
      metadata: {
        actor: r.actorId ? nameOf.get(r.actorId) ?? r.actorId : null, targetType: r.targetType, targetId: r.targetId, ip: r.ip,
        role: r.actorId === user.id ? 'actor' : 'target', details: r.details,
      },
    }));
    return { data, page, pageSize, total: totals[0]?.n ?? 0 };
  });
}
