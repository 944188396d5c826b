import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asc, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { BACKENDS } from './support/testBackends';
import { basicAuth, clientHash, createTestApp, type TestApp } from './support/testApp';
import { allUsers, expectError, newSession, register, registerPayload, signIn, type Session } from './support/accounts';
import { bookEntity } from './support/engine';
import { clientLogs, emailTokens, entities, modelVersions, navEntries, notificationAcks, sessions, watchlists } from '../../server/db/schema';

const SQLISH = "x' OR '1'='1";
const HASH = clientHash('Secret123');
const MB = 1024 * 1024;

type Req = (s: Session) => InjectOptions;
const json = (s: Session | null, method: 'GET' | 'POST', url: string, payload: unknown): InjectOptions => ({
  method, url, payload: payload as Record<string, unknown>,
  headers: { 'content-type': 'application/json', ...(s ? { authorization: s.authorization } : {}) },
});
const raw = (url: string, contentType: string, payload: string, s?: Session): InjectOptions => ({
  method: 'POST', url, payload, headers: { 'content-type': contentType, ...(s ? { authorization: s.authorization } : {}) },
});
const deep = (n: number): string => `${'['.repeat(n)}${']'.repeat(n)}`;

/** Each request must get a 4xx and leave the database as it was. */
const CASES: [string, number, Req][] = [
  // SQL-ish strings are data, never SQL.
  ['an SQL-ish login name', 401, () => json(null, 'POST', '/api/login', { username: SQLISH, password: HASH })],
  ['an SQL-ish password', 400, () => json(null, 'POST', '/api/login', { username: 'x', password: SQLISH })],
  ['an SQL-ish username at registration', 400, () => json(null, 'POST', '/api/register', { ...registerPayload(), username: SQLISH })],
  ['an SQL-ish verification hash', 400, (s) => json(null, 'POST', '/api/verifyEmail', { email: `${s.username}@example.com`, hash: SQLISH })],
  ['an SQL-ish reset address', 400, () => ({ method: 'GET', url: `/api/resetPW?email=${encodeURIComponent(SQLISH)}` })],
  ['an SQL-ish reset token', 400, (s) => ({
    method: 'POST', url: `/api/changePWWithHash?${new URLSearchParams({ resetToken: SQLISH, email: `${s.username}@example.com`, password: HASH })}`,
  })],
  ['an SQL-ish session header', 401, () => ({ method: 'GET', url: '/api/userData', headers: { authorization: basicAuth(SQLISH, SQLISH) } })],
  ['an SQL-ish ticker delta', 400, (s) => json(s, 'POST', '/api/userData', { dashboardList: { add: [SQLISH], drop: true } })],
  ['an SQL-ish notification id', 400, (s) => json(s, 'POST', '/api/acknowledgeNotification', { notificationId: SQLISH })],
  // Wrong types.
  ['a numeric username', 400, () => json(null, 'POST', '/api/login', { username: 12345, password: HASH })],
  ['a password array', 400, () => json(null, 'POST', '/api/login', { username: 'x', password: [HASH] })],
  ['a country string', 400, () => json(null, 'POST', '/api/register', { ...registerPayload(), country: 'US' })],
  ['a string for agreeTermsOfUse', 400, () => json(null, 'POST', '/api/register', { ...registerPayload(), agreeTermsOfUse: 'true' })],
  ['settings as an array', 400, (s) => json(s, 'POST', '/api/userData', { settings: [true] })],
  ['a watchlist as a string', 400, (s) => json(s, 'POST', '/api/logout', { watchlists: 'all' })],
  ['a repeated query parameter', 400, () => ({ method: 'GET', url: '/api/resetPW?email=a@example.com&email=b@example.com' })],
  // Unknown fields: no mass assignment.
  ['a login with a role', 400, () => json(null, 'POST', '/api/login', { username: 'x', password: HASH, role: 'admin' })],
  ['a registration with plan and verification', 400, () => json(null, 'POST', '/api/register', { ...registerPayload(), plan: 'elite', emailVerified: true })],
  ['user data with roles', 400, (s) => json(s, 'POST', '/api/userData', { roles: ['admin'] })],
  ['user data with a nested unknown setting', 400, (s) => json(s, 'POST', '/api/userData', { settings: { darkMode: true, isAdmin: true } })],
  // Bodies that are not the JSON asked for.
  ['invalid JSON', 400, () => raw('/api/login', 'application/json', '{"username": "x",')],
  ['an empty JSON body', 400, () => raw('/api/login', 'application/json', '')],
  ['a JSON null', 400, () => raw('/api/register', 'application/json', 'null')],
  ['a JSON string', 400, (s) => raw('/api/userData', 'application/json', '"settings"', s)],
  ['plain text', 400, () => raw('/api/login', 'text/plain', 'username=x&password=y')],
  ['a form post', 415, () => raw('/api/register', 'application/x-www-form-urlencoded', 'username=x&password=y')],
  ['XML', 415, (s) => raw('/api/userData', 'application/xml', '<settings><darkMode>true</darkMode></settings>', s)],
  ['a __proto__ key', 400, (s) => raw('/api/userData', 'application/json', '{"settings":{"__proto__":{"darkMode":true}}}', s)],
  ['a constructor.prototype key', 400, (s) => raw('/api/userData', 'application/json', '{"settings":{"constructor":{"prototype":{"x":1}}}}', s)],
  // Huge and pathological bodies.
  ['a 2 MB login', 413, () => json(null, 'POST', '/api/login', { username: 'x'.repeat(2 * MB), password: HASH })],
  ['a 2 MB registration', 413, () => json(null, 'POST', '/api/register', { ...registerPayload(), firstname: 'x'.repeat(2 * MB) })],
  ['a 600 KB log upload', 413, (s) => json(s, 'POST', '/api/base-node/upload', { log: 'x'.repeat(600 * 1024) })],
  ['an overlong first name', 400, () => json(null, 'POST', '/api/register', { ...registerPayload(), firstname: 'x'.repeat(101) })],
  ['a 100 000-deep correlation', 400, (s) => raw('/api/userData', 'application/json', `{"customCorrelations":[${deep(100_000)}]}`, s)],
  ['a 5 000-deep correlation', 400, (s) => raw('/api/userData', 'application/json', `{"customCorrelations":[${deep(5000)}]}`, s)],
  // NUL characters, which PostgreSQL refuses.
  ['a NUL in the login name', 400, () => json(null, 'POST', '/api/login', { username: 'a\u0000b', password: HASH })],
  ['a NUL in a ticker', 400, (s) => json(s, 'POST', '/api/userData', { dashboardList: ['SPY\u0000'] })],
  ['a NUL in a log upload', 400, (s) => json(s, 'POST', '/api/base-node/upload', { log: 'a\u0000b' })],
  ['a NUL in a watchlist name', 400, (s) => json(s, 'POST', '/api/logout', { watchlists: [{ name: 'a\u0000', includedTicker: [] }] })],
  ['a NUL in a query', 400, () => ({ method: 'GET', url: '/api/findUsername?email=a%00b%40example.com' })],
  ['a NUL in a resend address', 400, () => json(null, 'POST', '/api/resendEmailVerification', { email: 'a\u0000b@example.com' })],
  ['a NUL in GET /signIn credentials', 400, () => ({ method: 'GET', url: '/api/signIn', headers: { authorization: basicAuth('a\u0000b', HASH) } })],
];

