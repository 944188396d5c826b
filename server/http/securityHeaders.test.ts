import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import helmet, { type HelmetOptions } from 'helmet';
import Fastify from 'fastify';
import { helmetHeaders, installSecurityHeaders } from './securityHeaders';

/** OPTIONS with HSTS on or off (helmet's option types take no spread of a boolean). */
const optionsWith = (hsts: boolean): HelmetOptions => ({
  contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], frameSrc: ["'self'", 'https://player.vimeo.com'], upgradeInsecureRequests: null } },
  crossOriginEmbedderPolicy: false,
  hsts,
});
const OPTIONS = optionsWith(false);

let server: Server | null = null;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** The headers helmet's own middleware sets on a real answer. */
async function helmetOnARealAnswer(options: HelmetOptions): Promise<Record<string, string>> {
  const middleware = helmet(options);
  server = createServer((req, res) => middleware(req, res, () => res.end('ok')));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
  const skip = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
  return Object.fromEntries([...res.headers].filter(([name]) => !skip.has(name)));
}

describe('the security headers worked out once', () => {
  it('are the very headers helmet sets on an answer', async () => {
    expect(helmetHeaders(OPTIONS)).toEqual(await helmetOnARealAnswer(OPTIONS));
  });

  it('carry the CSP directives and HSTS when asked', () => {
    const headers = helmetHeaders(optionsWith(true));
    expect(headers['content-security-policy']).toContain("frame-src 'self' https://player.vimeo.com");
    expect(headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(helmetHeaders(OPTIONS)['strict-transport-security']).toBeUndefined();
  });
});

describe('installSecurityHeaders', () => {
  async function appWithRoutes(hsts: boolean) {
    const app = Fastify({ logger: false });
    installSecurityHeaders(app, optionsWith(hsts), '/api');
    app.get('/api/data', async () => ({ ok: true }));
    app.get('/api/cached', async (_req, reply) => reply.header('cache-control', 'public, max-age=60').send({ ok: true }));
    app.get('/api/page', async (_req, reply) => reply.type('text/html; charset=utf-8').send('<p>page</p>'));
    app.get('/api', async () => ({ root: true }));
    app.get('/apidocs', async (_req, reply) => reply.type('text/html').send('<p>docs</p>'));
    app.get('/', async (_req, reply) => reply.type('text/html').send('<p>app</p>'));
    await app.ready();
    return app;
  }

  it('gives API answers the REST set and no page-only headers', async () => {
    const app = await appWithRoutes(false);
    for (const url of ['/api/data', '/api', '/api?x=1']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
    expect((await app.inject({ method: 'GET', url: '/api/cached' })).headers['cache-control']).toBe('public, max-age=60');
    const missing = await app.inject({ method: 'GET', url: '/api/nope' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    await app.close();
  });

  it('gives documents, under the API prefix or not, the whole helmet set', async () => {
    const app = await appWithRoutes(true);
    const whole = helmetHeaders(optionsWith(true));
    for (const url of ['/api/page', '/apidocs', '/']) {
      const res = await app.inject({ method: 'GET', url });
      for (const [name, value] of Object.entries(whole)) expect(res.headers[name], `${url} ${name}`).toBe(value);
    }
    expect((await app.inject({ method: 'GET', url: '/api/data' })).headers['strict-transport-security']).toBe(whole['strict-transport-security']);
    await app.close();
  });
});
