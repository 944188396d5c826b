import { msUntilZonedTime } from './zonedTime';

type Timer = ReturnType<typeof setTimeout>;

/**
 * The session's scheduled tasks in one place, so that logout can wipe them all at once
 * (document 1 section 4): one-off tasks (`after`) and daily ones at a wall-clock time in a time
 * zone (`dailyAt`, rescheduled after each run).
 *
 * @example
 * tasks.after(10_000, loadSecondPage);
 * tasks.dailyAt({ timeZone: 'Europe/Berlin', hour: 8, minute: 0 }, refreshPrices);
 * tasks.wipeAll(); // at logout
 */
export class TaskScheduler {
  private readonly timers = new Set<Timer>();

  constructor(private readonly now: () => Date = () => new Date()) {}

  get size(): number {
    return this.timers.size;
  }

  /** Runs `task` once after `ms`; answers a function that cancels it. */
  after(ms: number, task: () => void): () => void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      runSafely(task);
    }, ms);
    this.timers.add(timer);
    return () => {
      clearTimeout(timer);
      this.timers.delete(timer);
    };
  }

  /** Runs `task` every day at `hour:minute` in `timeZone`; answers a function that cancels it. */
  dailyAt(at: { timeZone: string; hour: number; minute: number }, task: () => void): () => void {
    let cancelled = false;
    let cancelCurrent: () => void = () => undefined;
    const plan = (): void => {
      if (cancelled) return;
      cancelCurrent = this.after(msUntilZonedTime(this.now(), at.timeZone, at.hour, at.minute), () => {
        runSafely(task);
        plan();
      });
    };
    plan();
    return () => {
      cancelled = true;
      cancelCurrent();
    };
  }

  /** Cancels every scheduled task. */
  wipeAll(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }
}

function runSafely(task: () => void): void {
  try {
    task();
  } catch (err) {
    console.warn('scheduled task failed', err);
  }
}
