/**
 * DomainAuthToken's server side: the `generate` and `revoke` events, and the record check that
 * keeps the generic entity calls from writing what only the server sets (a record made by the
 * generic create would hold no token; a token is never edited, only revoked or deleted).
 */
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../http/apiError';
import { AUTH_TOKEN_MODEL, generateApiToken, parseTokenInput, revokeApiToken } from './apiTokenStore';

export function registerApiTokenServices(app: FastifyInstance): void {
  const { db, now } = app.deps;
  const { events, recordChecks } = app.engine;
  if (events.get(AUTH_TOKEN_MODEL, 'generate')) return;
  events.register(AUTH_TOKEN_MODEL, 'generate', async (ctx) => {
    const at = now();
    return generateApiToken(db, ctx.user, parseTokenInput(ctx.input, at.toISOString().slice(0, 10)), at);
  });
  events.register(AUTH_TOKEN_MODEL, 'revoke', async (ctx) => {
    if (!ctx.entity) throw badRequest('Name the token to revoke (id).', 'INVALID_INPUT');
    return revokeApiToken(db, ctx.entity.id, now());
  });
  // The check runs inside the generic write's transaction: it refuses without reading the store.
  recordChecks.register(AUTH_TOKEN_MODEL, async (_record, ctx) => {
    if (!ctx.id) throw badRequest('Create a token with the generate event: it answers the token once.', 'USE_GENERATE_EVENT');
    throw badRequest('A token cannot be changed: revoke it and generate a new one.', 'API_TOKEN_IMMUTABLE');
  });
}
