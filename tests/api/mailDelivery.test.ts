/**
 * Issue 24 scope 2: mail sent through SMTP is a job. Each mail is stored in the outbox as `queued`
 * and delivered by the job queue: on PostgreSQL by pg-boss, retried with back-off until the last
 * attempt; on the embedded database in-process, at once. The relay is a fake SMTP server on
 * loopback; nodemailer's SMTP client runs for real.
 */
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/database';
import { freshPostgresDatabase } from '../../server/db/freshPostgresDatabase';
import { outboxMails } from '../../server/db/schema';
import { openScheduledJobs, type ScheduledJobs } from '../../server/jobs/scheduledJobs';
import { createSmtpMailer, type OutgoingMail } from '../../server/mail/mailer';
import { startFakeSmtpServer, type FakeSmtpServer } from '../../server/mail/testing/fakeSmtpServer';
import { freshDatabase } from './support/testBackends';

const BASE_URL = process.env.DATABASE_URL;
const quietLog = { error: () => undefined, info: () => undefined };

const mail = (to: string): OutgoingMail => ({
  to, subject: 'Please confirm your email', text: 'Follow the link.', html: '<p>Follow the link.</p>', links: [], kind: 'verify', language: 'en',
});

async function rowOf(database: Database, to: string) {
  const [row] = await database.db.select().from(outboxMails).where(eq(outboxMails.toAddress, to));
  return row;
}

async function until(check: () => Promise<boolean>, limitMs: number): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > limitMs) throw new Error(`not within ${limitMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

let cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

describe('mail through SMTP on the embedded database (in-process)', () => {
  async function world(refuseFirst = 0): Promise<{ database: Database; relay: FakeSmtpServer; jobs: ScheduledJobs }> {
    const database = await freshDatabase('pglite');
    const relay = await startFakeSmtpServer({ refuseFirst });
    const jobs = await openScheduledJobs({ db: database.db, log: quietLog });
    cleanups.push(() => database.close(), () => relay.close(), () => jobs.stop());
    return { database, relay, jobs };
  }

  it('delivers a mail when it is sent and records it as sent', async () => {
    const { database, relay, jobs } = await world();
    const mailer = await createSmtpMailer(database.db, relay.url, 'RangeScope <noreply@example.com>', jobs);
    await mailer.send(mail('anna@example.com'));
    expect(relay.accepted.map((m) => m.to)).toEqual(['anna@example.com']);
    expect(relay.accepted[0]!.data).toContain('Subject: Please confirm your email');
    expect(await rowOf(database, 'anna@example.com')).toMatchObject({ transport: 'smtp', status: 'sent', error: null });
  });

  it('raises a refused mail and records it as failed with the relay\'s answer', async () => {
    const { database, relay, jobs } = await world(1);
    const mailer = await createSmtpMailer(database.db, relay.url, 'noreply@example.com', jobs);
    await expect(mailer.send(mail('ben@example.com'))).rejects.toThrow(/451/);
    expect(relay.accepted).toEqual([]);
    const row = await rowOf(database, 'ben@example.com');
    expect(row).toMatchObject({ status: 'failed' });
    expect(row!.error).toMatch(/451/);
  });
});

describe.runIf(BASE_URL)('mail through SMTP on PostgreSQL (pg-boss)', () => {
  async function world(refuseFirst: number): Promise<{ database: Database; relay: FakeSmtpServer; jobs: ScheduledJobs }> {
    const fresh = await freshPostgresDatabase(BASE_URL!, 'rs_test');
    const database = await openDatabase({ databaseUrl: fresh.url });
    await database.migrate();
    const relay = await startFakeSmtpServer({ refuseFirst });
    const jobs = await openScheduledJobs({ db: database.db, databaseUrl: fresh.url, log: quietLog, retryLimit: 2, retryDelaySeconds: 1, pollingSeconds: 0.5 });
    cleanups.push(() => fresh.drop(), () => database.close(), () => relay.close(), () => jobs.stop());
    return { database, relay, jobs };
  }

  it('queues the mail, and retries a refused delivery with back-off until the relay takes it, once', async () => {
    const { database, relay, jobs } = await world(1);
    const mailer = await createSmtpMailer(database.db, relay.url, 'noreply@example.com', jobs);
    await mailer.send(mail('carla@example.com'));
    // `send` answers once the mail is queued; the delivery follows.
    await until(async () => (await rowOf(database, 'carla@example.com'))?.status === 'sent', 20_000);
    expect(relay.refused).toBe(1);
    expect(relay.accepted.map((m) => m.to)).toEqual(['carla@example.com']);
    expect((await rowOf(database, 'carla@example.com'))!.error).toBeNull();
  }, 40_000);

  it('records the mail as failed after the last retry', async () => {
    const { database, relay, jobs } = await world(100);
    const mailer = await createSmtpMailer(database.db, relay.url, 'noreply@example.com', jobs);
    await mailer.send(mail('dora@example.com'));
    await until(async () => (await rowOf(database, 'dora@example.com'))?.status === 'failed', 30_000);
    // The first attempt and two retries.
    expect(relay.refused).toBe(3);
    expect(relay.accepted).toEqual([]);
  }, 45_000);
});
