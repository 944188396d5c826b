/**
 * The newsletters' calls (contracts/newsletters.ts; docs/api.md "Newsletters"):
 * - POST /promo-subscriptions/subscribe {email, name, language?}: the spec's checks and messages
 *   (400), the signups of one address limited (429 RATE_LIMITED, product/newsletterRules.ts), a
 *   confirmation mail with a random single-use link (double opt-in). An address already confirmed
 *   gets the same answer and no mail, so the answer tells nobody who subscribed.
 * - POST /promo-subscriptions/confirm {token}, POST /promo-subscriptions/unsubscribe {token}: the
 *   pages behind the mails' links, without a session (400 for a link that is not valid).
 * - GET /promo-subscriptions/preview: the free daily issue from the published snapshot.
 * - GET /admin/newsletters/preview?kind, POST /admin/newsletters/send {kind}: admins only.
 */
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { RULE_CHECKS } from '../../engine/core';
import { NEWSLETTER_KINDS, NEWSLETTER_RULES, type NewsletterKind } from '../../product/newsletterRules';
import type {
  DailyNewsletterContent, NewsletterAdminPreview, NewsletterPreview, NewsletterResponse, NewsletterSendAnswer, NewsletterSendBody,
  NewsletterSignupBody, NewsletterTokenBody,
} from '../../contracts';
import { ApiError, badRequest } from '../http/apiError';
import * as s from '../http/schemas';
import { languageFromHeader } from '../i18n';
import { requireMarket } from '../assets/marketAccess';
import { newsletterMemberOptOuts, users } from '../db/schema';
import { confirmationMail, issueMail } from './newsletterMail';
import { NewsletterService, newsletterServiceOf } from './newsletterService';
import { confirmSubscriber, recordSignup, unsubscribeSubscriber } from './subscriberStore';
import { confirmUrl, readUnsubscribeToken, unsubscribeSecret, unsubscribeToken, unsubscribeUrl } from './unsubscribeLinks';

export const MESSAGES = {
  bothFields: 'Please fill in both email and name fields.',
  invalidEmail: 'Please enter a valid email address.',
  subscribed: 'Successfully subscribed! Please check your email to confirm.',
  confirmed: 'Your subscription is confirmed. The newsletter will come after the next market close.',
  confirmInvalid: 'This confirmation link is invalid or has expired. Please subscribe again.',
  unsubscribed: 'You are unsubscribed and will get no more newsletters.',
  unsubscribeInvalid: 'This unsubscribe link is not valid.',
} as const;

/** The public preview is composed at most once per snapshot version and this many ms. */
const PREVIEW_CACHE_MS = 60_000;

const signupBody = s.object({
  email: { type: 'string', maxLength: 254 },
  name: { type: 'string', maxLength: NEWSLETTER_RULES.nameMaxLength },
  language: { type: 'string', enum: ['en', 'de'] },
});
const tokenBody = s.object({ token: { type: 'string', minLength: 1, maxLength: 400 } }, ['token']);
const kindQuery = s.object({ kind: { type: 'string', enum: [...NEWSLETTER_KINDS] } }, ['kind']);

