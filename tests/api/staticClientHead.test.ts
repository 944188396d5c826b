import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BACKENDS } from './support/testBackends';
import { createTestApp, type TestApp } from './support/testApp';

const INDEX = '<!doctype html><html><head><title>RangeScope</title></head><body><div id="root"></div></body></html>';

/** Issue 17, point 10b: uptime checks use HEAD, and HEAD must answer like GET (RFC 9110 section 9.3.2). */
describe.each(BACKENDS)('HEAD on the client pages on %s', (backend) => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'rs-client-'));
    writeFileSync(path.join(dir, 'index.html'), INDEX);
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'assets', 'app.js'), 'console.log(1);');
    t = await createTestApp(backend, { env: { CLIENT_DIR: dir } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each(['/', '/login', '/dashboard/portfolio?list=Tech', '/verifyEmail?email=a%40example.com&hash=x'])('HEAD %s answers as GET does, without a body', async (url) => {
    const get = await t.app.inject({ method: 'GET', url });
    expect(get.statusCode).toBe(200);
    expect(get.body).toBe(INDEX);
    const head = await t.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-type']).toBe(get.headers['content-type']);
    expect(head.headers['content-type']).toMatch(/^text\/html/);
    expect(head.headers['cache-control']).toBe('no-cache');
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(INDEX)));
  });

  it('over HTTP, HEAD / sends the headers and no body', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const get = await fetch(`${address}/`);
    const head = await fetch(`${address}/`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect(await get.text()).toBe(INDEX);
    for (const name of ['content-type', 'content-length', 'cache-control', 'etag', 'content-security-policy']) {
      expect(head.headers.get(name), name).toBe(get.headers.get(name));
    }
  });

  it('HEAD of a built file answers as GET does', async () => {
    const head = await t.app.inject({ method: 'HEAD', url: '/assets/app.js' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-type']).toMatch(/javascript/);
  });

  it('HEAD of an unknown call under /api stays 404, other methods get no page', async () => {
    expect((await t.app.inject({ method: 'HEAD', url: '/api/nothing' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/nothing' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/login' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: '/' })).statusCode).toBe(404);
  });

  it('HEAD /api/health answers as GET does', async () => {
    const head = await t.app.inject({ method: 'HEAD', url: '/api/health' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });
});

describe('HEAD without a built client', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp('pglite'); });
  afterAll(async () => { await t.close(); });

  it('answers 503 to HEAD / as to GET /', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/' })).statusCode).toBe(503);
    const head = await t.app.inject({ method: 'HEAD', url: '/login' });
    expect(head.statusCode).toBe(503);
    expect(head.headers['content-type']).toMatch(/^text\/plain/);
  });
});
