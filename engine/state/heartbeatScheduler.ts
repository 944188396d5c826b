import type { HeartbeatConfig } from './heartbeatConfig';

type Timer = ReturnType<typeof setTimeout>;

/**
 * Runs the heartbeat while signed in (document 1 section 4): the first run `firstDelayMs` after
 * `start()`, then again `intervalMs` after each run has finished (rescheduled, never
 * overlapping), and never two runs closer than `minGapMs`, also when `trigger()` asks for one
 * early (a tab that becomes visible again). A failing run is only logged as a warning.
 *
 * @example
 * const heartbeat = new HeartbeatScheduler(() => beat(), HEARTBEAT_DEFAULTS);
 * heartbeat.start(); // ... heartbeat.stop() at logout
 */
export class HeartbeatScheduler {
  private timer: Timer | null = null;
  private lastRunAt: number | null = null;
  private inFlight = false;
  private active = false;

  constructor(
    private readonly beat: () => Promise<void>,
    readonly config: HeartbeatConfig,
    private readonly now: () => number = () => Date.now(),
  ) {}

  get running(): boolean {
    return this.active;
  }

  start(): void {
    if (this.active) return;
    this.active = true;
    this.schedule(this.config.firstDelayMs);
  }

  stop(): void {
    this.active = false;
    this.cancel();
  }

  /** Asks for a run now; refused (false) while stopped, while one runs, or within the minimum gap. */
  trigger(): boolean {
    if (!this.active || this.inFlight) return false;
    if (this.lastRunAt !== null && this.now() - this.lastRunAt < this.config.minGapMs) return false;
    this.cancel();
    void this.run();
    return true;
  }

  private cancel(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private schedule(ms: number): void {
    this.cancel();
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.run();
    }, ms);
  }

  private async run(): Promise<void> {
    if (!this.active || this.inFlight) return;
    const now = this.now();
    if (this.lastRunAt !== null && now - this.lastRunAt < this.config.minGapMs) {
      this.schedule(this.config.minGapMs - (now - this.lastRunAt));
      return;
    }
    this.inFlight = true;
    this.lastRunAt = now;
    try {
      await this.beat();
    } catch (err) {
      console.warn('heartbeat failed', err);
    } finally {
      this.inFlight = false;
      if (this.active) this.schedule(Math.max(this.config.intervalMs, this.config.minGapMs));
    }
  }
}
