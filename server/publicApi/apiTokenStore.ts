/**
 * The public API's tokens (issue 27). A DomainAuthToken record holds what the member sees (name,
 * scopes, expiry, last use, revocation); `api_tokens` holds the SHA-256 of the secret, which is
 * shown once. A token has 256 random bits, so a fast unsalted hash is enough: nobody can guess
 * the pre-image, and the lookup stays one indexed equality (see docs/decisions.md).
 */
import { and, eq, gt, isNull, or, sql, count } from 'drizzle-orm';
import type { UserRow } from '../appDeps';
import type { Db } from '../db/database';
import { apiTokens, entities, users } from '../db/schema';
import { newToken, tokenHash } from '../auth/secureTokens';
import { presentedTokenHash } from '../auth/presentedCredentials';
import { lockUserBalances } from '../users/balances';
import { badRequest } from '../http/apiError';
import { API_RULES, API_TOKEN_SCOPES, isApiTokenScope, type ApiTokenScope } from '../../product/apiRules';
import type { GeneratedApiToken } from '../../contracts';
import type { CachedApiToken, SessionCache } from '../auth/sessionCache';

export const AUTH_TOKEN_MODEL = 'DomainAuthToken';
const DEFAULT_SCOPES: readonly ApiTokenScope[] = ['assets:read', 'watchlists:read', 'signals:read'];
const NAME_MAX = 100;

export interface TokenInput {
  name: string;
  scopes: ApiTokenScope[];
  /** YYYY-MM-DD: the token works through the end of that day (UTC); null never expires. */
  expiresOn: string | null;
}

/** The generate event's input, checked; 400 with a clear message for anything else. */
export function parseTokenInput(input: Record<string, unknown>, today: string): TokenInput {
  const unknown = Object.keys(input).filter((k) => !['name', 'scopes', 'expiresAt'].includes(k));
  if (unknown.length > 0) throw badRequest(`Unknown field "${unknown[0]}".`, 'INVALID_INPUT');
  const name = typeof input.name === 'string' ? input.name.trim() : '';
  if (!name) throw badRequest('Please enter a name for the token.', 'INVALID_INPUT');
  if (name.length > NAME_MAX || [...name].some((c) => c.charCodeAt(0) < 32)) throw badRequest(`The name has at most ${NAME_MAX} printable characters.`, 'INVALID_INPUT');
  let scopes: ApiTokenScope[] = [...DEFAULT_SCOPES];
  if (input.scopes !== undefined) {
    if (!Array.isArray(input.scopes) || input.scopes.length === 0 || !input.scopes.every(isApiTokenScope)) {
      throw badRequest(`scopes must be a non-empty list of ${API_TOKEN_SCOPES.join(', ')}.`, 'INVALID_INPUT');
    }
    scopes = API_TOKEN_SCOPES.filter((scope) => (input.scopes as unknown[]).includes(scope));
  }
  let expiresOn: string | null = null;
  if (input.expiresAt !== undefined && input.expiresAt !== null && input.expiresAt !== '') {
    const raw = input.expiresAt;
    if (typeof raw !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(raw) || Number.isNaN(Date.parse(`${raw}T00:00:00Z`))
      || new Date(`${raw}T00:00:00Z`).toISOString().slice(0, 10) !== raw) {
      throw badRequest('expiresAt must be a date (YYYY-MM-DD).', 'INVALID_INPUT');
    }
    if (raw < today) throw badRequest('expiresAt must not lie in the past.', 'INVALID_INPUT');
    expiresOn = raw;
  }
  return { name, scopes, expiresOn };
}

/** The first instant a token expiring on `day` no longer works. */
export function expiryInstant(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);
}

const live = (at: Date) => and(isNull(apiTokens.revokedAt), or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, at)));

