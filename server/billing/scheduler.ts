/**
 * The in-process scheduler: runs the time-left check every morning at BILLING_CHECK_HOUR (06:00)
 * in BILLING_CHECK_TZ (Europe/Berlin). One server instance runs it; a second instance would renew
 * nothing twice (renewal payments are unique), it would only do the work twice.
 */
import type { FastifyInstance } from 'fastify';
import { billingServices } from './services';
import { runTimeLeftCheck } from './timeLeftCheck';
import { nextDailyRun } from './periods';

export interface BillingScheduler {
  /** When the next check runs. */
  next(): Date;
  stop(): void;
}

export function startBillingScheduler(app: FastifyInstance): BillingScheduler {
  const services = billingServices(app);
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
  const run = async (): Promise<void> => {
    try {
      const report = await runTimeLeftCheck(services);
      app.log.info({ report }, 'billing: morning time-left check done');
    } catch (err) {
      app.log.error({ err }, 'billing: morning time-left check failed');
    }
    plan();
  };
  plan();
  return {
    next: () => nextRun,
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
