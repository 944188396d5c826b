import type { FastifyInstance } from 'fastify';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { sessions, users } from '../db/schema';
import { badRequest } from '../http/apiError';
import * as s from '../http/schemas';
import { hashPassword, verifyPassword } from './passwordHashing';
import { checkEmailToken, issueEmailToken, markEmailTokenUsed } from './emailTokens';
import { requireAuth } from './sessionAuth';
import { countAccountCheck, countAddressCheck } from './passwordCheckLimit';
import { findUserByEmail, userLanguage } from '../users/userLookup';
import { passwordChangedMail, passwordResetMail, usernameMail } from '../mail/accountMails';
import { audit } from '../audit';
import { ACCOUNT_RULES } from '../../product/accountRules';
import type { UserRow } from '../appDeps';
import type {
  ChangePasswordBody, CheckPasswordAnswer, CheckPasswordBody, PasswordResetBody, PasswordResetRequestAnswer, SuccessAnswer,
} from '../../contracts';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const RESET_LINK_INVALID = 'This password reset link is invalid or has expired. Please request a new one.';
const PASSWORDS_DIFFER = 'Your entered passwords do not match';

/** /changePWWithHash takes its fields from the query, the body or both. */
type HashReset = Partial<PasswordResetBody>;

export async function passwordRoutes(app: FastifyInstance): Promise<void> {
  const { config } = app.deps;
  const resetLimit = { rateLimit: { max: () => config.rateLimits.reset.max, timeWindow: config.rateLimits.reset.timeWindowMs } };
  const emailQuery = s.object({ email: { type: 'string', maxLength: 254 } }, ['email']);

  app.get<{ Querystring: { email: string } }>('/resetPW', { schema: { querystring: emailQuery }, config: resetLimit },
    (req) => requestReset(app, req.query.email));

  app.post<{ Params: { email: string }; Body: { email?: string } | undefined }>('/reset-password/:email', {
    schema: { params: emailQuery, body: { anyOf: [{ type: 'null' }, s.object({ email: { type: 'string', maxLength: 254 } })] } },
    config: resetLimit,
  }, (req) => requestReset(app, req.params.email));

  const hashResetFields = { resetToken: { type: 'string', maxLength: 200 }, email: { type: 'string', maxLength: 254 }, password: s.passwordHash };
  app.post<{ Querystring: HashReset; Body: HashReset | undefined }>('/changePWWithHash', {
    schema: { querystring: s.object(hashResetFields), body: { anyOf: [{ type: 'null' }, s.object(hashResetFields)] } },
    config: resetLimit,
  }, async (req): Promise<SuccessAnswer> => {
    const input = { ...req.query, ...(req.body ?? {}) };
    if (!input.resetToken || !input.email || !input.password) {
      throw badRequest('Invalid request: resetToken, email and password are required');
    }
    return resetWithToken(app, input.resetToken, input.email, input.password, req.ip);
  });

  // A session's password checks count like sign-ins (passwordCheckLimit.ts): whoever holds a
  // session must not get an unlimited oracle for the account's password.
  const addressBudget = countAddressCheck(app);

  app.post<{ Body: CheckPasswordBody }>('/checkPW', {
    config: { auth: true }, onRequest: addressBudget, schema: { body: s.object({ oldPassword: s.passwordHash }, ['oldPassword']) },
  }, async (req, reply): Promise<CheckPasswordAnswer> => {
    const { user } = requireAuth(req);
    await countAccountCheck(app, reply, { userId: user.id });
    return { valid: await verifyPassword(user.passwordHash, req.body.oldPassword) };
  });

  app.post<{ Body: ChangePasswordBody }>('/changePW', {
    config: { auth: true },
    onRequest: addressBudget,
    schema: { body: s.object({ oldPW: s.passwordHash, newPW: s.passwordHash, newPWConfirmation: s.passwordHash }, ['oldPW', 'newPW', 'newPWConfirmation']) },
  }, async (req, reply): Promise<SuccessAnswer> => {
    const { user, session } = requireAuth(req);
    await countAccountCheck(app, reply, { userId: user.id });
    if (!(await verifyPassword(user.passwordHash, req.body.oldPW))) {
      throw badRequest('Your current password is not correct', 'OLD_PASSWORD_WRONG');
    }
    if (req.body.newPW !== req.body.newPWConfirmation) throw badRequest(PASSWORDS_DIFFER, 'PASSWORDS_DIFFER');
    await setPassword(app, user, req.body.newPW, session.id);
    await audit(app.deps.db, { actorId: user.id, action: 'user.changePassword', targetType: 'user', targetId: user.id, ip: req.ip });
    return { success: true };
  });

  app.get<{ Querystring: { email: string } }>('/findUsername', { schema: { querystring: emailQuery }, config: resetLimit }, async (req): Promise<SuccessAnswer> => {
    const email = req.query.email.trim().toLowerCase();
    if (!EMAIL_PATTERN.test(email)) throw badRequest('Please check your email address', 'EMAIL_INVALID');
    const user = await findUserByEmail(app.deps.db, email);
    if (user) {
      await app.deps.mailer.send(usernameMail(
        { email: user.email, firstname: user.firstname, language: userLanguage(user), username: user.username }, config.appUrl,
      ));
    }
    return { success: true };
  });
}

