/**
 * The webhook deliveries of the fired alerts (one `webhook_deliveries` row each, the record of its
 * attempts): each is POSTed with its signature and the outcome written to the row and to its history
 * entry. A failed call is retried with exponential back-off (webhookFirstRetrySeconds, doubling)
 * until webhookRetryHours after the firing, then the delivery is failed. On PostgreSQL each row is a
 * `webhook-delivery` job on pg-boss (once across instances, retried by pg-boss, surviving a restart;
 * `useJobQueue`, main.ts); on the embedded database the worker claims the due rows itself (FOR
 * UPDATE SKIP LOCKED with a lease) and attempts them. Both run the same `attempt`
 * (server/jobs/deliveryQueue.ts). The clock is injected (`now`), so tests step through the
 * back-off without waiting.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { webhookDeliveries } from '../db/schema';
import { ALERT_RULES } from '../../product/alertRules';
import { backoffOf, claimDeliveryRows, DeliveryQueue, retriesCovering, type AttemptOutcome, type AttemptPolicy } from '../jobs/deliveryQueue';
import { setDelivery } from './historyStore';
import { secretOf, type SecretKey } from './webhookSecret';
import { SIGNATURE_HEADER, signatureOf } from './webhookSigning';
import { postWebhook } from './webhookPost';

const HOUR_MS = 3_600_000;
/** How long a claimed job is held before another worker may take it (longer than a call's timeout). */
const LEASE_MS = ALERT_RULES.webhookTimeoutMs * 3;
/** pg-boss: a row handed over to its job is handed over again if not attempted within this. */
const HAND_OFF_MS = 10 * 60_000;
const BATCH = 20;
const WEBHOOK_ROWS = { table: 'webhook_deliveries', returning: ['id', 'history_id', 'user_id', 'url', 'body', 'attempts', 'created_at'] };

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
export const backoffMs = backoffOf(ALERT_RULES.webhookFirstRetrySeconds);

/** The webhook deliveries' queue: the shared delivery queue over `webhook_deliveries`. */
export type WebhookQueue = DeliveryQueue<Job>;

export function webhookQueue(options: WebhookWorkerOptions): WebhookQueue {
  return new DeliveryQueue<Job>({
    name: 'webhook', job: 'webhook-delivery',
    claim: (batch, leaseMs, id) => claimDeliveryRows<Job>(options.db, WEBHOOK_ROWS, options.now(), batch, leaseMs, id),
    attempt: (job, policy) => attempt(options, job, policy),
    firstRetrySeconds: ALERT_RULES.webhookFirstRetrySeconds,
    // Enough retries to reach the end of the retry window; the attempt fails the row there.
    retryLimit: (first) => retriesCovering(ALERT_RULES.webhookRetryHours, first),
    batch: BATCH, pollMs: options.pollMs ?? 5000, leaseMs: LEASE_MS, handOffMs: HAND_OFF_MS, log: options.log,
  });
}

async function attempt(options: WebhookWorkerOptions, job: Job, policy: AttemptPolicy): Promise<AttemptOutcome> {
  const { db } = options;
  const attempts = job.attempts + 1;
  const now = options.now();
  let error: string | null = null;
  try {
    const secret = await secretOf(db, await options.secretKey(), job.user_id);
    if (!secret) throw new Error('no webhook secret: create one under the alert settings');
    const status = await postWebhook({
      url: job.url,
      headers: { 'content-type': 'application/json', 'user-agent': 'RangeScope-Alerts/1', [SIGNATURE_HEADER]: signatureOf(secret, job.body, now) },
      body: job.body,
      timeoutMs: ALERT_RULES.webhookTimeoutMs,
      allowPrivate: options.allowPrivate,
    });
    if (status < 200 || status >= 300) error = `HTTP ${status}`;
  } catch (err) {
    error = err instanceof Error ? (err.name === 'TimeoutError' ? `no answer within ${ALERT_RULES.webhookTimeoutMs} ms` : err.message) : String(err);
  }
  const done = options.now();
  if (error === null) {
    await db.update(webhookDeliveries).set({ status: 'delivered', attempts, lastError: null, deliveredAt: done }).where(eq(webhookDeliveries.id, job.id));
    await setDelivery(db, job.history_id, 'webhook', { status: 'delivered', attempts, lastError: null, deliveredAt: done.toISOString() });
    return { retry: false };
  }
  // Failed for good when no retry follows, or when the next could not come before the window ends.
  const deadline = new Date(job.created_at).getTime() + ALERT_RULES.webhookRetryHours * HOUR_MS;
  const status = policy.lastAttempt || done.getTime() + policy.backoffMs(attempts) > deadline ? 'failed' : 'retrying';
  const next = new Date(done.getTime() + policy.nextAttemptMs(attempts));
  await db.update(webhookDeliveries).set({ status, attempts, lastError: error, nextAttemptAt: next }).where(eq(webhookDeliveries.id, job.id));
  await setDelivery(db, job.history_id, 'webhook', { status, attempts, lastError: error, deliveredAt: null });
  return status === 'retrying' ? { retry: true, error } : { retry: false };
}