/** Creates a token for `user`: at most API_RULES.maxTokensPerUser live ones (counted under the user's lock). */
export async function generateApiToken(db: Db, user: UserRow, input: TokenInput, at: Date): Promise<GeneratedApiToken> {
  const token = API_RULES.tokenPrefix + newToken(API_RULES.tokenBytes);
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await lockUserBalances(t, user.id);
    const [held] = await t.select({ n: count() }).from(apiTokens).where(and(eq(apiTokens.userId, user.id), live(at)));
    if ((held?.n ?? 0) >= API_RULES.maxTokensPerUser) {
      throw badRequest(`You can hold at most ${API_RULES.maxTokensPerUser} tokens. Revoke one first.`, 'API_TOKEN_LIMIT');
    }
    const payload: Record<string, unknown> = { name: input.name, scopes: input.scopes, ...(input.expiresOn ? { expiresAt: input.expiresOn } : {}) };
    const [row] = await t.insert(entities).values({
      model: AUTH_TOKEN_MODEL, createdBy: user.id, createdByName: user.username, payload, creationDate: at, updatedAt: at,
    }).returning({ id: entities.id });
    await t.insert(apiTokens).values({
      entityId: row!.id, userId: user.id, tokenHash: tokenHash(token), scopes: input.scopes,
      expiresAt: input.expiresOn ? expiryInstant(input.expiresOn) : null, createdAt: at,
    });
    return { id: row!.id, token, scopes: input.scopes, expiresAt: input.expiresOn };
  });
}

/** Revokes a token at once; a second revocation changes nothing. */
export async function revokeApiToken(db: Db, id: string, at: Date): Promise<{ id: string; revokedAt: string }> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [row] = await t.select({ revokedAt: apiTokens.revokedAt }).from(apiTokens).where(eq(apiTokens.entityId, id)).for('update');
    if (!row) throw badRequest('This record holds no token.', 'INVALID_INPUT');
    if (row.revokedAt) return { id, revokedAt: row.revokedAt.toISOString() };
    await t.update(apiTokens).set({ revokedAt: at }).where(eq(apiTokens.entityId, id));
    await t.update(entities).set({
      payload: sql`${entities.payload} || ${JSON.stringify({ revokedAt: at.toISOString() })}::jsonb`, updatedAt: at,
      version: sql`${entities.version} + 1`,
    }).where(eq(entities.id, id));
    return { id, revokedAt: at.toISOString() };
  });
}

export interface TokenCaller {
  tokenId: string;
  scopes: ApiTokenScope[];
  user: UserRow;
}

export type TokenLookup = { ok: true; caller: TokenCaller } | { ok: false; reason: 'unknown' | 'revoked' | 'expired' };

/**
 * The token's owner and scopes, or why it does not work; records the last use (at most once a
 * minute). `cache`: the rows kept in memory (SessionCache), dropped on any change of the owner's
 * tokens or the owner on any instance, so a revocation or a downgrade counts at once.
 */
export async function authenticateApiToken(db: Db, raw: string, at: Date, cache?: SessionCache | null): Promise<TokenLookup> {
  if (!raw.startsWith(API_RULES.tokenPrefix) || raw.length > 200) return { ok: false, reason: 'unknown' };
  const hash = presentedTokenHash(raw);
  let row: CachedApiToken | undefined = cache?.apiToken(hash, at.getTime());
  if (!row) {
    const generation = cache?.generation ?? 0;
    [row] = await db.select({ token: apiTokens, user: users }).from(apiTokens)
      .innerJoin(users, eq(users.id, apiTokens.userId)).where(eq(apiTokens.tokenHash, hash)).limit(1);
    if (row) cache?.setApiToken(hash, row, generation, at.getTime());
  }
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.token.revokedAt) return { ok: false, reason: 'revoked' };
  if (row.token.expiresAt && row.token.expiresAt.getTime() <= at.getTime()) return { ok: false, reason: 'expired' };
  const last = row.token.lastUsedAt?.getTime() ?? 0;
  if (at.getTime() - last >= API_RULES.lastUsedGranularityMs) {
    cache?.touchApiToken(hash, at);
    await db.update(apiTokens).set({ lastUsedAt: at }).where(eq(apiTokens.entityId, row.token.entityId));
    await db.update(entities).set({ payload: sql`${entities.payload} || ${JSON.stringify({ lastUsedAt: at.toISOString() })}::jsonb` })
      .where(eq(entities.id, row.token.entityId));
  }
  return { ok: true, caller: { tokenId: row.token.entityId, scopes: row.token.scopes.filter(isApiTokenScope), user: row.user } };
}
