import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { BACKENDS, freshDatabase } from './support/testBackends';
import { basicAuth, clientHash, createTestApp, type TestApp } from './support/testApp';
import { expectError, register, registerPayload, signIn } from './support/accounts';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createOutboxMailer, type Mailer } from '../../server/mail/mailer';
import type { Database } from '../../server/db/database';
import { outboxMails } from '../../server/db/schema';
import { seedDemo } from '../../server/seed/seedDemo';

interface OutboxEntry { id: number; to: string; subject: string; text: string; links: string[]; kind: string; language: string; status: string; createdAt: string }

describe.each(BACKENDS)('GET /api/dev/outbox on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(backend); });
  afterAll(async () => { await t.close(); });

  const outbox = async (query = ''): Promise<{ transport: string; mails: OutboxEntry[] }> => {
    const res = await t.app.inject({ method: 'GET', url: `/api/dev/outbox${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('lists sent mails, newest first, with their links, to anyone while mail stays local', async () => {
    const a = registerPayload();
    const b = registerPayload();
    await register(t, a);
    await register(t, b);
    const { transport, mails } = await outbox();
    expect(transport).toBe('outbox');
    expect(mails.map((m) => m.to).slice(0, 2)).toEqual([b.email, a.email]);
    const mail = mails[0]!;
    expect(mail).toMatchObject({ kind: 'verifyEmail', language: 'en', status: 'stored', subject: 'Please verify your email address' });
    expect(mail.links).toHaveLength(1);
    expect(mail.links[0]).toMatch(/^http:\/\/localhost:8080\/verifyEmail\?email=.+&hash=.+$/);
    expect(mail.text).toContain(mail.links[0]);
    expect(Number.isNaN(Date.parse(mail.createdAt))).toBe(false);
    expect(mail).not.toHaveProperty('html');
  });

  it('a local user can verify an account with the link from the outbox', async () => {
    const payload = registerPayload();
    await register(t, payload);
    const { mails } = await outbox(`?to=${encodeURIComponent(payload.email)}`);
    const link = new URL(mails[0]!.links[0]!);
    const res = await t.app.inject({ method: 'GET', url: `/api/verifyEmail${link.search}` });
    expect(res.statusCode).toBe(200);
    await signIn(t, { username: payload.username, password: 'Secret123' });
  });

  it('filters by recipient (any case) and limits the count', async () => {
    const payload = registerPayload();
    await register(t, payload);
    await t.app.inject({ method: 'GET', url: `/api/resetPW?email=${encodeURIComponent(payload.email)}` });
    const { mails } = await outbox(`?to=${encodeURIComponent(payload.email.toUpperCase())}`);
    expect(mails.map((m) => m.kind)).toEqual(['passwordReset', 'verifyEmail']);
    expect(mails.every((m) => m.to === payload.email)).toBe(true);
    expect((await outbox('?limit=1')).mails).toHaveLength(1);
    const total = (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(outboxMails))[0]!.n;
    expect((await outbox('?limit=999')).mails).toHaveLength(Math.min(total, 200));
  });

  it('refuses bad query values', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/api/dev/outbox?limit=abc' }), 400, /limit has a wrong format/);
    expectError(await t.app.inject({ method: 'GET', url: '/api/dev/outbox?secret=1' }), 400, /unknown field "secret"/);
  });
});

describe.each(BACKENDS)('GET /api/dev/outbox with SMTP on %s', (backend) => {
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await freshDatabase(backend);
    const config = loadConfig({ APP_URL: 'http://localhost:8080', DATA_DIR: '/nonexistent', CLIENT_DIR: '/nonexistent', RATE_LIMIT_LOGIN: '1000' });
    await seedDemo({ db: database.db, embedded: true, force: false, password: config.demoPassword, productId: config.productId, now: new Date() });
    const outbox = createOutboxMailer(database.db);
    // Pretends to be SMTP: the outbox page then belongs to admins only.
    const mailer: Mailer = { transport: 'smtp', send: (mail) => outbox.send(mail) };
    app = await buildApp({ config, db: database.db, mailer, now: () => new Date() }, { logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const loginAs = async (username: string) => {
    const res = await app.inject({ method: 'POST', url: '/api/login', payload: { username, password: clientHash('Demo1234') } });
    expect(res.statusCode, res.body).toBe(200);
    const user = res.json().user as { sessionId: string };
    return { authorization: basicAuth(username, user.sessionId) };
  };

  it('answers 403 to visitors and to non-admins', async () => {
    const message = 'The outbox is only visible to admins.';
    expectError(await app.inject({ method: 'GET', url: '/api/dev/outbox' }), 403, message, 'PERMISSION_MISSING');
    const elite = await loginAs('demoelite');
    expectError(await app.inject({ method: 'GET', url: '/api/dev/outbox', headers: elite }), 403, message);
  });

  it('lists the mails to an admin', async () => {
    const payload = registerPayload();
    expect((await app.inject({ method: 'POST', url: '/api/register', payload: { ...payload } })).statusCode).toBe(200);
    const admin = await loginAs('demoadmin');
    const res = await app.inject({ method: 'GET', url: '/api/dev/outbox', headers: admin });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { transport: string; mails: OutboxEntry[] };
    expect(body.transport).toBe('smtp');
    expect(body.mails.map((m) => [m.to, m.kind])).toEqual([[payload.email, 'verifyEmail']]);
  });
});
