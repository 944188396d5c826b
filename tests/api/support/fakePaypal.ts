/**
 * A local fake of the parts of PayPal's REST API that the adapter calls (PAYPAL_API_BASE): OAuth,
 * Orders v2 with approval and capture, catalog products, billing plans and subscriptions, refunds,
 * and verify-webhook-signature, which accepts signatures made with `sign()`.
 */
import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PaypalRequest {
  method: string;
  path: string;
  body: Record<string, unknown>;
  headers: Record<string, string | string[] | undefined>;
}

export interface FakePaypal {
  url: string;
  clientId: string;
  clientSecret: string;
  webhookId: string;
  requests: PaypalRequest[];
  /** The buyer approves an order or subscription at PayPal. */
  approve(id: string): void;
  /** Headers PayPal would send with a webhook body. */
  sign(body: string, transmissionId?: string): Record<string, string>;
  find(method: string, path: string | RegExp): PaypalRequest[];
  close(): Promise<void>;
}

const SIGNING_KEY = 'fake-paypal-signing-key';

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return {};
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return { raw: text };
  }
}

export async function startFakePaypal(): Promise<FakePaypal> {
  const requests: PaypalRequest[] = [];
  const approved = new Set<string>();
  const orders = new Map<string, { customId: string; value: string; captureId?: string }>();
  const subscriptions = new Map<string, { customId: string; value: string }>();
  let seq = 0;
  const next = (prefix: string): string => `${prefix}-${++seq}`;
  const signature = (transmissionId: string, event: unknown): string => createHmac('sha256', SIGNING_KEY).update(`${transmissionId}|${JSON.stringify(event)}`).digest('hex');
  const fake: FakePaypal = {
    url: '', clientId: 'fake-client', clientSecret: 'fake-secret', webhookId: 'WH-FAKE-1', requests,
    approve: (id) => { approved.add(id); },
    sign(body, transmissionId = next('TX')) {
      return {
        'paypal-transmission-id': transmissionId, 'paypal-transmission-time': new Date().toISOString(), 'paypal-auth-algo': 'SHA256withRSA',
        'paypal-cert-url': 'https://api.sandbox.paypal.test/certs/fake', 'paypal-transmission-sig': signature(transmissionId, JSON.parse(body)),
      };
    },
    find: (method, path) => requests.filter((r) => r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path))),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const captureView = (id: string) => {
    const o = orders.get(id)!;
    return {
      id, status: 'COMPLETED', payer: { payer_id: 'PAYER-ONE' },
      purchase_units: [{ custom_id: o.customId, payments: { captures: [{ id: o.captureId, status: 'COMPLETED', amount: { value: o.value, currency_code: 'EUR' } }] } }],
    };
  };
  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const p = url.pathname;
      const body = await readJson(req);
      requests.push({ method: req.method ?? 'GET', path: p, body, headers: req.headers });
      const send = (status: number, json?: unknown): void => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(json === undefined ? '' : JSON.stringify(json));
      };
      if (p === '/v1/oauth2/token') {
        const expected = `Basic ${Buffer.from(`${fake.clientId}:${fake.clientSecret}`).toString('base64')}`;
        return req.headers.authorization === expected ? send(200, { access_token: 'A21-fake-token', expires_in: 32400 }) : send(401, { error: 'invalid_client' });
      }
      if (req.headers.authorization !== 'Bearer A21-fake-token') return send(401, { name: 'AUTHENTICATION_FAILURE' });
      let m: RegExpExecArray | null;
      if (req.method === 'POST' && p === '/v2/checkout/orders') {
        const id = next('ORDER');
        const unit = (body.purchase_units as { custom_id: string; amount: { value: string } }[])[0]!;
        orders.set(id, { customId: unit.custom_id, value: unit.amount.value });
        return send(201, { id, status: 'PAYER_ACTION_REQUIRED', links: [{ rel: 'payer-action', href: `https://www.sandbox.paypal.test/checkoutnow?token=${id}` }] });
      }
      if (req.method === 'POST' && (m = /^\/v2\/checkout\/orders\/([^/]+)\/capture$/.exec(p))) {
        const order = orders.get(m[1]!);
        if (!order) return send(404, { name: 'RESOURCE_NOT_FOUND' });
        if (!approved.has(m[1]!)) return send(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_NOT_APPROVED' }] });
        if (order.captureId) return send(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_ALREADY_CAPTURED' }] });
        order.captureId = next('CAPTURE');
        return send(201, captureView(m[1]!));
      }
      if (req.method === 'GET' && (m = /^\/v2\/checkout\/orders\/([^/]+)$/.exec(p))) {
        const order = orders.get(m[1]!);
        if (!order) return send(404, { name: 'RESOURCE_NOT_FOUND' });
        return send(200, order.captureId ? captureView(m[1]!) : { id: m[1], status: approved.has(m[1]!) ? 'APPROVED' : 'PAYER_ACTION_REQUIRED' });
      }
      if (req.method === 'POST' && p === '/v1/catalogs/products') return send(201, { id: next('PROD') });
      if (req.method === 'POST' && p === '/v1/billing/plans') return send(201, { id: next('P'), status: 'ACTIVE' });
      if (req.method === 'POST' && p === '/v1/billing/subscriptions') {
        const id = next('I');
        const cycles = requests.find((r) => r.path === '/v1/billing/plans')?.body.billing_cycles as { pricing_scheme: { fixed_price: { value: string } } }[] | undefined;
        subscriptions.set(id, { customId: String(body.custom_id), value: cycles?.[0]?.pricing_scheme.fixed_price.value ?? '0.00' });
        return send(201, { id, status: 'APPROVAL_PENDING', links: [{ rel: 'approve', href: `https://www.sandbox.paypal.test/webapps/billing/subscriptions?ba_token=${id}` }] });
      }
      if (req.method === 'GET' && (m = /^\/v1\/billing\/subscriptions\/([^/]+)$/.exec(p))) {
        const sub = subscriptions.get(m[1]!);
        if (!sub) return send(404, { name: 'RESOURCE_NOT_FOUND' });
        const active = approved.has(m[1]!);
        return send(200, {
          id: m[1], status: active ? 'ACTIVE' : 'APPROVAL_PENDING', custom_id: sub.customId, subscriber: { payer_id: 'PAYER-ONE' },
          ...(active ? { billing_info: { last_payment: { amount: { value: sub.value, currency_code: 'EUR' } } } } : {}),
        });
      }
      if (req.method === 'POST' && /^\/v1\/billing\/subscriptions\/[^/]+\/cancel$/.test(p)) return send(204);
      if (req.method === 'POST' && /^\/v2\/payments\/captures\/[^/]+\/refund$/.test(p)) return send(201, { id: next('REFUND'), status: 'COMPLETED' });
      if (req.method === 'POST' && /^\/v1\/payments\/sale\/[^/]+\/refund$/.test(p)) return send(201, { id: next('SALEREFUND'), state: 'completed' });
      if (req.method === 'POST' && p === '/v1/notifications/verify-webhook-signature') {
        const ok = body.webhook_id === fake.webhookId && body.transmission_sig === signature(String(body.transmission_id), body.webhook_event);
        return send(200, { verification_status: ok ? 'SUCCESS' : 'FAILURE' });
      }
      return send(404, { name: 'RESOURCE_NOT_FOUND', message: `The fake has no ${req.method} ${p}` });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
