import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS } from './support/testBackends';
import { createTestApp, type TestApp } from './support/testApp';
import { authed, expectError, newSession } from './support/accounts';

describe.each(BACKENDS)('GET /api/foreignUserData on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(backend); });
  afterAll(async () => { await t.close(); });

  it("answers another member's public profile and nothing private", async () => {
    const reader = await newSession(t);
    const author = await newSession(t, { firstname: 'Anna', lastname: 'schmidt' });
    const res = await authed(t, reader, 'GET', `/api/foreignUserData?username=${encodeURIComponent(author.username.toUpperCase())}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ username: author.username, displayName: 'Anna S.', memberSince: new Date().toISOString().slice(0, 10) });
  });

  it('answers 404 for an unknown member, 400 without a username and 401 without a session', async () => {
    const reader = await newSession(t);
    expectError(await authed(t, reader, 'GET', '/api/foreignUserData?username=nobody_here_123'), 404, 'No member with this username.');
    expect((await authed(t, reader, 'GET', '/api/foreignUserData')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/foreignUserData?username=x' })).statusCode).toBe(401);
  });
});
