/**
 * Calls a task after every New York close (plus a delay), by the source's session calendar and
 * the given clock. The clock is read every `checkIntervalMs` rather than trusted to a long timer,
 * so a suspended machine or a test clock that jumps still triggers the run. While the task has
 * never succeeded, it is retried every `retryMs`. Timers never keep the process alive.
 */
import type { MarketDataSource } from '../source/marketDataSource';
import { nextSessionClose } from './nextClose';

export interface CloseSchedulerOptions {
  source: Pick<MarketDataSource, 'lastCompletedSession'>;
  now: () => Date;
  /** Runs the snapshot; resolves true when a version was published. */
  task: () => Promise<boolean>;
  delayAfterCloseMs?: number;
  checkIntervalMs?: number;
  retryMs?: number;
}

export class CloseScheduler {
  private timer: NodeJS.Timeout | null = null;
  private due: Date | null = null;
  private stopped = true;
  private succeeded = false;

  constructor(private readonly options: CloseSchedulerOptions) {}

  /** When the task runs next; null while it runs or when stopped. */
  get nextRunAt(): Date | null {
    return this.due;
  }

  /** Starts scheduling; `succeeded` says whether a version already exists. */
  start(succeeded: boolean): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.stopped = false;
    this.succeeded ||= succeeded;
    this.plan();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.due = null;
  }

  private plan(): void {
    if (this.stopped) return;
    const now = this.options.now();
    const afterClose = nextSessionClose(this.options.source, now).getTime() + (this.options.delayAfterCloseMs ?? 5 * 60_000);
    this.due = new Date(this.succeeded ? afterClose : Math.min(afterClose, now.getTime() + (this.options.retryMs ?? 5 * 60_000)));
    this.arm();
  }

  private arm(): void {
    if (this.stopped || !this.due) return;
    const wait = Math.max(0, Math.min(this.options.checkIntervalMs ?? 60_000, this.due.getTime() - this.options.now().getTime()));
    this.timer = setTimeout(() => this.tick(), wait);
    this.timer.unref();
  }

  private tick(): void {
    this.timer = null;
    if (this.stopped || !this.due) return;
    if (this.options.now().getTime() < this.due.getTime()) return this.arm();
    this.due = null;
    this.options
      .task()
      .then((ok) => (this.succeeded ||= ok), () => undefined)
      .finally(() => this.plan());
  }
}
