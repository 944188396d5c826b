import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS } from './support/testBackends';
import { createTestApp, type TestApp } from './support/testApp';
import { register, registerPayload, signIn, TEST_PASSWORD, userRow, verifyFromMail } from './support/accounts';
import { CARD_DECLINED, payOnSandbox, userData } from './support/billingFlows';

describe.each(BACKENDS)('POST /api/register with the Elite trial on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(backend); });
  afterAll(async () => { await t.close(); });

  it('answers the trial payment page; once paid the new account is Elite', async () => {
    const payload = registerPayload({ plan: 'elite', country: { code: 'DE' } });
    const res = await register(t, payload);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { success: boolean; username: string; nextStepURL: string };
    expect(body.success).toBe(true);
    expect(new URL(body.nextStepURL).pathname).toMatch(/^\/api\/sandbox-pay\/checkout\//);
    expect((await userRow(t, payload.username)).plan).toBe('demo');
    const outcome = await payOnSandbox(t, body.nextStepURL);
    expect(outcome.landing).toMatch(/^\/demo-offer-success/);
    expect((await verifyFromMail(t, payload.email)).statusCode).toBe(200);
    const session = await signIn(t, { username: payload.username, password: TEST_PASSWORD });
    expect(await userData(t, session)).toMatchObject({ plan: 'elite', primaryPlanSKU: '060t' });
  });

  it('keeps the free account when the trial payment is declined', async () => {
    const payload = registerPayload({ plan: 'elite' });
    const body = (await register(t, payload)).json() as { nextStepURL: string };
    const outcome = await payOnSandbox(t, body.nextStepURL, { number: CARD_DECLINED });
    expect(outcome.landing).toMatch(/^\/demo-offer-error/);
    expect((await userRow(t, payload.username)).plan).toBe('demo');
  });

  it('answers the free variant without a payment page and refuses unknown plans', async () => {
    const free = (await register(t, registerPayload({ plan: 'free' }))).json() as Record<string, unknown>;
    expect(free).not.toHaveProperty('nextStepURL');
    const bad = await register(t, { ...registerPayload(), plan: 'gold' });
    expect(bad.statusCode).toBe(400);
  });
});
