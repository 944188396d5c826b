import nodemailer from 'nodemailer';
import type { Db } from '../db/database';
import { outboxMails } from '../db/schema';

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

/**
 * Sends through SMTP (nodemailer) and records each mail, with its outcome, in the outbox table
 * so that admins can see what went out. A failed send is recorded and raised.
 */
export function createSmtpMailer(db: Db, smtpUrl: string, from: string): Mailer {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    transport: 'smtp',
    async send(mail) {
      try {
        await transporter.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
        await db.insert(outboxMails).values({ ...toRow(mail), transport: 'smtp', status: 'sent' });
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        await db.insert(outboxMails).values({ ...toRow(mail), transport: 'smtp', status: 'failed', error: message });
        throw err;
      }
    },
  };
}

function toRow(mail: OutgoingMail) {
  return {
    toAddress: mail.to, subject: mail.subject, textBody: mail.text, htmlBody: mail.html,
    links: mail.links, kind: mail.kind, language: mail.language,
  };
}
