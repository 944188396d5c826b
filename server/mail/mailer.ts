import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../db/database';
import { outboxMails } from '../db/schema';
import type { ScheduledJobs } from '../jobs/scheduledJobs';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The links the mail carries, listed on the outbox page so that a local user can follow them. */
  links: string[];
  kind: string;
  language: string;
}

export interface Mailer {
  readonly transport: 'outbox' | 'smtp';
  send(mail: OutgoingMail): Promise<void>;
}

/** Keeps every mail in the outbox table; nothing leaves the machine. The default without SMTP_URL. */
export function createOutboxMailer(db: Db): Mailer {
  return {
    transport: 'outbox',
    async send(mail) {
      await db.insert(outboxMails).values({ ...toRow(mail), transport: 'outbox', status: 'stored' });
    },
  };
}

/** The job that delivers one mail of the outbox through SMTP (key: the outbox row's id). */
export const MAIL_DELIVERY_JOB = 'mail-delivery';

/**
 * Sends through SMTP (nodemailer) as a job (issue 24). Each mail is stored in the outbox table as
 * `queued`, so that admins see what goes out, and delivered by the job queue: once across
 * instances and retried with back-off on PostgreSQL (pg-boss; `send` answers once the mail is
 * queued), at once and without retries on the embedded database (`send` answers when it went out
 * and raises when it failed). The row ends `sent`, or `failed` with the error after the last
 * attempt; between attempts it is `retrying`.
 */
export async function createSmtpMailer(db: Db, smtpUrl: string, from: string, jobs: Pick<ScheduledJobs, 'handle' | 'request'>): Promise<Mailer> {
  const transporter = nodemailer.createTransport(smtpUrl);
  await jobs.handle(MAIL_DELIVERY_JOB, {
    once: false,
    recorded: false,
    async run(key, { lastAttempt }) {
      const where = eq(outboxMails.id, Number(key));
      const [mail] = await db.select().from(outboxMails).where(where);
      // Delivered already (a retry after a lost acknowledgement), or gone.
      if (!mail || mail.status === 'sent') return;
      try {
        await transporter.sendMail({ from, to: mail.toAddress, subject: mail.subject, text: mail.textBody, html: mail.htmlBody });
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        await db.update(outboxMails).set({ status: lastAttempt ? 'failed' : 'retrying', error: message }).where(where);
        throw err;
      }
      await db.update(outboxMails).set({ status: 'sent', error: null }).where(where);
    },
  });
  return {
    transport: 'smtp',
    async send(mail) {
      const [row] = await db.insert(outboxMails).values({ ...toRow(mail), transport: 'smtp', status: 'queued' }).returning({ id: outboxMails.id });
      await jobs.request(MAIL_DELIVERY_JOB, String(row!.id));
    },
  };
}

function toRow(mail: OutgoingMail) {
  return {
    toAddress: mail.to, subject: mail.subject, textBody: mail.text, htmlBody: mail.html,
    links: mail.links, kind: mail.kind, language: mail.language,
  };
}
