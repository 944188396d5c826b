/**
 * The newsletters of one server: after every published snapshot the daily issue of its session is
 * composed and queued for every confirmed subscriber, and the Elite issue of its month (once, with
 * the month's first snapshot) for every Elite member who takes mail. Issues are stored once per key
 * and their deliveries once per issue and address, so that a second snapshot of the same session,
 * a restarted server or an admin's "send now" never mails anyone twice. Each delivery row is the
 * record of its attempts; on PostgreSQL it is a `newsletter-delivery` job on pg-boss (once across
 * instances, retried with back-off, surviving a restart; `useJobQueue`, main.ts), on the embedded
 * database the worker claims the due rows itself, like the alerts' webhooks (server/jobs/
 * deliveryQueue.ts; one `attempt` for both). Each mail goes through the app's mailer (outbox or SMTP).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../appDeps';
import { queryRows } from '../db/database';
import { newsletterDeliveries, newsletterIssues, newsletterMemberOptOuts, users } from '../db/schema';
import { allActiveTickers } from '../home/tickerSets';
import type { MarketSnapshot } from '../market/marketService';
import { backoffOf, claimDeliveryRows, DeliveryQueue, type AttemptOutcome, type AttemptPolicy } from '../jobs/deliveryQueue';
import type { ScheduledJobs } from '../jobs/scheduledJobs';
import { modulesOf } from '../users/userModules';
import { NEWSLETTER_RULES, type NewsletterKind } from '../../product/newsletterRules';
import type { NewsletterContent } from '../../contracts';
import { composeDaily, composeMonthly, dailyIssueKey, monthlyIssueKey } from './composeIssues';
import { issueMail } from './newsletterMail';
import { confirmedSubscribers } from './subscriberStore';
import { parseRecipient, recipientName, unsubscribeSecret, unsubscribeToken, unsubscribeUrl, type Recipient } from './unsubscribeLinks';

const BATCH = 25;
const NEWSLETTER_ROWS = { table: 'newsletter_deliveries', returning: ['id', 'issue_id', 'email', 'name', 'language', 'recipient', 'attempts'] };
/** A claimed mail is held this long before another worker may take it (longer than an SMTP send). */
const LEASE_MS = 5 * 60_000;
/** pg-boss: a row handed over to its job is handed over again if not attempted within this. */
const HAND_OFF_MS = 30 * 60_000;

interface QueuedRecipient {
  recipient: Recipient;
  email: string;
  name: string;
  language: string;
}

interface Job {
  id: number;
  issue_id: string;
  email: string;
  name: string;
  language: string;
  recipient: string;
  attempts: number;
}

export interface IssueRow {
  id: string;
  issueKey: string;
  kind: NewsletterKind;
  content: NewsletterContent;
}

/** The wait after the n-th failed attempt (n ≥ 1). */
export const retryDelayMs = backoffOf(NEWSLETTER_RULES.deliveryFirstRetrySeconds);

export class NewsletterService {
  readonly worker: DeliveryQueue<Job>;
  private unsubscribe: (() => void) | null = null;
  private readonly contents = new Map<string, NewsletterContent>();

  constructor(private readonly app: FastifyInstance) {
    const logError = (err: unknown, message: string): void => app.log.error({ err }, message);
    this.worker = new DeliveryQueue<Job>({
      name: 'newsletter', job: 'newsletter-delivery',
      claim: (batch, leaseMs, id) => claimDeliveryRows<Job>(this.deps.db, NEWSLETTER_ROWS, this.deps.now(), batch, leaseMs, id),
      attempt: (job, policy) => this.attempt(job, policy),
      firstRetrySeconds: NEWSLETTER_RULES.deliveryFirstRetrySeconds,
      retryLimit: () => NEWSLETTER_RULES.deliveryMaxAttempts - 1,
      batch: BATCH, pollMs: 10_000, leaseMs: LEASE_MS, handOffMs: HAND_OFF_MS, log: logError,
    });
  }

  /** On PostgreSQL: the deliveries become jobs on pg-boss (a no-op on the in-process queue). Before `start()`. */
  useJobQueue(jobs: ScheduledJobs, tuning: { firstRetrySeconds?: number } = {}): Promise<void> {
    return this.worker.useJobQueue(jobs, tuning);
  }

  private get deps(): AppDeps {
    return this.app.deps;
  }