export async function newsletterRoutes(app: FastifyInstance): Promise<void> {
  const service = newsletterServiceOf(app);
  const { db } = app.deps;
  let previewCache: { version: number; at: number; answer: NewsletterPreview } | null = null;

  app.post<{ Body: Partial<NewsletterSignupBody> & { language?: 'en' | 'de' } }>('/promo-subscriptions/subscribe', {
    schema: { body: signupBody },
    // Per client address, the registration's budget (RATE_LIMIT_REGISTER): a signup also sends a mail.
    config: { rateLimit: { max: () => app.deps.config.rateLimits.register.max, timeWindow: app.deps.config.rateLimits.register.timeWindowMs } },
  }, async (req, reply): Promise<NewsletterResponse> => {
    const email = (req.body.email ?? '').trim().toLowerCase();
    const name = (req.body.name ?? '').trim();
    if (!email || !name) throw badRequest(MESSAGES.bothFields, 'NEWSLETTER_FIELDS');
    if (!RULE_CHECKS.isEmail({ value: email, hasOther: false })) throw badRequest(MESSAGES.invalidEmail, 'NEWSLETTER_EMAIL');
    const language = req.body.language ?? languageFromHeader(req.headers['accept-language']);
    const now = app.deps.now();
    const outcome = await recordSignup(db, { email, name, language }, now);
    if (outcome.limited) {
      const seconds = Math.max(1, Math.ceil((outcome.resetAt.getTime() - now.getTime()) / 1000));
      reply.header('retry-after', String(seconds));
      throw new ApiError(429, `Too many signups for this address. Please try again in ${Math.ceil(seconds / 60)} minutes.`, 'RATE_LIMITED');
    }
    if (outcome.confirmToken) {
      const secret = await unsubscribeSecret(db);
      await app.deps.mailer.send(confirmationMail(
        { email, name, language }, confirmUrl(app.deps.config.appUrl, outcome.confirmToken),
        unsubscribeUrl(app.deps.config.appUrl, unsubscribeToken(secret, { kind: 'subscriber', id: outcome.subscriberId })),
        NEWSLETTER_RULES.confirmLinkValidHours,
      ));
    }
    return { success: true, message: MESSAGES.subscribed };
  });

  app.post<{ Body: NewsletterTokenBody }>('/promo-subscriptions/confirm', { schema: { body: tokenBody } }, async (req): Promise<NewsletterResponse> => {
    if (!(await confirmSubscriber(db, req.body.token, app.deps.now()))) throw badRequest(MESSAGES.confirmInvalid, 'NEWSLETTER_LINK_INVALID');
    return { success: true, message: MESSAGES.confirmed };
  });

  app.post<{ Body: NewsletterTokenBody }>('/promo-subscriptions/unsubscribe', { schema: { body: tokenBody } }, async (req): Promise<NewsletterResponse> => {
    const recipient = readUnsubscribeToken(await unsubscribeSecret(db), req.body.token);
    if (!recipient) throw badRequest(MESSAGES.unsubscribeInvalid, 'NEWSLETTER_LINK_INVALID');
    const now = app.deps.now();
    if (recipient.kind === 'subscriber') {
      if (!(await unsubscribeSubscriber(db, recipient.id, now))) throw badRequest(MESSAGES.unsubscribeInvalid, 'NEWSLETTER_LINK_INVALID');
    } else {
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, recipient.userId)).limit(1);
      if (!user) throw badRequest(MESSAGES.unsubscribeInvalid, 'NEWSLETTER_LINK_INVALID');
      await db.insert(newsletterMemberOptOuts).values({ userId: user.id, createdAt: now }).onConflictDoNothing();
    }
    return { success: true, message: MESSAGES.unsubscribed };
  });

  app.get('/promo-subscriptions/preview', async (): Promise<NewsletterPreview> => {
    const snapshot = app.deps.market?.snapshot();
    if (!snapshot) return { issueKey: null, content: null };
    const at = Date.now();
    if (previewCache && previewCache.version === snapshot.version && at - previewCache.at < PREVIEW_CACHE_MS) return previewCache.answer;
    const content = (await service.compose('daily', snapshot)) as DailyNewsletterContent;
    const answer: NewsletterPreview = { issueKey: NewsletterService.issueKey('daily', snapshot.asOf), content };
    previewCache = { version: snapshot.version, at, answer };
    return answer;
  });

  const admin = { auth: true, permission: 'ADMIN' };

  app.get<{ Querystring: { kind: NewsletterKind } }>('/admin/newsletters/preview', { config: admin, schema: { querystring: kindQuery } }, async (req): Promise<NewsletterAdminPreview> => {
    const { snapshot } = requireMarket(app);
    const kind = req.query.kind;
    const issueKey = NewsletterService.issueKey(kind, snapshot.asOf);
    const content = await service.compose(kind, snapshot);
    const [recipients, counts] = await Promise.all([service.recipients(kind), service.counts(issueKey)]);
    const sample = issueMail({ email: 'preview@example.com', name: 'Preview', language: 'en' }, content, unsubscribeUrl(app.deps.config.appUrl, '…'));
    return { kind, issueKey, subject: sample.subject, text: sample.text, content, recipients: recipients.length, ...counts };
  });

  app.post<{ Body: NewsletterSendBody }>('/admin/newsletters/send', {
    config: admin, schema: { body: s.object({ kind: { type: 'string', enum: [...NEWSLETTER_KINDS] } }, ['kind']) },
  }, async (req): Promise<NewsletterSendAnswer> => {
    const { snapshot } = requireMarket(app);
    const issue = await service.issueOf(req.body.kind, snapshot);
    return { issueKey: issue.issueKey, ...(await service.enqueue(issue)) };
  });
}
