/**
 * Issue 19: the scanner calls — POST /api/scanner/search (10 tokens, the same filter set again
 * within 120 minutes free), GET /api/scanner/lastResults, POST /api/scanner/results (free paging,
 * sorting and column filters over the last search), their refusals (400 per filter, 765, 401, 403).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { BACKENDS } from './support/testBackends';
import { createTestApp, type TestApp } from './support/testApp';
import { authed, expectError, newSession, userRow, type Session } from './support/accounts';
import { call, demo } from './support/engine';
import { TEST_MARKET_AT, testMarket } from './support/testMarket';
import { balanceOf, book } from '../../server/users/balances';
import { scannerSearches, users } from '../../server/db/schema';
import type { MarketService } from '../../server/market/marketService';
import type { AssetRow } from '../../server/market/snapshot/assetRow';
import { compare, matchesAll, readField } from '../../engine/core/filters/filterQuery';
import { toFilterQuery, type ScannerFilterEntry } from '../../product/scannerFilters';
import { ASSET_PREVIEW_FIELDS, type ScannerInvalidAnswer, type ScannerLastResults, type ScannerSearchAnswer } from '../../contracts';
import { SEARCHES_KEPT } from '../../server/scanner/searchStore';

const MINUTE = 60_000;

describe.each(BACKENDS)('the scanner calls on %s', (backend) => {
  let t: TestApp;
  let market: MarketService;
  let rows: AssetRow[];

  beforeAll(async () => {
    market = await testMarket();
    rows = market.store()!.allRows();
    t = await createTestApp(backend, { seed: true, market });
    t.clock.now = new Date(TEST_MARKET_AT);
  }, 60_000);
  afterAll(async () => { await t?.close(); });

  type Scanner = Session & { userId: string };

  /** A fresh account on a plan, with tokens and settings. */
  async function scannerUser(options: { plan?: 'basic' | 'premium'; tokens?: number; settings?: Record<string, unknown> } = {}): Promise<Scanner> {
    const s = await newSession(t);
    const user = await userRow(t, s.username);
    await t.database.db.update(users).set({
      plan: options.plan ?? 'premium', settings: { ...user.settings, ...options.settings },
    }).where(eq(users.id, user.id));
    if (options.tokens) await book(t.database.db, { userId: user.id, account: 'token', delta: options.tokens, reason: 'test top-up' });
    return { ...s, userId: user.id };
  }

  const search = (s: Session, body: unknown) => authed(t, s, 'POST', '/api/scanner/search', body);
  const results = (s: Session, body: unknown = {}) => authed(t, s, 'POST', '/api/scanner/results', body);
  const last = (s: Session) => authed(t, s, 'GET', '/api/scanner/lastResults');
  const tokens = (s: Scanner) => balanceOf(t.database.db, s.userId, 'token');
  const searchesOf = async (s: Scanner) =>
    (await t.database.db.select({ n: count() }).from(scannerSearches).where(eq(scannerSearches.userId, s.userId)))[0]!.n;

  function answer<T>(res: Awaited<ReturnType<typeof search>>): T {
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  }

  /** The rows of the universe a filter set matches (engine/core over the whole rows). */
  const bruteForce = (entries: ScannerFilterEntry[]): AssetRow[] => rows.filter((r) => matchesAll(r, entries.map(toFilterQuery)));

  it('scans the whole universe, revealed or not, and charges exactly 10 tokens', async () => {
    const s = await scannerUser({ tokens: 30 });
    const entries: ScannerFilterEntry[] = [{ filterKey: 'h64', type: 'above', min: '0.5' }];
    const expected = bruteForce(entries);
    expect(expected.length).toBeGreaterThan(20);
    // One match revealed (activated), the others not.
    const activated = expected.find((r) => r.type === 'stock')!.ticker;
    expect((await authed(t, s, 'POST', '/api/activate-assets', { tickers: [activated] })).statusCode).toBe(200);
    const body = answer<ScannerSearchAnswer>(await search(s, { filterQuery: entries, pageSize: 500 }));
    expect(body.tokensCharged).toBe(10);
    expect(body.tokenBalance).toBe(20);
    expect(await tokens(s)).toBe(20);
    expect(body.total).toBe(expected.length);
    expect(body.asOf).toBe(market.snapshot()!.asOf);
    expect(body.searchedAt).toBe(t.clock.now.toISOString());
    // Ticker ascending by default; every match once.
    expect(body.scannerResults.map((r) => r.ticker)).toEqual(expected.map((r) => r.ticker).sort((a, b) => compare(a, b)));

    const hidden = body.scannerResults.filter((r) => !r.isActive);
    expect(hidden.length).toBeGreaterThan(0);
    for (const row of hidden) {
      // The preview fields and the scanned one, nothing else.
      expect(Object.keys(row).every((k) => (ASSET_PREVIEW_FIELDS as readonly string[]).includes(k) || k === 'isActive' || k === 'h64'), Object.keys(row).join()).toBe(true);
      expect(row.h64).toBe(market.store()!.row(row.ticker)!.h64);
      expect(row.h64!).toBeGreaterThan(0.5);
      expect(row.overallTARating).toBeUndefined();
      expect(row.stRange).toBeUndefined();
    }
    // A revealed ticker arrives whole, without the heavy series.
    const revealed = body.scannerResults.find((r) => r.ticker === activated)!;
    expect(revealed.isActive).toBe(true);
    const stored = market.store()!.row(activated)!;
    expect(revealed.overallTARating).toBe(stored.overallTARating);
    expect(revealed.stRange).toEqual(stored.stRange);
    expect(revealed.volData!.series).toBeNull();
    expect(revealed.recentTrendSignals).toEqual([]);
  });

  it('answers the same filter set within 120 minutes from the stored search at no cost, and charges again after', async () => {
    const s = await scannerUser({ tokens: 30 });
    const started = t.clock.now;
    try {
      const first = answer<ScannerSearchAnswer>(await search(s, { filterQuery: [{ filterKey: 'upside', type: 'above', min: '2' }, { filterKey: 'trend', type: 'in', val: ['trendBullish', 'trendNeutral'] }] }));
      expect(first.tokensCharged).toBe(10);
      t.clock.advance(119 * MINUTE);
      // The same set written differently (order, number text, choice order), another sort and page.
      const again = answer<ScannerSearchAnswer>(await search(s, {
        filterQuery: [{ filterKey: 'trend', type: 'in', val: ['trendNeutral', 'trendBullish'] }, { filterKey: 'upside', type: 'above', val: 2.0 }],
        sort: { field: 'upside', order: 'desc' }, page: 1, pageSize: 5,
      }));
      expect(again.tokensCharged).toBe(0);
      expect(again.tokenBalance).toBe(20);
      expect(again.total).toBe(first.total);
      expect(again.searchedAt).toBe(first.searchedAt);
      expect(await tokens(s)).toBe(20);
      expect(await searchesOf(s)).toBe(1);
      t.clock.now = new Date(started.getTime() + 121 * MINUTE);
      const later = answer<ScannerSearchAnswer>(await search(s, { filterQuery: [{ filterKey: 'upside', type: 'above', min: '2' }, { filterKey: 'trend', type: 'in', val: ['trendBullish', 'trendNeutral'] }] }));
      expect(later.tokensCharged).toBe(10);
      expect(later.tokenBalance).toBe(10);
      expect(later.searchedAt).toBe(t.clock.now.toISOString());
      expect(await tokens(s)).toBe(10);
    } finally {
      t.clock.now = new Date(TEST_MARKET_AT);
    }
  });

  it('answers 765 with 9 tokens and charges and stores nothing', async () => {
    const s = await scannerUser({ tokens: 9 });
    const body = expectError(await search(s, { filterQuery: [{ filterKey: 'ytd', type: 'above', min: '0' }] }), 402, 'Not enough Tokens to fulfill request', 765);
    expect(body).toMatchObject({ tokenBalance: 9, required: 10 });
    expect(await tokens(s)).toBe(9);
    expect(await searchesOf(s)).toBe(0);
    expect(answer<ScannerLastResults>(await last(s))).toEqual({ scannerResults: [], filterQuery: [], total: 0, searchedAt: null });
  });

  it('charges exactly the balance under 20 concurrent different searches', async () => {
    const s = await scannerUser({ tokens: 50 });
    const responses = await Promise.all(Array.from({ length: 20 }, (_, i) =>
      search(s, { filterQuery: [{ filterKey: 'h64', type: 'above', min: (0.3 + i / 100).toFixed(2) }] })));
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(5);
    const refused = responses.filter((r) => r.statusCode !== 200);
    expect(refused).toHaveLength(15);
    for (const r of refused) expectError(r, 402, undefined, 765);
    expect(await tokens(s)).toBe(0);
    expect(await searchesOf(s)).toBe(5);
  });

  it('charges identical concurrent searches once', async () => {
    const s = await scannerUser({ tokens: 50 });
    const responses = await Promise.all(Array.from({ length: 8 }, () => search(s, { filterQuery: [{ filterKey: 'wtd', type: 'above', min: '1' }] })));
    const charged = responses.map((r) => answer<ScannerSearchAnswer>(r).tokensCharged);
    expect(charged.sort((a, b) => b - a)).toEqual([10, 0, 0, 0, 0, 0, 0, 0]);
    expect(await tokens(s)).toBe(40);
    expect(await searchesOf(s)).toBe(1);
  });

  describe('every filter type answers the rows it matches', () => {
    const cases: [string, ScannerFilterEntry[]][] = [
      ['above', [{ filterKey: 'upside', type: 'above', min: '3' }]],
      ['below', [{ filterKey: 'downside', type: 'below', min: '2' }]],
      ['between', [{ filterKey: 'h256', type: 'between', min: '0.4', max: '0.6' }]],
      ['between on a percent field', [{ filterKey: 'ytd', type: 'between', min: '-5', max: '15' }]],
      ['in', [{ filterKey: 'trend', type: 'in', val: ['trendBullish'] }]],
      ['in on a preview field', [{ filterKey: 'sector', type: 'in', val: ['Technology', 'Energy', 'Financials'] }]],
      ['in on the asset class', [{ filterKey: 'assetClass', type: 'in', val: ['etf', 'index'] }]],
      ['PREMIUM IV rank', [{ filterKey: 'ivRank', type: 'above', min: '30' }]],
      ['combined', [
        { filterKey: 'momentum', type: 'in', val: ['momentumBullish', 'momentumNeutral'] },
        { filterKey: 'h64', type: 'between', min: '0.3', max: '0.8' },
        { filterKey: 'previousDay', type: 'above', min: '-3' },
      ]],
    ];

    it.each(cases)('%s', async (_label, entries) => {
      const s = await scannerUser({ tokens: 10 });
      const expected = bruteForce(entries);
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.length).toBeLessThan(rows.length);
      const body = answer<ScannerSearchAnswer>(await search(s, { filterQuery: entries, pageSize: 500 }));
      expect(body.total).toBe(expected.length);
      expect(body.scannerResults.some((r) => !r.isActive)).toBe(true);
      expect(body.scannerResults).toHaveLength(expected.length);
      const filters = entries.map(toFilterQuery);
      // Each row shows the scanned fields (revealed or not) and satisfies every filter.
      for (const row of body.scannerResults) expect(matchesAll(row, filters), `${row.ticker} ${JSON.stringify(filters.map((f) => readField(row, f.filterKey)))}`).toBe(true);
      expect(new Set(body.scannerResults.map((r) => r.ticker))).toEqual(new Set(expected.map((r) => r.ticker)));
    });

    it('in on the country (checked against the countries of the rows)', async () => {
      const countries = [...new Set(rows.map((r) => r.companyInfo.country).filter((c): c is string => !!c))].sort();
      expect(countries.length).toBeGreaterThan(1);
      const entries: ScannerFilterEntry[] = [{ filterKey: 'country', type: 'in', val: countries.slice(0, 2) }];
      const s = await scannerUser({ tokens: 10 });
      const body = answer<ScannerSearchAnswer>(await search(s, { filterQuery: entries, pageSize: 500 }));
      expect(body.total).toBe(bruteForce(entries).length);
      const bad = await search(s, { filterQuery: [{ filterKey: 'country', type: 'in', val: ['ZZ'] }] });
      expect(bad.statusCode).toBe(400);
      expect((bad.json() as ScannerInvalidAnswer).errors).toMatchObject([{ filterKey: 'country', code: 'unknownChoice' }]);
    });
  });

  it('sorts by the asked field and pages', async () => {
    const s = await scannerUser({ tokens: 10 });
    const entries: ScannerFilterEntry[] = [{ filterKey: 'upside', type: 'above', min: '0' }];
    const body = answer<ScannerSearchAnswer>(await search(s, { filterQuery: entries, sort: { field: 'upside', order: 'desc' }, page: 2, pageSize: 10 }));
    const expected = bruteForce(entries).sort((a, b) => (b.upside as number) - (a.upside as number)).slice(10, 20);
    expect(body.scannerResults.map((r) => r.upside)).toEqual(expected.map((r) => r.upside));
  });

  it('answers 400 with one translated problem per bad filter and charges nothing', async () => {
    const s = await scannerUser({ plan: 'basic', tokens: 10, settings: { rangePosAsPercent: false } });
    const res = await search(s, {
      filterQuery: [
        { filterKey: 'upside', type: 'between', min: '1' },
        { filterKey: 'noSuchFilter', type: 'above', min: '1' },
        { filterKey: 'ivRank', type: 'above', min: '50' },
        { filterKey: 'positionOnRange', type: 'below', min: '20' },
        { filterKey: 'h64', type: 'above', min: '1.5' },
        { filterKey: 'trend', type: 'in', val: ['trendBullish'] },
      ],
    });
    const body = expectError(res, 400, 'Invalid Input', 'INVALID_SCANNER_FILTER') as unknown as ScannerInvalidAnswer;
    expect(body.errors.map((e) => [e.filterKey, e.code])).toEqual([
      ['upside', 'needsMinMax'], ['noSuchFilter', 'unknownFilter'], ['ivRank', 'notAllowed'], ['positionOnRange', 'hiddenBySetting'], ['h64', 'hurst'],
    ]);
    expect(body.errors.find((e) => e.code === 'hurst')!.message).toBe('Hurst Value needs to be between 0 and 1');
    expect(body.errors.find((e) => e.code === 'unknownFilter')!.message).toBe('Unknown filter "noSuchFilter".');
    expect(await tokens(s)).toBe(10);
    expect(await searchesOf(s)).toBe(0);

    const german = await scannerUser({ tokens: 10, settings: { language: 'de' } });
    const de = expectError(await search(german, { filterQuery: [{ filterKey: 'h256', type: 'between', min: '0.5', max: '2' }] }), 400, 'Invalid Input') as unknown as ScannerInvalidAnswer;
    expect(de.errors).toEqual([{ filterKey: 'h256', code: 'hurst', message: 'Der Hurst-Wert muss zwischen 0 und 1 liegen' }]);
    expectError(await search(german, { filterQuery: [] }), 400, 'Invalid Input');
  });

  it('refuses malformed bodies, more filters than allowed and a sort by a field of another plan', async () => {
    const s = await scannerUser({ plan: 'basic', tokens: 10 });
    expectError(await search(s, {}), 400);
    expectError(await search(s, { filterQuery: [{ filterKey: 'upside', type: 'contains', val: 'x' }] }), 400);
    expectError(await search(s, { filterQuery: [{ filterKey: 'upside', type: 'above', min: '1' }], pageSize: 501 }), 400);
    expectError(await search(s, { filterQuery: [{ filterKey: 'upside', type: 'above', min: '1' }], page: 0 }), 400);
    expectError(await search(s, { filterQuery: [{ filterKey: 'upside', type: 'above', min: '1' }], sort: { field: 'payload.title', order: 'asc' } }), 400);
    expectError(await search(s, { filterQuery: Array.from({ length: 41 }, () => ({ filterKey: 'upside', type: 'above', min: '1' })) }), 400);
    expectError(await search(s, { filterQuery: [{ filterKey: 'upside', type: 'above', min: '1' }], sort: { field: 'volData.currentIVRank', order: 'asc' } }), 400, /cannot be sorted/, 'INVALID_SORT');
    expect(await tokens(s)).toBe(10);
  });

  it('answers the last results: empty before any search, the first page by ticker after', async () => {
    const s = await scannerUser({ tokens: 20 });
    expect(answer<ScannerLastResults>(await last(s))).toEqual({ scannerResults: [], filterQuery: [], total: 0, searchedAt: null });
    expect(answer<ScannerLastResults>(await results(s, { page: 2 }))).toEqual({ scannerResults: [], filterQuery: [], total: 0, searchedAt: null });
    const entries: ScannerFilterEntry[] = [{ filterKey: 'downside', type: 'above', min: '1' }];
    const searched = answer<ScannerSearchAnswer>(await search(s, { filterQuery: entries, sort: { field: 'downside', order: 'desc' }, pageSize: 5 }));
    const lastBody = answer<ScannerLastResults>(await last(s));
    expect(lastBody.filterQuery).toEqual(entries);
    expect(lastBody.total).toBe(searched.total);
    expect(lastBody.searchedAt).toBe(searched.searchedAt);
    const byTicker = bruteForce(entries).map((r) => r.ticker).sort((a, b) => compare(a, b));
    expect(lastBody.scannerResults.map((r) => r.ticker)).toEqual(byTicker.slice(0, 50));
    // A second search is the last one; reusing the first makes it the last again.
    const other: ScannerFilterEntry[] = [{ filterKey: 'ytd', type: 'below', min: '0' }];
    answer<ScannerSearchAnswer>(await search(s, { filterQuery: other }));
    expect(answer<ScannerLastResults>(await last(s)).filterQuery).toEqual(other);
    expect(answer<ScannerSearchAnswer>(await search(s, { filterQuery: entries })).tokensCharged).toBe(0);
    expect(answer<ScannerLastResults>(await last(s)).filterQuery).toEqual(entries);
    expect(await tokens(s)).toBe(0);
  });

  it('pages, sorts and filters the last search again at no cost', async () => {
    const s = await scannerUser({ tokens: 10 });
    const entries: ScannerFilterEntry[] = [{ filterKey: 'h64', type: 'above', min: '0.4' }];
    const searched = answer<ScannerSearchAnswer>(await search(s, { filterQuery: entries }));
    const matched = bruteForce(entries);
    expect(searched.total).toBe(matched.length);

    const page2 = answer<ScannerLastResults>(await results(s, { sort: { field: 'h64', order: 'desc' }, page: 2, pageSize: 10 }));
    const byH64 = [...matched].sort((a, b) => (b.h64 as number) - (a.h64 as number));
    expect(page2.total).toBe(matched.length);
    expect(page2.scannerResults.map((r) => r.ticker)).toEqual(byH64.slice(10, 20).map((r) => r.ticker));
    expect(page2.filterQuery).toEqual(entries);

    // A column filter on a preview field narrows every row.
    const cheap = answer<ScannerLastResults>(await results(s, { filterQuery: [{ filterKey: 'latestPrice', type: 'below', val: 100 }], pageSize: 500 }));
    expect(cheap.total).toBe(matched.filter((r) => (r.latestPrice as number) < 100).length);
    for (const row of cheap.scannerResults) expect(row.latestPrice).toBeLessThan(100);

    // A filter or sort on a field the search did not scan treats unrevealed rows as empty.
    const trend = answer<ScannerLastResults>(await results(s, { filterQuery: [{ filterKey: 'overallTARating', type: 'in', val: ['trendBullish', 'trendNeutral', 'trendBearish'] }], pageSize: 500 }));
    expect(trend.scannerResults.every((r) => r.isActive)).toBe(true);
    const byTrend = answer<ScannerLastResults>(await results(s, { sort: { field: 'overallTARating', order: 'asc' }, pageSize: 500 }));
    const firstHidden = byTrend.scannerResults.findIndex((r) => !r.isActive);
    expect(firstHidden).toBeGreaterThanOrEqual(0);
    expect(byTrend.scannerResults.slice(firstHidden).every((r) => !r.isActive)).toBe(true);

    expectError(await results(s, { filterQuery: [{ filterKey: 'payload.title', type: 'eq', val: 'x' }] }), 400, /no column/);
    expectError(await results(s, { filterQuery: [{ filterKey: 'latestPrice', type: 'between', min: 5 }] }), 400);
    expect(await tokens(s)).toBe(0);
    expect(await searchesOf(s)).toBe(1);
  });

  it('keeps the last searches of a user only', async () => {
    const s = await scannerUser({ tokens: 10 * (SEARCHES_KEPT + 2) });
    for (let i = 0; i < SEARCHES_KEPT + 2; i++) {
      answer<ScannerSearchAnswer>(await search(s, { filterQuery: [{ filterKey: 'ytd', type: 'above', min: String(-50 + i) }] }));
    }
    expect(await searchesOf(s)).toBe(SEARCHES_KEPT);
    expect(answer<ScannerLastResults>(await last(s)).filterQuery).toEqual([{ filterKey: 'ytd', type: 'above', min: String(-50 + SEARCHES_KEPT + 1) }]);
  });

  it('answers 401 without a session and 403 without the BASIC_OR_PREMIUM module', async () => {
    const body = { filterQuery: [{ filterKey: 'upside', type: 'above', min: '1' }] };
    expectError(await call(t, null, 'POST', '/api/scanner/search', body), 401);
    expectError(await call(t, null, 'GET', '/api/scanner/lastResults'), 401);
    expectError(await call(t, null, 'POST', '/api/scanner/results', {}), 401);
    const free = await demo(t, 'demofree');
    expectError(await search(free, body), 403, undefined, 'PERMISSION_MISSING');
    expectError(await last(free), 403, undefined, 'PERMISSION_MISSING');
    expectError(await results(free, {}), 403, undefined, 'PERMISSION_MISSING');
    // Also before the body is checked.
    expectError(await search(free, { nonsense: true }), 403);
  });
});