describe.each(BACKENDS)('hostile input on %s', (backend) => {
  let t: TestApp;
  let s: Session & Awaited<ReturnType<typeof newSession>>;
  beforeAll(async () => {
    t = await createTestApp(backend);
    s = await newSession(t);
    await t.app.inject(json(s, 'POST', '/api/userData', { dashboardList: ['SPY'], settings: { darkMode: true } }));
    await register(t, registerPayload());
  });
  afterAll(async () => { await t.close(); });

  const count = async (table: typeof sessions | typeof emailTokens | typeof watchlists | typeof clientLogs): Promise<number> =>
    (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
  const snapshot = async () => ({
    users: await allUsers(t), sessions: await count(sessions), tokens: await count(emailTokens),
    watchlists: await count(watchlists), logs: await count(clientLogs), mails: t.mails.length,
  });
  let before: Awaited<ReturnType<typeof snapshot>>;
  beforeEach(async () => { before = await snapshot(); });

  it.each(CASES)('%s gets %i and changes nothing', async (_label, status, request) => {
    const res = await t.app.inject(request(s));
    expect(res.statusCode, res.body).toBe(status);
    const body = res.json() as Record<string, unknown>;
    expect(body).toMatchObject({ statusCode: status, error: expect.any(String), message: expect.any(String) });
    expect(String(body.message)).not.toMatch(/\bat .+\.(ts|js):\d+|select |insert |update /i);
    expect(await snapshot()).toEqual(before);
  });

  it('the session and its data survive all of it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/userData', headers: { authorization: s.authorization } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ settings: { darkMode: true }, dashboardList: { includedTicker: ['SPY'] } });
    await signIn(t, s.account);
  });

  it('stores SQL-ish text in names literally', async () => {
    const payload = registerPayload({ firstname: "Robert'); DROP TABLE users;--", lastname: SQLISH });
    expect((await register(t, payload)).statusCode).toBe(200);
    const rows = (await allUsers(t)).filter((u) => u.usernameLower === payload.username);
    expect(rows.map((u) => [u.firstname, u.lastname])).toEqual([[payload.firstname, SQLISH]]);
  });
});

