import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { BACKENDS } from './support/testBackends';
import { createTestApp, type TestApp } from './support/testApp';
import { authed, expectError, signIn, type Session } from './support/accounts';
import { admin, customer, ok } from './support/billingFlows';
import { eodCsv } from './support/eodCsv';
import { auditLog, brokenTickerReports, dailyCandles, instruments, suspectedSplits } from '../../server/db/schema';
import { createSimulatedMarket } from '../../server/market/simulation';
import { MarketService } from '../../server/market/marketService';
import { createLayeredMarketSource, loadImportedMarket } from '../../server/market/import';
import { TICKER_ADMIN_RULES } from '../../product/tickerAdminRules';
import type { AdminActionAnswer, BrokenTickerListAnswer, SuspectedSplitsAnswer, TickerSourcesAnswer, TickerUploadAnswer } from '../../contracts';

const AT = new Date('2026-11-20T20:00:00Z');
const BOUNDARY = '----rangescope-ticker-admin';

function upload(t: TestApp, s: Pick<Session, 'authorization'>, filename: string, text: string) {
  const payload = Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: text/csv\r\n\r\n`),
    Buffer.from(text), Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  return t.app.inject({ method: 'POST', url: '/api/tickerAdmin/upload', payload, headers: { authorization: s.authorization, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } });
}

/** Waits until the market has published a snapshot after the change (the calls start one). */
async function settled(market: MarketService, afterVersion: number): Promise<void> {
  for (let i = 0; i < 600 && ((market.snapshot()?.version ?? 0) <= afterVersion || market.status().running); i++) await new Promise((r) => setTimeout(r, 50));
}

describe.each(BACKENDS)('the ticker admin calls on %s', (backend) => {
  let t: TestApp;
  let market: MarketService;
  let cms: Session;

  beforeAll(async () => {
    const simulated = createSimulatedMarket({ seed: 'ticker-admin', size: 120, now: () => AT });
    market = new MarketService({
      source: simulated, workers: 0, now: () => AT,
      reloadSource: async () => {
        const imported = await loadImportedMarket(t.database.db);
        return imported.series.size ? createLayeredMarketSource(simulated, imported) : simulated;
      },
    });
    await market.refresh();
    t = await createTestApp(backend, { seed: true, market });
    cms = await signIn(t, { username: 'democms', password: 'Demo1234' });
  }, 300_000);
  afterAll(async () => { await market.stop(); await t.close(); });

  const audits = (action: string, targetId: string) =>
    t.database.db.select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)));

  it('imports an uploaded EOD CSV with the import code, serves the ticker after the snapshot and audits it', async () => {
    const a = await admin(t);
    const version = market.snapshot()!.version;
    const answer = await ok<TickerUploadAnswer>(upload(t, a, 'NEWCO.csv', eodCsv({ bars: 300 })));
    expect(answer.tickers).toEqual([{ ticker: 'NEWCO', rows: 300, firstDate: expect.any(String) as string, lastDate: '2026-11-19', replaced: false }]);
    expect(answer.msg).toMatch(/^Successful: 300 row\(s\) of NEWCO imported from NEWCO\.csv/);
    await settled(market, version);
    expect(market.store()!.indexOf('NEWCO')).toBeGreaterThanOrEqual(0);
    const sources = await ok<TickerSourcesAnswer>(authed(t, a, 'GET', '/api/tickerAdmin/sources'));
    expect(sources.tickers.find((x) => x.ticker === 'NEWCO')).toMatchObject({ source: 'import', rows: 300, served: true, inDemoData: false });
    expect(sources.sources.map((x) => x.id)).toEqual(['import', 'simulated']);
    const [line] = await audits('admin.tickerUpload', 'NEWCO');
    expect(line?.details).toMatchObject({ file: 'NEWCO.csv', before: { NEWCO: null }, after: { NEWCO: { source: 'import', rows: 300 } } });
  }, 60_000);

  it('refuses a bad CSV with its line and reason and changes nothing', async () => {
    const a = await admin(t);
    const bad = eodCsv({ bars: 30 }).split('\n');
    bad[5] = bad[5]!.replace(/,(\d+)$/, ',-5');
    const body = expectError(await upload(t, a, 'BADCO.csv', bad.join('\n')), 400, undefined, 'IMPORT_REFUSED');
    expect(body.message).toMatch(/^BADCO\.csv:6: /);
    expect((body.issues as { line: number }[])[0]?.line).toBe(6);
    expect(await t.database.db.select().from(instruments).where(eq(instruments.ticker, 'BADCO'))).toHaveLength(0);
    expect(await t.database.db.select().from(dailyCandles).where(eq(dailyCandles.ticker, 'BADCO'))).toHaveLength(0);
    expectError(await upload(t, a, 'notes.txt', 'x'), 400, undefined, 'NOT_CSV');
    const two = Buffer.from([
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="A.csv"\r\nContent-Type: text/csv\r\n\r\n${eodCsv({ bars: 5 })}\r\n`,
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="B.csv"\r\nContent-Type: text/csv\r\n\r\n${eodCsv({ bars: 5 })}\r\n--${BOUNDARY}--\r\n`,
    ].join(''));
    expectError(await t.app.inject({ method: 'POST', url: '/api/tickerAdmin/upload', payload: two, headers: { authorization: a.authorization, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } }), 400, undefined, 'ONE_FILE');
    expect(await t.database.db.select().from(instruments).where(inArray(instruments.ticker, ['A', 'B']))).toHaveLength(0);
    expectError(await authed(t, a, 'POST', '/api/tickerAdmin/upload', { file: 'x' }), 400, undefined, 'NOT_MULTIPART');
    expect(await audits('admin.tickerUpload', 'BADCO')).toHaveLength(0);
  });

  it('routes an imported ticker to the demo data and back, audited', async () => {
    const a = await admin(t);
    const demoTicker = market.source.listInstruments().find((i) => i.type === 'stock')!.ticker;
    await ok(upload(t, a, `${demoTicker}.csv`, eodCsv({ bars: 120, seed: 3 })));
    await settled(market, market.snapshot()!.version);
    const route = async (source: string) => ok<AdminActionAnswer>(authed(t, a, 'POST', '/api/tickerAdmin/route', { ticker: demoTicker.toLowerCase(), source }));
    expect((await route('simulated')).msg).toMatch(/^Successful: .* Demo data/);
    expect((await t.database.db.select().from(instruments).where(eq(instruments.ticker, demoTicker)))[0]?.source).toBe('simulated');
    expect((await route('simulated')).msg).toBe(`${demoTicker} is already served from Demo data.`);
    expect((await route('import')).msg).toMatch(/Imported end-of-day data/);
    const lines = await audits('admin.tickerRoute', demoTicker);
    expect(lines.map((l) => l.details)).toEqual([
      { before: { source: 'import' }, after: { source: 'simulated' } },
      { before: { source: 'simulated' }, after: { source: 'import' } },
    ]);
    expectError(await authed(t, a, 'POST', '/api/tickerAdmin/route', { ticker: 'NEWCO', source: 'simulated' }), 400, undefined, 'NOT_IN_DEMO_DATA');
    expectError(await authed(t, a, 'POST', '/api/tickerAdmin/route', { ticker: 'NOPE', source: 'import' }), 400, undefined, 'NO_IMPORTED_DATA');
    expectError(await authed(t, a, 'POST', '/api/tickerAdmin/route', { ticker: 'NEWCO', source: 'feed' }), 400);
  }, 60_000);

  it('takes members\' bad-data reports, rate-limited, and lets admins resolve them, audited', async () => {
    const a = await admin(t);
    const m = await customer(t);
    const ticker = market.store()!.columnValues('ticker')[0] as string;
    expect((await ok<AdminActionAnswer>(authed(t, m, 'POST', '/api/brokenTicker', { ticker: ticker.toLowerCase(), comment: ' wrong close ' }))).msg)
      .toBe(`Thank you. Your report about ${ticker} was sent to our data team.`);
    expect((await ok<AdminActionAnswer>(authed(t, m, 'POST', '/api/brokenTicker', { ticker }))).msg).toBe(`You have already reported ${ticker}. We are looking into it.`);
    expectError(await authed(t, m, 'POST', '/api/brokenTicker', { ticker: 'NO-SUCH' }), 400, undefined, 'UNKNOWN_TICKER');
    expectError(await authed(t, m, 'POST', '/api/brokenTicker', { ticker, comment: 'x'.repeat(TICKER_ADMIN_RULES.reportCommentMaxLength + 1) }), 400);
    const others = market.store()!.columnValues('ticker').slice(1, TICKER_ADMIN_RULES.reportsPerWindow) as string[];
    for (const x of others) await ok(authed(t, m, 'POST', '/api/brokenTicker', { ticker: x }));
    const extra = market.store()!.columnValues('ticker')[TICKER_ADMIN_RULES.reportsPerWindow] as string;
    expectError(await authed(t, m, 'POST', '/api/brokenTicker', { ticker: extra }), 429, undefined, 'TOO_MANY_REPORTS');
    expect(await t.database.db.select().from(brokenTickerReports).where(eq(brokenTickerReports.userId, m.userId))).toHaveLength(TICKER_ADMIN_RULES.reportsPerWindow);

    const list = await ok<BrokenTickerListAnswer>(authed(t, a, 'GET', '/api/brokenTicker'));
    const report = list.reports.find((r) => r.ticker === ticker && r.username === m.account.username)!;
    expect(report).toMatchObject({ comment: 'wrong close', status: 'open' });
    expect((await ok<AdminActionAnswer>(authed(t, a, 'POST', '/api/brokenTicker/resolve', { id: report.id, resolution: 'fixed the feed' }))).msg)
      .toBe(`Successful: the report about ${ticker} is resolved.`);
    expectError(await authed(t, a, 'POST', '/api/brokenTicker/resolve', { id: report.id }), 400, undefined, 'ALREADY_RESOLVED');
    expectError(await authed(t, a, 'POST', '/api/brokenTicker/resolve', { id: '00000000-0000-4000-8000-000000000000' }), 404);
    expectError(await authed(t, a, 'POST', '/api/brokenTicker/resolve', { id: 'x' }), 400);
    const resolved = await ok<BrokenTickerListAnswer>(authed(t, a, 'GET', '/api/brokenTicker?status=resolved'));
    expect(resolved.reports.find((r) => r.id === report.id)).toMatchObject({ status: 'resolved', resolvedBy: 'demoadmin', resolution: 'fixed the feed' });
    const [line] = await audits('admin.brokenTickerResolve', ticker);
    expect(line?.details).toMatchObject({ reportId: report.id, before: { status: 'open' }, after: { status: 'resolved', resolution: 'fixed the feed' } });
    expect(await audits('brokenTicker.report', ticker)).toHaveLength(1);
    expectError(await authed(t, a, 'GET', '/api/brokenTicker?status=maybe'), 400);
  });

  it('queues a suspected split of an upload; confirming adjusts the stored history and serves the ticker again', async () => {
    const a = await admin(t);
    const version = market.snapshot()!.version;
    await ok(upload(t, a, 'SPLITCO.csv', eodCsv({ bars: 300, splitAt: 290, ratio: 2, seed: 11 })));
    await settled(market, version);
    const store = market.store()!;
    expect(store.value(store.indexOf('SPLITCO'), 'potentialSplitError')).toBe(true);
    let queue: SuspectedSplitsAnswer = { splits: [] };
    for (let i = 0; i < 100 && !queue.splits.some((x) => x.ticker === 'SPLITCO'); i++) {
      queue = await ok<SuspectedSplitsAnswer>(authed(t, a, 'GET', '/api/assetActions/splits'));
      await new Promise((r) => setTimeout(r, 50));
    }
    const split = queue.splits.find((x) => x.ticker === 'SPLITCO')!;
    expect(split).toMatchObject({ ratio: '2:1', factor: 0.5, source: 'import', adjustable: true, status: 'pending' });
    const before = await t.database.db.select().from(dailyCandles).where(eq(dailyCandles.ticker, 'SPLITCO')).orderBy(dailyCandles.date);
    expect(before[290]!.date).toBe(split.date);

    const next = market.snapshot()!.version;
    const answer = await ok<AdminActionAnswer>(authed(t, a, 'POST', '/api/assetActions/splits/confirm', { id: split.id }));
    expect(answer.msg).toMatch(/^Successful: 290 bar\(s\) of SPLITCO before .* adjusted for the 2:1 split/);
    const after = await t.database.db.select().from(dailyCandles).where(eq(dailyCandles.ticker, 'SPLITCO')).orderBy(dailyCandles.date);
    expect(after[0]!.close).toBeCloseTo(before[0]!.close / 2, 6);
    expect(after[0]!.volume).toBe(Math.round(before[0]!.volume * 2));
    expect(after[295]!.close).toBe(before[295]!.close);
    await settled(market, next);
    const served = market.store()!;
    const i = served.indexOf('SPLITCO');
    expect(served.value(i, 'potentialSplitError')).toBe(false);
    expect(served.value(i, 'stRange')).not.toBeNull();
    const [line] = await audits('admin.splitConfirm', 'SPLITCO');
    expect(line?.details).toMatchObject({ ratio: '2:1', barsAdjusted: 290, before: { status: 'pending' }, after: { status: 'confirmed' } });
    expectError(await authed(t, a, 'POST', '/api/assetActions/splits/confirm', { id: split.id }), 400, undefined, 'ALREADY_DECIDED');
    const confirmed = await ok<SuspectedSplitsAnswer>(authed(t, a, 'GET', '/api/assetActions/splits?status=confirmed'));
    expect(confirmed.splits.find((x) => x.id === split.id)).toMatchObject({ status: 'confirmed', resolvedBy: 'demoadmin' });
  }, 90_000);

  it('dismisses a suspected split without touching the history; demo-data splits cannot be confirmed', async () => {
    const a = await admin(t);
    const [row] = await t.database.db.insert(suspectedSplits).values({
      ticker: 'NEWCO', date: '2026-10-01', ratio: '3:1', factor: 1 / 3, closeBefore: 90, closeAfter: 30, source: 'import', detectedAt: AT,
    }).returning();
    const [demo] = await t.database.db.insert(suspectedSplits).values({
      ticker: 'ZZDEMO', date: '2026-10-01', ratio: '2:1', factor: 0.5, closeBefore: 20, closeAfter: 10, source: 'simulated', detectedAt: AT,
    }).returning();
    const candles = await t.database.db.select().from(dailyCandles).where(eq(dailyCandles.ticker, 'NEWCO'));
    expect((await ok<AdminActionAnswer>(authed(t, a, 'POST', '/api/assetActions/splits/dismiss', { id: row!.id }))).msg)
      .toBe('Successful: the suspected 3:1 split of NEWCO on 2026-10-01 is dismissed.');
    expect(await t.database.db.select().from(dailyCandles).where(eq(dailyCandles.ticker, 'NEWCO'))).toEqual(candles);
    expect((await audits('admin.splitDismiss', 'NEWCO'))[0]?.details).toMatchObject({ before: { status: 'pending' }, after: { status: 'dismissed' } });
    expectError(await authed(t, a, 'POST', '/api/assetActions/splits/confirm', { id: demo!.id }), 400, undefined, 'NOT_ADJUSTABLE');
    expectError(await authed(t, a, 'POST', '/api/assetActions/splits/dismiss', { id: '00000000-0000-4000-8000-000000000000' }), 404);
    expectError(await authed(t, a, 'GET', '/api/assetActions/splits?status=open'), 400);
  });

  it('answers 403 to members and CMS managers on every admin call', async () => {
    const m = await customer(t);
    const id = '00000000-0000-4000-8000-000000000000';
    for (const who of [m, cms]) {
      expectError(await authed(t, who, 'GET', '/api/tickerAdmin/sources'), 403);
      expectError(await upload(t, who, 'X.csv', eodCsv({ bars: 10 })), 403);
      expectError(await authed(t, who, 'POST', '/api/tickerAdmin/route', { ticker: 'NEWCO', source: 'import' }), 403);
      expectError(await authed(t, who, 'GET', '/api/brokenTicker'), 403);
      expectError(await authed(t, who, 'POST', '/api/brokenTicker/resolve', { id }), 403);
      expectError(await authed(t, who, 'GET', '/api/assetActions/splits'), 403);
      expectError(await authed(t, who, 'POST', '/api/assetActions/splits/confirm', { id }), 403);
      expectError(await authed(t, who, 'POST', '/api/assetActions/splits/dismiss', { id }), 403);
    }
    expect(await t.database.db.select().from(instruments).where(eq(instruments.ticker, 'X'))).toHaveLength(0);
    expectError(await t.app.inject({ method: 'POST', url: '/api/brokenTicker', payload: { ticker: 'SPY' } }), 401);
  });
});
