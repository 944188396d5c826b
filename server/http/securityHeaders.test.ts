import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import helmet, { type HelmetOptions } from 'helmet';
import { helmetHeaders } from './securityHeaders';

const OPTIONS: HelmetOptions = {
  contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], frameSrc: ["'self'", 'https://player.vimeo.com'], upgradeInsecureRequests: null } },
  crossOriginEmbedderPolicy: false,
  hsts: false,
};

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
    const headers = helmetHeaders({ ...OPTIONS, hsts: true });
    expect(headers['content-security-policy']).toContain("frame-src 'self' https://player.vimeo.com");
    expect(headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(helmetHeaders(OPTIONS)['strict-transport-security']).toBeUndefined();
  });
});