/**
 * Mails a reset link when the address has an account. The answer (`reason` empty) is the same
 * either way, so that nobody can probe which addresses have accounts.
 */
async function requestReset(app: FastifyInstance, rawEmail: string): Promise<PasswordResetRequestAnswer> {
  const { db, now, mailer, config } = app.deps;
  const email = rawEmail.trim().toLowerCase();
  if (!EMAIL_PATTERN.test(email)) throw badRequest('Please check your email address', 'EMAIL_INVALID');
  const user = await findUserByEmail(db, email);
  if (user && user.product === config.productId) {
    const token = await issueEmailToken(db, user.id, 'passwordReset', ACCOUNT_RULES.resetLinkValidHours, now());
    await mailer.send(passwordResetMail({ email: user.email, firstname: user.firstname, language: userLanguage(user) }, config.appUrl, token));
    await audit(db, { actorId: user.id, action: 'user.requestPasswordReset', targetType: 'user', targetId: user.id });
  }
  return { reason: '' };
}

async function resetWithToken(app: FastifyInstance, token: string, rawEmail: string, password: string, ip: string): Promise<SuccessAnswer> {
  const { db, now } = app.deps;
  const user = await findUserByEmail(db, rawEmail);
  const check = await checkEmailToken(db, token.trim(), 'passwordReset', now());
  if (!user || check.status !== 'valid' || check.userId !== user.id) throw badRequest(RESET_LINK_INVALID, 'RESET_LINK_INVALID');
  if (!(await markEmailTokenUsed(db, check.tokenId, now()))) throw badRequest(RESET_LINK_INVALID, 'RESET_LINK_INVALID');
  await setPassword(app, user, password, null);
  // The link proves the mailbox, so the address counts as verified and a lock-out ends.
  await db.update(users).set({ emailVerified: true, failedLogins: 0, lockedUntil: null }).where(eq(users.id, user.id));
  await audit(db, { actorId: user.id, action: 'user.resetPassword', targetType: 'user', targetId: user.id, ip });
  return { success: true };
}

/** Stores the new password and ends every other session of the user. */
async function setPassword(app: FastifyInstance, user: UserRow, password: string, keepSessionId: string | null): Promise<void> {
  const { db, now, mailer } = app.deps;
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: now() }).where(eq(users.id, user.id));
    const others = keepSessionId
      ? and(eq(sessions.userId, user.id), isNull(sessions.revokedAt), ne(sessions.id, keepSessionId))
      : and(eq(sessions.userId, user.id), isNull(sessions.revokedAt));
    await tx.update(sessions).set({ revokedAt: now(), revokedReason: 'passwordChanged' }).where(others);
  });
  try {
    await mailer.send(passwordChangedMail({ email: user.email, firstname: user.firstname, language: userLanguage(user) }));
  } catch (err) {
    app.log.error({ err }, 'password-changed mail could not be sent');
  }
}
