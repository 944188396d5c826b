import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { badRequest } from '../http/apiError';
import * as s from '../http/schemas';
import { checkEmailToken, issueEmailToken, markEmailTokenUsed } from './emailTokens';
import { findUserByEmail, userLanguage } from '../users/userLookup';
import { verificationMail } from '../mail/accountMails';
import { audit } from '../audit';
import { ACCOUNT_RULES } from '../../product/accountRules';
import type { ResendVerificationBody, VerificationAnswer, VerifyEmailBody } from '../../contracts';

const INVALID_LINK = 'This seems to be an invalid link. Please use proper validation link';
const VERIFY_FAILED = 'There was an error while verifying your email! Please try again or use the below link to request a new verification link';
const INVALID_EMAIL = 'Your entered email address seems to be invalid';

export async function verificationRoutes(app: FastifyInstance): Promise<void> {
  const verifyInput = s.object({ email: { type: 'string', maxLength: 254 }, hash: { type: 'string', maxLength: 200 } });
  const resendLimit = { rateLimit: { max: () => app.deps.config.rateLimits.reset.max, timeWindow: app.deps.config.rateLimits.reset.timeWindowMs } };

  app.get<{ Querystring: VerifyEmailBody }>('/verifyEmail', { schema: { querystring: verifyInput } }, (req) => verify(app, req.query));
  app.post<{ Body: VerifyEmailBody }>('/verifyEmail', { schema: { body: verifyInput } }, (req) => verify(app, req.body));

  app.get<{ Querystring: { email: string } }>('/sendEmailVerification', {
    schema: { querystring: s.object({ email: { type: 'string', maxLength: 254 } }, ['email']) }, config: resendLimit,
  }, (req) => resend(app, req.query.email));
  app.post<{ Body: ResendVerificationBody }>('/resendEmailVerification', {
    schema: { body: s.object({ email: { type: 'string', maxLength: 254 } }, ['email']) }, config: resendLimit,
  }, (req) => resend(app, req.body.email));
}

async function verify(app: FastifyInstance, input: VerifyEmailBody): Promise<VerificationAnswer> {
  const { db, now } = app.deps;
  const email = input.email?.trim().toLowerCase();
  const hash = input.hash?.trim();
  if (!email || !hash) throw badRequest(INVALID_LINK, 'INVALID_LINK');
  const user = await findUserByEmail(db, email);
  const check = await checkEmailToken(db, hash, 'verifyEmail', now());
  if (!user || (check.status !== 'valid' && check.status !== 'used') || check.userId !== user.id) {
    throw badRequest(VERIFY_FAILED, 'VERIFY_FAILED');
  }
  // Following the same link twice is fine once the address is verified.
  if (check.status === 'valid') {
    await markEmailTokenUsed(db, check.tokenId, now());
    await db.update(users).set({ emailVerified: true, updatedAt: now() }).where(eq(users.id, user.id));
    await audit(db, { actorId: user.id, action: 'user.verifyEmail', targetType: 'user', targetId: user.id });
  } else if (!user.emailVerified) {
    throw badRequest(VERIFY_FAILED, 'VERIFY_FAILED');
  }
  return { success: true, message: 'Your email has been successfully verified!' };
}

/**
 * Sends a new link when the address belongs to an unverified account. The answer is the same
 * whether or not it does, so that nobody can probe which addresses have accounts.
 */
async function resend(app: FastifyInstance, rawEmail: string): Promise<VerificationAnswer> {
  const { db, now, mailer, config } = app.deps;
  const email = rawEmail.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw badRequest(INVALID_EMAIL, 'EMAIL_INVALID');
  const user = await findUserByEmail(db, email);
  if (user && !user.emailVerified) {
    const token = await issueEmailToken(db, user.id, 'verifyEmail', ACCOUNT_RULES.verificationLinkValidHours, now());
    await mailer.send(verificationMail({ email: user.email, firstname: user.firstname, language: userLanguage(user) }, config.appUrl, token));
  }
  return { success: true, message: 'Verification link sent successfully. Please check your inbox' };
}
