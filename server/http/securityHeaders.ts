/**
 * The security headers of every answer, worked out once at start-up and set by one hook.
 * @fastify/helmet built a new helmet middleware per request (parsing the CSP directives each time):
 * a seventh of a cached read's CPU (issue 24's profile, docs/decisions.md).
 *
 * Two sets. Documents (the client's pages, and any HTML an API route answers, such as the sandbox
 * checkout) get helmet's whole set: CSP, HSTS on https, opener, frame and referrer rules, ....
 * Other API answers (JSON, CSV, PDF, uploaded images) are never rendered as a page, so they get the
 * OWASP REST set: a CSP that allows nothing (`default-src 'none'`: an uploaded SVG opened directly
 * cannot run script), nosniff, no framing, no referrer, same-origin resources, no-store (a route
 * may set its own cache-control) and HSTS on https. The page-only headers (DNS prefetch, origin
 * agent cluster, opener policy, download options, ...) mean nothing to a non-document; left out,
 * an answer carries 6 headers instead of 13 (docs/decisions.md).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** The headers helmet sets with `options`, as name → value. */
export function helmetHeaders(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

/** The headers of an API answer that is not a document (see above), with HSTS when the document set has it. */
export function apiHeaders(documentHeaders: Readonly<Record<string, string>>): Readonly<Record<string, string>> {
  const hsts = documentHeaders['strict-transport-security'];
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'cross-origin-resource-policy': 'same-origin',
    'cache-control': 'no-store',
    ...(hsts ? { 'strict-transport-security': hsts } : {}),
  };
}

const isDocument = (reply: FastifyReply): boolean => String(reply.getHeader('content-type') ?? '').startsWith('text/html');

/**
 * Answers under `apiPrefix` get the API set, with the document set laid over it when the answer
 * turns out to be HTML; every other answer gets the document set.
 */
export function installSecurityHeaders(app: FastifyInstance, options: HelmetOptions, apiPrefix: string): void {
  const documentHeaders = helmetHeaders(options);
  const api = apiHeaders(documentHeaders);
  const underApi = (url: string) => url.startsWith(apiPrefix) && (url.length === apiPrefix.length || '/?'.includes(url[apiPrefix.length]!));
  app.addHook('onRequest', (request, reply, done) => {
    void reply.headers(underApi(request.url) ? api : documentHeaders);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (underApi(request.url) && isDocument(reply)) void reply.headers(documentHeaders);
    done(null, payload);
  });
}
