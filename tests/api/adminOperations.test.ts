/**
 * Issue 28 scopes 2, 6 and 8: the subscription user search (the users dataset in SQL, the list
 * of local subscriptions), the accounting sheet and the comparison with the card provider, the
 * notification admin with its scheduler, and an admin's deletion of a test account.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { BACKENDS } from './support/testBackends';
import { createTestApp, LONG_SESSIONS, type TestApp } from './support/testApp';
import { authed, expectError, registerAndVerify, signIn, type Session } from './support/accounts';
import { admin, customer, ok, subscribed, subscriptionRows } from './support/billingFlows';
import { startFakeStripe, type FakeStripe } from './support/fakeStripe';
import { auditLog, billingInvoices, billingOrders, billingRefunds, billingWebhookEvents, entities, users } from '../../server/db/schema';
import { searchUsers } from '../../server/users/userDataset';
import { queryInMemory } from '../../server/entities/inMemoryQuery';
import { notificationSchedulerOf } from '../../server/notifications/notificationScheduler';
import { vatOfGross } from '../../product/accountingRules';
import type { Db } from '../../server/db/database';
import type {
  AdminNotification, AdminNotificationAnswer, AdminNotificationsAnswer, LocalSubscriptionsAnswer, NotificationsAnswer, StripeDiffAnswer,
} from '../../contracts';

const MASTER_KEY = 'accounting-master-key-0123';
const HOUR = 3_600_000;

async function audits(t: TestApp, action: string) {
  return t.database.db.select().from(auditLog).where(eq(auditLog.action, action));
}

async function workbook(body: Buffer): Promise<ExcelJS.Workbook> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(body as unknown as ArrayBuffer);
  return book;
}

/** A sheet's rows as objects keyed by the header row. */
function rowsOf(book: ExcelJS.Workbook, name: string): Record<string, unknown>[] {
  const sheet = book.getWorksheet(name);
  if (!sheet) throw new Error(`no sheet ${name}`);
  const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const out: Record<string, unknown>[] = [];
  sheet.eachRow((row, n) => {
    if (n === 1) return;
    const values = (row.values as unknown[]).slice(1);
    out.push(Object.fromEntries(header.map((h, i) => [h, values[i] ?? null])));
  });
  return out;
}

