import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { BACKENDS } from './support/testBackends';
import { createTestApp, type TestApp } from './support/testApp';
import { TEST_MARKET_AT, testMarket } from './support/testMarket';
import { expectError, userRow, type Session } from './support/accounts';
import { call, demo, ok } from './support/engine';
import { recordActivations } from '../../server/assets/activeTickers';
import { PREVIEW_FIELDS } from '../../server/assets/assetView';
import { datedReturnCorrelation, eodRangeFlags, H256_WINDOW, H64_WINDOW, hurstAsOf, logReturns, percentChange, rangeMetrics, rangeSnapshot } from '../../server/market/analytics';
import type { MarketService, MarketSnapshot } from '../../server/market/marketService';
import type { AssetRow, SignalRow } from '../../server/market/snapshot/assetRow';
import type { MarketDataSource } from '../../server/market/source/marketDataSource';
import { DEFAULT_TICKERS } from '../../product/accountRules';

/** The market read calls: asset rows, quotes, range arithmetic, charts, correlations, signals, countries, status. */

type View = Record<string, unknown> & { ticker: string; isActive: boolean };
interface Candle { date: string; open: number; low: number; high: number; close: number; volume: number }
interface HurstPoint { Date: string; Hurst: number }
type Table = Record<string, Record<string, number | null>>;

/** A stock with ranges that is not one of the seven free tickers. */
const HIDDEN = 'AAPL';
const HOUR = 60 * 60 * 1000;

