/** The calls around the running server: GET /api/health and the mail outbox, GET /api/dev/outbox. */

/** GET /api/health (no session). */
export interface HealthAnswer {
  status: 'ok' | 'maintenance';
  serverVersion: string;
  /** The scheduled jobs' queue (null when the server runs none, e.g. in tests). */
  jobs: JobQueueHealth | null;
  /** The market snapshot this instance serves (null without a market). */
  snapshot: SnapshotHealth | null;
}

/** The queue of the scheduled jobs (issue 24): pg-boss on PostgreSQL, in-process on the embedded database. */
export interface JobQueueHealth {
  queue: 'pg-boss' | 'in-process';
  /** This instance's name (job_runs.instance, market_snapshots.computed_by). */
  instance: string;
  jobs: {
    name: 'market-snapshot' | 'billing-morning-check' | 'mail-delivery' | 'webhook-delivery' | 'newsletter-delivery';
    /** Jobs waiting (pg-boss); null in-process. */
    queued: number | null;
    /** The latest run on any instance; always null for the deliveries (each mail's, webhook's and newsletter's outcome is in its own row). */
    last: { key: string; status: 'running' | 'done' | 'failed'; attempts: number; instance: string; finishedAt: string | null; error: string | null } | null;
  }[];
}

/** The published market snapshot of this instance. */
export interface SnapshotHealth {
  cacheStatus: 'UPDATING' | 'READY';
  asOf: string | null;
  publishedAt: string | null;
  /** Computed by this instance, or loaded from the stored snapshots. */
  source: 'computed' | 'stored' | null;
  /** The stored row this instance last wrote or loaded. */
  stored: { asOf: string; computedBy: string; bytes: number; createdAt: string } | null;
  /** How long loading the stored snapshot took (ms); null when computed here. */
  loadMs: number | null;
  nextRunAt: string | null;
  lastError: string | null;
}

/** One mail of the outbox (newest first). */
export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  /** The plain-text body. */
  text: string;
  /** The links in the mail (verification, password reset ...). */
  links: string[];
  kind: string;
  language: string;
  status: string;
  /** ISO. */
  createdAt: string;
}

/** GET /api/dev/outbox?to&limit: the latest mails (admins, or a local user of the embedded database). */
export interface OutboxAnswer {
  transport: 'outbox' | 'smtp';
  mails: OutboxMail[];
}
