import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { BACKENDS } from './support/testBackends';
import { createTestApp, type TestApp } from './support/testApp';
import { authed, expectError } from './support/accounts';
import { admin, customer, ok, subscribed } from './support/billingFlows';
import { auditLog, balanceLedger, billingInvoices, entities, users } from '../../server/db/schema';
import type { IntegrityCheckAnswer } from '../../contracts';

describe.each(BACKENDS)('the data integrity check on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(backend, { seed: true }); });
  afterAll(async () => { await t.close(); });

  const counts = (answer: IntegrityCheckAnswer) => Object.fromEntries(answer.findings.map((f) => [f.id, f.count]));

  it('finds nothing wrong in consistent data, then each planted defect, audited; admins only', async () => {
    const a = await admin(t);
    const before = counts(await ok<IntegrityCheckAnswer>(authed(t, a, 'GET', '/api/checkIntegrity')));
    expect(before).toEqual({
      negativeBalances: 0, subscriptionsWithoutPaidOrder: 0, paidOrdersWithoutInvoice: 0, runningPlanOnFreeAccount: 0, orphanRecords: 0, unknownTickersInLists: 0,
    });

    const c = await customer(t, 'US');
    await subscribed(t, c, '020');
    // A spend that went past zero, an invoice lost, the plan taken away under a running subscription, a record of nobody.
    await t.database.db.insert(balanceLedger).values({ userId: c.userId, account: 'token', delta: -100_000, reason: 'planted' });
    await t.database.db.delete(billingInvoices).where(eq(billingInvoices.userId, c.userId));
    await t.database.db.update(users).set({ plan: 'demo' }).where(eq(users.id, c.userId));
    await t.database.db.insert(entities).values({ model: 'DomainSupportTicket', createdBy: randomUUID(), payload: { title: 'orphan' } });

    const answer = await ok<IntegrityCheckAnswer>(authed(t, a, 'GET', '/api/checkIntegrity'));
    expect(answer.ok).toBe(false);
    expect(counts(answer)).toMatchObject({ negativeBalances: 1, paidOrdersWithoutInvoice: 1, runningPlanOnFreeAccount: 1, orphanRecords: 1, subscriptionsWithoutPaidOrder: 0 });
    expect(answer.findings.find((f) => f.id === 'negativeBalances')!.examples[0]).toMatch(new RegExp(`^${c.userId} token -[0-9]+$`));
    expect(answer.findings.find((f) => f.id === 'runningPlanOnFreeAccount')!.examples[0]).toMatch(new RegExp(`^${c.username}: `));
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'admin.checkIntegrity'));
    expect(audits.at(-1)!.details).toMatchObject({ ok: false, found: { negativeBalances: 1 } });

    expectError(await authed(t, c, 'GET', '/api/checkIntegrity'), 403);
    expectError(await t.app.inject({ method: 'GET', url: '/api/checkIntegrity' }), 401);
  });
});
