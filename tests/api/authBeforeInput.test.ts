import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { BACKENDS } from './support/testBackends';
import { createTestApp, type TestApp } from './support/testApp';
import { expectError, signIn, type Session } from './support/accounts';

const EXPIRED = 'Your session has expired. Please log in again.';
const DEEP = `{"settings":${'['.repeat(100)}${']'.repeat(100)}}`;

type Call = [label: string, request: InjectOptions];

/** Calls of signed-in users, each with input that their schema (or the input guard) refuses. */
const BAD_INPUT: Call[] = [
  ['POST /userData with an unknown field', { method: 'POST', url: '/api/userData', payload: { roles: ['admin'] } }],
  ['POST /userData with a NUL character', { method: 'POST', url: '/api/userData', payload: { firstname: 'a\u0000b' } }],
  ['POST /userData nested 100 deep', { method: 'POST', url: '/api/userData', headers: { 'content-type': 'application/json' }, payload: DEEP }],
  ['POST /userData with invalid JSON', { method: 'POST', url: '/api/userData', headers: { 'content-type': 'application/json' }, payload: '{"settings":' }],
  ['POST /userData as XML', { method: 'POST', url: '/api/userData', headers: { 'content-type': 'application/xml' }, payload: '<settings/>' }],
  ['POST /logout with a string for watchlists', { method: 'POST', url: '/api/logout', payload: { watchlists: 'all' } }],
  ['POST /heartbeat with a string version', { method: 'POST', url: '/api/heartbeat', payload: { userStateVersion: 'one' } }],
  ['POST /changePW without fields', { method: 'POST', url: '/api/changePW', payload: {} }],
  ['POST /checkPW with a short hash', { method: 'POST', url: '/api/checkPW', payload: { oldPassword: 'abc' } }],
  ['GET /sessionCheck with a long version', { method: 'GET', url: `/api/sessionCheck?app_version=${'9'.repeat(60)}` }],
  ['GET /sessionCheck with an unknown parameter', { method: 'GET', url: '/api/sessionCheck?debug=1' }],
];

/** An admin call (config.permission ADMIN) with a body its schema refuses. */
const ADMIN_BAD_INPUT: InjectOptions = { method: 'POST', url: '/api/userAdmin/addRT', payload: { username: 'demofree', amount: 'lots' } };

/**
 * Issue 17, point 10a: a protected call checks the session before it looks at the input, so
 * that an anonymous caller learns nothing about the schema (401, never 400 or 415), and a user
 * without the permission gets 403 before the input is checked.
 */
describe.each(BACKENDS)('the session is checked before the input on %s', (backend) => {
  let t: TestApp;
  let elite: Session;
  let admin: Session;
  beforeAll(async () => {
    t = await createTestApp(backend, { seed: true });
    elite = await signIn(t, { username: 'demoelite', password: 'Demo1234' });
    admin = await signIn(t, { username: 'demoadmin', password: 'Demo1234' });
  });
  afterAll(async () => { await t.close(); });

  const withAuth = (request: InjectOptions, authorization: string | undefined): InjectOptions => ({
    ...request, headers: { ...(request.headers ?? {}), ...(authorization ? { authorization } : {}) },
  });

  it.each(BAD_INPUT)('%s: 401 without a session', async (_label, request) => {
    expectError(await t.app.inject(request), 401, EXPIRED, 'SESSION_INVALID');
  });

  it.each(BAD_INPUT)('%s: 401 with a session that is not there', async (_label, request) => {
    const forged = `Basic ${Buffer.from(`demoelite:${'x'.repeat(43)}`).toString('base64')}`;
    expectError(await t.app.inject(withAuth(request, forged)), 401, EXPIRED, 'SESSION_INVALID');
  });

  it.each(BAD_INPUT)('%s: the input error once signed in', async (_label, request) => {
    const res = await t.app.inject(withAuth(request, elite.authorization));
    expect([400, 415], res.body).toContain(res.statusCode);
  });

  it('an admin call answers 401 to visitors and 403 to users before the input is checked', async () => {
    expectError(await t.app.inject(ADMIN_BAD_INPUT), 401, EXPIRED);
    expectError(await t.app.inject(withAuth(ADMIN_BAD_INPUT, elite.authorization)), 403, undefined, 'PERMISSION_MISSING');
    expectError(await t.app.inject(withAuth(ADMIN_BAD_INPUT, admin.authorization)), 400, /amount/);
  });

  it('a body over the size limit answers 401 without a session', async () => {
    const big = JSON.stringify({ firstname: 'x'.repeat(2 * 1024 * 1024) });
    expectError(await t.app.inject({ method: 'POST', url: '/api/userData', headers: { 'content-type': 'application/json' }, payload: big }), 401, EXPIRED);
  });

  it('public calls still validate their input', async () => {
    expectError(await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'x', password: 'abc' } }), 400);
  });
});
