import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { sessions, users } from '../db/schema';
import { ApiError } from '../http/apiError';
import { dummyPasswordHash, verifyPassword } from './passwordHashing';
import { newToken, tokenHash } from './secureTokens';
import { wrongProductAddress } from './sessionAuth';
import { countAccountCheck } from './passwordCheckLimit';
import { findUserByLogin } from '../users/userLookup';
import { userDataOf } from '../users/userView';
import { nextRolloverDate } from '../users/rolloverDate';
import { unacknowledgedNotifications } from '../notifications/notificationStore';
import { audit } from '../audit';
import { newModelKey } from '../models/modelEncryption';
import { defaultModelsFor } from '../models/defaultModels';
import { modulesOf } from '../users/userModules';
import { ACCOUNT_RULES } from '../../product/accountRules';
import type { UserRow } from '../appDeps';
import type { LoginAnswer, LoginBody, SessionUser } from '../../contracts';

export const WRONG_CREDENTIALS = 'Username or password is incorrect';
export const ACCOUNT_LOCKED =
  'Your account is locked due to too many failed login attempts. Please reset your password or contact our support.';
export const EMAIL_NOT_VERIFIED = 'Please check your email account to verify your email address';

/**
 * Checks the credentials and opens a session. Order matters: a locked account is refused before
 * its password is checked, the account's budget of password checks comes next (a name without
 * an account has a budget of its own, so that both answer alike), and only a correct password
 * learns about verification or product.
 */
export async function signIn(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, input: LoginBody): Promise<LoginAnswer<SessionUser>> {
  const { db, now, config } = app.deps;
  const user = await findUserByLogin(db, input.username);
  if (!user) {
    await countAccountCheck(app, reply, { unknownLogin: input.username });
    await verifyPassword(await dummyPasswordHash(), input.password);
    throw new ApiError(401, WRONG_CREDENTIALS, 'WRONG_CREDENTIALS');
  }
  if (user.lockedUntil && user.lockedUntil.getTime() > now().getTime()) {
    throw new ApiError(423, ACCOUNT_LOCKED, 'ACCOUNT_LOCKED', { lockedUntil: user.lockedUntil.toISOString() });
  }
  await countAccountCheck(app, reply, { userId: user.id });
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    await recordFailure(app, user, request.ip);
  }
  if (user.product !== config.productId) throw wrongProductAddress();
  if (!user.emailVerified) throw new ApiError(403, EMAIL_NOT_VERIFIED, 'EMAIL_NOT_VERIFIED');
  if (!user.userPackage) throw new ApiError(403, 'Your account has no active package. Please contact our support.', 'NO_PACKAGE');

  const token = newToken();
  const current = now();
  const modelKey = config.encryptModels ? newModelKey() : null;
  // News since the last sign-in: the server changed plan, modules or balances (a payment, a
  // renewal, an expiry, an admin). The login answer opens the info dialog once.
  const news = user.userStateVersion > user.seenStateVersion;
  await db.update(users).set({ failedLogins: 0, lockedUntil: null, seenStateVersion: user.userStateVersion }).where(eq(users.id, user.id));
  await db.insert(sessions).values({
    userId: user.id,
    tokenHash: tokenHash(token),
    deviceId: input.deviceId ?? (request.headers['x-device-id'] as string | undefined) ?? null,
    clientVersion: input.clientVersion ?? null,
    userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
    ip: request.ip,
    createdAt: current,
    lastSeenAt: current,
    modelKey,
  });
  await audit(db, { actorId: user.id, action: 'session.login', targetType: 'user', targetId: user.id, ip: request.ip });
  const fresh = { ...user, failedLogins: 0, lockedUntil: null };
  return {
    user: await userDataOf(app.deps, fresh, { sessionToken: token }),
    serverVersion: config.serverVersion,
    activationDate: user.activationDate.toISOString(),
    rolloverDate: nextRolloverDate(user.activationDate, current).toISOString(),
    defaultModels: await defaultModelsFor(app, modulesOf(fresh), modelKey),
    ...(modelKey ? { modelKey } : {}),
    loginDialog: news ? 'infoDialog' : null,
    notifications: await unacknowledgedNotifications(db, user.id),
  };
}

async function recordFailure(app: FastifyInstance, user: UserRow, ip: string): Promise<never> {
  const { db, now } = app.deps;
  const rows = await db
    .update(users)
    .set({ failedLogins: sql`${users.failedLogins} + 1` })
    .where(eq(users.id, user.id))
    .returning({ failedLogins: users.failedLogins });
  const failed = rows[0]?.failedLogins ?? 0;
  if (failed >= ACCOUNT_RULES.failedLoginsBeforeLock) {
    const lockedUntil = new Date(now().getTime() + ACCOUNT_RULES.lockMinutes * 60_000);
    await db.update(users).set({ failedLogins: 0, lockedUntil }).where(eq(users.id, user.id));
    await audit(db, { actorId: user.id, action: 'user.locked', targetType: 'user', targetId: user.id, ip });
    throw new ApiError(423, ACCOUNT_LOCKED, 'ACCOUNT_LOCKED', { lockedUntil: lockedUntil.toISOString() });
  }
  throw new ApiError(401, WRONG_CREDENTIALS, 'WRONG_CREDENTIALS');
}
