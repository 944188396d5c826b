import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS } from './support/testBackends';
import { createTestApp, type TestApp } from './support/testApp';
import { TEST_MARKET_AT, testMarket } from './support/testMarket';
import { expectError, userRow, type Session } from './support/accounts';
import { call, demo, ok } from './support/engine';
import { recordActivations, revealCheckFor } from '../../server/assets/activeTickers';
import type { MarketSnapshot } from '../../server/market/marketService';
import type { AssetRow } from '../../server/market/snapshot/assetRow';
import type { MarketDataSource } from '../../server/market/source/marketDataSource';

/** The list datasets of the market: assets (DomainAsset), signals (ListUISignal), previewAssets (DomainPreviewAsset). */

type Row = Record<string, unknown> & { ticker: string };
interface Answer { rows: Row[]; total: number; maxCacheAge: number }

const HIDDEN = ['AAPL', 'NVDA', 'AMZN'];

describe.each(BACKENDS)('market datasets on %s', (backend) => {
  let snapshot: MarketSnapshot;
  let source: MarketDataSource;
  let t: TestApp;
  let loading: TestApp;
  let free: Session;
  let elite: Session;
  let loadingSession: Session;

  const row = (ticker: string): AssetRow => snapshot.rows.row(ticker)!;
  // No server-side cache in these requests: each user's answer is checked on its own (see the report on global caching).
  const list = async (s: Session, model: string, body: Record<string, unknown>): Promise<Answer> =>
    ok<Answer>(await call(t, s, 'POST', `/api/list/${model}`, { serverSideCacheAge: 0, ...body }));

  beforeAll(async () => {
    const market = await testMarket();
    snapshot = market.snapshot()!;
    source = market.source;
    t = await createTestApp(backend, { seed: true, market });
    t.clock.now = new Date(TEST_MARKET_AT);
    loading = await createTestApp(backend, { seed: true });
    [free, elite, loadingSession] = await Promise.all([demo(t, 'demofree'), demo(t, 'demoelite'), demo(loading, 'demofree')]);
    await recordActivations(t.database.db, (await userRow(t, 'demoelite')).id, HIDDEN, true, t.clock.now);
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await loading?.close();
  });

  describe('DomainAsset (dataset assets)', () => {
    it("never serves one user's revealed rows to another from the server cache", async () => {
      // The model's own cache settings (a server cache of 600 s, global allowed): the dataset is per user.
      const eliteAnswer = ok<Answer>(await call(t, elite, 'POST', '/api/list/DomainAsset', { idIn: ['AAPL'] }));
      expect(eliteAnswer.rows[0]).toMatchObject({ ticker: 'AAPL', isActive: true });
      const freeAnswer = ok<Answer>(await call(t, free, 'POST', '/api/list/DomainAsset', { idIn: ['AAPL'] }));
      expect(freeAnswer.rows[0]).toMatchObject({ ticker: 'AAPL', isActive: false });
      expect(freeAnswer.rows[0]).not.toHaveProperty('h64');
    });

    it('lists the asked tickers as the user may see them, slim, in the default ticker order', async () => {
      const answer = await list(free, 'DomainAsset', { idIn: ['spy', ...HIDDEN, 'NOPE'] });
      expect(answer.total).toBe(4);
      expect(answer.rows.map((r) => r.ticker)).toEqual(['AAPL', 'AMZN', 'NVDA', 'SPY']);
      const spy = answer.rows.find((r) => r.ticker === 'SPY')!;
      expect(spy).toMatchObject({ isActive: true, isUSMarketOpen: true, latestPrice: row('SPY').latestPrice, stRange: row('SPY').stRange, h64: row('SPY').h64, recentTrendSignals: [] });
      // A free user gets no PREMIUM column values (the list strips them), and slim rows carry no IV series.
      expect(spy.ltRange).toEqual({ upsideDownsideRatio: row('SPY').ltRange.upsideDownsideRatio, positionOnRange: row('SPY').ltRange.positionOnRange });
      expect((spy.volData as Record<string, unknown>).series).toBeNull();
      const aapl = answer.rows.find((r) => r.ticker === 'AAPL')!;
      expect(aapl.isActive).toBe(false);
      expect(aapl).not.toHaveProperty('stRange');
      expect(aapl).not.toHaveProperty('h64');
      expect(aapl.latestPrice).toBe(row('AAPL').latestPrice);
    });

    it('shows activated tickers in full, with the PREMIUM columns for a premium plan', async () => {
      const answer = await list(elite, 'DomainAsset', { idIn: HIDDEN });
      expect(answer.rows.every((r) => r.isActive === true)).toBe(true);
      const aapl = answer.rows.find((r) => r.ticker === 'AAPL')!;
      expect(aapl).toMatchObject({ h64: row('AAPL').h64, stRange: row('AAPL').stRange, ltRange: row('AAPL').ltRange });
      expect((aapl.volData as Record<string, unknown>).currentIVRank).toBe(row('AAPL').volData.currentIVRank);
    });

    it('a filter or sort on an analytics field treats a hidden row as empty: no match, sorted last', async () => {
      const idIn = ['SPY', 'QQQ', 'GLD', ...HIDDEN];
      const filtered = await list(free, 'DomainAsset', { idIn, filterQuery: [{ filterKey: 'h64', type: 'between', min: 0, max: 1 }] });
      expect(filtered.rows.map((r) => r.ticker).sort()).toEqual(['GLD', 'QQQ', 'SPY']);
      expect(filtered.total).toBe(3);
      // The elite user, who activated them, gets the same filter over all six.
      expect((await list(elite, 'DomainAsset', { idIn, filterQuery: [{ filterKey: 'h64', type: 'between', min: 0, max: 1 }] })).total).toBe(6);

      for (const direction of ['asc', 'desc'] as const) {
        const sorted = await list(free, 'DomainAsset', { idIn, sort: { key: 'h64', direction } });
        const shown = sorted.rows.slice(0, 3);
        expect(shown.map((r) => r.h64)).toEqual(['SPY', 'QQQ', 'GLD'].map((tk) => row(tk).h64).sort((a, b) => (direction === 'asc' ? a! - b! : b! - a!)));
        expect(sorted.rows.slice(3).map((r) => r.isActive)).toEqual([false, false, false]);
        // Hidden rows keep the store's row order, whatever the direction.
        expect(sorted.rows.slice(3).map((r) => snapshot.rows.indexOf(r.ticker))).toEqual(HIDDEN.map((tk) => snapshot.rows.indexOf(tk)).sort((a, b) => a - b));
      }
      // A preview field still filters hidden rows.
      const bySector = await list(free, 'DomainAsset', { idIn, filterQuery: [{ filterKey: 'sector', type: 'eq', val: row('AAPL').sector! }] });
      expect(bySector.rows.map((r) => r.ticker)).toContain('AAPL');
    });

    it('pages and counts the whole universe without idIn', async () => {
      const page = await list(free, 'DomainAsset', { page: 2, pageSize: 10 });
      expect(page.total).toBe(snapshot.rows.size);
      expect(page.rows).toHaveLength(10);
    });

    it('exports as CSV with the visible columns', async () => {
      const res = await call(t, free, 'POST', '/api/list/DomainAsset', { idIn: ['SPY', 'AAPL'], responseType: 'csv', responseTypeSeparator: ',', serverSideCacheAge: 0 });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      const lines = res.body.trim().split('\r\n');
      expect(lines).toHaveLength(3);
      const header = lines[0]!.split(',');
      expect(header[0]).toBe('Ticker');
      const aapl = lines[1]!.split(',');
      const spy = lines[2]!.split(',');
      expect(aapl[0]).toBe('AAPL');
      expect(spy[0]).toBe('SPY');
      expect(Number(spy[2])).toBe(row('SPY').latestPrice);
      // The hidden row has empty analytics cells; SPY has its short-term range.
      const lower = header.findIndex((h) => /lower/i.test(h));
      expect(lower).toBeGreaterThan(0);
      expect(aapl[lower]).toBe('');
      expect(Number(spy[lower])).toBe(row('SPY').stRange.lowerVolatilityRange);
    });
  });

  describe('cache ages (document 2 section 9)', () => {
    it('asset lists 600 s, signal lists 600 s, preview assets 10 s on the client', async () => {
      expect((await list(free, 'DomainAsset', { idIn: ['SPY'] })).maxCacheAge).toBe(600);
      expect((await list(free, 'ListUISignal', { pageSize: 1 })).maxCacheAge).toBe(600);
      expect((await list(free, 'DomainPreviewAsset', { idIn: ['SPY'] })).maxCacheAge).toBe(10);
    });

    it("a user's cached asset rows are dropped when they activate a ticker; other users' stay theirs", async () => {
      const premium = await demo(t, 'demopremium');
      const ticker = 'AMZN';
      // Through the model's server cache (no serverSideCacheAge in the request).
      const read = async (s: Session, model: string): Promise<Row> => ok<Answer>(await call(t, s, 'POST', `/api/list/${model}`, { idIn: [ticker] })).rows[0]!;
      expect(await read(premium, 'DomainAsset')).toMatchObject({ ticker, isActive: false });
      expect((await read(premium, 'DomainPreviewAsset')).iv).toBeNull();
      expect(await read(free, 'DomainAsset')).toMatchObject({ ticker, isActive: false });
      ok(await call(t, premium, 'POST', '/api/activate-assets', { tickers: [ticker] }));
      expect(await read(premium, 'DomainAsset')).toMatchObject({ ticker, isActive: true });
      expect((await read(premium, 'DomainPreviewAsset')).iv).not.toBeNull();
      expect(await read(free, 'DomainAsset')).toMatchObject({ ticker, isActive: false });
    });
  });

  describe('ListUISignal (dataset signals)', () => {
    /** The tickers a demo user sees in full right now (free ones, activated ones), as the server decides it. */
    const revealedFor = async (username: string): Promise<(ticker: string) => boolean> => revealCheckFor(t.database.db, await userRow(t, username), t.clock.now);
    const signalsOf = (keep: (ticker: string) => boolean) => snapshot.signals.allRows().filter((s) => keep(s.ticker));

    it('lists the signals of the tickers the user sees in full, newest first, with the lists that hold each ticker; idIn selects tickers', async () => {
      const revealed = await revealedFor('demofree');
      const all = await list(free, 'ListUISignal', { pageSize: 5000 });
      const expected = signalsOf(revealed);
      expect(expected.length).toBeGreaterThan(0);
      expect(all.total).toBe(expected.length);
      expect(all.rows.map((r) => r.id).sort()).toEqual(expected.map((s) => s.id).sort());
      const dates = all.rows.map((r) => String(r.date));
      expect(dates).toEqual([...dates].sort().reverse());
      expect(all.rows.every((r) => Array.isArray(r.containedInLists))).toBe(true);

      const ticker = all.rows[0]!.ticker;
      ok(await call(t, free, 'POST', '/api/userData', { dashboardList: { add: [ticker] } }));
      const one = await list(free, 'ListUISignal', { idIn: [ticker.toLowerCase()] });
      expect(one.total).toBe(snapshot.signals.allRows().filter((s) => s.ticker === ticker).length);
      expect(one.rows.every((r) => r.ticker === ticker)).toBe(true);
      expect(one.rows[0]!.containedInLists).toEqual(['Market overview']);
      expect((await list(free, 'ListUISignal', { idIn: [] })).rows).toEqual([]);
      const filtered = await list(free, 'ListUISignal', { filterQuery: [{ filterKey: 'signalClass', type: 'eq', val: 'Trend' }] });
      expect(filtered.rows.every((r) => r.signalClass === 'Trend')).toBe(true);
    });

    it("never serves the signals of a ticker the user has not revealed (they are its ratings' changes)", async () => {
      const freeSees = await revealedFor('demofree');
      const eliteSees = await revealedFor('demoelite');
      const hiddenFromFree = signalsOf((tk) => !freeSees(tk) && eliteSees(tk));
      // The elite user's activations (AAPL, NVDA, AMZN) and their Crypto and FuturesAccess modules reveal more.
      expect(hiddenFromFree.length).toBeGreaterThan(0);
      const hiddenTickers = [...new Set(hiddenFromFree.map((s) => s.ticker))];
      expect((await list(free, 'ListUISignal', { idIn: hiddenTickers, pageSize: 5000 })).total).toBe(0);
      const elites = await list(elite, 'ListUISignal', { idIn: hiddenTickers, pageSize: 5000 });
      expect(elites.total).toBe(hiddenFromFree.length);
      expect((await list(elite, 'ListUISignal', { pageSize: 5000 })).total).toBe(signalsOf(eliteSees).length);
      // Nor through a filter or a sort: every answer is over the revealed tickers only.
      const trend = await list(free, 'ListUISignal', { filterQuery: [{ filterKey: 'currentTrend', type: 'in', val: ['trendBullish', 'trendNeutral', 'trendBearish'] }], sort: { key: 'currentTrend', direction: 'asc' }, pageSize: 5000 });
      expect(trend.rows.every((r) => freeSees(r.ticker))).toBe(true);
    });

    it("filters on the user's lists (containedInLists 'in'), before paging", async () => {
      const revealed = await revealedFor('demoelite');
      const tickers = [...new Set(signalsOf(revealed).map((s) => s.ticker))].filter((tk) => !tk.startsWith('CRYPTO.')).slice(0, 3);
      expect(tickers).toHaveLength(3);
      const [inPortfolio, inWatchlist, inBoth] = tickers as [string, string, string];
      ok(await call(t, elite, 'POST', '/api/userData', { dashboardList: { add: [inPortfolio, inBoth] } }));
      ok(await call(t, elite, 'POST', '/api/watchlist/update', { action: 'add', wlType: 'GENERAL', name: 'SIGNALS', includedTicker: [inWatchlist, inBoth] }));
      const count = (...tks: string[]) => snapshot.signals.allRows().filter((s) => tks.includes(s.ticker)).length;

      const lists = ok<{ dashboard: { includedTicker: string[] }; regular: { name: string; includedTicker: string[] }[] }>(await call(t, elite, 'GET', '/api/watchlist'));
      const held = new Set([...lists.dashboard.includedTicker, ...lists.regular.find((l) => l.name === 'SIGNALS')!.includedTicker]);
      const mine = await list(elite, 'ListUISignal', { filterQuery: [{ filterKey: 'containedInLists', type: 'in', val: ['Market overview', 'SIGNALS'] }], pageSize: 5000 });
      expect(mine.total).toBe(signalsOf((tk) => revealed(tk) && held.has(tk)).length);
      expect(mine.rows.every((r) => (r.containedInLists as string[]).some((l) => l === 'Market overview' || l === 'SIGNALS'))).toBe(true);
      for (const tk of tickers) expect(mine.rows.some((r) => r.ticker === tk)).toBe(true);

      const watchlist = await list(elite, 'ListUISignal', { filterQuery: [{ filterKey: 'containedInLists', type: 'in', val: ['signals'] }], pageSize: 5000 });
      expect(watchlist.total).toBe(count(inWatchlist, inBoth));
      const both = watchlist.rows.find((r) => r.ticker === inBoth)!;
      expect(both.containedInLists).toEqual(['Market overview', 'SIGNALS']);

      // Paging counts what passed the filter.
      const page = await list(elite, 'ListUISignal', { filterQuery: [{ filterKey: 'containedInLists', type: 'in', val: ['SIGNALS'] }], page: 2, pageSize: 1 });
      expect(page.total).toBe(watchlist.total);
      expect(page.rows).toEqual(watchlist.total > 1 ? [watchlist.rows[1]] : []);
      // Combined with idIn and a store filter.
      const narrowed = await list(elite, 'ListUISignal', {
        idIn: [inBoth], filterQuery: [{ filterKey: 'containedInLists', type: 'in', val: ['SIGNALS'] }, { filterKey: 'signalClass', type: 'in', val: ['Trend', 'Momentum', 'Cap'] }],
      });
      expect(narrowed.total).toBe(count(inBoth));
      expect((await list(elite, 'ListUISignal', { filterQuery: [{ filterKey: 'containedInLists', type: 'in', val: ['NO SUCH LIST'] }] })).total).toBe(0);
      expectError(await call(t, elite, 'POST', '/api/list/ListUISignal', { filterQuery: [{ filterKey: 'containedInLists', type: 'in', val: [] }] }), 400);
    });
  });

  describe('DomainPreviewAsset (dataset previewAssets)', () => {
    it('answers the last 21 sessions of each ticker: close, and rv / iv in percent for revealed tickers', async () => {
      const answer = await list(free, 'DomainPreviewAsset', { idIn: ['SPY', 'AAPL'] });
      expect(answer.total).toBe(42);
      const spy = answer.rows.filter((r) => r.ticker === 'SPY');
      const series = row('SPY').volData.series!;
      expect(spy.map((r) => r.date)).toEqual(series.dates);
      const closes = source.getCandleColumns('SPY', { asOf: TEST_MARKET_AT })!;
      expect(spy.at(-1)).toEqual({
        id: `SPY|${series.dates.at(-1)}`, ticker: 'SPY', date: series.dates.at(-1), value: closes.close.at(-1), rv: series.rv.at(-1)! * 100,
        // IV is a PREMIUM column: stripped for a free user.
      });
      const aapl = answer.rows.filter((r) => r.ticker === 'AAPL');
      expect(aapl).toHaveLength(21);
      expect(aapl.every((r) => r.rv === null && typeof r.value === 'number')).toBe(true);
      const premium = await list(elite, 'DomainPreviewAsset', { idIn: ['AAPL'] });
      expect(premium.rows.at(-1)!.iv).toBeCloseTo(row('AAPL').volData.series!.iv.at(-1)! * 100, 10);
    });

    it('needs idIn', async () => {
      expectError(await call(t, free, 'POST', '/api/list/DomainPreviewAsset', {}), 400, /idIn/);
      expectError(await call(t, free, 'POST', '/api/list/DomainPreviewAsset', { idIn: Array.from({ length: 201 }, (_, i) => `T${i}`) }), 400, 'At most 200 tickers per request.');
    });
  });

  it('answers 503 MARKET_LOADING before the first snapshot', async () => {
    for (const model of ['DomainAsset', 'ListUISignal', 'DomainPreviewAsset']) {
      expectError(await call(loading, loadingSession, 'POST', `/api/list/${model}`, { idIn: ['SPY'] }), 503, undefined, 'MARKET_LOADING');
    }
  });
});
