/**
 * How a v2 call is let in: its token (`Authorization: Bearer <token>` or the `token` query
 * parameter of the spec), the owner's plan (ApiAccess; the token and its owner are kept in
 * memory while neither changes on any instance, so a downgrade or a revocation counts at once), the route's scope, then the rate limits per owner and per token
 * with the standard RateLimit-* headers. Each error is the usual JSON body with a code.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../http/apiError';
import { hasPermission } from '../../product/permissionModules';
import { modulesOf } from '../users/userModules';
import { wrongProductAddress } from '../auth/sessionAuth';
import { API_RULES, type ApiTokenScope } from '../../product/apiRules';
import { API_ADDON_MIN_TICKERS } from '../../product/catalogue';
import { authenticateApiToken, type TokenCaller } from './apiTokenStore';

declare module 'fastify' {
  interface FastifyRequest {
    /** The v2 caller, set by the token check of the v2 routes. */
    apiCaller: TokenCaller | null;
  }
  interface FastifyContextConfig {
    /** The token scope a v2 route needs; routes without one (the OpenAPI document) are public. */
    apiScope?: ApiTokenScope;
  }
}

const TOKEN_REASONS = {
  unknown: ['This API token is not valid.', 'API_TOKEN_INVALID'],
  revoked: ['This API token has been revoked.', 'API_TOKEN_REVOKED'],
  expired: ['This API token has expired.', 'API_TOKEN_EXPIRED'],
} as const;

/** The token of a request: the Bearer header first, else the `token` query parameter. */
export function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || null;
  const query = request.query as Record<string, unknown> | undefined;
  return typeof query?.token === 'string' && query.token ? query.token : null;
}

export async function requireApiCaller(app: FastifyInstance, request: FastifyRequest, scope: ApiTokenScope): Promise<TokenCaller> {
  const raw = tokenOf(request);
  if (!raw) throw new ApiError(401, 'Send your API token as "Authorization: Bearer <token>" or as the token parameter.', 'API_TOKEN_MISSING');
  const found = await authenticateApiToken(app.deps.db, raw, app.deps.now(), app.sessionCache);
  if (!found.ok) throw new ApiError(401, TOKEN_REASONS[found.reason][0], TOKEN_REASONS[found.reason][1]);
  const { user } = found.caller;
  if (user.product !== app.deps.config.productId) throw wrongProductAddress();
  if (!user.userPackage || !hasPermission(modulesOf(user), 'ApiAccess')) {
    throw new ApiError(403, `Your plan does not include the API. Elite includes it; Premium with a ticker add-on of ${API_ADDON_MIN_TICKERS} or more too.`, 'API_ACCESS_MISSING');
  }
  if (!found.caller.scopes.includes(scope)) throw new ApiError(403, `This token lacks the scope "${scope}".`, 'API_SCOPE_MISSING');
  return found.caller;
}

interface LimitResult { isAllowed: boolean; max?: number; remaining?: number; ttlInSeconds?: number; isExceeded?: boolean }
type Limiter = (req: FastifyRequest) => Promise<LimitResult>;

/** The onRequest hook of the v2 context: token, plan, scope, then both rate limits. */
export function v2Gate(app: FastifyInstance): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  const create = (app as unknown as { createRateLimit: (o: Record<string, unknown>) => Limiter }).createRateLimit;
  const limits = app.deps.publicApiLimits ?? { perToken: API_RULES.perTokenPerMinute, perOwner: API_RULES.perOwnerPerMinute };
  // Quotas: a call far below them does not wait for the shared count (server/http/countAhead.ts).
  const perOwner = create({ max: limits.perOwner, timeWindow: 60_000, countAhead: true, keyGenerator: (r: FastifyRequest) => `v2-owner:${r.apiCaller?.user.id}` });
  const perToken = create({ max: limits.perToken, timeWindow: 60_000, countAhead: true, keyGenerator: (r: FastifyRequest) => `v2-token:${r.apiCaller?.tokenId}` });
  return async (request, reply) => {
    const scope = request.routeOptions.config?.apiScope;
    const query = request.query as Record<string, unknown> | undefined;
    if (!scope || query?.documentation === 'true') return;
    request.apiCaller = await requireApiCaller(app, request, scope);
    // Both counted at once: on PostgreSQL they go in one statement (server/http/rateLimitStore.ts).
    const results = await Promise.all([perOwner(request), perToken(request)]);
    // The headers tell the tighter of the two limits; either one exceeded answers 429.
    const tightest = results.reduce((a, b) => ((b.remaining ?? Infinity) < (a.remaining ?? Infinity) ? b : a));
    const exceeded = results.find((r) => !r.isAllowed && r.isExceeded);
    const shown = exceeded ?? tightest;
    if (shown.max !== undefined) {
      reply.header('ratelimit-limit', shown.max);
      reply.header('ratelimit-remaining', exceeded ? 0 : Math.max(0, shown.remaining ?? 0));
      reply.header('ratelimit-reset', shown.ttlInSeconds ?? 60);
    }
    if (exceeded) {
      reply.header('retry-after', exceeded.ttlInSeconds ?? 60);
      throw new ApiError(429, `Too many requests. Please try again in ${exceeded.ttlInSeconds ?? 60} seconds.`, 'RATE_LIMITED');
    }
  };
}