/**
 * Issue 17, point 5: text that is not Unicode (an unpaired UTF-16 surrogate) and numbers that no
 * integer column takes must get a 400 naming the field, from every route alike, and change nothing.
 */
describe.each(BACKENDS)('lone surrogates and out-of-range integers on %s', (backend) => {
  const LONE = '\ud800';
  let t: TestApp;
  let member: Session;
  let admin: Session;
  beforeAll(async () => {
    t = await createTestApp(backend, { seed: true });
    member = await newSession(t);
    admin = await signIn(t, { username: 'demoadmin', password: t.config.demoPassword });
  });
  afterAll(async () => { await t.close(); });

  const rows = async () => ({
    users: await allUsers(t),
    entities: await t.database.db.select().from(entities).orderBy(asc(entities.id)),
    nav: await t.database.db.select().from(navEntries).orderBy(asc(navEntries.id)),
    models: await t.database.db.select().from(modelVersions).orderBy(asc(modelVersions.id)),
    logs: await t.database.db.select().from(clientLogs).orderBy(asc(clientLogs.id)),
    acks: await t.database.db.select().from(notificationAcks),
  });
  const send = (who: 'member' | 'admin', method: 'POST' | 'PUT', url: string, payload: unknown) => t.app.inject({
    method, url, payload: payload as Record<string, unknown>,
    headers: { 'content-type': 'application/json', authorization: (who === 'admin' ? admin : member).authorization },
  });
  const book = (label: unknown) => ({ ...bookEntity('SurrogateBook'), label });

  const BAD: [string, 'member' | 'admin', 'POST' | 'PUT', string, unknown, RegExp][] = [
    ['a support ticket title', 'member', 'POST', '/api/entities/DomainSupportTicket', { payload: { title: `Help ${LONE}`, content: 'x' } }, /body\.payload\.title contains an unpaired UTF-16 surrogate/],
    ['a support ticket content', 'member', 'POST', '/api/entities/DomainSupportTicket', { payload: { title: 'Help me', content: `x${LONE}y` } }, /body\.payload\.content contains an unpaired/],
    ['a low surrogate first', 'member', 'POST', '/api/entities/DomainSupportTicket', { payload: { title: '\udc00\ud83d', content: 'x' } }, /body\.payload\.title contains an unpaired/],
    ['a field name', 'member', 'POST', '/api/entities/DomainSupportTicket', { payload: { [`t${LONE}`]: 'x' } }, /body\.payload has a field name that contains an unpaired/],
    ['an address field', 'member', 'POST', '/api/userData', { addressDetails: { city: LONE } }, /body\.addressDetails\.city contains an unpaired/],
    ['settings.activeColumns', 'member', 'POST', '/api/userData', { settings: { activeColumns: ['ticker', `a${LONE}`] } }, /body\.settings\.activeColumns\.1 contains an unpaired/],
    ['customCorrelations', 'member', 'POST', '/api/userData', { customCorrelations: [{ a: 'SPY', b: LONE }] }, /body\.customCorrelations\.0\.b contains an unpaired/],
    ['a runtime model label', 'admin', 'POST', '/api/admin/models', { model: book({ en: `Books ${LONE}`, de: 'Bücher' }) }, /body\.model\.label\.en contains an unpaired/],
    ['a navigation label', 'admin', 'POST', '/api/admin/navigation', { label: { en: `Tickets${LONE}`, de: 'Tickets' }, listModel: 'DomainSupportTicket' }, /body\.label\.en contains an unpaired/],
    ['a portfolio size of 1.5', 'member', 'POST', '/api/userData', { portfolioSize: 1.5 }, /^Invalid request: body\.portfolioSize must be of type integer$/],
    ['a portfolio size of 1e300', 'member', 'POST', '/api/userData', { portfolioSize: 1e300 }, /^Invalid request: body\.portfolioSize must be at most 1000000000000000$/],
    ['a log date of 1.5', 'member', 'POST', '/api/base-node/upload', { log: 'x', dateAsUnix: 1.5 }, /^Invalid request: body\.dateAsUnix must be of type integer$/],
    ['a log date of 1e300', 'member', 'POST', '/api/base-node/upload', { log: 'x', dateAsUnix: 1e300 }, /^Invalid request: body\.dateAsUnix must be at most 9007199254740991$/],
    ['a log date of -1e19', 'member', 'POST', '/api/base-node/upload', { log: 'x', dateAsUnix: -1e19 }, /^Invalid request: body\.dateAsUnix must be at least -9007199254740991$/],
    ['a notification id of 1e300', 'member', 'POST', '/api/acknowledgeNotification', { notificationId: 1e300 }, /^Invalid request: body\.notificationId must be at most 9007199254740991$/],
    ['an entity version of 1e300', 'member', 'PUT', '/api/entities/DomainSupportTicket', { id: '00000000-0000-4000-8000-000000000000', payload: {}, version: 1e300 }, /^Invalid request: body\.version must be at most 2147483647$/],
  ];

  it.each(BAD)('%s gets 400 naming the field and changes nothing', async (_label, who, method, url, payload, message) => {
    const before = await rows();
    expectError(await send(who, method, url, payload), 400, message);
    expect(await rows()).toEqual(before);
  });

  it('the same calls with proper text and integers succeed (surrogate pairs are text)', async () => {
    expect((await send('member', 'POST', '/api/entities/DomainSupportTicket', { payload: { title: 'Help 😀', content: 'x' } })).statusCode).toBe(200);
    expect((await send('member', 'POST', '/api/userData', { addressDetails: { city: 'Köln 😀' }, portfolioSize: 1e15 })).json()).toMatchObject({ portfolioSize: 1e15 });
    expect((await send('member', 'POST', '/api/base-node/upload', { log: 'x', dateAsUnix: 1_700_000_000_000 })).statusCode).toBe(200);
    expect((await t.database.db.select().from(clientLogs)).map((l) => l.clientDateUnix)).toEqual([1_700_000_000_000]);
    expectError(await send('member', 'POST', '/api/acknowledgeNotification', { notificationId: Number.MAX_SAFE_INTEGER }), 404);
  });
});
