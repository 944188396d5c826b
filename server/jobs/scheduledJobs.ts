/**
 * The jobs that must run once however many instances serve one database (issue 24): the market
 * snapshot after each close (key: the session), the morning billing check (key: the day), the
 * delivery of each mail sent through SMTP (key: its outbox row), and the deliveries of the alerts'
 * webhooks and of the newsletters (key: their delivery row). On PostgreSQL they are jobs on pg-boss
 * (queue policy `singleton`: one active job per key; a send per key and hour is deduplicated;
 * retries with back-off, per job where its handler says so (`retry`); a job waiting when an
 * instance stops is taken by the next one to start). On the embedded database (one process;
 * pg-boss does not run on PGlite) the same handlers run in-process, once, without retries (the
 * webhook and newsletter deliveries keep their row queues there: server/jobs/deliveryQueue.ts).
 * Each run of a `recorded` job is written to job_runs (job, key): a `once` job whose key is done
 * is skipped, whoever asks again.
 */
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { and, desc, eq, sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { JobQueueHealth } from '../../contracts';
import type { Db } from '../db/database';
import { jobRuns } from '../db/schema';

export type ScheduledJobName = JobQueueHealth['jobs'][number]['name'];

/** The retries of one job after a failed attempt: `limit` of them, the first after `delaySeconds` (at least 1), then doubling (pg-boss adds up to as much again at random). */
export interface JobRetry {
  limit: number;
  delaySeconds: number;
}

export interface ScheduledJobHandler {
  /**
   * Does the work for `key`; a throw fails the attempt (retried with back-off on pg-boss).
   * `lastAttempt`: no retry follows a failure of this one (the last retry; always in-process).
   */
  run(key: string, attempt: { lastAttempt: boolean }): Promise<void>;
  /** Skip a key whose run is done (job_runs); false when the handler itself is idempotent. */
  once: boolean;
  /** Write each run to job_runs (default true); false where the work keeps its own record. */
  recorded?: boolean;
  /** This job's retries on pg-boss (default: the queue's, JOB_RETRY_LIMIT and JOB_RETRY_DELAY_SECONDS). */
  retry?: JobRetry;
  /** pg-boss: how many of its jobs an instance takes per fetch, run one after the other (default 1). */
  batch?: number;
}

export interface ScheduledJobs {
  readonly kind: 'pg-boss' | 'in-process';
  /** This instance's name in job_runs and the stored snapshots. */
  readonly instanceId: string;
  /** Lets this instance work `name`'s jobs. */
  handle(name: ScheduledJobName, handler: ScheduledJobHandler): Promise<void>;
  /** Asks for `name` to run for `key` once across instances: queued (pg-boss) or run now (in-process; rejects when it fails). */
  request(name: ScheduledJobName, key: string): Promise<void>;
  /** For GET /api/health (read at most every few seconds). */
  health(): Promise<JobQueueHealth>;
  stop(): Promise<void>;
}

export interface ScheduledJobsOptions {
  db: Db;
  /** PostgreSQL: pg-boss on this database; undefined: in-process. */
  databaseUrl?: string | undefined;
  log: { error(details: Record<string, unknown>, message: string): void; info(details: Record<string, unknown>, message: string): void };
  /** Retries after a failed attempt (JOB_RETRY_LIMIT; default 5), the first after JOB_RETRY_DELAY_SECONDS (30), doubling. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** How often an idle instance asks for work (seconds, at least 0.5; default 2). */
  pollingSeconds?: number;
  now?: () => Date;
}

const JOB_NAMES: readonly ScheduledJobName[] = ['market-snapshot', 'billing-morning-check', 'mail-delivery', 'webhook-delivery', 'newsletter-delivery'];
/** One send per key and hour: a second instance asking within it adds nothing; after a job failed for good, the next hour may try again. */
const SINGLETON_SECONDS = 60 * 60;
const HEALTH_CACHE_MS = 5000;

/** Runs the handler for (job, key) and records it; skips a `once` key that is done. Answers whether it ran. */
async function recordedRun(db: Db, instanceId: string, now: () => Date, name: ScheduledJobName, key: string, handler: ScheduledJobHandler, lastAttempt: boolean): Promise<boolean> {
  if (handler.recorded === false) {
    await handler.run(key, { lastAttempt });
    return true;
  }
  const where = and(eq(jobRuns.job, name), eq(jobRuns.key, key));
  const [previous] = await db.select({ status: jobRuns.status }).from(jobRuns).where(where);
  if (handler.once && previous?.status === 'done') return false;
  await db
    .insert(jobRuns)
    .values({ job: name, key, instance: instanceId, status: 'running', attempts: 1, startedAt: now() })
    .onConflictDoUpdate({
      target: [jobRuns.job, jobRuns.key],
      set: { instance: instanceId, status: 'running', attempts: sql`${jobRuns.attempts} + 1`, error: null, startedAt: now(), finishedAt: null },
    });
  try {
    await handler.run(key, { lastAttempt });
    await db.update(jobRuns).set({ status: 'done', finishedAt: now() }).where(where);
    return true;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await db.update(jobRuns).set({ status: 'failed', error: message.slice(0, 500), finishedAt: now() }).where(where);
    throw error;
  }
}

export async function openScheduledJobs(options: ScheduledJobsOptions): Promise<ScheduledJobs> {
  const { db, log } = options;
  const now = options.now ?? ((): Date => new Date());
  const instanceId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const handlers = new Map<ScheduledJobName, ScheduledJobHandler>();
  let cached: { at: number; answer: JobQueueHealth } | null = null;

  const lastRuns = async (): Promise<JobQueueHealth['jobs']> => {
    const jobs: JobQueueHealth['jobs'] = [];
    for (const name of JOB_NAMES) {
      const [last] = await db.select().from(jobRuns).where(eq(jobRuns.job, name)).orderBy(desc(jobRuns.startedAt)).limit(1);
      jobs.push({
        name, queued: null,
        last: last ? { key: last.key, status: last.status, attempts: last.attempts, instance: last.instance, finishedAt: last.finishedAt?.toISOString() ?? null, error: last.error } : null,
      });
    }
    return jobs;
  };
  const cachedHealth = async (read: () => Promise<JobQueueHealth>): Promise<JobQueueHealth> => {
    if (cached && Date.now() - cached.at < HEALTH_CACHE_MS) return cached.answer;
    const answer = await read();
    cached = { at: Date.now(), answer };
    return answer;
  };

  if (!options.databaseUrl) {
    const running = new Map<string, Promise<void>>();
    return {
      kind: 'in-process',
      instanceId,
      async handle(name, handler) {
        handlers.set(name, handler);
      },
      request(name, key) {
        const handler = handlers.get(name);
        if (!handler) return Promise.reject(new Error(`no handler for the job ${name}`));
        const id = `${name}:${key}`;
        let run = running.get(id);
        if (!run) {
          run = recordedRun(db, instanceId, now, name, key, handler, true).then(() => undefined).finally(() => running.delete(id));
          running.set(id, run);
        }
        return run;
      },
      health: () => cachedHealth(async () => ({ queue: 'in-process', instance: instanceId, jobs: await lastRuns() })),
      async stop() {
        await Promise.allSettled([...running.values()]);
      },
    };
  }

  const retryLimit = options.retryLimit ?? 5;
  const retryDelay = options.retryDelaySeconds ?? 30;
  const boss = new PgBoss({ connectionString: options.databaseUrl, max: 3, schedule: false, retryLimit, retryDelay, retryBackoff: true });
  boss.on('error', (err: unknown) => log.error({ err }, 'job queue (pg-boss) error'));
  await boss.start();
  const workers = new Map<ScheduledJobName, string>();
  const retryOf = (name: ScheduledJobName): JobRetry => handlers.get(name)?.retry ?? { limit: retryLimit, delaySeconds: retryDelay };
  const putQueue = async (name: ScheduledJobName): Promise<void> => {
    const retry = retryOf(name);
    const queue: PgBoss.Queue = { name, policy: 'singleton', retryLimit: retry.limit, retryDelay: retry.delaySeconds, retryBackoff: true, expireInSeconds: 30 * 60 };
    if (await boss.getQueue(name)) await boss.updateQueue(name, queue);
    else await boss.createQueue(name, queue).catch(async (err: unknown) => {
      // Another instance created it at the same moment.
      if (!(await boss.getQueue(name))) throw err;
    });
  };
  for (const name of JOB_NAMES) await putQueue(name);
  return {
    kind: 'pg-boss',
    instanceId,
    async handle(name, handler) {
      handlers.set(name, handler);
      // The queue's retries are only a default: every job is sent with its own (below).
      if (handler.retry) await putQueue(name);
      const worker = await boss.work<{ key: string }>(name, { pollingIntervalSeconds: options.pollingSeconds ?? 2, batchSize: handler.batch ?? 1, includeMetadata: true }, async (jobs) => {
        for (const job of jobs) {
          try {
            const ran = await recordedRun(db, instanceId, now, name, job.data.key, handler, job.retryCount >= job.retryLimit);
            if (handler.recorded !== false) log.info({ job: name, key: job.data.key, ran }, ran ? 'job done' : 'job skipped: its key is done');
          } catch (err) {
            // This job alone fails (retried with back-off while retries are left); pg-boss completes the others of the batch.
            await boss.fail(name, job.id, err instanceof Error ? err : { message: String(err) });
          }
        }
      });
      workers.set(name, worker);
    },
    async request(name, key) {
      const retry = retryOf(name);
      await boss.send(name, { key }, { singletonKey: key, singletonSeconds: SINGLETON_SECONDS, retryLimit: retry.limit, retryDelay: retry.delaySeconds, retryBackoff: true });
      // This instance's worker asks at once instead of at its next poll (another instance may still take the job).
      const worker = workers.get(name);
      if (worker) boss.notifyWorker(worker);
    },
    health: () =>
      cachedHealth(async () => {
        const jobs = await lastRuns();
        for (const job of jobs) job.queued = await boss.getQueueSize(job.name);
        return { queue: 'pg-boss', instance: instanceId, jobs };
      }),
    async stop() {
      await boss.stop({ graceful: true, timeout: 10_000, wait: true });
    },
  };
}
