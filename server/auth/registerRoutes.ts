import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserRow } from '../appDeps';
import countries from 'i18n-iso-countries';
import { eq, or } from 'drizzle-orm';
import { users } from '../db/schema';
import { ApiError, badRequest } from '../http/apiError';
import * as s from '../http/schemas';
import { hashPassword } from './passwordHashing';
import { newReferralCode } from './secureTokens';
import { issueEmailToken } from './emailTokens';
import { verificationMail } from '../mail/accountMails';
import { languageFromHeader } from '../i18n';
import { audit } from '../audit';
import { ACCOUNT_RULES, DEFAULT_SETTINGS } from '../../product/accountRules';
import { PLANS } from '../../product/plans';
import { startEliteTrial } from '../billing/trial';
import type { RegisterAnswer, RegisterBody } from '../../contracts';

/** The registration body's fields (the offer funnel's body extends them). */
export const registerProperties = {
  username: s.username,
  email: s.email,
  password: s.passwordHash,
  firstname: s.personName,
  lastname: s.personName,
  country: s.object({ code: { type: 'string', pattern: '^[A-Za-z]{2}$' }, name: { type: 'string', maxLength: 100 } }, ['code']),
  agreeTermsOfUse: { type: 'boolean' },
  referralCode: { type: 'string', maxLength: ACCOUNT_RULES.referralCodeMaxLength },
  emailOptIn: { type: 'boolean' },
  language: { type: 'string', enum: ['en', 'de'] },
  plan: { type: 'string', enum: ['free', 'elite'] },
};
export const registerRequired = ['username', 'email', 'password', 'firstname', 'lastname', 'country', 'agreeTermsOfUse'];
export const registerSchema = s.object(registerProperties, registerRequired);

/** Registration codes of document 1 section 8, answered with HTTP 422 (docs/api.md). */
export const REGISTRATION_EXISTS = 600;
export const REGISTRATION_BAD_REFERRAL = 601;

export async function registerRoutes(app: FastifyInstance): Promise<void> {
  const { config } = app.deps;
  app.post<{ Body: RegisterBody }>('/register', {
    schema: { body: registerSchema },
    config: { rateLimit: { max: () => config.rateLimits.register.max, timeWindow: config.rateLimits.register.timeWindowMs } },
    preValidation: async (request) => trimRegistration(request.body),
  }, async (request): Promise<RegisterAnswer> => {
    const body = request.body;
    const user = await createAccount(app, request, body);
    if (body.plan !== 'elite') return { success: true, username: user.username };
    // The Elite variant answers the trial's payment page; the free account stays when that fails.
    try {
      const { nextStepURL } = await startEliteTrial(app, user);
      return { success: true, username: user.username, nextStepURL };
    } catch (err) {
      request.log.error({ err }, 'the Elite trial checkout could not be started');
      throw new ApiError(502, 'Error while creating account: Payment process failed.', 'PAYMENT_PROCESS_FAILED');
    }
  });
}

/**
 * Creates an (unverified) account and mails its verification link: the registration of document 1
 * section 3, shared by /register and the exclusive funnel (issue 29). Throws the spec's errors.
 */
export async function createAccount(app: FastifyInstance, request: FastifyRequest, body: RegisterBody): Promise<UserRow> {
    const { db, now, mailer, config } = app.deps;
    if (body.agreeTermsOfUse !== true) throw badRequest('You must agree to the terms and conditions to continue', 'TERMS_REQUIRED');
    const countryCode = body.country.code.toUpperCase();
    if (!countries.isValid(countryCode)) throw badRequest('Please select your country', 'COUNTRY_INVALID');
    const email = body.email.toLowerCase();

    const clash = await db.select({ id: users.id }).from(users)
      .where(or(eq(users.usernameLower, body.username.toLowerCase()), eq(users.email, email))).limit(1);
    if (clash.length) throw registrationExists();

    let referredBy: string | null = null;
    const referral = body.referralCode?.trim();
    if (referral) {
      const owner = await db.select({ id: users.id }).from(users).where(eq(users.referralCode, referral.toUpperCase())).limit(1);
      if (!owner[0]) throw new ApiError(422, 'Incorrect referral code!', REGISTRATION_BAD_REFERRAL);
      referredBy = owner[0].id;
    }

    const language = body.language ?? languageFromHeader(request.headers['accept-language']);
    const passwordHash = await hashPassword(body.password);
    const emailOptIn = body.emailOptIn ?? true;
    let created;
    try {
      created = await db.insert(users).values({
        username: body.username,
        usernameLower: body.username.toLowerCase(),
        email,
        passwordHash,
        firstname: body.firstname,
        lastname: body.lastname,
        countryCode,
        emailOptIn,
        agreeTermsOfUse: true,
        referralCode: newReferralCode(),
        referredBy,
        product: config.productId,
        plan: 'demo',
        userPackage: PLANS.demo.dataPackage,
        settings: { ...DEFAULT_SETTINGS, language },
        uiFlags: { show_mail_opt_in_dialog: !emailOptIn },
        activationDate: now(),
      }).returning();
    } catch (err) {
      // Two registrations racing for the same name: the unique index decides.
      if (isUniqueViolation(err)) throw registrationExists();
      throw err;
    }
    const user = created[0]!;
    const token = await issueEmailToken(db, user.id, 'verifyEmail', ACCOUNT_RULES.verificationLinkValidHours, now());
    await audit(db, { actorId: user.id, action: 'user.register', targetType: 'user', targetId: user.id, ip: request.ip, details: { referredBy } });
    try {
      await mailer.send(verificationMail({ email, firstname: user.firstname, language }, config.appUrl, token));
    } catch (err) {
      request.log.error({ err }, 'verification mail could not be sent');
    }
    return user;
}

function registrationExists(): ApiError {
  return new ApiError(422, 'Error while creating account: Username or email already existing', REGISTRATION_EXISTS);
}

export function trimRegistration(body: unknown): void {
  if (!body || typeof body !== 'object') return;
  const b = body as Record<string, unknown>;
  for (const key of ['username', 'email', 'firstname', 'lastname', 'referralCode']) {
    if (typeof b[key] === 'string') b[key] = (b[key] as string).trim();
  }
  if (typeof b.email === 'string') b.email = b.email.toLowerCase();
}

export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: string; cause?: { code?: string } } | null);
  return code?.code === '23505' || code?.cause?.code === '23505';
}
