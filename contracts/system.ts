/** The calls around the running server: GET /api/health and the mail outbox, GET /api/dev/outbox. */

/** GET /api/health (no session). */
export interface HealthAnswer {
  status: 'ok' | 'maintenance';
  serverVersion: string;
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
