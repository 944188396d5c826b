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
import { setDelivery } from './historyStore';
import { secretOf, type SecretKey } from './webhookSecret';
import { SIGNATURE_HEADER, signatureOf } from './webhookSigning';

const SECOND_MS = 1000;
const HOUR_MS = 3_600_000;
/** How long a claimed job is held before another worker may take it (longer than a call's timeout). */
const LEASE_MS = ALERT_RULES.webhookTimeoutMs * 3;
const BATCH = 20;

export interface WebhookWorkerOptions {
  db: Db;
  now: () => Date;
  secretKey: () => Promise<SecretKey>;
  /** The HTTP client (tests may replace it). */
  fetch?: typeof fetch;
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
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  private stopped = true;
  private again = false;

  constructor(private readonly options: WebhookWorkerOptions) {}

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }

  /** New jobs are due: run soon (no-op when stopped). */
  wake(): void {
    if (this.stopped) return;
    if (this.running) this.again = true;
    else this.schedule(0);
  }

  private schedule(ms: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), ms);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    this.timer = null;
    let sent = 0;
    try {
      sent = await this.runDue();
    } catch (err) {
      this.options.log(err, 'webhook worker pass failed');
    }
    const more = sent === BATCH || this.again;
    this.again = false;
    this.schedule(more ? 0 : this.options.pollMs ?? 5000);
  }

  /** Sends every job due now (in batches); answers how many were attempted. */
  runDue(): Promise<number> {
    const pass = (async () => {
      let total = 0;
      for (;;) {
        const jobs = await this.claim();
        for (const job of jobs) await this.attempt(job);
        total += jobs.length;
        if (jobs.length < BATCH) return total;
      }
    })();
    this.running = pass.finally(() => { this.running = null; });
    return this.running;
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
      const res = await (this.options.fetch ?? fetch)(job.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': 'RangeScope-Alerts/1', [SIGNATURE_HEADER]: signatureOf(secret, job.body, now) },
        body: job.body,
        redirect: 'manual',
        signal: AbortSignal.timeout(ALERT_RULES.webhookTimeoutMs),
      });
      await res.body?.cancel().catch(() => undefined);
      if (res.status < 200 || res.status >= 300) error = `HTTP ${res.status}`;
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