  /** Subscribes to the published snapshots and starts the sending worker (main.ts). */
  start(): void {
    if (this.unsubscribe) return;
    const market = this.deps.market;
    this.unsubscribe = market?.onPublished((snapshot) => {
      this.onSnapshot(snapshot).catch((err: unknown) => this.app.log.error({ err }, 'newsletters after a snapshot failed'));
    }) ?? (() => undefined);
    this.worker.start();
    const current = market?.snapshot();
    if (current) this.onSnapshot(current).catch((err: unknown) => this.app.log.error({ err }, 'newsletters of the current snapshot failed'));
  }

  async stop(): Promise<void> {
    this.unsubscribe?.();
    this.unsubscribe = null;
    await this.worker.stop();
  }

  /** The content an issue of `kind` would have from this snapshot. */
  async compose(kind: NewsletterKind, snapshot: MarketSnapshot): Promise<NewsletterContent> {
    if (kind === 'daily') return composeDaily(snapshot, await allActiveTickers(this.app));
    return composeMonthly(snapshot, this.deps.market?.source.listInstruments() ?? []);
  }

  static issueKey(kind: NewsletterKind, asOf: string): string {
    return kind === 'daily' ? dailyIssueKey(asOf) : monthlyIssueKey(asOf);
  }

  /** The stored issue of this snapshot's session (daily) or month (monthly), composed and stored first if there is none. */
  async issueOf(kind: NewsletterKind, snapshot: MarketSnapshot): Promise<IssueRow> {
    const issueKey = NewsletterService.issueKey(kind, snapshot.asOf);
    const read = async (): Promise<IssueRow | null> => {
      const [row] = await this.deps.db.select().from(newsletterIssues).where(eq(newsletterIssues.issueKey, issueKey)).limit(1);
      return row ? { id: row.id, issueKey, kind, content: row.content as unknown as NewsletterContent } : null;
    };
    const known = await read();
    if (known) return known;
    const content = await this.compose(kind, snapshot);
    await this.deps.db.insert(newsletterIssues)
      .values({ issueKey, kind, asOfDate: snapshot.asOf, content: content as unknown as Record<string, unknown>, createdAt: this.deps.now() })
      .onConflictDoNothing();
    const stored = await read();
    if (!stored) throw new Error(`newsletter issue ${issueKey} was not stored`);
    return stored;
  }

  /** Who gets an issue of `kind` now. */
  async recipients(kind: NewsletterKind): Promise<QueuedRecipient[]> {
    if (kind === 'daily') {
      return (await confirmedSubscribers(this.deps.db)).map((s) => ({ recipient: { kind: 'subscriber', id: s.id }, email: s.email, name: s.name, language: s.language }));
    }
    const { db, config } = this.deps;
    const rows = await db.select().from(users).where(and(eq(users.emailOptIn, true), eq(users.emailVerified, true), eq(users.product, config.productId)));
    const optedOut = new Set((await db.select({ userId: newsletterMemberOptOuts.userId }).from(newsletterMemberOptOuts)).map((r) => r.userId));
    return rows
      // The plan's modules decide (a staff role is no Elite membership).
      .filter((u) => !optedOut.has(u.id) && modulesOf({ ...u, roles: [] }).includes(NEWSLETTER_RULES.eliteModule))
      .map((u) => ({ recipient: { kind: 'member', userId: u.id }, email: u.email.toLowerCase(), name: u.firstname, language: u.settings.language === 'de' ? 'de' : 'en' }));
  }

  /** Queues the issue for everyone who should get it and has not yet; answers how many were new. */
  async enqueue(issue: IssueRow): Promise<{ queued: number; alreadyQueued: number }> {
    const list = await this.recipients(issue.kind);
    if (list.length === 0) return { queued: 0, alreadyQueued: 0 };
    const now = this.deps.now();
    let queued = 0;
    for (let i = 0; i < list.length; i += 500) {
      const rows = await this.deps.db.insert(newsletterDeliveries).values(list.slice(i, i + 500).map((r) => ({
        issueId: issue.id, email: r.email, name: r.name, language: r.language, recipient: recipientName(r.recipient),
        nextAttemptAt: now, createdAt: now,
      }))).onConflictDoNothing().returning({ id: newsletterDeliveries.id });
      queued += rows.length;
    }
    if (queued > 0) this.worker.wake();
    return { queued, alreadyQueued: list.length - queued };
  }

