import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BACKENDS } from './support/testBackends';
import { createTestApp, type TestApp } from './support/testApp';
import { TEST_MARKET_AT, testMarket } from './support/testMarket';
import { expectError, userRow, type Session } from './support/accounts';
import { call, demo, ok } from './support/engine';
import { recordActivations } from '../../server/assets/activeTickers';
import { newsletterDeliveries, newsletterSubscribers, outboxMails, users } from '../../server/db/schema';
import type { MarketSnapshot } from '../../server/market/marketService';
import { newsletterServiceOf } from '../../server/newsletters/newsletterService';
import { NEWSLETTER_RULES } from '../../product/newsletterRules';
import { mutationsOf, queryMutationsOf } from './support/fuzzBodies';
import type { AssetRow, NewsletterAdminPreview, NewsletterPreview, NewsletterResponse, NewsletterSendAnswer, OutboxAnswer } from '../../contracts';

/** Issue 26 scope 5: the newsletter signup, double opt-in, unsubscribe, issues and their sending. */

const SUBSCRIBE = '/api/promo-subscriptions/subscribe';

describe.each(BACKENDS)('newsletters on %s', (backend) => {
  let t: TestApp;
  let snapshot: MarketSnapshot;
  let admin: Session;
  let free: Session;
  /** Tickers of the snapshot that closed outside their range, and that changed a signal on its session. */
  let breached: AssetRow[];
  let signalled: string[];

  const subscribe = (body: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: SUBSCRIBE, payload: body as Record<string, unknown>, headers });
  /** The newest mail of a kind to an address, read from the outbox as a local user reads it. */
  const outboxMail = async (to: string, kind: string) => {
    const answer = ok<OutboxAnswer>(await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` }));
    return answer.mails.find((m) => m.kind === kind);
  };
  const tokenOf = (link: string | undefined): string => new URL(link!).searchParams.get('token')!;
  const service = () => newsletterServiceOf(t.app);

  beforeAll(async () => {
    const market = await testMarket();
    snapshot = market.snapshot()!;
    t = await createTestApp(backend, { seed: true, market });
    t.clock.now = new Date(TEST_MARKET_AT);
    [admin, free] = await Promise.all([demo(t, 'demoadmin'), demo(t, 'demofree')]);
    const rows = snapshot.rows.allRows();
    breached = rows.filter((r) => r.aboveEODRange === true || r.belowEODRange === true).slice(0, 3);
    const today = snapshot.signals.allRows().filter((s) => s.date === snapshot.asOf);
    signalled = [...new Set(today.map((s) => s.ticker))].slice(0, 3);
    // Activated by a member, these tickers are in the free summary's set the daily issue looks at.
    const eliteId = (await userRow(t, 'demoelite')).id;
    await recordActivations(t.database.db, eliteId, [...breached.map((r) => r.ticker), ...signalled], true, t.clock.now);
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  it('refuses bad input with the spec\'s messages (400) and stores nothing', async () => {
    expectError(await subscribe({ email: '', name: 'Ann' }), 400, 'Please fill in both email and name fields.');
    expectError(await subscribe({ email: 'ann@example.com', name: '   ' }), 400, 'Please fill in both email and name fields.');
    expectError(await subscribe({ email: 'ann@example.com' }), 400, 'Please fill in both email and name fields.');
    expectError(await subscribe({ email: 'not-an-address', name: 'Ann' }), 400, 'Please enter a valid email address.');
    expectError(await subscribe({ email: 'ann@example.com', name: 'x'.repeat(NEWSLETTER_RULES.nameMaxLength + 1) }), 400);
    expectError(await subscribe({ email: 'ann@example.com', name: 'Ann', admin: true }), 400);
    expectError(await subscribe({ email: 42, name: 'Ann' }), 400);
    expectError(await t.app.inject({ method: 'POST', url: '/api/promo-subscriptions/confirm', payload: {} }), 400);
    expectError(await t.app.inject({ method: 'POST', url: '/api/promo-subscriptions/unsubscribe', payload: { token: 'forged.token' } }), 400, 'This unsubscribe link is not valid.');
    expect(await t.database.db.select().from(newsletterSubscribers)).toHaveLength(0);
  });

  it('subscribes with double opt-in: a confirmation mail, its link confirms once; a second signup makes no second subscription', async () => {
    const answer = ok<NewsletterResponse>(await subscribe({ email: ' Ann@Example.com ', name: 'Ann' }));
    expect(answer).toEqual({ success: true, message: 'Successfully subscribed! Please check your email to confirm.' });
    const mail = await outboxMail('ann@example.com', 'newsletterConfirm');
    expect(mail?.subject).toBe('Please confirm your RangeScope newsletter subscription');
    expect(mail?.links).toHaveLength(2);
    const [confirmLink, unsubscribeLink] = mail!.links;
    expect(confirmLink).toMatch(/^http:\/\/localhost:8080\/newsletter\/confirm\?token=/);
    expect(unsubscribeLink).toMatch(/^http:\/\/localhost:8080\/newsletter\/unsubscribe\?token=/);
    const [pending] = await t.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, 'ann@example.com'));
    expect(pending?.status).toBe('pending');
    expect(pending?.confirmTokenHash).not.toBe(tokenOf(confirmLink));

    expect(ok<NewsletterResponse>(await t.app.inject({ method: 'POST', url: '/api/promo-subscriptions/confirm', payload: { token: tokenOf(confirmLink) } })).success).toBe(true);
    expectError(await t.app.inject({ method: 'POST', url: '/api/promo-subscriptions/confirm', payload: { token: tokenOf(confirmLink) } }), 400, /invalid or has expired/);
    const before = t.mails.length;
    ok(await subscribe({ email: 'ann@example.com', name: 'Ann B.' }));
    expect(t.mails.length, 'a confirmed address gets no second confirmation').toBe(before);
    const rows = await t.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, 'ann@example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'confirmed', name: 'Ann B.' });
  });

  it('mails a German confirmation to a German signup', async () => {
    ok(await subscribe({ email: 'dora@example.com', name: 'Dora' }, { 'accept-language': 'de-DE,de;q=0.9' }));
    const mail = await outboxMail('dora@example.com', 'newsletterConfirm');
    expect(mail?.language).toBe('de');
    expect(mail?.subject).toBe('Bitte bestätigen Sie Ihr RangeScope-Newsletter-Abonnement');
  });

  it('limits the signups of one address (429) and lets a link expire', async () => {
    for (let i = 0; i < NEWSLETTER_RULES.signupsPerAddress; i++) ok(await subscribe({ email: 'many@example.com', name: 'Many' }));
    const sent = t.mails.filter((m) => m.to === 'many@example.com').length;
    const res = await subscribe({ email: 'many@example.com', name: 'Many' });
    expectError(res, 429, /Too many signups/, 'RATE_LIMITED');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(t.mails.filter((m) => m.to === 'many@example.com').length).toBe(sent);
    const link = (await outboxMail('many@example.com', 'newsletterConfirm'))!.links[0];
    t.clock.advance(NEWSLETTER_RULES.confirmLinkValidHours * 3_600_000 + 1000);
    try {
      expectError(await t.app.inject({ method: 'POST', url: '/api/promo-subscriptions/confirm', payload: { token: tokenOf(link) } }), 400, /expired/);
      ok(await subscribe({ email: 'many@example.com', name: 'Many' }));
    } finally {
      t.clock.now = new Date(TEST_MARKET_AT);
    }
  });

  it('composes the daily issue from the snapshot: the main markets, the real range breaches and signal changes', async () => {
    expect(breached.length, 'the test market has range breaches').toBeGreaterThan(0);
    expect(signalled.length, 'the test market has signal changes on its session').toBeGreaterThan(0);
    const preview = ok<NewsletterPreview>(await t.app.inject({ method: 'GET', url: '/api/promo-subscriptions/preview' }));
    expect(preview.issueKey).toBe(`daily:${snapshot.asOf}`);
    const content = preview.content!;
    expect(content.asOfDate).toBe(snapshot.asOf);
    expect(content.markets.map((m) => m.ticker)).toEqual(['SPY', 'GLD', 'QQQ', 'UUP', 'USO', 'TLT']);
    for (const row of breached) {
      const breach = content.breaches.find((b) => b.ticker === row.ticker);
      expect(breach, row.ticker).toBeDefined();
      expect(breach!.direction).toBe(row.aboveEODRange ? 'above' : 'below');
      expect(breach!.latestPrice).toBe(row.latestPrice);
    }
    const expected = snapshot.signals.allRows().filter((s) => s.date === snapshot.asOf && signalled.includes(s.ticker));
    for (const s of expected) {
      expect(content.changes).toContainEqual(expect.objectContaining({ ticker: s.ticker, signalClass: s.signalClass, from: s.signalDirectionPrior, to: s.signalDirectionNew }));
    }
    for (const c of content.changes) expect(snapshot.signals.allRows().some((s) => s.date === snapshot.asOf && s.ticker === c.ticker && s.signalClass === c.signalClass)).toBe(true);
  });

  it('sends the daily issue to confirmed subscribers only, once per issue and address, with an unsubscribe link that works without signing in', async () => {
    const first = await service().onSnapshot(snapshot);
    expect(first.daily).toBe(1);
    expect(await service().worker.runDue()).toBeGreaterThanOrEqual(1);
    const mail = await outboxMail('ann@example.com', 'newsletterDaily');
    expect(mail?.subject).toBe(`RangeScope daily: the markets on ${snapshot.asOf}`);
    expect(mail?.text).toContain(breached[0]!.ticker);
    expect(t.mails.some((m) => m.to === 'dora@example.com' && m.kind === 'newsletterDaily'), 'not confirmed').toBe(false);

    // The same snapshot again, a worker pass again, an admin's "send now": nobody gets it twice.
    expect((await service().onSnapshot(snapshot)).daily).toBe(0);
    expect(await service().worker.runDue()).toBe(0);
    const again = ok<NewsletterSendAnswer>(await call(t, admin, 'POST', '/api/admin/newsletters/send', { kind: 'daily' }));
    expect(again).toEqual({ issueKey: `daily:${snapshot.asOf}`, queued: 0, alreadyQueued: 1 });
    expect(t.mails.filter((m) => m.to === 'ann@example.com' && m.kind === 'newsletterDaily')).toHaveLength(1);

    const unsubscribe = mail!.links.at(-1)!;
    expect(unsubscribe).toMatch(/\/newsletter\/unsubscribe\?token=/);
    expect(ok<NewsletterResponse>(await t.app.inject({ method: 'POST', url: '/api/promo-subscriptions/unsubscribe', payload: { token: tokenOf(unsubscribe) } })).success).toBe(true);
    ok(await t.app.inject({ method: 'POST', url: '/api/promo-subscriptions/unsubscribe', payload: { token: tokenOf(unsubscribe) } }));
    const [row] = await t.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, 'ann@example.com'));
    expect(row?.status).toBe('unsubscribed');
    expect(await service().recipients('daily')).toHaveLength(0);
  });

  it('mails the monthly Elite issue to Elite members who take mail, listing only eligible tickers with their levels', async () => {
    const optOut = (await userRow(t, 'demoadmin')).id;
    await t.database.db.update(users).set({ emailOptIn: false }).where(eq(users.id, optOut));
    try {
      const audience = (await service().recipients('monthly')).map((r) => r.email).sort();
      const elite = await userRow(t, 'demoelite');
      expect(audience).toEqual([elite.email.toLowerCase()]);
    } finally {
      await t.database.db.update(users).set({ emailOptIn: true }).where(eq(users.id, optOut));
    }
    const preview = ok<NewsletterAdminPreview>(await call(t, admin, 'GET', '/api/admin/newsletters/preview?kind=monthly'));
    expect(preview.issueKey).toBe(`monthly:${snapshot.asOf.slice(0, 7)}`);
    expect(preview.recipients).toBe(2);
    const content = preview.content;
    if (content.kind !== 'monthly') throw new Error('a monthly issue');
    expect(content.lines.length).toBeGreaterThan(0);
    const source = (await testMarket()).source;
    for (const line of content.lines) {
      const instrument = source.getInstrument(line.ticker)!;
      if (instrument.type === 'stock') {
        expect(instrument.country).toBe('US');
        expect(line.capitalisation).toBeGreaterThan(NEWSLETTER_RULES.eliteMinStockMarketCapUsd);
      } else {
        expect(instrument.type).toBe('etf');
        expect(line.capitalisation).toBeGreaterThan(NEWSLETTER_RULES.eliteMinEtfAumUsd);
      }
      const row = snapshot.rows.row(line.ticker)!;
      expect(line.triggerHigh).toBe(row.stRange.upperVolatilityRange);
      expect(line.targetLow).toBe(row.ltRange.lowerVolatilityRange);
      expect(line.callWall).toBe(row.gammaMetrics.gamma.callWallLevel);
    }
    const small = source.listInstruments().find((i) => i.type === 'stock' && i.sharesOutstanding !== null && i.sharesOutstanding * (snapshot.rows.row(i.ticker)?.latestPrice ?? 0) < 1e9);
    if (small) expect(content.lines.some((l) => l.ticker === small.ticker)).toBe(false);

    // Sent by the queue (the issue was composed with the daily one above), once; the member's link unsubscribes them.
    await service().onSnapshot(snapshot);
    await service().worker.runDue();
    const elite = await userRow(t, 'demoelite');
    const mails = t.mails.filter((m) => m.to === elite.email.toLowerCase() && m.kind === 'newsletterMonthly');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(content.lines[0]!.ticker);
    const freeEmail = (await userRow(t, 'demofree')).email.toLowerCase();
    expect(t.mails.some((m) => m.kind === 'newsletterMonthly' && m.to === freeEmail)).toBe(false);
    const token = tokenOf(mails[0]!.links.at(-1));
    ok(await t.app.inject({ method: 'POST', url: '/api/promo-subscriptions/unsubscribe', payload: { token } }));
    expect((await service().recipients('monthly')).map((r) => r.email)).not.toContain(elite.email.toLowerCase());
  });

  it('does not send twice when a worker is restarted mid-issue', async () => {
    ok(await subscribe({ email: 'bob@example.com', name: 'Bob' }));
    const link = (await outboxMail('bob@example.com', 'newsletterConfirm'))!.links[0];
    ok(await t.app.inject({ method: 'POST', url: '/api/promo-subscriptions/confirm', payload: { token: tokenOf(link) } }));
    const sent = ok<NewsletterSendAnswer>(await call(t, admin, 'POST', '/api/admin/newsletters/send', { kind: 'daily' }));
    expect(sent.queued).toBe(1);
    // Two workers (two servers, or one restarted) work the same queue.
    const { NewsletterService } = await import('../../server/newsletters/newsletterService');
    const other = new NewsletterService(t.app);
    const [a, b] = await Promise.all([service().worker.runDue(), other.worker.runDue()]);
    expect(a + b).toBe(1);
    expect(await other.worker.runDue()).toBe(0);
    expect(t.mails.filter((m) => m.to === 'bob@example.com' && m.kind === 'newsletterDaily')).toHaveLength(1);
    const rows = await t.database.db.select().from(newsletterDeliveries).where(eq(newsletterDeliveries.email, 'bob@example.com'));
    expect(rows.map((r) => r.status)).toEqual(['sent']);
    expect((await t.database.db.select().from(outboxMails).where(eq(outboxMails.toAddress, 'bob@example.com'))).filter((m) => m.kind === 'newsletterDaily')).toHaveLength(1);
  });

  it('lets only admins preview and send (401, 403), and checks the kind (400)', async () => {
    expectError(await call(t, null, 'GET', '/api/admin/newsletters/preview?kind=daily'), 401);
    expectError(await call(t, free, 'GET', '/api/admin/newsletters/preview?kind=daily'), 403);
    expectError(await call(t, free, 'POST', '/api/admin/newsletters/send', { kind: 'daily' }), 403);
    expectError(await call(t, admin, 'GET', '/api/admin/newsletters/preview?kind=weekly'), 400);
    expectError(await call(t, admin, 'POST', '/api/admin/newsletters/send', { kind: 'weekly' }), 400);
    const preview = ok<NewsletterAdminPreview>(await call(t, admin, 'GET', '/api/admin/newsletters/preview?kind=daily'));
    expect(preview.subject).toBe(`RangeScope daily: the markets on ${snapshot.asOf}`);
    expect(preview.text).toContain('Notable range breaches');
    expect(preview.text).toContain(breached[0]!.ticker);
    expect(preview.sent).toBeGreaterThanOrEqual(2);
  });

  it('answers every hostile variant of its bodies and queries with a 4xx (never a 5xx), and a refused one changes nothing', async () => {
    const state = async () => JSON.stringify(await t.database.db.select().from(newsletterSubscribers).orderBy(newsletterSubscribers.email));
    const bodies: [string, Record<string, unknown>, Session | null][] = [
      ['/api/promo-subscriptions/subscribe', { email: 'fuzz@example.com', name: 'Fuzz', language: 'en' }, null],
      ['/api/promo-subscriptions/confirm', { token: 'A'.repeat(43) }, null],
      ['/api/promo-subscriptions/unsubscribe', { token: 'A'.repeat(43) }, null],
      ['/api/admin/newsletters/send', { kind: 'daily' }, admin],
    ];
    for (const [url, base, who] of bodies) {
      for (const m of mutationsOf(base)) {
        const payload = m.payload();
        const before = await state();
        const res = await t.app.inject({
          method: 'POST', url, ...(payload === undefined ? {} : { payload }),
          headers: { 'content-type': 'application/json', ...(who ? { authorization: who.authorization } : {}) },
        });
        expect(res.statusCode, `${url} ${m.label}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
        if (res.statusCode >= 400 && res.statusCode !== 429) expect(await state(), `${url} ${m.label}`).toBe(before);
      }
    }
    for (const q of queryMutationsOf({ kind: 'daily' })) {
      const res = await call(t, admin, 'GET', `/api/admin/newsletters/preview?${q.query}`);
      expect(res.statusCode, `preview ${q.label}`).toBeLessThan(500);
    }
  });
});
