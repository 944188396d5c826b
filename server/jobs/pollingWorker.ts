/**
 * The loop of the server's row queues (the alerts' webhook deliveries and the newsletters' mails,
 * attempted here on the embedded database and handed over to pg-boss jobs on PostgreSQL, see
 * deliveryQueue.ts; the scheduled notifications): every `pollMs` while idle, or at once after `wake()`, claim a batch of due
 * jobs and attempt each; a full batch is followed by the next at once. One pass at a time per
 * worker; `runDue()` runs a pass now (tests step through with their own clock). The claim belongs
 * to the queue: it moves each claimed job's next attempt past a lease in one statement
 * (FOR UPDATE SKIP LOCKED), so that several servers on one database never take a job twice at
 * once and a crashed server's claim runs out.
 */
export interface PollingWorkerOptions<Job> {
  /** Claims at most `batch` due jobs. */
  claim(batch: number): Promise<Job[]>;
  /** Attempts one job and records its outcome (a throw is logged; the job's lease then runs out). */
  attempt(job: Job): Promise<void>;
  batch: number;
  /** How often the queue is polled when idle (ms). */
  pollMs: number;
  log: (err: unknown, message: string) => void;
  /** For the log: what the worker delivers. */
  name: string;
}

export class PollingWorker<Job> {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  private stopped = true;
  private again = false;

  constructor(private readonly options: PollingWorkerOptions<Job>) {}

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
    let done = 0;
    try {
      done = await this.runDue();
    } catch (err) {
      this.options.log(err, `${this.options.name} worker pass failed`);
    }
    const more = done === this.options.batch || this.again;
    this.again = false;
    this.schedule(more ? 0 : this.options.pollMs);
  }

  /** Attempts every job due now (in batches); answers how many were attempted. */
  runDue(): Promise<number> {
    if (this.running) return this.running.then(() => this.runDue());
    const pass = (async () => {
      let total = 0;
      for (;;) {
        const jobs = await this.options.claim(this.options.batch);
        for (const job of jobs) {
          try {
            await this.options.attempt(job);
          } catch (err) {
            this.options.log(err, `${this.options.name} job failed`);
          }
        }
        total += jobs.length;
        if (jobs.length < this.options.batch) return total;
      }
    })();
    this.running = pass.finally(() => { this.running = null; });
    return this.running;
  }
}