describe.each(BACKENDS)('admin operations on %s', (backend) => {
  let t: TestApp;
  let a: Session;
  let cms: Session;
  const at = (iso: string): void => { t.clock.now = new Date(iso); };

  beforeAll(async () => {
    t = await createTestApp(backend, { seed: true, env: { ...LONG_SESSIONS, ACCOUNTING_MASTER_KEY: MASTER_KEY } });
    a = await admin(t);
    cms = await signIn(t, { username: 'democms', password: 'Demo1234' });
  }, 180_000);
  afterAll(async () => { await t.close(); });

  describe('the subscription user search', () => {
    it('finds the user of a subscription by our id, a part of it or the provider reference, and lists the local subscriptions', async () => {
      at('2026-04-01T09:00:00Z');
      const c = await customer(t, 'DE', 'subsearch');
      await subscribed(t, c, '020');
      const [sub] = await subscriptionRows(t, c.userId);
      const search = (val: string, type = 'eq') => ok<{ rows: Record<string, unknown>[]; total: number }>(
        authed(t, a, 'POST', '/api/list/DomainSearchedUserResult', { filterQuery: [{ filterKey: 'subscriptionId', type, val }] }),
      );
      const byId = await search(sub!.id.toUpperCase());
      expect(byId.rows.map((r) => r.username)).toEqual([c.username]);
      expect(byId.total).toBe(1);
      expect(String(byId.rows[0]!.subscriptionId)).toContain(sub!.id);
      expect((await search(sub!.id.slice(0, 13), 'contains')).rows.map((r) => r.username)).toEqual([c.username]);
      expect((await search(sub!.providerSubscriptionId!)).rows.map((r) => r.username)).toEqual([c.username]);
      expect((await search('00000000-0000-4000-8000-000000000000')).total).toBe(0);

      const local = await ok<LocalSubscriptionsAnswer>(authed(t, a, 'GET', '/api/admin/localSubscriptions?local=true&status=active'));
      expect(local.subscriptions).toContainEqual(expect.objectContaining({ id: sub!.id, username: c.username, sku: '020', local: true, status: 'active', provider: 'sandbox' }));
      expect(local.subscriptions.every((s) => s.local && s.status === 'active')).toBe(true);
      expect((await audits(t, 'admin.localSubscriptions')).at(-1)!.details).toMatchObject({ local: true, status: 'active' });
      for (const q of ['limit=5000', 'limit=abc', 'status=gone', 'local=yes', 'other=1']) {
        expectError(await authed(t, a, 'GET', `/api/admin/localSubscriptions?${q}`), 400);
      }
      for (const s of [c, cms]) {
        expectError(await authed(t, s, 'GET', '/api/admin/localSubscriptions'), 403);
        expectError(await authed(t, s, 'POST', '/api/list/DomainSearchedUserResult', {}), 403);
      }
    });

    it('filters, sorts and pages in SQL: only the page leaves the database, with the in-memory engine\'s answer', async () => {
      const db = t.database.db;
      const now = t.clock.now;
      await db.insert(users).values(Array.from({ length: 30 }, (_, i) => ({
        username: `sqlUser${String(i).padStart(2, '0')}`, usernameLower: `sqluser${String(i).padStart(2, '0')}`, email: `sqluser${i}@example.com`,
        passwordHash: 'x', firstname: i % 3 === 0 ? '' : `First${i}`, lastname: 'Sql', countryCode: i % 2 ? 'DE' : 'FR', agreeTermsOfUse: true,
        referralCode: `sqlref${i}`, product: t.config.productId, plan: i % 2 ? 'premium' : 'basic', createdAt: new Date(now.getTime() - i * HOUR),
      })));
      // Every statement's rows, as the database answered them.
      const fetched: number[] = [];
      const counting = new Proxy(db, {
        get(target, prop, receiver) {
          if (prop !== 'execute') return Reflect.get(target, prop, receiver) as unknown;
          return async (query: Parameters<Db['execute']>[0]) => {
            const result = await target.execute(query);
            fetched.push((result as unknown as { rows: unknown[] }).rows.length);
            return result;
          };
        },
      }) as Db;
      const query = {
        filterQuery: [{ filterKey: 'plan', type: 'eq' as const, val: 'premium' }, { filterKey: 'username', type: 'contains' as const, val: 'sqluser' }],
        sort: { key: 'createdAt', direction: 'asc' as const }, page: 2, pageSize: 4,
      };
      const page = await searchUsers(counting, query);
      expect(fetched).toEqual([4]);
      expect(page.total).toBe(15);
      const everything = await searchUsers(db, { filterQuery: [], sort: null, page: 1, pageSize: 10_000 });
      expect(page).toEqual(queryInMemory(everything.rows, query, { idField: 'username' }));
      // Empty texts sort last either way, as engine/core's sortRows does.
      const byFirstname = { filterQuery: [{ filterKey: 'lastname', type: 'eq' as const, val: 'sql' }], sort: { key: 'firstname', direction: 'desc' as const }, page: 1, pageSize: 30 };
      expect(await searchUsers(db, byFirstname)).toEqual(queryInMemory(everything.rows, byFirstname, { idField: 'username' }));
      // A page past the end still says how many there are.
      expect(await searchUsers(db, { ...query, page: 9 })).toEqual({ rows: [], total: 15 });
      expectError(await authed(t, a, 'POST', '/api/list/DomainSearchedUserResult', { filterQuery: [{ filterKey: 'passwordHash', type: 'eq', val: 'x' }] }), 400);
    });
  });

  describe('the accounting sheet and the comparison with the provider', () => {
    it('downloads the year\'s invoices, refunds and VAT by country and month with the master key, audited', async () => {
      at('2026-05-01T09:00:00Z');
      const de = await customer(t, 'DE', 'acctde');
      const out = await subscribed(t, de, '020');
      const [sub] = await subscriptionRows(t, de.userId);
      at('2026-05-16T09:00:00Z');
      await ok(authed(t, de, 'POST', '/api/cancelSub', { ids: [sub!.id] }));
      const [refund] = await t.database.db.select().from(billingRefunds).where(eq(billingRefunds.orderId, out.orderId));
      expect(refund).toMatchObject({ status: 'succeeded' });
      const [invoice] = await t.database.db.select().from(billingInvoices).where(eq(billingInvoices.orderId, out.orderId));

      const res = await authed(t, a, 'GET', `/api/accounting/sheet?year=2026&masterKey=${MASTER_KEY}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      expect(res.headers['content-disposition']).toBe('attachment; filename="accounting-2026.xlsx"');
      const book = await workbook(res.rawPayload);
      expect(book.worksheets.map((w) => w.name)).toEqual(['Invoices', 'Refunds', 'VAT by country and month']);
      expect(rowsOf(book, 'Invoices')).toContainEqual(expect.objectContaining({
        Invoice: invoice!.number, Username: de.username, 'VAT country': 'DE', Currency: 'EUR', 'VAT rate %': 19,
        Net: invoice!.netCents / 100, VAT: invoice!.vatCents / 100, Total: invoice!.totalCents / 100,
      }));
      const split = vatOfGross(refund!.amountCents, invoice!.vatRateBp);
      expect(rowsOf(book, 'Refunds')).toContainEqual(expect.objectContaining({
        Username: de.username, Invoice: invoice!.number, Status: 'succeeded', Amount: refund!.amountCents / 100,
        Net: split.netCents / 100, VAT: split.vatCents / 100, 'VAT country': 'DE',
      }));
      const may = rowsOf(book, 'VAT by country and month').find((r) => r.Month === '2026-05' && r.Country === 'DE');
      expect(may).toMatchObject({ Invoices: 1, Refunds: 1, 'VAT invoiced': invoice!.vatCents / 100, 'VAT refunded': split.vatCents / 100 });
      expect(Math.round(Number(may!['VAT due']) * 100)).toBe(invoice!.vatCents - split.vatCents);
      expect((await audits(t, 'admin.accountingSheet')).at(-1)!.details).toMatchObject({ year: 2026, invoices: expect.any(Number), refunds: expect.any(Number) });
    });

    it('asks for the master key, refuses a wrong one with 403 (audited), bad years with 400, members and CMS managers with 403', async () => {
      expectError(await authed(t, a, 'GET', '/api/accounting/sheet?year=2026'), 400, 'Please enter the master key.');
      expectError(await authed(t, a, 'GET', '/api/accounting/sheet?year=2026&masterKey=wrong'), 403, 'The master key is wrong.');
      expectError(await authed(t, a, 'GET', `/api/accounting/sheet?year=2026&masterKey=${MASTER_KEY}x`), 403);
      expect((await audits(t, 'admin.accountingSheet.refused')).length).toBe(2);
      expect(JSON.stringify(await audits(t, 'admin.accountingSheet.refused'))).not.toContain('wrong');
      for (const year of ['1999', '26', 'abcd', '2101']) expectError(await authed(t, a, 'GET', `/api/accounting/sheet?year=${year}&masterKey=${MASTER_KEY}`), 400);
      const member = await customer(t);
      for (const s of [member, cms]) expectError(await authed(t, s, 'GET', `/api/accounting/sheet?year=2026&masterKey=${MASTER_KEY}`), 403);
    });

    it('compares with the sandbox\'s own records: none differ, then a changed invoice and a lost payment do', async () => {
      const diff = (body: unknown) => authed(t, a, 'POST', '/api/accounting/importStripeDataDiff', body);
      const clean = await ok<StripeDiffAnswer>(diff({ from: '2026-05-01', to: '2026-05-31' }));
      expect(clean).toMatchObject({ provider: 'sandbox', from: '2026-05-01', to: '2026-05-31', differences: [] });
      expect(clean.checked.invoices).toBeGreaterThanOrEqual(1);
      expect(clean.checked.refunds).toBe(1);
      expect(clean.checked.transactions).toBe(clean.checked.invoices + clean.checked.refunds);

      const [inv] = await t.database.db.select({ invoice: billingInvoices, paymentRef: billingOrders.providerPaymentId }).from(billingInvoices)
        .innerJoin(billingOrders, eq(billingOrders.id, billingInvoices.orderId)).where(eq(billingInvoices.issuedAt, new Date('2026-05-01T09:00:00Z')));
      await t.database.db.update(billingInvoices).set({ totalCents: inv!.invoice.totalCents + 100 }).where(eq(billingInvoices.id, inv!.invoice.id));
      const changed = await ok<StripeDiffAnswer>(diff({ from: '2026-05-01', to: '2026-05-31' }));
      expect(changed.differences).toEqual([{
        kind: 'amountMismatch', document: 'invoice', ref: inv!.paymentRef, invoiceNumber: inv!.invoice.number,
        oursCents: inv!.invoice.totalCents + 100, providerCents: inv!.invoice.totalCents, currency: 'EUR', at: '2026-05-01T09:00:00.000Z',
      }]);
      await t.database.db.delete(billingWebhookEvents).where(eq(billingWebhookEvents.provider, 'sandbox'));
      const lost = await ok<StripeDiffAnswer>(diff({ from: '2026-05-01', to: '2026-05-31' }));
      expect(lost.differences).toContainEqual(expect.objectContaining({ kind: 'missingAtProvider', document: 'invoice', ref: inv!.paymentRef, providerCents: null }));
      expect((await audits(t, 'admin.accountingDiff')).at(-1)!.details).toMatchObject({ provider: 'sandbox', differences: { missingAtProvider: expect.any(Number) } });

      for (const body of [{ from: '2026-05-31', to: '2026-05-01' }, { from: '2026-02-30', to: '2026-03-01' }, { from: '2024-01-01', to: '2026-01-01' }, { from: '2026-05-01' }, { from: 'May', to: 'June' }, {}]) {
        expectError(await diff(body), 400);
      }
      const member = await customer(t);
      for (const s of [member, cms]) expectError(await authed(t, s, 'POST', '/api/accounting/importStripeDataDiff', { from: '2026-05-01', to: '2026-05-31' }), 403);
    });
  });

  describe('the notification admin', () => {
    const compose = (body: Record<string, unknown>, s: Session = a) => authed(t, s, 'POST', '/api/notificationAdmin/notifications', body);
    const seen = async (s: Session): Promise<string[]> => (await ok<NotificationsAnswer>(authed(t, s, 'GET', '/api/fetchNotifications'))).notifications.map((n) => n.payload.title);
    const listed = async (id: string): Promise<AdminNotification> => (await ok<AdminNotificationsAnswer>(authed(t, a, 'GET', '/api/notificationAdmin/notifications'))).notifications.find((n) => n.id === id)!;

    it('sends at once to one user, to the users of a plan, and to everyone', async () => {
      at('2026-06-01T09:00:00Z');
      const one = await customer(t, 'DE', 'notone');
      const other = await customer(t, 'DE', 'notother');
      const sent = await ok<AdminNotificationAnswer>(compose({ title: 'Only for you', content: 'Hello', audience: 'user', username: one.email, send: 'now' }));
      expect(sent.notification).toMatchObject({ status: 'published', audience: 'user', username: one.username, recipients: 1, createdBy: 'demoadmin' });
      expect(await seen(one)).toContain('Only for you');
      expect(await seen(other)).not.toContain('Only for you');

      const pros = [await customer(t, 'DE', 'notpro'), await customer(t, 'DE', 'notpro')];
      for (const p of pros) await t.database.db.update(users).set({ plan: 'professional' }).where(eq(users.id, p.userId));
      const forPlan = await ok<AdminNotificationAnswer>(compose({ title: 'Pro news', content: 'For professionals', audience: 'plan', plan: 'professional', send: 'now' }));
      expect(forPlan.notification).toMatchObject({ status: 'published', plan: 'professional', recipients: 2 });
      for (const p of pros) expect(await seen(p)).toContain('Pro news');
      expect(await seen(one)).not.toContain('Pro news');

      const everyone = await ok<AdminNotificationAnswer>(compose({ title: 'For all', content: 'Everyone', audience: 'all', send: 'now' }));
      expect(everyone.notification.recipients).toBeGreaterThanOrEqual(5);
      expect(await seen(other)).toContain('For all');
      const lines = await t.database.db.select().from(auditLog).where(and(eq(auditLog.targetType, 'notification'), eq(auditLog.targetId, sent.notification.id)));
      expect(lines.map((l) => l.action).sort()).toEqual(['admin.notification.compose', 'admin.notification.publish']);
      expect(lines.find((l) => l.action === 'admin.notification.publish')!.details).toMatchObject({ before: { status: 'draft' }, after: { status: 'published', recipients: 1 } });
    });

    it('schedules: the job sends it when due and not before; a taken-back one and a failed one are not sent', async () => {
      at('2026-06-02T09:00:00Z');
      const c = await customer(t, 'DE', 'notsched');
      const scheduler = notificationSchedulerOf(t.app);
      const scheduled = (await ok<AdminNotificationAnswer>(compose({
        title: 'Later', content: 'In an hour', audience: 'user', username: c.username, send: 'schedule', scheduledAt: '2026-06-02T10:00:00.000Z',
      }))).notification;
      expect(scheduled).toMatchObject({ status: 'scheduled', scheduledAt: '2026-06-02T10:00:00.000Z', publishedAt: null });
      await scheduler.worker.runDue();
      expect(await seen(c)).not.toContain('Later');
      t.clock.advance(HOUR + 1000);
      await scheduler.worker.runDue();
      expect(await seen(c)).toContain('Later');
      expect(await listed(scheduled.id)).toMatchObject({ status: 'published', recipients: 1, publishedAt: '2026-06-02T10:00:01.000Z' });
      await scheduler.worker.runDue();
      expect((await seen(c)).filter((x) => x === 'Later')).toHaveLength(1);
      expect((await audits(t, 'notification.scheduledPublish')).some((l) => l.targetId === scheduled.id)).toBe(true);

      const takenBack = (await ok<AdminNotificationAnswer>(compose({ title: 'Never', content: 'x', audience: 'all', send: 'schedule', scheduledAt: '2026-06-02T11:00:00Z' }))).notification;
      expect((await ok<AdminNotificationAnswer>(authed(t, a, 'POST', '/api/notificationAdmin/unschedule', { id: takenBack.id }))).notification).toMatchObject({ status: 'draft', scheduledAt: null });
      expectError(await authed(t, a, 'POST', '/api/notificationAdmin/unschedule', { id: takenBack.id }), 400, undefined, 'NOT_SCHEDULED');
      const gone = await customer(t, 'DE', 'notgone');
      const failing = (await ok<AdminNotificationAnswer>(compose({ title: 'To nobody', content: 'x', audience: 'user', username: gone.username, send: 'schedule', scheduledAt: '2026-06-02T10:30:00Z' }))).notification;
      await t.database.db.delete(users).where(eq(users.id, gone.userId));
      t.clock.advance(2 * HOUR);
      await scheduler.worker.runDue();
      expect(await listed(takenBack.id)).toMatchObject({ status: 'draft' });
      expect(await listed(failing.id)).toMatchObject({ status: 'failed', error: `There is no user "${gone.username}".` });
      expect(await seen(c)).not.toContain('Never');

      // A draft is published by hand, once.
      const draft = (await ok<AdminNotificationAnswer>(compose({ title: 'Draft', content: 'x', audience: 'user', username: c.username, send: 'draft' }))).notification;
      expect(draft.status).toBe('draft');
      expect((await ok<AdminNotificationAnswer>(authed(t, a, 'POST', '/api/notificationAdmin/publish', { id: draft.id }))).notification.status).toBe('published');
      expectError(await authed(t, a, 'POST', '/api/notificationAdmin/publish', { id: draft.id }), 400, undefined, 'ALREADY_PUBLISHED');
    });

    it('refuses bad input with 400 and changes nothing; members and CMS managers get 403', async () => {
      const count = async () => (await t.database.db.select().from(entities).where(eq(entities.model, 'DomainNotification'))).length;
      const before = await count();
      for (const [body, code] of [
        [{ title: ' ', content: 'x', audience: 'all', send: 'now' }, 'NOTIFICATION_NO_TITLE'],
        [{ title: 'x', content: '', audience: 'all', send: 'now' }, 'NOTIFICATION_NO_CONTENT'],
        [{ title: 'x', content: 'x', audience: 'plan', send: 'now' }, 'UNKNOWN_PLAN'],
        [{ title: 'x', content: 'x', audience: 'plan', plan: 'gold', send: 'now' }, 'UNKNOWN_PLAN'],
        [{ title: 'x', content: 'x', audience: 'user', username: 'nobodyAtAll', send: 'now' }, 'UNKNOWN_USER'],
        [{ title: 'x', content: 'x', audience: 'user', send: 'now' }, 'UNKNOWN_USER'],
        [{ title: 'x', content: 'x', audience: 'all', send: 'schedule' }, 'NOTIFICATION_NO_TIME'],
        [{ title: 'x', content: 'x', audience: 'all', send: 'schedule', scheduledAt: 'tomorrow' }, 'NOTIFICATION_NO_TIME'],
        [{ title: 'x', content: 'x', audience: 'all', send: 'schedule', scheduledAt: '2020-01-01T00:00:00Z' }, 'NOTIFICATION_PAST'],
        [{ title: 'x', content: 'x', audience: 'all', send: 'schedule', scheduledAt: '2099-01-01T00:00:00Z' }, 'NOTIFICATION_TOO_LATE'],
        [{ title: 'x', content: 'x', audience: 'nobody', send: 'now' }, undefined],
        [{ title: 'x', content: 'x', audience: 'all', send: 'later' }, undefined],
        [{ title: 'x'.repeat(201), content: 'x', audience: 'all', send: 'now' }, undefined],
      ] as const) {
        expectError(await compose(body as Record<string, unknown>), 400, undefined, code);
      }
      expect(await count()).toBe(before);
      expectError(await authed(t, a, 'POST', '/api/notificationAdmin/publish', { id: '00000000-0000-4000-8000-000000000000' }), 404);
      expectError(await authed(t, a, 'POST', '/api/notificationAdmin/publish', { id: 'nope' }), 400);
      const member = await customer(t);
      for (const s of [member, cms]) {
        expectError(await compose({ title: 'x', content: 'x', audience: 'all', send: 'now' }, s), 403);
        expectError(await authed(t, s, 'GET', '/api/notificationAdmin/notifications'), 403);
        expectError(await authed(t, s, 'POST', '/api/notificationAdmin/publish', { id: '00000000-0000-4000-8000-000000000000' }), 403);
      }
      expect(await count()).toBe(before);
    });
  });

  describe('deleting a test account', () => {
    it('an admin deletes a cypresstest account by username, audited; any other account is refused', async () => {
      const test = await registerAndVerify(t, { username: `cypresstest${Date.now().toString(36)}` });
      const res = await ok<{ success: boolean }>(authed(t, a, 'POST', '/api/deleteAccount', { username: test.username }));
      expect(res.success).toBe(true);
      expect(await t.database.db.select().from(users).where(eq(users.usernameLower, test.username.toLowerCase()))).toEqual([]);
      expect((await audits(t, 'admin.deleteAccount')).at(-1)!.details).toMatchObject({ username: test.username, before: { exists: true }, after: { exists: false } });

      const member = await customer(t, 'DE', 'keepme');
      expectError(await authed(t, a, 'POST', '/api/deleteAccount', { username: member.username }), 403, 'Could not delete account');
      expectError(await authed(t, a, 'POST', '/api/deleteAccount', { username: 'cypresstestNobody' }), 404);
      expectError(await authed(t, a, 'POST', '/api/deleteAccount', { username: '' }), 400);
      const victim = await registerAndVerify(t, { username: `cypresstest${Math.random().toString(36).slice(2, 8)}` });
      expectError(await authed(t, member, 'POST', '/api/deleteAccount', { username: victim.username }), 403);
      expectError(await authed(t, cms, 'POST', '/api/deleteAccount', { username: victim.username }), 403);
      expect(await t.database.db.select().from(users).where(eq(users.usernameLower, victim.username.toLowerCase()))).toHaveLength(1);
      expect(await t.database.db.select().from(users).where(eq(users.id, member.userId))).toHaveLength(1);
    });
  });
});

describe.each(BACKENDS)('the Stripe adapter\'s balance transactions against a local fake on %s', (backend) => {
  let t: TestApp;
  let fake: FakeStripe;

  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await createTestApp(backend, {
      seed: true,
      env: { ...LONG_SESSIONS, PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_WEBHOOK_SECRET: 'whsec_test_rangescope', STRIPE_API_BASE: fake.url },
    });
    t.clock.now = new Date('2026-07-20T12:00:00Z');
  }, 180_000);
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('reads every page of Stripe\'s balance transactions and answers payments and refunds only one side knows, and amounts that differ', async () => {
    const c = await customer(t, 'DE', 'stripediff');
    const db = t.database.db;
    let seq = 0;
    const invoiceFor = async (paymentRef: string, totalCents: number, issuedAt: string) => {
      const [order] = await db.insert(billingOrders).values({
        userId: c.userId, kind: 'pack', sku: '001', provider: 'stripe', status: 'paid', netCents: totalCents - 190, vatRateBp: 1900, vatCents: 190,
        totalCents, countryCode: 'DE', vatCountry: 'DE', providerPaymentId: paymentRef, paidAt: new Date(issuedAt), createdAt: new Date(issuedAt),
      }).returning();
      seq += 1;
      await db.insert(billingInvoices).values({
        number: `RS-2026-9${String(seq).padStart(5, '0')}`, year: 2026, seq: 90_000 + seq, orderId: order!.id, userId: c.userId, issuedAt: new Date(issuedAt),
        buyer: { name: 'Stripe Diff', username: c.username, countryCode: 'DE' }, lines: [{ description: 'Pack', quantity: 1, netCents: totalCents - 190 }],
        netCents: totalCents - 190, discountCents: 0, vatRateBp: 1900, vatCents: 190, totalCents, currency: 'EUR', vatCountry: 'DE', provider: 'stripe',
      });
      return order!;
    };
    const same = await invoiceFor('pi_same', 1190, '2026-07-02T10:00:00Z');
    await invoiceFor('pi_changed', 1190, '2026-07-03T10:00:00Z');
    await invoiceFor('pi_only_ours', 1190, '2026-07-04T10:00:00Z');
    await db.insert(billingRefunds).values({
      orderId: same.id, amountCents: 500, reason: 'goodwill', status: 'succeeded', providerRefundId: 're_same', createdAt: new Date('2026-07-05T10:00:00Z'), settledAt: new Date('2026-07-05T10:00:00Z'),
    });
    const s = (iso: string) => Math.floor(Date.parse(iso) / 1000);
    fake.balanceTransactions = [
      { id: 'txn_5', object: 'balance_transaction', type: 'refund', amount: -300, currency: 'eur', created: s('2026-07-06T10:00:00Z'), source: { id: 're_only_theirs', object: 'refund', payment_intent: 'pi_same' } },
      { id: 'txn_4', object: 'balance_transaction', type: 'refund', amount: -500, currency: 'eur', created: s('2026-07-05T10:00:05Z'), source: { id: 're_same', object: 'refund', payment_intent: 'pi_same' } },
      { id: 'txn_3', object: 'balance_transaction', type: 'charge', amount: 2380, currency: 'eur', created: s('2026-07-04T11:00:00Z'), source: { id: 'ch_3', object: 'charge', payment_intent: 'pi_only_theirs' } },
      { id: 'txn_2', object: 'balance_transaction', type: 'charge', amount: 1000, currency: 'eur', created: s('2026-07-03T10:00:02Z'), source: { id: 'ch_2', object: 'charge', payment_intent: 'pi_changed' } },
      { id: 'txn_1', object: 'balance_transaction', type: 'charge', amount: 1190, currency: 'eur', created: s('2026-07-02T10:00:01Z'), source: { id: 'ch_1', object: 'charge', payment_intent: 'pi_same' } },
      { id: 'txn_0', object: 'balance_transaction', type: 'payout', amount: -9999, currency: 'eur', created: s('2026-07-04T00:00:00Z'), source: 'po_1' },
    ];
    fake.pageSize = 2;
    const answer = await ok<StripeDiffAnswer>(authed(t, await admin(t), 'POST', '/api/accounting/importStripeDataDiff', { from: '2026-07-01', to: '2026-07-31' }));
    expect(answer.provider).toBe('stripe');
    expect(answer.checked).toEqual({ invoices: 3, refunds: 1, transactions: 5 });
    expect(answer.differences.map((d) => [d.kind, d.document, d.ref, d.oursCents, d.providerCents])).toEqual([
      ['amountMismatch', 'invoice', 'pi_changed', 1190, 1000],
      ['missingAtProvider', 'invoice', 'pi_only_ours', 1190, null],
      ['missingLocally', 'invoice', 'pi_only_theirs', null, 2380],
      ['missingLocally', 'refund', 're_only_theirs', null, -300],
    ]);
    expect(answer.differences.find((d) => d.ref === 're_only_theirs')!.invoiceNumber).toMatch(/^RS-2026-9/);
    const calls = fake.find('GET', '/v1/balance_transactions');
    expect(calls.length).toBe(3);
    expect(calls[0]!.params.get('created[gte]')).toBe(String(s('2026-06-29T00:00:00Z')));
    expect(calls[0]!.params.get('created[lt]')).toBe(String(s('2026-08-03T00:00:00Z')));
    expect([...calls[0]!.params.entries()].filter(([k]) => k.startsWith('expand')).map(([, v]) => v)).toEqual(['data.source']);
    expect(calls[1]!.params.get('starting_after')).toBe('txn_4');

    fake.failNext = 5;
    expectError(await authed(t, await admin(t), 'POST', '/api/accounting/importStripeDataDiff', { from: '2026-07-01', to: '2026-07-31' }), 502, undefined, 'PROVIDER_UNAVAILABLE');
    fake.failNext = 0;
  });
});
