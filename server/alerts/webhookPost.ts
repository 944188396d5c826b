/**
 * One webhook call: a POST over node:http(s) whose socket connects only to public addresses
 * (unless private targets are allowed), no redirects followed, the answer's body discarded.
 */
import http from 'node:http';
import https from 'node:https';
import { publicOnlyLookup } from './webhookTarget';

export interface WebhookPost {
  url: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  allowPrivate: boolean;
}

/** Answers the HTTP status; rejects on a refused address, a network error or the timeout (a TimeoutError). */
export function postWebhook(post: WebhookPost): Promise<number> {
  const url = new URL(post.url);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(url, {
      method: 'POST',
      headers: { ...post.headers, 'content-length': String(Buffer.byteLength(post.body)) },
      lookup: post.allowPrivate ? undefined : publicOnlyLookup(),
      signal: AbortSignal.timeout(post.timeoutMs),
    }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', reject);
    });
    req.on('error', (err) => reject(err.name === 'AbortError' && err.cause instanceof Error ? err.cause : err));
    req.end(post.body);
  });
}
