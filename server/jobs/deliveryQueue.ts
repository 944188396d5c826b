/**
 * A queue of delivery rows (the alerts' webhook deliveries, the newsletters' mails; issue 24). The
 * row is the record (attempts, last error, next attempt, delivered at); what drives the attempts
 * depends on the database:
 *
 * - On PostgreSQL (`useJobQueue` with a pg-boss `ScheduledJobs`) every row is a job keyed by its id
 *   (`job`): attempted once per job run, exactly once across instances, retried by pg-boss with
 *   back-off (`firstRetrySeconds`, doubling; `retryLimit` retries), surviving a restart. The
 *   `PollingWorker` only hands rows over: it claims the due rows with a lease (`handOffMs`) and
 *   sends their jobs. A job run claims its row again (only while `pending` or `retrying`: a
 *   delivered, failed or cancelled row is never attempted again), attempts it once and writes the
 *   outcome; a failure that is to be retried throws, so that pg-boss retries it. After a failure
 *   the row's next attempt is set past the latest time pg-boss retries it (back-off with its random
 *   part, plus `handOffMs`): a row whose job was lost is handed over again then, a safety net that
 *   normally does nothing.
 * - On the embedded database (and in the suites that step their own clock) the `PollingWorker`
 *   claims the due rows with a lease (`leaseMs`) and attempts each itself; the next attempt after a
 *   failure is `firstRetrySeconds` · 2^(attempts − 1) later.
 *
 * Both ways run the same `attempt` of the feature.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/database';
import { PollingWorker } from './pollingWorker';
import type { ScheduledJobName, ScheduledJobs } from './scheduledJobs';

/** How an attempt records a failure. */
export interface AttemptPolicy {
  /** No retry follows this attempt (pg-boss's last retry): a failure is final. */
  lastAttempt: boolean;
  /** The least wait before the next attempt after the n-th failed one (ms; n ≥ 1). */
  backoffMs(attempts: number): number;
  /** What to write as the row's next attempt after its n-th failed attempt (ms from now). */
  nextAttemptMs(attempts: number): number;
}

/** An attempt's outcome: `retry` when it failed and is to be attempted again. */
export type AttemptOutcome = { retry: false } | { retry: true; error: string };

export interface DeliveryQueueOptions<Row extends { id: number }> {
  /** For the log: what the queue delivers. */
  name: string;
  /** Its job on pg-boss. */
  job: ScheduledJobName;
  /**
   * Claims at most `batch` rows that are `pending` or `retrying`, moving their next attempt `leaseMs`
   * past now, in one statement (FOR UPDATE SKIP LOCKED): the due ones, or only the row `id` (due or not).
   */
  claim(batch: number, leaseMs: number, id?: number): Promise<Row[]>;
  /** Attempts one row once and records the outcome in it. */
  attempt(row: Row, policy: AttemptPolicy): Promise<AttemptOutcome>;
  /** The wait after the first failed attempt (seconds), doubling after each further one. */
  firstRetrySeconds: number;
  /** pg-boss: how many retries follow the first attempt, given the first retry's wait. */
  retryLimit(firstRetrySeconds: number): number;
  batch: number;
  /** How often the rows are polled when idle (ms). */
  pollMs: number;
  /** How long a claimed row is held for its attempt before another worker may take it (longer than an attempt). */
  leaseMs: number;
  /** pg-boss: how long a handed-over row waits for its job before it is handed over again. */
  handOffMs: number;
  log: (err: unknown, message: string) => void;
}

export class DeliveryQueue<Row extends { id: number }> {
  private readonly loop: PollingWorker<Row>;
  private jobs: ScheduledJobs | null = null;

  constructor(private readonly options: DeliveryQueueOptions<Row>) {
    this.loop = new PollingWorker<Row>({
      claim: (batch) => options.claim(batch, this.jobs ? options.handOffMs : options.leaseMs),
      attempt: async (row) => {
        if (this.jobs) await this.jobs.request(options.job, String(row.id));
        else {
          const backoffMs = backoffOf(options.firstRetrySeconds);
          await options.attempt(row, { lastAttempt: false, backoffMs, nextAttemptMs: backoffMs });
        }
      },
      batch: options.batch, pollMs: options.pollMs, log: options.log, name: options.name,
    });
  }

