/**
 * The exclusive annual offer's calls (issue 29, scope 2): registration with the order in one step
 * → the sandbox's card → Elite yearly with 600 tokens and the verification mail; availability of
 * usernames and e-mails with its rate limit; the VAT-id check for five countries; the VIES client
 * against a local fake of VIES.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BACKENDS } from './support/testBackends';
import { createTestApp, type TestApp } from './support/testApp';
import { registerPayload, signIn, verifyFromMail, lastMail, TEST_PASSWORD } from './support/accounts';
import { balances, ok, orderRow, payOnSandbox, subscriptionRows, userData } from './support/billingFlows';
import { checkVatId, viesRegistry } from '../../server/billing/vatIds';
import { userRow } from './support/accounts';

describe.each(BACKENDS)('exclusive funnel on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(backend, { seed: true }); }, 240_000);
  afterAll(async () => { await t.close(); });

  const post = (url: string, payload: unknown, ip = '10.1.0.1') => t.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, remoteAddress: ip });
  const get = (url: string, ip = '10.1.0.2') => t.app.inject({ method: 'GET', url, remoteAddress: ip });

  it('registers and orders in one step; the sandbox card makes the account Elite yearly with 600 tokens; the verification mail is sent', async () => {
    const body = registerPayload({ country: { code: 'DE', name: 'Germany' } });
    const answer = await ok<{ nextStepURL: string; orderId: string; totalCents: number; username: string }>(post('/api/exclusive-funnel/register', body));
    expect(answer.totalCents).toBe(59143);
    expect(lastMail(t, body.email, 'verifyEmail')).toBeDefined();
    const out = await payOnSandbox(t, answer.nextStepURL);
    expect(out.landing).toBe(`/exclusive-funnel/success?session_id=${answer.orderId}`);
    expect(await orderRow(t, answer.orderId)).toMatchObject({ status: 'paid', sku: '060x', flow: 'exclusive', netCents: 49700 });
    expect((await verifyFromMail(t, body.email)).statusCode).toBe(200);
    const s = await signIn(t, { username: body.username, password: TEST_PASSWORD });
    expect((await balances(t, s)).tokenBalance).toBeGreaterThanOrEqual(600);
    const user = await userRow(t, body.username);
    expect(user.plan).toBe('elite');
    const subs = await subscriptionRows(t, user.id);
    expect(subs).toMatchObject([{ sku: '060y', interval: 'YEAR', status: 'active' }]);
    expect((await userData(t, s)).billingHistory).toBeDefined();
    // The same name again is taken.
    expect((await post('/api/exclusive-funnel/register', { ...body, email: 'other@example.com' })).statusCode).toBe(422);
  });

  it('/registerAndUseOffer is the same registration; a business buyer from Austria with a VAT id pays no VAT', async () => {
    const body = { ...registerPayload({ country: { code: 'AT', name: 'Austria' } }), vatId: 'ATU13585627', address: 'Ring 1', city: 'Wien', postalCode: '1010' };
    const answer = await ok<{ orderId: string; totalCents: number }>(post('/api/registerAndUseOffer', body));
    expect(answer.totalCents).toBe(49700);
    expect(await orderRow(t, answer.orderId)).toMatchObject({ reverseCharge: true, vatId: 'ATU13585627', vatCents: 0 });
    const bad = await post('/api/exclusive-funnel/register', { ...registerPayload(), vatId: 'ATU13585628' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VAT_ID_INVALID' });
  });

  it('answers the availability of usernames and e-mails, and limits the checks per address', async () => {
    expect(await ok(get('/api/exclusive-funnel/check-username?username=demoelite'))).toEqual({ available: false });
    expect(await ok(get('/api/exclusive-funnel/check-username?username=DemoElite'))).toEqual({ available: false });
    expect(await ok(get('/api/exclusive-funnel/check-username?username=nobody_here_42'))).toEqual({ available: true });
    expect(await ok(get('/api/exclusive-funnel/check-email?email=demoelite@example.com'))).toEqual({ available: false });
    expect(await ok(get('/api/exclusive-funnel/check-email?email=free@example.org'))).toEqual({ available: true });
    expect((await get('/api/exclusive-funnel/check-username')).statusCode).toBe(400);
    const ip = '10.9.9.9';
    const answers = [];
    for (let i = 0; i < 31; i++) answers.push((await get(`/api/exclusive-funnel/check-email?email=a${i}@example.com`, ip)).statusCode);
    expect(answers.slice(0, 30).every((c) => c === 200)).toBe(true);
    expect(answers[30]).toBe(429);
    expect((await get('/api/exclusive-funnel/check-email?email=x@example.com', '10.9.9.10')).statusCode).toBe(200);
  });

  it.each([
    ['DE136695976', 'DE', 'DE136695977'],
    ['ATU13585627', 'AT', 'ATU13585628'],
    ['FR40303265045', 'FR', 'FR40303265046'],
    ['IT00743110157', 'IT', 'IT00743110158'],
    ['NL004495445B01', 'NL', 'NL004495446B01'],
  ])('validate-vat: %s is valid (%s), a changed check digit is not', async (valid, country, invalid) => {
    expect(await ok(post('/api/exclusive-funnel/validate-vat', { vatId: valid }, '10.2.0.1'))).toMatchObject({ valid: true, country });
    expect(await ok(post('/api/exclusive-funnel/validate-vat', { vatId: invalid }, '10.2.0.1'))).toMatchObject({ valid: false, country, reason: 'CHECKSUM' });
  });

  it('validate-vat refuses shapes that are no EU VAT id', async () => {
    expect(await ok(post('/api/exclusive-funnel/validate-vat', { vatId: 'US123456789' }, '10.2.0.2'))).toMatchObject({ valid: false, country: null, reason: 'FORMAT' });
    expect(await ok(post('/api/exclusive-funnel/validate-vat', { vatId: 'DE12' }, '10.2.0.2'))).toMatchObject({ valid: false, country: 'DE', reason: 'FORMAT' });
    expect((await post('/api/exclusive-funnel/validate-vat', {}, '10.2.0.2')).statusCode).toBe(400);
  });
});

describe('the VIES client against a local fake of VIES', () => {
  let server: Server;
  let base = '';
  const known = new Set(['DE136695976']);
  let down = false;
  beforeAll(async () => {
    server = createServer((req, res) => {
      let raw = '';
      req.on('data', (c: Buffer) => { raw += c.toString(); });
      req.on('end', () => {
        if (down) { res.writeHead(503).end(); return; }
        if (req.method !== 'POST' || req.url !== '/check-vat-number') { res.writeHead(404).end(); return; }
        const body = JSON.parse(raw) as { countryCode: string; vatNumber: string };
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ countryCode: body.countryCode, vatNumber: body.vatNumber, valid: known.has(`${body.countryCode}${body.vatNumber}`) }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => { await new Promise((r) => server.close(r)); });

  it('confirms a registered id, refuses an unregistered one with a valid checksum, and reports VIES being away', async () => {
    const vies = viesRegistry(base, 2000);
    expect(await checkVatId(vies, 'DE 136 695 976')).toMatchObject({ valid: true, country: 'DE', vatId: 'DE136695976' });
    expect(await checkVatId(vies, 'ATU13585627')).toMatchObject({ valid: false, reason: 'NOT_REGISTERED' });
    expect(await checkVatId(vies, 'DE136695977')).toMatchObject({ valid: false, reason: 'CHECKSUM' });
    down = true;
    expect(await checkVatId(vies, 'DE136695976')).toMatchObject({ valid: false, reason: 'UNAVAILABLE' });
  });
});
