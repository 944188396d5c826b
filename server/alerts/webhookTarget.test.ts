import { describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { isPublicAddress, privateHostReason, publicOnlyLookup } from './webhookTarget';
import { postWebhook } from './webhookPost';

describe('webhook targets', () => {
  it('knows public from private, loopback, link-local, metadata and mapped addresses', () => {
    for (const ip of ['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111']) expect(isPublicAddress(ip), ip).toBe(true);
    for (const ip of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', 'fe80::1', 'fc00::1', '::ffff:127.0.0.1', '224.0.0.1', 'nonsense']) {
      expect(isPublicAddress(ip), ip).toBe(false);
    }
  });

  it('refuses local hosts when a URL is saved and lets public names through', () => {
    for (const u of ['http://127.0.0.1:8080/hook', 'http://[::1]/x', 'https://localhost/x', 'https://printer.local/x', 'http://metadata.google.internal/x', 'http://intranet/x', 'http://169.254.169.254/latest']) {
      expect(privateHostReason(new URL(u)), u).not.toBeNull();
    }
    for (const u of ['https://example.com/hook', 'https://8.8.8.8/x', 'https://hooks.slack.com/services/a']) expect(privateHostReason(new URL(u)), u).toBeNull();
  });

  it('fails the delivery socket when a name resolves to a private address', async () => {
    const lookup = publicOnlyLookup();
    const err = await new Promise<NodeJS.ErrnoException | null>((resolve) => lookup('localhost', {}, (e) => resolve(e)));
    expect(err?.code).toBe('EPRIVATE');
  });
});

describe('a webhook call', () => {
  it('is refused at the socket for a name resolving to loopback, and sent when private targets are allowed', async () => {
    const server = http.createServer((req, res) => { req.resume(); req.on('end', () => res.writeHead(204).end()); });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    const post = { url: `http://localhost:${port}/hook`, headers: { 'content-type': 'application/json' }, body: '{}', timeoutMs: 2000 };
    try {
      await expect(postWebhook({ ...post, allowPrivate: false })).rejects.toMatchObject({ code: 'EPRIVATE' });
      expect(await postWebhook({ ...post, allowPrivate: true })).toBe(204);
    } finally {
      await new Promise((r) => server.close(r));
    }
  });
});
