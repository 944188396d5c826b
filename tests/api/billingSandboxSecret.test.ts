/**
 * The sandbox's webhook secret (issue 17 point 10c): without SANDBOX_WEBHOOK_SECRET the server
 * no longer signs with a fixed development secret that anyone can read in the source; each
 * installation generates a random one on first start and keeps it in the database, and every
 * server on that database uses the same one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { BACKENDS } from './support/testBackends';
import { createTestApp, type TestApp } from './support/testApp';
import { authed, expectError } from './support/accounts';
import { balances, customer, ok, orderRow, payOnSandbox, serverSecrets } from './support/billingFlows';
import { systemState } from '../../server/db/schema';
import { signSandboxPayload } from '../../server/billing/providers/sandboxSignature';
import { loadBillingSecrets, RETURN_LINK_SECRET_KEY, SANDBOX_WEBHOOK_SECRET_KEY } from '../../server/billing/secrets';
import { buildApp } from '../../server/app';
import { createOutboxMailer } from '../../server/mail/mailer';
import { loadConfig } from '../../server/config';

/** The secret every installation signed with before (it was in the source). */
const OLD_FIXED_SECRET = 'sandbox-dev-webhook-secret-change-me';

const paidEvent = (t: TestApp, orderId: string, amountCents: number): string => JSON.stringify({
  id: `evt_test_${randomUUID()}`, type: 'payment.succeeded', created: Math.floor(t.clock.now.getTime() / 1000),
  data: { kind: 'payment.succeeded', orderId, paymentRef: `sbpay_${randomUUID()}`, amountCents },
});
const webhook = (t: TestApp, payload: string, secret: string) => t.app.inject({
  method: 'POST', url: '/api/webhooks/sandbox', payload, headers: { 'content-type': 'application/json', 'sandbox-signature': signSandboxPayload(secret, payload, t.clock.now) },
});
const stored = async (t: TestApp, key: string): Promise<string | undefined> =>
  ((await t.database.db.select().from(systemState).where(eq(systemState.key, key)))[0]?.value as { secret?: string } | undefined)?.secret;

describe.each(BACKENDS)('the sandbox webhook secret without SANDBOX_WEBHOOK_SECRET on %s', (backend) => {
  let t: TestApp;
  let other: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { seed: true });
    other = await createTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
    await other.close();
  });

  it('refuses a webhook signed with the old fixed development secret: it forges no payment', async () => {
    const c = await customer(t, 'US');
    const { orderId } = await ok<{ orderId: string }>(authed(t, c, 'POST', '/api/buy', { sku: '001' }));
    expectError(await webhook(t, paidEvent(t, orderId, 1000), OLD_FIXED_SECRET), 400, 'The webhook signature does not verify.', 'WEBHOOK_SIGNATURE');
    expect((await orderRow(t, orderId)).status).toBe('pending');
    expect((await balances(t, c)).tokenBalance).toBe(0);
    // Signed with the server's own secret, the same event is applied.
    expect(await ok(webhook(t, paidEvent(t, orderId, 1000), (await serverSecrets(t)).sandboxWebhook))).toEqual({ received: true, duplicate: false });
    expect((await balances(t, c)).tokenBalance).toBe(100);
  });

  it('generates a random secret per installation at first start and keeps it in the database', async () => {
    const mine = await stored(t, SANDBOX_WEBHOOK_SECRET_KEY);
    expect(mine).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await serverSecrets(t)).sandboxWebhook).toBe(mine);
    expect(await stored(t, RETURN_LINK_SECRET_KEY)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await stored(t, RETURN_LINK_SECRET_KEY)).not.toBe(mine);
    // Another installation has another secret: a webhook signed for one is refused by the other.
    const theirs = await stored(other, SANDBOX_WEBHOOK_SECRET_KEY);
    expect(theirs).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(theirs).not.toBe(mine);
    const c = await customer(t, 'US');
    const { orderId } = await ok<{ orderId: string }>(authed(t, c, 'POST', '/api/buy', { sku: '001' }));
    expectError(await webhook(t, paidEvent(t, orderId, 1000), theirs!), 400, undefined, 'WEBHOOK_SIGNATURE');
  });

  it('a second server on the same database signs and verifies with the same secret', async () => {
    const second = await buildApp({ config: t.config, db: t.database.db, mailer: createOutboxMailer(t.database.db), now: () => t.clock.now }, { logger: false });
    await second.ready();
    try {
      const c = await customer(t, 'US');
      // Checkout on one server, the hosted page (and its signed webhook) on the other.
      const { nextStepURL, orderId } = await ok<{ nextStepURL: string; orderId: string }>(authed(t, c, 'POST', '/api/buy', { sku: '001' }));
      const page = new URL(nextStepURL);
      const form = new URLSearchParams({ number: '4242424242424242', expiry: '12/39', cvc: '123' }).toString();
      const paid = await second.inject({ method: 'POST', url: page.pathname + page.search, payload: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      expect(paid.statusCode, paid.body).toBe(303);
      const back = new URL(String(paid.headers.location));
      const landing = await t.app.inject({ method: 'GET', url: back.pathname + back.search });
      expect(String(landing.headers.location)).toContain('status=success');
      expect((await orderRow(t, orderId)).status).toBe('paid');
    } finally {
      await second.close();
    }
  });

  it('servers starting together on a fresh database agree on one secret (insert if absent, then read)', async () => {
    await t.database.db.delete(systemState).where(inArray(systemState.key, [SANDBOX_WEBHOOK_SECRET_KEY, RETURN_LINK_SECRET_KEY]));
    const loaded = await Promise.all(Array.from({ length: 8 }, () => loadBillingSecrets(t.database.db, { sandboxWebhookSecret: undefined })));
    const first = loaded[0]!;
    for (const l of loaded) expect(l).toEqual(first);
    expect(await stored(t, SANDBOX_WEBHOOK_SECRET_KEY)).toBe(first.sandboxWebhook);
    expect(await stored(t, RETURN_LINK_SECRET_KEY)).toBe(first.returnLinks);
  });
});

describe.each(BACKENDS)('the sandbox webhook secret from SANDBOX_WEBHOOK_SECRET on %s', (backend) => {
  const configured = 'a-long-configured-sandbox-secret-0123';
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(backend, { seed: true, env: { SANDBOX_WEBHOOK_SECRET: configured } }); });
  afterAll(async () => { await t.close(); });

  it('signs and verifies with the configured secret and stores none', async () => {
    expect((await serverSecrets(t)).sandboxWebhook).toBe(configured);
    expect(await stored(t, SANDBOX_WEBHOOK_SECRET_KEY)).toBeUndefined();
    const c = await customer(t, 'US');
    const { nextStepURL, orderId } = await ok<{ nextStepURL: string; orderId: string }>(authed(t, c, 'POST', '/api/buy', { sku: '001' }));
    expectError(await webhook(t, paidEvent(t, orderId, 1000), OLD_FIXED_SECRET), 400, undefined, 'WEBHOOK_SIGNATURE');
    expect((await payOnSandbox(t, nextStepURL)).landing).toContain('status=success');
  });

  it('refuses a short SANDBOX_WEBHOOK_SECRET at start', () => {
    expect(() => loadConfig({ SANDBOX_WEBHOOK_SECRET: 'short' })).toThrow(/SANDBOX_WEBHOOK_SECRET must be at least 16 characters/);
  });
});