describe.each(BACKENDS)('market read calls on %s', (backend) => {
  let market: MarketService;
  let snapshot: MarketSnapshot;
  let source: MarketDataSource;
  let t: TestApp;
  let loading: TestApp;
  let free: Session;
  let premium: Session;
  let loadingSession: Session;

  const row = (ticker: string): AssetRow => snapshot.rows.row(ticker)!;
  const get = (s: Session | null, url: string): Promise<LightMyRequestResponse> => call(t, s, 'GET', url);
  const post = (s: Session | null, url: string, body: unknown): Promise<LightMyRequestResponse> => call(t, s, 'POST', url, body);

  beforeAll(async () => {
    market = await testMarket();
    snapshot = market.snapshot()!;
    source = market.source;
    t = await createTestApp(backend, { seed: true, market });
    t.clock.now = new Date(TEST_MARKET_AT);
    loading = await createTestApp(backend, { seed: true });
    [free, premium, loadingSession] = await Promise.all([demo(t, 'demofree'), demo(t, 'demopremium'), demo(loading, 'demofree')]);
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await loading?.close();
  });

  it('the fixture: a session is open, the snapshot is Thursday\'s close, AAPL has ranges and is not free', () => {
    expect(source.isUSMarketOpen(TEST_MARKET_AT)).toBe(true);
    expect(snapshot.asOf).toBe('2026-11-19');
    expect(row(HIDDEN).stRange.upside).toEqual(expect.any(Number));
    expect(row(HIDDEN).h64).toEqual(expect.any(Number));
    expect(DEFAULT_TICKERS as readonly string[]).not.toContain(HIDDEN);
  });

  describe('GET /assetData', () => {
    it('conservative: the published rows in the asked order, unknown tickers left out, market open set per request', async () => {
      const views = ok<View[]>(await get(premium, '/api/assetData?ticker=QQQ+NOPE+spy&mode=conservative'));
      expect(views.map((v) => v.ticker)).toEqual(['QQQ', 'SPY']);
      const spy = views[1]!;
      const published = row('SPY');
      expect(spy).toEqual({ ...published, isUSMarketOpen: true, isActive: true });
      expect(spy.latestPriceDate).toBe('2026-11-19');
    });

    it('full (the default): the live quote over the published close, against the published EOD range', async () => {
      const [spy] = ok<View[]>(await get(premium, '/api/assetData?ticker=SPY'));
      const quote = source.getQuote('SPY', TEST_MARKET_AT)!;
      const published = row('SPY');
      expect(quote.marketOpen).toBe(true);
      expect(quote.previousClose).toBe(published.latestPrice);
      const lower = published.lowerVolatilityRange!;
      const upper = published.upperVolatilityRange!;
      const metrics = rangeMetrics(quote.price, lower, upper)!;
      expect(spy).toMatchObject({
        latestPrice: quote.price, latestPriceDate: '2026-11-20', latestSource: 'demo',
        daily_absoluteChange: quote.price - quote.previousClose!, daily_percentChange: percentChange(quote.previousClose!, quote.price),
        lowerVolatilityRange: lower, upperVolatilityRange: upper, ...metrics, ...eodRangeFlags(quote.price, lower, upper),
        stRange: { lowerVolatilityRange: lower, upperVolatilityRange: upper, ...metrics },
        latestRangeDate: published.latestRangeDate, h64: published.h64, isActive: true, isUSMarketOpen: true,
      });
      expect((spy!.ltRange as Record<string, number>).upside).toBeCloseTo(rangeMetrics(quote.price, published.ltRange.lowerVolatilityRange!, published.ltRange.upperVolatilityRange!)!.upside, 10);
      const [same] = ok<View[]>(await get(premium, '/api/assetData?ticker=SPY&mode=full'));
      expect(same).toEqual(spy);
    });

    it('full outside the session answers the published close', async () => {
      t.clock.now = new Date(TEST_MARKET_AT.getTime() - 8 * HOUR); // Friday 07:00 in New York
      try {
        const [spy] = ok<View[]>(await get(premium, '/api/assetData?ticker=SPY&mode=full'));
        expect(spy).toMatchObject({ latestPrice: row('SPY').latestPrice, latestPriceDate: '2026-11-19', isUSMarketOpen: false });
      } finally {
        t.clock.now = new Date(TEST_MARKET_AT);
      }
    });

    it('masks a ticker the user has not revealed: preview fields only, isActive false; SPY in full', async () => {
      const views = ok<View[]>(await get(free, `/api/assetData?ticker=SPY+${HIDDEN}&mode=conservative`));
      const [spy, hidden] = views as [View, View];
      expect(spy.isActive).toBe(true);
      expect(spy.stRange).toEqual(row('SPY').stRange);
      expect(hidden.isActive).toBe(false);
      expect(Object.keys(hidden).sort()).toEqual([...PREVIEW_FIELDS, 'isActive'].sort());
      expect(hidden).not.toHaveProperty('upside');
      expect(hidden).not.toHaveProperty('h64');
      expect(hidden.latestPrice).toBe(row(HIDDEN).latestPrice);
      // Full mode brings the live price to the preview too, still without ranges.
      const [live] = ok<View[]>(await get(free, `/api/assetData?ticker=${HIDDEN}`));
      expect(live).toMatchObject({ isActive: false, latestPrice: source.getQuote(HIDDEN, TEST_MARKET_AT)!.price });
      expect(live).not.toHaveProperty('stRange');
    });

    it('an activated ticker arrives in full', async () => {
      const user = await userRow(t, 'demofree');
      await recordActivations(t.database.db, user.id, ['MSFT'], true, t.clock.now);
      const [msft] = ok<View[]>(await get(free, '/api/assetData?ticker=MSFT&mode=conservative'));
      expect(msft).toMatchObject({ isActive: true, h64: row('MSFT').h64, stRange: row('MSFT').stRange });
      // Still hidden from the other user.
      const [other] = ok<View[]>(await get(premium, '/api/assetData?ticker=MSFT&mode=conservative'));
      expect(other!.isActive).toBe(false);
    });

    it('refuses a wrong mode, a missing, malformed or oversized ticker list', async () => {
      expectError(await get(premium, '/api/assetData?ticker=SPY&mode=fast'), 400, /mode/);
      expectError(await get(premium, '/api/assetData'), 400, /ticker/);
      expectError(await get(premium, '/api/assetData?ticker=+'), 400, 'ticker is required.', 'INVALID_TICKERS');
      expectError(await get(premium, '/api/assetData?ticker=SP%3BY'), 400, /is not a valid ticker/, 'INVALID_TICKERS');
      const many = Array.from({ length: 201 }, (_, i) => `T${i}`).join('+');
      expectError(await get(premium, `/api/assetData?ticker=${many}`), 400, 'At most 200 tickers per request.', 'TOO_MANY_TICKERS');
    });
  });

  describe('POST /quote', () => {
    it('answers the quotes of the known tickers, from an object or a bare array', async () => {
      const quotes = ok<Record<string, unknown>[]>(await post(free, '/api/quote', { tickers: ['spy', 'NOPE', 'CRYPTO.BTC', HIDDEN] }));
      expect(quotes.map((q) => q.ticker)).toEqual(['SPY', 'CRYPTO.BTC', HIDDEN]);
      const quote = source.getQuote('SPY', TEST_MARKET_AT)!;
      expect(quotes[0]).toEqual({
        ticker: 'SPY', price: quote.price, time: quote.time, source: 'demo', previousClose: quote.previousClose,
        change: quote.price - quote.previousClose!, percentChange: percentChange(quote.previousClose!, quote.price), marketOpen: true,
      });
      expect(ok<unknown[]>(await post(free, '/api/quote', ['SPY', 'QQQ']))).toHaveLength(2);
      expect(ok<unknown[]>(await post(free, '/api/quote', { tickers: 'SPY,QQQ' }))).toHaveLength(2);
      // Free of charge: the balances do not move.
      const before = ok<{ userBalance: unknown }>(await get(free, '/api/heartbeat')).userBalance;
      await post(free, '/api/quote', { tickers: ['GLD'] });
      expect(ok<{ userBalance: unknown }>(await get(free, '/api/heartbeat')).userBalance).toEqual(before);
    });

    it('refuses bad bodies', async () => {
      expectError(await post(free, '/api/quote', { tickers: 5 }), 400);
      expectError(await post(free, '/api/quote', { tickers: [] }), 400, 'tickers is required.');
      expectError(await post(free, '/api/quote', { tickers: ['SPY'], extra: 1 }), 400);
      expectError(await post(free, '/api/quote', Array.from({ length: 201 }, (_, i) => `T${i}`)), 400, 'At most 200 tickers per request.');
    });
  });

  describe('POST /deriveRangeData', () => {
    it('computes the metrics of each group', async () => {
      const answer = ok<{ returnSet: Record<string, number | string>[] }>(await post(free, '/api/deriveRangeData', {
        rangeGroups: [{ ticker: 'spy', price: 100, low: 90, high: 120 }, { ticker: 'QQQ', price: '80', low: 90, high: 120 }],
      }));
      expect(answer.returnSet).toHaveLength(2);
      const [a, b] = answer.returnSet as [Record<string, number>, Record<string, number>];
      expect(a.ticker).toBe('SPY');
      expect(a.price).toBe(100);
      expect(a.upside).toBeCloseTo(20, 10);
      expect(a.downside).toBeCloseTo(10, 10);
      expect(a.upsideDownsideRatio).toBeCloseTo(2, 10);
      expect(a.positionOnRange).toBeCloseTo(33.3333333333, 8);
      expect(b).toMatchObject({ ticker: 'QQQ', price: 80, upside: 50, downside: -12.5, upsideDownsideRatio: 1000 });
    });

    it('refuses invalid numbers with a message, and more than 2,000 groups', async () => {
      expectError(await post(free, '/api/deriveRangeData', { rangeGroups: [{ ticker: 'A', price: 'x', low: 1, high: 2 }] }), 400, 'rangeGroups[0] (A): price must be a positive number.', 'INVALID_RANGE');
      expectError(await post(free, '/api/deriveRangeData', { rangeGroups: [{ ticker: 'A', price: 1, low: 3, high: 2 }] }), 400, 'rangeGroups[0] (A): low must be below high.', 'INVALID_RANGE');
      expectError(await post(free, '/api/deriveRangeData', { rangeGroups: [{ ticker: 'A', price: 1, low: 0, high: 2 }] }), 400, /low must be a positive number/);
      expectError(await post(free, '/api/deriveRangeData', { rangeGroups: [{ ticker: 'A', price: 1, low: 1 }] }), 400, /high/);
      expectError(await post(free, '/api/deriveRangeData', { rangeGroups: [{ ticker: 'A', price: true, low: 1, high: 2 }] }), 400);
      const group = { ticker: 'A', price: 1, low: 0.5, high: 2 };
      expect(ok<{ returnSet: unknown[] }>(await post(free, '/api/deriveRangeData', { rangeGroups: Array(2000).fill(group) })).returnSet).toHaveLength(2000);
      expectError(await post(free, '/api/deriveRangeData', { rangeGroups: Array(2001).fill(group) }), 400);
    });
  });

  describe('GET /asset/candles/:ticker', () => {
    it('answers the last 200 candles by default, for any signed-in user and any ticker', async () => {
      const { payload } = ok<{ payload: { ticker: string; candles: Candle[] } }>(await get(free, `/api/asset/candles/${HIDDEN.toLowerCase()}`));
      const series = source.getCandles(HIDDEN, { asOf: TEST_MARKET_AT })!.candles;
      expect(payload.ticker).toBe(HIDDEN);
      expect(payload.candles).toHaveLength(200);
      expect(payload.candles.at(-1)).toEqual(series.at(-1));
      expect(Object.keys(payload.candles[0]!)).toEqual(['date', 'open', 'low', 'high', 'close', 'volume']);
      expect(payload.candles.at(-1)!.date).toBe('2026-11-19');
      expect(payload.candles.at(-1)!.close).toBe(row(HIDDEN).latestPrice);
    });

    it('honours days, clamped to 800, and serves a pair as the source does', async () => {
      expect(ok<{ payload: { candles: Candle[] } }>(await get(free, '/api/asset/candles/SPY?days=5')).payload.candles).toHaveLength(5);
      const all = source.getCandles('SPY', { asOf: TEST_MARKET_AT })!.candles;
      expect(ok<{ payload: { candles: Candle[] } }>(await get(free, '/api/asset/candles/SPY?days=99999')).payload.candles).toHaveLength(Math.min(800, all.length));
      const pair = ok<{ payload: { ticker: string; candles: Candle[] } }>(await get(free, `/api/asset/candles/${encodeURIComponent('^VVIX:^VIX')}?days=3`)).payload;
      expect(pair.ticker).toBe('^VVIX:^VIX');
      expect(pair.candles).toEqual(source.getCandles('^VVIX:^VIX', { asOf: TEST_MARKET_AT })!.candles.slice(-3));
    });

    it('404 for an unknown ticker, 400 for bad input', async () => {
      expectError(await get(free, '/api/asset/candles/NOPE'), 404, 'No data found for the ticker NOPE.', 'UNKNOWN_TICKER');
      expectError(await get(free, '/api/asset/candles/SPY?days=0'), 400, 'days must be between 1 and 800.');
      expectError(await get(free, '/api/asset/candles/SPY?days=x'), 400);
      expectError(await get(free, '/api/asset/candles/A%20B'), 400, /is not a valid ticker/);
    });
  });

  describe('GET /rangeDataForDashboard', () => {
    it('answers the published short-term range of a revealed ticker, and the range of the session before', async () => {
      const published = row('SPY');
      // Computed here from the snapshot's candles (the same as the row's: its range comes out too).
      const candles = source.getCandleColumns('SPY', { asOf: new Date(snapshot.at) })!;
      const ranges = rangeSnapshot(candles.close);
      expect(ranges.stRange?.upperVolatilityRange).toBe(published.upperVolatilityRange);
      const before = ranges.previousStRange!;
      const previousDate = candles.dates.at(-2);
      expect(previousDate! < published.latestRangeDate!).toBe(true);
      expect(before.upperVolatilityRange).not.toBe(published.upperVolatilityRange);
      expect(ok(await get(free, '/api/rangeDataForDashboard?ticker=spy'))).toEqual([
        { name: 'Range High', value: published.upperVolatilityRange, date: published.latestRangeDate, previousValue: before.upperVolatilityRange, previousDate },
        { name: 'Range Low', value: published.lowerVolatilityRange, date: published.latestRangeDate, previousValue: before.lowerVolatilityRange, previousDate },
      ]);
    });

    it('409 TICKER_NOT_REVEALED for a hidden ticker, 404 unknown, 400 missing', async () => {
      expectError(await get(free, `/api/rangeDataForDashboard?ticker=${HIDDEN}`), 409, `The ticker ${HIDDEN} is not revealed. Reveal it to see its data.`, 'TICKER_NOT_REVEALED');
      expectError(await get(free, '/api/rangeDataForDashboard?ticker=NOPE'), 404, undefined, 'UNKNOWN_TICKER');
      expectError(await get(free, '/api/rangeDataForDashboard'), 400);
    });
  });

  describe('GET /getHurstSeries', () => {
    it('answers the rolling h64 and h256 of the last 120 sessions, ending with the row\'s values', async () => {
      const series = ok<{ '3Mo': HurstPoint[]; '1Yr': HurstPoint[] }>(await get(free, '/api/getHurstSeries?ticker=SPY'));
      const published = row('SPY');
      expect(series['3Mo']).toHaveLength(120);
      expect(series['1Yr']).toHaveLength(120);
      expect(series['3Mo'].at(-1)!.Date).toBe('2026-11-19');
      expect(series['3Mo'].at(-1)!.Hurst).toBeCloseTo(published.h64!, 12);
      expect(series['1Yr'].at(-1)!.Hurst).toBeCloseTo(published.h256!, 12);
      // The point 5 sessions back is the row's 5-day lookback.
      expect(series['3Mo'].at(-6)!.Hurst).toBeCloseTo(published.h64History.d5!, 12);
      const closes = source.getCandleColumns('SPY', { asOf: TEST_MARKET_AT })!.close;
      expect(series['1Yr'].at(-31)!.Hurst).toBeCloseTo(hurstAsOf(logReturns(closes), H256_WINDOW, 30)!, 12);
      expect(series['3Mo'][0]!.Hurst).toBeCloseTo(hurstAsOf(logReturns(closes), H64_WINDOW, 119)!, 12);
    });

    it('a pair is computed on the ratio of its legs, like its row', async () => {
      const series = ok<{ '3Mo': HurstPoint[] }>(await get(free, `/api/getHurstSeries?ticker=${encodeURIComponent('^VVIX:^VIX')}`));
      expect(series['3Mo'].at(-1)!.Hurst).toBeCloseTo(row('^VVIX:^VIX').h64!, 12);
    });

    it('409 for a hidden ticker, 404 unknown', async () => {
      expectError(await get(free, `/api/getHurstSeries?ticker=${HIDDEN}`), 409, undefined, 'TICKER_NOT_REVEALED');
      expectError(await get(free, '/api/getHurstSeries?ticker=NOPE'), 404);
    });
  });

  describe('GET /reporting/correlationTable', () => {
    const table = async (query: string): Promise<Table> => ok<Table>(await get(free, `/api/reporting/correlationTable?${query}`));

    it('answers the nested map of the known tickers: 1 on the diagonal, symmetric, the analytics value', async () => {
      // Crypto tickers are refused and unrevealed ones left out (tests/api/correlationsCftc.test.ts).
      const map = await table('tickers=spy,QQQ,GLD,NOPE,TLT&timeFrame=30&offsetDays=0');
      const tickers = ['GLD', 'QQQ', 'SPY', 'TLT'];
      expect(Object.keys(map).sort()).toEqual(tickers);
      const closes = (ticker: string) => {
        const c = source.getCandleColumns(ticker, { asOf: new Date(snapshot.at) })!;
        return { dates: c.dates, values: c.close };
      };
      for (const a of tickers) {
        expect(Object.keys(map[a]!).sort()).toEqual(tickers);
        expect(map[a]![a]).toBe(1);
        for (const b of tickers) {
          expect(map[a]![b]).toBe(map[b]![a]);
          if (a !== b) expect(map[a]![b]).toBeCloseTo(datedReturnCorrelation(closes(a), closes(b), 30, 0), 12);
        }
      }
      expect(map.SPY!.QQQ).toBeGreaterThan(0.5);
    });

    it('moves the window back by offsetDays; defaults are 30 and 0; repeated asks answer the same', async () => {
      const now = await table('tickers=SPY,QQQ');
      expect(now).toEqual(await table('tickers=QQQ,SPY&timeFrame=30&offsetDays=0'));
      const before = await table('tickers=SPY,QQQ&timeFrame=30&offsetDays=15');
      expect(before.SPY!.QQQ).not.toBe(now.SPY!.QQQ);
      const closes = (ticker: string) => {
        const c = source.getCandleColumns(ticker, { asOf: new Date(snapshot.at) })!;
        return { dates: c.dates, values: c.close };
      };
      expect(before.SPY!.QQQ).toBeCloseTo(datedReturnCorrelation(closes('SPY'), closes('QQQ'), 30, 15), 12);
      const custom = await table('tickers=SPY,QQQ&timeFrame=180&offsetDays=500');
      expect(custom.SPY!.QQQ === null || typeof custom.SPY!.QQQ === 'number').toBe(true);
      // Too long a window for the history: null, not an error.
      expect((await table('tickers=SPY,QQQ&timeFrame=250&offsetDays=500')).SPY!.QQQ).toBeNull();
    });

    it('refuses bad time frames, offsets and more than 50 tickers', async () => {
      expectError(await get(free, '/api/reporting/correlationTable?tickers=SPY,QQQ&timeFrame=2'), 400, 'timeFrame must be between 3 and 250.');
      expectError(await get(free, '/api/reporting/correlationTable?tickers=SPY,QQQ&timeFrame=251'), 400);
      expectError(await get(free, '/api/reporting/correlationTable?tickers=SPY,QQQ&offsetDays=501'), 400, 'offsetDays must be between 0 and 500.');
      expectError(await get(free, '/api/reporting/correlationTable?tickers=SPY,QQQ&offsetDays=-1'), 400);
      expectError(await get(free, '/api/reporting/correlationTable?timeFrame=30'), 400);
      const many = Array.from({ length: 51 }, (_, i) => `T${i}`).join(',');
      expectError(await get(free, `/api/reporting/correlationTable?tickers=${many}`), 400, 'At most 50 tickers per request.');
    });
  });

  describe('GET /signals', () => {
    it('answers the ticker\'s signals newest first with the lists that hold it', async () => {
      const counts = new Map<string, number>();
      for (const s of snapshot.signals.allRows()) if (!DEFAULT_TICKERS.includes(s.ticker as never)) counts.set(s.ticker, (counts.get(s.ticker) ?? 0) + 1);
      const [ticker] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
      const expected = snapshot.signals.allRows().filter((s) => s.ticker === ticker);
      // A signal is a change of the ticker's ratings: not before the user has revealed it.
      expectError(await get(premium, `/api/signals?ticker=${encodeURIComponent(ticker)}`), 409, undefined, 'TICKER_NOT_REVEALED');
      await recordActivations(t.database.db, (await userRow(t, 'demopremium')).id, [ticker], true, t.clock.now);
      const signals = ok<(SignalRow & { containedInLists: string[] })[]>(await get(premium, `/api/signals?ticker=${encodeURIComponent(ticker.toLowerCase())}`));
      expect(signals).toHaveLength(expected.length);
      expect(signals.map((s) => s.id).sort()).toEqual(expected.map((s) => s.id).sort());
      expect(signals.map((s) => s.date)).toEqual([...signals.map((s) => s.date)].sort().reverse());
      expect(signals.every((s) => s.ticker === ticker && s.containedInLists.length === 0)).toBe(true);

      ok(await post(premium, '/api/userData', { dashboardList: { add: [ticker] } }));
      const again = ok<{ containedInLists: string[] }[]>(await get(premium, `/api/signals?ticker=${encodeURIComponent(ticker)}&limit=1`));
      expect(again).toHaveLength(1);
      expect(again[0]!.containedInLists).toEqual(['Market overview']);
      expect(ok<unknown[]>(await get(premium, '/api/signals?ticker=NOPE'))).toEqual([]);
    });

    it('refuses a missing ticker and a bad limit', async () => {
      expectError(await get(premium, '/api/signals'), 400);
      expectError(await get(premium, '/api/signals?ticker=SPY&limit=0'), 400, 'limit must be between 1 and 500.');
      expect(ok<unknown[]>(await get(premium, '/api/signals?ticker=SPY&limit=100000'))).toEqual(expect.any(Array));
    });
  });

  it('GET /cache/info/countries: the sorted distinct countries of the rows', async () => {
    const countries = ok<string[]>(await get(free, '/api/cache/info/countries'));
    const expected = [...new Set(snapshot.rows.allRows().map((r) => r.companyInfo.country).filter((c): c is string => !!c))].sort();
    expect(countries).toEqual(expected);
    expect(countries).toContain('US');
  });

  it('GET /systemStatus/cacheStatus is public: OK with the published version, UPDATING without market data', async () => {
    const status = ok(await get(null, '/api/systemStatus/cacheStatus'));
    expect(status).toEqual({
      systemStatus: 'OK', cacheStatus: 'READY', version: snapshot.version, asOf: '2026-11-19', publishedAt: snapshot.publishedAt,
      sourceLabel: 'Demo data', progress: null,
    });
    expect(ok(await call(loading, null, 'GET', '/api/systemStatus/cacheStatus'))).toEqual({
      systemStatus: 'UPDATING', cacheStatus: 'UPDATING', version: null, asOf: null, publishedAt: null, sourceLabel: null, progress: null,
    });
  });

  it('every call but the status needs a session (401)', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/assetData?ticker=SPY'], ['POST', '/api/quote', ['SPY']],
      ['POST', '/api/deriveRangeData', { rangeGroups: [] }], ['GET', '/api/searchTicker?search=s'], ['GET', '/api/searchCrypto?search=b'],
      ['GET', '/api/resolveISIN?isin=US0378331005'], ['GET', '/api/asset/candles/SPY'], ['GET', '/api/rangeDataForDashboard?ticker=SPY'],
      ['GET', '/api/getHurstSeries?ticker=SPY'], ['GET', '/api/reporting/correlationTable?tickers=SPY'], ['GET', '/api/signals?ticker=SPY'],
      ['GET', '/api/cache/info/countries'],
    ];
    for (const [method, url, body] of calls) {
      expectError(await call(t, null, method as 'GET' | 'POST', url, body), 401, undefined, 'SESSION_INVALID');
    }
  });

  it('answers 503 MARKET_LOADING before the first snapshot', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/assetData?ticker=SPY'], ['POST', '/api/quote', ['SPY']], ['GET', '/api/searchTicker?search=s'],
      ['GET', '/api/searchCrypto?search=b'], ['GET', '/api/resolveISIN?isin=US0378331005'], ['GET', '/api/asset/candles/SPY'],
      ['GET', '/api/rangeDataForDashboard?ticker=SPY'], ['GET', '/api/getHurstSeries?ticker=SPY'],
      ['GET', '/api/reporting/correlationTable?tickers=SPY'], ['GET', '/api/signals?ticker=SPY'], ['GET', '/api/cache/info/countries'],
    ];
    for (const [method, url, body] of calls) {
      expectError(await call(loading, loadingSession, method as 'GET' | 'POST', url, body), 503, 'Market data is loading. Please try again in a moment.', 'MARKET_LOADING');
    }
    // Pure arithmetic needs no market data.
    expect(ok(await call(loading, loadingSession, 'POST', '/api/deriveRangeData', { rangeGroups: [] }))).toEqual({ returnSet: [] });
  });
});
