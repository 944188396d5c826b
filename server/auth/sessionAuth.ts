import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, isNull } from 'drizzle-orm';
import { sessions, users } from '../db/schema';
import { basicCredentialsOf } from './presentedCredentials';
import { ApiError, forbidden, unauthorized } from '../http/apiError';
import { hasPermission } from '../../product/permissionModules';
import { modulesOf } from '../users/userModules';
import type { AuthContext, SessionRow } from '../appDeps';
import type { AppConfig } from '../config';
import { SessionCache } from './sessionCache';

export const DEVICE_ID_HEADER = 'x-device-id';
const LAST_SEEN_GRANULARITY_MS = 60_000;

/**
 * Why a session has run out at `at`, or null while it lives: more than the idle timeout since it
 * was last seen, or more than the lifetime since sign-in (SESSION_IDLE_DAYS, SESSION_LIFETIME_DAYS).
 */
export function sessionExpiry(session: Pick<SessionRow, 'createdAt' | 'lastSeenAt'>, at: Date, limits: AppConfig['sessions']): 'idleTimeout' | 'lifetime' | null {
  if (at.getTime() - session.createdAt.getTime() >= limits.lifetimeMs) return 'lifetime';
  if (at.getTime() - session.lastSeenAt.getTime() >= limits.idleTimeoutMs) return 'idleTimeout';
  return null;
}

/**
 * Resolves the session of a request, or null when there is none, it is revoked, or it has run
 * out (then it is revoked, with the reason, so that it stays ended).
 */
export async function resolveSession(app: FastifyInstance, request: FastifyRequest): Promise<AuthContext | null> {
  const creds = basicCredentialsOf(request.headers.authorization);
  if (!creds) return null;
  const { db, now } = app.deps;
  const cache = app.sessionCache;
  const { hash } = creds;
  const current = now();
  let row = cache?.get(hash, current.getTime());
  if (!row) {
    const generation = cache?.generation ?? 0;
    row = (await db
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, hash), isNull(sessions.revokedAt)))
      .limit(1))[0];
    if (row) cache?.set(hash, row, generation, current.getTime());
  }
  if (!row || row.user.usernameLower !== creds.username.toLowerCase()) return null;
  const expired = sessionExpiry(row.session, current, app.deps.config.sessions);
  if (expired) {
    await db.update(sessions).set({ revokedAt: current, revokedReason: expired })
      .where(and(eq(sessions.id, row.session.id), isNull(sessions.revokedAt)));
    cache?.dropSession(row.session.id);
    return null;
  }
  if (current.getTime() - row.session.lastSeenAt.getTime() > LAST_SEEN_GRANULARITY_MS) {
    await db.update(sessions).set({ lastSeenAt: current }).where(eq(sessions.id, row.session.id));
    cache?.touch(hash, current);
  }
  return { user: row.user, session: row.session, sessionToken: creds.token };
}

/**
 * Routes with `config.auth` need a live session (401 otherwise); with `config.permission` the
 * user must also hold that module (403). Accounts of another product address answer 409.
 * The check runs first (onRequest): before the body is read, before the input guard and before
 * schema validation, so that a caller without a session learns nothing about a call's input
 * (401, never 400, 413 or 415) and a user without the permission gets 403 before any 400.
 */
export const sessionAuth = fp(async (app: FastifyInstance) => {
  const { changes } = app.deps;
  const cache = changes ? new SessionCache() : null;
  app.decorate('sessionCache', cache);
  if (cache && changes) {
    const unfollow = cache.follow(changes);
    app.addHook('onClose', async () => unfollow());
    // A call that may have changed its caller's user answers only once the cached copy is gone.
    app.addHook('onSend', (request, _reply, payload, done) => {
      if (request.auth && request.method !== 'GET' && request.method !== 'HEAD' && !request.routeOptions.config?.userUnchanged) {
        cache.dropUser(request.auth.user.id);
      }
      done(null, payload);
    });
  }
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    if (!config?.auth && !config?.permission) return;
    const auth = await resolveSession(app, request);
    if (!auth) throw unauthorized();
    if (auth.user.product !== app.deps.config.productId) throw wrongProductAddress();
    if (!auth.user.userPackage) throw unauthorized('Your account has no active package.');
    if (config.permission && !hasPermission(modulesOf(auth.user), config.permission)) throw forbidden();
    request.auth = auth;
  });
});

export function wrongProductAddress(): ApiError {
  return new ApiError(409, 'This account belongs to another product address. Please use the correct address to sign in.', 'WRONG_PRODUCT');
}

/** The session of a route with `config.auth`; throws if the route was declared without it. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
