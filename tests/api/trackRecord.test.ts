/**
 * Issue 21 scope 7: GET /api/reporting/trackRecord, how the ranges and ratings did on the data in
 * the system (docs/methodology.md "Track record"): signed-in members only, 503 while the market or
 * the first computation is not there, computed in the background and again after every snapshot.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS } from './support/testBackends';
import { createTestApp, type TestApp } from './support/testApp';
import { TEST_MARKET_AT, testMarket } from './support/testMarket';
import { expectError, type Session } from './support/accounts';
import { call, demo, ok } from './support/engine';
import type { MarketService } from '../../server/market/marketService';
import { H64_WINDOW, hurstAsOf, logReturns, SHORT_TERM_RANGE, volatilityRange } from '../../server/market/analytics';
import { TRACK_RECORD_SETTINGS } from '../../server/market/analytics/trackRecord';
import { trackRecordServiceOf } from '../../server/trackRecord/trackRecordService';
import { sampleByClass, TRACK_RECORD_SAMPLE_SIZE } from '../../server/trackRecord/trackRecordSample';
import type { CoverageRow, TrackRecordAnswer } from '../../contracts';

const PATH = '/api/reporting/trackRecord';

describe.each(BACKENDS)('track record on %s', (backend) => {
  let market: MarketService;
  let t: TestApp;
  let loading: TestApp;
  let free: Session;
  let premium: Session;
  let loadingSession: Session;

  beforeAll(async () => {
    market = await testMarket();
    t = await createTestApp(backend, { seed: true, market });
    t.clock.now = new Date(TEST_MARKET_AT);
    loading = await createTestApp(backend, { seed: true });
    [free, premium, loadingSession] = await Promise.all([demo(t, 'demofree'), demo(t, 'demopremium'), demo(loading, 'demopremium')]);
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await loading?.close();
  });

  it('needs a session (401) and the market (503 MARKET_LOADING), then answers 503 TRACK_RECORD_LOADING until computed', async () => {
    expectError(await call(t, null, 'GET', PATH), 401);
    expectError(await call(loading, loadingSession, 'GET', PATH), 503, /Market data is loading/, 'MARKET_LOADING');
    // The test app's service starts with the first request; the computation runs in the background.
    expectError(await call(t, premium, 'GET', PATH), 503, /being computed/, 'TRACK_RECORD_LOADING');
    await trackRecordServiceOf(t.app).settled();
    expect(ok<TrackRecordAnswer>(await call(t, free, 'GET', PATH)).snapshotVersion).toBe(market.snapshot()!.version);
  }, 120_000);

  it('answers coverage by asset class and quarter against the nominal 80 %, and the forward returns by rating', async () => {
    await trackRecordServiceOf(t.app).settled();
    const answer = ok<TrackRecordAnswer>(await call(t, free, 'GET', PATH));
    const snapshot = market.snapshot()!;
    expect(answer.asOfDate).toBe(snapshot.asOf);
    expect(answer.universe).toBe(market.source.listInstruments().length);
    expect(answer.instruments).toBe(TRACK_RECORD_SAMPLE_SIZE);
    expect([answer.step, answer.warmUp, answer.forwardSessions]).toEqual([5, 257, 15]);
    expect(answer.ranges.map((r) => [r.id, r.sessions, r.nominal])).toEqual([['shortTerm', 15, 0.8], ['longTerm', 63, 0.8]]);

    const sum = (rows: CoverageRow[]) => rows.reduce((s, r) => s + r.total, 0);
    for (const range of answer.ranges) {
      const { overall } = range;
      expect(overall.total).toBeGreaterThan(10_000);
      expect(overall.inside! + overall.above! + overall.below!).toBeCloseTo(1, 12);
      // Calibrated within a wide band on this small, short history (the tight check is rangeCalibration.test.ts).
      expect(overall.inside!).toBeGreaterThan(0.7);
      expect(overall.inside!).toBeLessThan(0.9);
      expect(sum(range.byAssetClass)).toBe(overall.total);
      expect(sum(range.byPeriod)).toBe(overall.total);
      expect(range.byAssetClass.map((r) => r.key)).toEqual(expect.arrayContaining(['stock', 'etf', 'index', 'crypto', 'fx', 'future']));
      expect(range.byPeriod.map((r) => r.key)).toEqual([...range.byPeriod.map((r) => r.key)].sort());
      for (const row of range.byPeriod) expect(row.key).toMatch(/^\d{4}-Q[1-4]$/);
    }
    expect(answer.trend.map((r) => r.rating)).toEqual(['trendBullish', 'trendNeutral', 'trendBearish']);
    expect(answer.momentum.map((r) => r.rating)).toEqual(['momentumBullish', 'momentumNeutral', 'momentumNeutralDanger', 'momentumBearish']);
    for (const row of [...answer.trend, ...answer.momentum]) {
      expect(row.count).toBeGreaterThan(0);
      expect(Math.abs(row.meanReturn!)).toBeLessThan(0.2);
      expect(row.shareUp!).toBeGreaterThan(0);
      expect(row.shareUp!).toBeLessThan(1);
    }
  });

  it("counts the indices' short-term coverage as an independent recomputation from the closes up to each date does", async () => {
    await trackRecordServiceOf(t.app).settled();
    const answer = ok<TrackRecordAnswer>(await call(t, premium, 'GET', PATH));
    const at = new Date(market.snapshot()!.at);
    let total = 0;
    let inside = 0;
    for (const instrument of sampleByClass(market.source.listInstruments()).filter((i) => i.type === 'index')) {
      const closes = market.source.getCandleColumns(instrument.ticker, { asOf: at })!.close;
      const returns = logReturns(closes);
      const n = closes.length;
      for (let d = TRACK_RECORD_SETTINGS.warmUp; d + SHORT_TERM_RANGE.horizon < n; d += TRACK_RECORD_SETTINGS.step) {
        const range = volatilityRange(closes.subarray(0, d + 1), SHORT_TERM_RANGE, hurstAsOf(returns, H64_WINDOW, n - 1 - d));
        if (!range) continue;
        const later = closes[d + SHORT_TERM_RANGE.horizon]!;
        total++;
        if (later >= range.lowerVolatilityRange && later <= range.upperVolatilityRange) inside++;
      }
    }
    const row = answer.ranges[0]!.byAssetClass.find((r) => r.key === 'index')!;
    expect(total).toBeGreaterThan(100);
    expect(row.total).toBe(total);
    expect(row.inside).toBeCloseTo(inside / total, 12);
  });

  it('is recomputed after the next snapshot, keeping the previous answer meanwhile', async () => {
    await trackRecordServiceOf(t.app).settled();
    const before = ok<TrackRecordAnswer>(await call(t, premium, 'GET', PATH));
    await market.refresh();
    const meanwhile = ok<TrackRecordAnswer>(await call(t, premium, 'GET', PATH));
    expect(meanwhile.snapshotVersion).toBe(before.snapshotVersion);
    await trackRecordServiceOf(t.app).settled();
    const after = ok<TrackRecordAnswer>(await call(t, premium, 'GET', PATH));
    expect(after.snapshotVersion).toBe(before.snapshotVersion + 1);
    expect(after.snapshotVersion).toBe(market.snapshot()!.version);
  }, 120_000);
});