  /** Where the attempts run: `pg-boss` once `useJobQueue` was given a pg-boss queue. */
  get runner(): 'pg-boss' | 'in-process' {
    return this.jobs ? 'pg-boss' : 'in-process';
  }

  /**
   * On PostgreSQL (a pg-boss queue): this instance works the rows' jobs, and its worker hands the
   * due rows over to them. A no-op on the in-process queue (the embedded database): the worker
   * keeps attempting the rows itself. Call before `start()`. `firstRetrySeconds` replaces the
   * rules' first retry wait (the suites, to see a retry within seconds).
   */
  async useJobQueue(jobs: ScheduledJobs, tuning: { firstRetrySeconds?: number } = {}): Promise<void> {
    if (jobs.kind !== 'pg-boss' || this.jobs) return;
    const { options } = this;
    const first = Math.max(1, Math.round(tuning.firstRetrySeconds ?? options.firstRetrySeconds));
    const backoffMs = backoffOf(first);
    await jobs.handle(options.job, {
      once: false,
      recorded: false,
      retry: { limit: options.retryLimit(first), delaySeconds: first },
      batch: options.batch,
      run: async (key, { lastAttempt }) => {
        const [row] = await options.claim(1, options.leaseMs, Number(key));
        // Delivered, failed for good or cancelled already (a job run again), or gone.
        if (!row) return;
        const outcome = await options.attempt(row, {
          lastAttempt,
          backoffMs,
          // pg-boss waits between 1 and 2 times the back-off (its random part).
          nextAttemptMs: (attempts) => 2 * backoffMs(attempts) + options.handOffMs,
        });
        if (outcome.retry) throw new Error(outcome.error);
      },
    });
    this.jobs = jobs;
  }

  start(): void {
    this.loop.start();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  /** New rows are due: run soon (no-op when stopped). */
  wake(): void {
    this.loop.wake();
  }

  /** Attempts (in-process) or hands over (pg-boss) every row due now, in batches; answers how many. */
  runDue(): Promise<number> {
    return this.loop.runDue();
  }
}

/** A table of delivery rows (`id`, `status`, `next_attempt_at`) and the columns its claim returns: the feature's constants, never input. */
export interface DeliveryTable {
  table: string;
  returning: readonly string[];
}

/**
 * `DeliveryQueueOptions.claim` over a delivery table: at most `batch` rows that are `pending` or
 * `retrying` (the due ones, or only the row `id`, due or not), their next attempt moved `leaseMs`
 * past `now`, in one statement.
 */
export function claimDeliveryRows<Row>(db: Db, where: DeliveryTable, now: Date, batch: number, leaseMs: number, id?: number): Promise<Row[]> {
  const which = id === undefined
    ? sql`status IN ('pending', 'retrying') AND next_attempt_at <= ${now.toISOString()}::timestamptz`
    : sql`status IN ('pending', 'retrying') AND id = ${id}`;
  // A job's own row waits for a worker that is handing it over; due rows held by another worker are skipped.
  const lock = id === undefined ? sql`FOR UPDATE SKIP LOCKED` : sql`FOR UPDATE`;
  const table = sql.identifier(where.table);
  return queryRows<Row>(db, sql`
    UPDATE ${table} SET next_attempt_at = ${new Date(now.getTime() + leaseMs).toISOString()}::timestamptz
    WHERE id IN (
      SELECT id FROM ${table}
      WHERE ${which}
      ORDER BY next_attempt_at, id LIMIT ${batch} ${lock})
    RETURNING ${sql.join(where.returning.map((column) => sql.identifier(column)), sql`, `)}`);
}

/** The wait after the n-th failed attempt (n ≥ 1): `firstRetrySeconds`, doubling. */
export function backoffOf(firstRetrySeconds: number): (attempts: number) => number {
  return (attempts) => firstRetrySeconds * 1000 * 2 ** Math.max(0, attempts - 1);
}

/** The retry limit that keeps retrying (back-off from `firstDelaySeconds`, doubling) for at least `hours`. */
export function retriesCovering(hours: number, firstDelaySeconds: number): number {
  // After n failures the waits add up to at least firstDelay · (2^n − 1).
  return Math.max(1, Math.ceil(Math.log2((hours * 3600) / firstDelaySeconds + 1)));
}
