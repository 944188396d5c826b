/**
 * The morning scheduler: the time-left check every morning at BILLING_CHECK_HOUR (06:00) in
 * BILLING_CHECK_TZ (Europe/Berlin). Every instance keeps the timer; when it fires it asks the
 * scheduled jobs (server/jobs/scheduledJobs.ts) for the job "billing-morning-check" keyed by the
 * day, which runs once across instances (pg-boss) or here (the embedded database). With
 * `catchUp`, an instance that starts after today's hour asks for today's check too (a day whose
 * check no instance ran is then not skipped; a day already done is skipped by its key).
 */
import type { FastifyInstance } from 'fastify';
import { TZDate } from '@date-fns/tz';
import type { ScheduledJobs } from '../jobs/scheduledJobs';
import { billingServices } from './services';
import { runTimeLeftCheck } from './timeLeftCheck';
import { nextDailyRun } from './periods';

export const MORNING_CHECK_JOB = 'billing-morning-check';

/** The job key of a check due at `at`: its day in the check's time zone (YYYY-MM-DD). */
export function morningCheckKey(at: Date, timeZone: string): string {
  const local = new TZDate(at.getTime(), timeZone);
  return `${local.getFullYear()}-${String(local.getMonth() + 1).padStart(2, '0')}-${String(local.getDate()).padStart(2, '0')}`;
}

/** Registers the morning check as the handler of its job on this instance. */
export async function handleMorningCheck(app: FastifyInstance, jobs: ScheduledJobs): Promise<void> {
  const services = billingServices(app);
  await jobs.handle(MORNING_CHECK_JOB, {
    once: true,
    async run(key) {
      const report = await runTimeLeftCheck(services);
      app.log.info({ report, key }, 'billing: morning time-left check done');
    },
  });
}

export interface BillingScheduler {
  /** When the next check runs. */
  next(): Date;
  stop(): void;
}

export function startBillingScheduler(app: FastifyInstance, jobs: ScheduledJobs, options: { catchUp?: boolean } = {}): BillingScheduler {
  const { dailyCheckHour, dailyCheckTimeZone } = app.deps.config.payments;
  let timer: NodeJS.Timeout | null = null;
  let nextRun = nextDailyRun(app.deps.now(), dailyCheckHour, dailyCheckTimeZone);
  let stopped = false;

  const plan = (): void => {
    if (stopped) return;
    nextRun = nextDailyRun(app.deps.now(), dailyCheckHour, dailyCheckTimeZone);
    // Timers cap at about 24.8 days; a day is far below that.
    timer = setTimeout(() => void run(), Math.max(1000, nextRun.getTime() - Date.now()));
    timer.unref();
  };
  const request = async (at: Date): Promise<void> => {
    try {
      await jobs.request(MORNING_CHECK_JOB, morningCheckKey(at, dailyCheckTimeZone));
    } catch (err) {
      app.log.error({ err }, 'billing: morning time-left check failed');
    }
  };
  const run = async (): Promise<void> => {
    await request(nextRun);
    plan();
  };
  if (options.catchUp) {
    // Today's run is the last one before the next: asked for when its hour has passed.
    const today = new Date(nextDailyRun(app.deps.now(), dailyCheckHour, dailyCheckTimeZone).getTime() - 24 * 60 * 60 * 1000);
    if (today.getTime() <= app.deps.now().getTime()) void request(today);
  }
  plan();
  return {
    next: () => nextRun,
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