  /** A new snapshot: the daily issue of its session, and the Elite issue of its month unless it exists. */
  async onSnapshot(snapshot: MarketSnapshot): Promise<{ daily: number; monthly: number }> {
    const daily = await this.enqueue(await this.issueOf('daily', snapshot));
    const monthly = await this.enqueue(await this.issueOf('monthly', snapshot));
    return { daily: daily.queued, monthly: monthly.queued };
  }

  /** Deliveries of an issue key: queued (any state) and sent. */
  async counts(issueKey: string): Promise<{ queued: number; sent: number }> {
    const rows = await queryRows<{ queued: string | number; sent: string | number }>(this.deps.db, sql`
      SELECT count(*) AS queued, count(*) FILTER (WHERE d.status = 'sent') AS sent
      FROM newsletter_deliveries d JOIN newsletter_issues i ON i.id = d.issue_id WHERE i.issue_key = ${issueKey}`);
    return { queued: Number(rows[0]?.queued ?? 0), sent: Number(rows[0]?.sent ?? 0) };
  }

  private async contentOf(issueId: string): Promise<NewsletterContent | null> {
    const cached = this.contents.get(issueId);
    if (cached) return cached;
    const [row] = await this.deps.db.select({ content: newsletterIssues.content }).from(newsletterIssues).where(eq(newsletterIssues.id, issueId)).limit(1);
    if (!row) return null;
    const content = row.content as unknown as NewsletterContent;
    if (this.contents.size > 20) this.contents.clear();
    this.contents.set(issueId, content);
    return content;
  }

  private async attempt(job: Job, policy: AttemptPolicy): Promise<AttemptOutcome> {
    const { db, mailer, config } = this.deps;
    const attempts = job.attempts + 1;
    let error: string | null = null;
    try {
      const content = await this.contentOf(job.issue_id);
      const recipient = parseRecipient(job.recipient);
      if (!content || !recipient) throw new Error('the issue or the recipient is gone');
      if (!(await this.stillWanted(recipient))) {
        await db.update(newsletterDeliveries).set({ status: 'cancelled', attempts }).where(eq(newsletterDeliveries.id, job.id));
        return { retry: false };
      }
      const link = unsubscribeUrl(config.appUrl, unsubscribeToken(await unsubscribeSecret(db), recipient));
      await mailer.send(issueMail({ email: job.email, name: job.name, language: job.language }, content, link));
    } catch (err) {
      error = err instanceof Error ? err.message : String(err);
    }
    const now = this.deps.now();
    if (error === null) {
      await db.update(newsletterDeliveries).set({ status: 'sent', attempts, lastError: null, sentAt: now }).where(eq(newsletterDeliveries.id, job.id));
      return { retry: false };
    }
    const status = policy.lastAttempt || attempts >= NEWSLETTER_RULES.deliveryMaxAttempts ? 'failed' : 'retrying';
    await db.update(newsletterDeliveries)
      .set({ status, attempts, lastError: error, nextAttemptAt: new Date(now.getTime() + policy.nextAttemptMs(attempts)) })
      .where(eq(newsletterDeliveries.id, job.id));
    return status === 'retrying' ? { retry: true, error } : { retry: false };
  }

  /** Someone who unsubscribed after the issue was queued gets nothing more. */
  private async stillWanted(recipient: Recipient): Promise<boolean> {
    const { db } = this.deps;
    if (recipient.kind === 'member') {
      const out = await db.select({ userId: newsletterMemberOptOuts.userId }).from(newsletterMemberOptOuts).where(eq(newsletterMemberOptOuts.userId, recipient.userId)).limit(1);
      if (out.length) return false;
      const [u] = await db.select({ emailOptIn: users.emailOptIn }).from(users).where(inArray(users.id, [recipient.userId])).limit(1);
      return u?.emailOptIn === true;
    }
    const rows = await queryRows<{ status: string }>(db, sql`SELECT status FROM newsletter_subscribers WHERE id = ${recipient.id}::uuid`);
    return rows[0]?.status === 'confirmed';
  }
}

const services = new WeakMap<AppDeps, NewsletterService>();

/** The one service of an app (its routes, in their own plugin context, and main.ts share it by the app's deps). */
export function newsletterServiceOf(app: FastifyInstance): NewsletterService {
  let service = services.get(app.deps);
  if (!service) services.set(app.deps, (service = new NewsletterService(app)));
  return service;
}
