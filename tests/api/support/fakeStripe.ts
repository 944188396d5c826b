/**
 * A local fake of the parts of Stripe's HTTP API that the adapter calls, so that the real `stripe`
 * SDK runs against it (STRIPE_API_BASE). It records every request and answers Stripe-shaped JSON.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StripeRequest {
  method: string;
  path: string;
  params: URLSearchParams;
  idempotencyKey: string | undefined;
}

export interface FakeStripe {
  url: string;
  requests: StripeRequest[];
  /** Card fingerprints by subscription or payment intent id (default 'fp_default'). */
  fingerprints: Map<string, string>;
  /** This many next requests answer 500. */
  failNext: number;
  /** Stripe-shaped balance transactions (source expanded) that GET /v1/balance_transactions lists, newest first, `pageSize` a page. */
  balanceTransactions: Record<string, unknown>[];
  pageSize: number;
  find(method: string, path: string | RegExp): StripeRequest[];
  close(): Promise<void>;
}

async function body(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: StripeRequest[] = [];
  const fingerprints = new Map<string, string>();
  let seq = 0;
  const id = (prefix: string): string => `${prefix}_fake${++seq}`;
  const card = (owner: string) => ({
    id: `pm_${owner}`, object: 'payment_method', type: 'card',
    card: { brand: 'visa', last4: '4242', fingerprint: fingerprints.get(owner) ?? 'fp_default', exp_month: 12, exp_year: 2039 },
  });
  const fake: FakeStripe = {
    url: '', requests, fingerprints, failNext: 0, balanceTransactions: [], pageSize: 100,
    find: (method, path) => requests.filter((r) => r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path))),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const raw = await body(req);
      const params = new URLSearchParams(req.method === 'GET' || req.method === 'DELETE' ? url.search : raw);
      const record: StripeRequest = { method: req.method ?? 'GET', path: url.pathname, params, idempotencyKey: req.headers['idempotency-key'] as string | undefined };
      requests.push(record);
      const send = (status: number, json: unknown): void => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
        res.end(JSON.stringify(json));
      };
      if (fake.failNext > 0) {
        fake.failNext -= 1;
        return send(500, { error: { type: 'api_error', message: 'The fake is down.' } });
      }
      const p = url.pathname;
      let m: RegExpExecArray | null;
      if (req.method === 'POST' && p === '/v1/customers') return send(200, { id: id('cus'), object: 'customer', email: params.get('email') });
      if (req.method === 'POST' && p === '/v1/checkout/sessions') {
        const sid = id('cs_test');
        return send(200, { id: sid, object: 'checkout.session', mode: params.get('mode'), url: `https://checkout.stripe.test/c/pay/${sid}` });
      }
      if (req.method === 'POST' && p === '/v1/payment_intents') {
        const pid = id('pi');
        return send(200, { id: pid, object: 'payment_intent', amount: Number(params.get('amount')), client_secret: `${pid}_secret_abc`, status: 'requires_payment_method' });
      }
      if (req.method === 'GET' && (m = /^\/v1\/payment_intents\/([^/]+)$/.exec(p))) return send(200, { id: m[1], object: 'payment_intent', payment_method: card(m[1]!) });
      if (req.method === 'GET' && (m = /^\/v1\/payment_methods\/([^/]+)$/.exec(p))) return send(200, card(m[1]!.replace(/^pm_/, '')));
      if (req.method === 'GET' && (m = /^\/v1\/subscriptions\/([^/]+)$/.exec(p))) return send(200, { id: m[1], object: 'subscription', default_payment_method: card(m[1]!) });
      if (req.method === 'DELETE' && (m = /^\/v1\/subscriptions\/([^/]+)$/.exec(p))) return send(200, { id: m[1], object: 'subscription', status: 'canceled' });
      if (req.method === 'POST' && (m = /^\/v1\/subscriptions\/([^/]+)$/.exec(p))) return send(200, { id: m[1], object: 'subscription', cancel_at_period_end: params.get('cancel_at_period_end') === 'true' });
      if (req.method === 'POST' && p === '/v1/billing_portal/sessions') return send(200, { id: id('bps'), object: 'billing_portal.session', url: 'https://billing.stripe.test/p/session/test' });
      if (req.method === 'POST' && p === '/v1/coupons') return send(200, { id: id('co'), object: 'coupon', amount_off: Number(params.get('amount_off')) });
      if (req.method === 'GET' && p === '/v1/invoice_payments') {
        const invoice = params.get('invoice');
        return send(200, { object: 'list', has_more: false, url: p, data: [{ id: id('inpay'), object: 'invoice_payment', invoice, status: 'paid', payment: { type: 'payment_intent', payment_intent: `pi_for_${invoice}` } }] });
      }
      if (req.method === 'GET' && p === '/v1/balance_transactions') {
        const gte = Number(params.get('created[gte]') ?? -Infinity);
        const lt = Number(params.get('created[lt]') ?? Infinity);
        const all = fake.balanceTransactions.filter((bt) => Number(bt.created) >= gte && Number(bt.created) < lt);
        const after = params.get('starting_after');
        const start = after ? all.findIndex((bt) => bt.id === after) + 1 : 0;
        const size = Math.min(fake.pageSize, Number(params.get('limit') ?? 10));
        return send(200, { object: 'list', has_more: start + size < all.length, url: p, data: all.slice(start, start + size) });
      }
      if (req.method === 'POST' && p === '/v1/refunds') {
        return send(200, { id: id('re'), object: 'refund', amount: Number(params.get('amount')), payment_intent: params.get('payment_intent'), status: 'succeeded' });
      }
      return send(404, { error: { type: 'invalid_request_error', message: `The fake has no ${req.method} ${p}` } });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
