import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { BACKENDS, freshDatabase } from './support/testBackends';
import { basicAuth, clientHash, createTestApp, type TestApp } from './support/testApp';
import { expectError, register, registerPayload, signIn } from './support/accounts';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createOutboxMailer, type Mailer } from '../../server/mail/mailer';
import type { Database } from '../../server/db/database';
import { outboxMails } from '../../server/db/schema';
import { seedDemo } from '../../server/seed/seedDemo';
import type { OutboxMail } from '../../contracts';

const SIGN_IN_AS_ADMIN = 'The outbox is only visible to admins. Please sign in as an admin.';
const ADMINS_ONLY = 'The outbox is only visible to admins.';


describe.each(BACKENDS)('GET /api/dev/outbox on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(backend); });
  afterAll(async () => { await t.close(); });

  const outbox = async (query = ''): Promise<{ transport: string; mails: OutboxMail[] }> => {
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

  it('answers 401 to visitors and 403 to non-admins, even from this machine', async () => {
    expectError(await app.inject({ method: 'GET', url: '/api/dev/outbox' }), 401, SIGN_IN_AS_ADMIN, 'SESSION_INVALID');
    const elite = await loginAs('demoelite');
    expectError(await app.inject({ method: 'GET', url: '/api/dev/outbox', headers: elite }), 403, ADMINS_ONLY, 'PERMISSION_MISSING');
  });

  it('lists the mails to an admin', async () => {
    const payload = registerPayload();
    expect((await app.inject({ method: 'POST', url: '/api/register', payload: { ...payload } })).statusCode).toBe(200);
    const admin = await loginAs('demoadmin');
    const res = await app.inject({ method: 'GET', url: '/api/dev/outbox', headers: admin });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { transport: string; mails: OutboxMail[] };
    expect(body.transport).toBe('smtp');
    expect(body.mails.map((m) => [m.to, m.kind])).toEqual([[payload.email, 'verifyEmail']]);
  });
});

/**
 * Issue 17, point 1: the outbox holds every reset link. Without a session it is readable only on
 * the embedded database and from this machine itself (loopback socket, no forwarded header).
 */
describe.each(BACKENDS)('who may read the outbox on %s', (backend) => {
  const resetAdmin = (t: TestApp, extra: Partial<InjectOptions> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/resetPW?email=demoadmin%40example.com', ...extra });
  const readOutbox = (t: TestApp, extra: Partial<InjectOptions> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/dev/outbox?to=demoadmin%40example.com', ...extra });
  const adminSession = async (t: TestApp) => (await signIn(t, { username: 'demoadmin', password: 'Demo1234' })).authorization;

  describe('with DATABASE_URL set (a deployment)', () => {
    let t: TestApp;
    beforeAll(async () => {
      // Only the configuration says PostgreSQL here; the test database is whichever backend runs.
      t = await createTestApp(backend, { seed: true, env: { DATABASE_URL: 'postgres://db.example.invalid/rangescope' } });
    });
    afterAll(async () => { await t.close(); });

    it('an anonymous caller cannot read the reset link of the admin and take the account', async () => {
      expect((await resetAdmin(t)).statusCode).toBe(200);
      const res = await readOutbox(t);
      expectError(res, 401, SIGN_IN_AS_ADMIN, 'SESSION_INVALID');
      expect(res.body).not.toContain('resetToken');
      expect(res.body).not.toContain('setNewPW');
    });

    it('answers 403 to a signed-in user who is not an admin', async () => {
      const elite = await signIn(t, { username: 'demoelite', password: 'Demo1234' });
      expectError(await readOutbox(t, { headers: { authorization: elite.authorization } }), 403, ADMINS_ONLY, 'PERMISSION_MISSING');
    });

    it('lists the mails to an admin', async () => {
      const res = await readOutbox(t, { headers: { authorization: await adminSession(t) } });
      expect(res.statusCode, res.body).toBe(200);
      expect((res.json() as { mails: OutboxMail[] }).mails.map((m) => m.kind)).toContain('passwordReset');
    });

    it('checks the caller before the query (401, not 400)', async () => {
      expectError(await t.app.inject({ method: 'GET', url: '/api/dev/outbox?limit=abc' }), 401, SIGN_IN_AS_ADMIN);
      expectError(await t.app.inject({ method: 'GET', url: '/api/dev/outbox?secret=1' }), 401, SIGN_IN_AS_ADMIN);
    });
  });

  describe('on the embedded database', () => {
    let t: TestApp;
    beforeAll(async () => { t = await createTestApp(backend, { seed: true }); });
    afterAll(async () => { await t.close(); });

    it.each(['127.0.0.1', '127.0.0.53', '::1', '::ffff:127.0.0.1'])('is open to this machine (%s)', async (remoteAddress) => {
      expect((await resetAdmin(t)).statusCode).toBe(200);
      const res = await readOutbox(t, { remoteAddress });
      expect(res.statusCode, res.body).toBe(200);
      expect((res.json() as { mails: OutboxMail[] }).mails[0]!.kind).toBe('passwordReset');
    });

    it.each(['203.0.113.9', '192.168.1.20', '10.0.0.2', '::ffff:203.0.113.9', '2001:db8::1'])('answers 401 to another machine (%s)', async (remoteAddress) => {
      expect((await resetAdmin(t, { remoteAddress })).statusCode).toBe(200);
      expectError(await readOutbox(t, { remoteAddress }), 401, SIGN_IN_AS_ADMIN);
    });

    it.each([
      ['X-Forwarded-For', { 'x-forwarded-for': '203.0.113.9' }],
      ['X-Forwarded-For naming this machine', { 'x-forwarded-for': '127.0.0.1' }],
      ['Forwarded', { forwarded: 'for=203.0.113.9' }],
      ['X-Real-IP', { 'x-real-ip': '203.0.113.9' }],
    ])('answers 401 to a request forwarded by a local proxy (%s)', async (_label, headers) => {
      expectError(await readOutbox(t, { headers }), 401, SIGN_IN_AS_ADMIN);
    });

    it('admins read it from anywhere', async () => {
      const res = await readOutbox(t, { remoteAddress: '203.0.113.9', headers: { authorization: await adminSession(t), 'x-forwarded-for': '198.51.100.1' } });
      expect(res.statusCode, res.body).toBe(200);
    });
  });

  describe('on the embedded database behind a trusted proxy (TRUST_PROXY=1)', () => {
    let t: TestApp;
    beforeAll(async () => { t = await createTestApp(backend, { seed: true, env: { TRUST_PROXY: '1' } }); });
    afterAll(async () => { await t.close(); });

    it('a forwarded address of this machine does not open it to a remote caller', async () => {
      expectError(await readOutbox(t, { remoteAddress: '203.0.113.9', headers: { 'x-forwarded-for': '127.0.0.1' } }), 401, SIGN_IN_AS_ADMIN);
      expectError(await readOutbox(t, { headers: { 'x-forwarded-for': '203.0.113.9' } }), 401, SIGN_IN_AS_ADMIN);
      expect((await readOutbox(t)).statusCode).toBe(200);
    });
  });
});
