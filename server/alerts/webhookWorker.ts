/**
 * The webhook delivery worker: polls the `webhook_deliveries` queue, POSTs each due job with its
 * signature, and records the outcome in the job and in its history entry. A failed call is
 * retried with exponential back-off (webhookFirstRetrySeconds, doubling) until
 * webhookRetryHours after the firing, then the job is failed. Due jobs are claimed in one
 * statement that moves their next attempt past a lease (FOR UPDATE SKIP LOCKED), so several
 * workers on one PostgreSQL never send a job twice at once and a crashed worker's claim runs out.
 * The clock is injected (`now`), so tests step through the back-off without waiting.
 */
import { eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/database';
import { webhookDeliveries } from '../db/schema';
import { ALERT_RULES } from '../../product/alertRules';
import { PollingWorker } from '../jobs/pollingWorker';
import { setDelivery } from './historyStore';
import { secretOf, type SecretKey } from './webhookSecret';
import { SIGNATURE_HEADER, signatureOf } from './webhookSigning';
import { postWebhook } from './webhookPost';

const SECOND_MS = 1000;
const HOUR_MS = 3_600_000;
/** How long a claimed job is held before another worker may take it (longer than a call's timeout). */
const LEASE_MS = ALERT_RULES.webhookTimeoutMs * 3;
const BATCH = 20;

export interface WebhookWorkerOptions {
  db: Db;
  now: () => Date;
  secretKey: () => Promise<SecretKey>;
  /** WEBHOOK_PRIVATE_TARGETS: deliveries may connect to loopback and private addresses. */
  allowPrivate: boolean;
  /** How often the queue is polled when idle (ms). */
  pollMs?: number;
  log: (err: unknown, message: string) => void;
}

interface Job {
  id: number;
  history_id: string;
  user_id: string;
  url: string;
  body: string;
  attempts: number;
  created_at: string | Date;
}

/** The wait after the n-th failed attempt (n ≥ 1). */
export function backoffMs(attempts: number): number {
  return ALERT_RULES.webhookFirstRetrySeconds * SECOND_MS * 2 ** Math.max(0, attempts - 1);
}

export class WebhookWorker {
  private readonly loop: PollingWorker<Job>;

  constructor(private readonly options: WebhookWorkerOptions) {
    this.loop = new PollingWorker<Job>({
      claim: () => this.claim(), attempt: (job) => this.attempt(job), batch: BATCH, pollMs: options.pollMs ?? 5000, log: options.log, name: 'webhook',
    });
  }

  start(): void {
    this.loop.start();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  /** New jobs are due: run soon (no-op when stopped). */
  wake(): void {
    this.loop.wake();
  }

  /** Sends every job due now (in batches); answers how many were attempted. */
  runDue(): Promise<number> {
    return this.loop.runDue();
  }

  private async claim(): Promise<Job[]> {
    const now = this.options.now();
    return queryRows<Job>(this.options.db, sql`
      UPDATE webhook_deliveries SET next_attempt_at = ${new Date(now.getTime() + LEASE_MS).toISOString()}::timestamptz
      WHERE id IN (
        SELECT id FROM webhook_deliveries
        WHERE status IN ('pending', 'retrying') AND next_attempt_at <= ${now.toISOString()}::timestamptz
        ORDER BY next_attempt_at, id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
      RETURNING id, history_id, user_id, url, body, attempts, created_at`);
  }

  private async attempt(job: Job): Promise<void> {
    const { db } = this.options;
    const attempts = job.attempts + 1;
    const now = this.options.now();
    let error: string | null = null;
    try {
      const secret = await secretOf(db, await this.options.secretKey(), job.user_id);
      if (!secret) throw new Error('no webhook secret: create one under the alert settings');
      const status = await postWebhook({
        url: job.url,
        headers: { 'content-type': 'application/json', 'user-agent': 'RangeScope-Alerts/1', [SIGNATURE_HEADER]: signatureOf(secret, job.body, now) },
        body: job.body,
        timeoutMs: ALERT_RULES.webhookTimeoutMs,
        allowPrivate: this.options.allowPrivate,
      });
      if (status < 200 || status >= 300) error = `HTTP ${status}`;
    } catch (err) {
      error = err instanceof Error ? (err.name === 'TimeoutError' ? `no answer within ${ALERT_RULES.webhookTimeoutMs} ms` : err.message) : String(err);
    }
    const done = this.options.now();
    if (error === null) {
      await db.update(webhookDeliveries).set({ status: 'delivered', attempts, lastError: null, deliveredAt: done }).where(eq(webhookDeliveries.id, job.id));
      await setDelivery(db, job.history_id, 'webhook', { status: 'delivered', attempts, lastError: null, deliveredAt: done.toISOString() });
      return;
    }
    const next = new Date(done.getTime() + backoffMs(attempts));
    const deadline = new Date(job.created_at).getTime() + ALERT_RULES.webhookRetryHours * HOUR_MS;
    const status = next.getTime() > deadline ? 'failed' : 'retrying';
    await db.update(webhookDeliveries).set({ status, attempts, lastError: error, nextAttemptAt: next }).where(eq(webhookDeliveries.id, job.id));
    await setDelivery(db, job.history_id, 'webhook', { status, attempts, lastError: error, deliveredAt: null });
  }
}
