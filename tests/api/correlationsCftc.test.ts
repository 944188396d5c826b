import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BACKENDS, freshDatabase } from './support/testBackends';
import { createTestApp, type TestApp } from './support/testApp';
import { TEST_MARKET_AT } from './support/testMarket';
import { importedTestMarket } from './support/importedTestMarket';
import { expectError, userRow, type Session } from './support/accounts';
import { call, demo, ok } from './support/engine';
import { recordActivations } from '../../server/assets/activeTickers';
import type { Database } from '../../server/db/database';
import type { MarketService } from '../../server/market/marketService';
import { activeTickers, cftcReports } from '../../server/db/schema';
import { loadImportedCftc, runImport } from '../../server/market/import';
import { makeCorrelation } from '../../plugins/correlations/logic/customCorrelations';
import type { CftcAnswer, CorrelationTable, CustomCorrelation, SessionUser } from '../../contracts';

/**
 * Issue 22 scopes 1 and 4 through the API: the correlation table against a hand-computed case and
 * the reveal and crypto rules; the custom correlations' shape rules on POST /userData; the CFTC
 * answer against a hand-computed week from an imported COT history; the import of the COT sample.
 */

/** Five closes whose log returns are exactly the listed ones (the first close 100). */
function closes(returns: number[]): number[] {
  const out = [100];
  for (const r of returns) out.push(out.at(-1)! * Math.exp(r));
  return out;
}
const DATES = ['2026-11-13', '2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19'];
function eodCsv(returns: number[]): string {
  return ['Date,Open,High,Low,Close,Volume', ...closes(returns).map((c, i) => `${DATES[i]},${c},${c},${c},${c},1000`)].join('\n');
}
/** AAAA's and BBBB's daily log returns. */
const RA = [0.01, -0.02, 0.03, 0];
const RB = [0.02, 0.01, 0, -0.01];

/**
 * 105 weekly reports of es: 1000 and 3000 contracts net long in turn from the first week, 5000 in
 * week 104 (2026-11-10, the last one released at TEST_MARKET_AT), and a report of 2026-11-17 that
 * is released only on Friday 2026-11-20 15:30 New York (20:30 UTC), after the test's instant.
 */
const ES_WEEKS = 105;
function esNet(i: number): number {
  if (i === ES_WEEKS - 1) return 999_999;
  return i === ES_WEEKS - 2 ? 5000 : i % 2 === 0 ? 1000 : 3000;
}
function cotCsv(): string {
  const header = '"Market and Exchange Names","As of Date in Form YYMMDD","As of Date in Form YYYY-MM-DD","CFTC Contract Market Code","Open Interest (All)","Noncommercial Positions-Long (All)","Noncommercial Positions-Short (All)"';
  const last = Date.parse('2026-11-17T00:00:00Z');
  const rows = Array.from({ length: ES_WEEKS }, (_, i) => {
    const date = new Date(last - (ES_WEEKS - 1 - i) * 7 * 86_400_000).toISOString().slice(0, 10);
    const short = 20_000;
    return `"E-MINI S&P 500 - CHICAGO MERCANTILE EXCHANGE",${date.slice(2).replace(/-/g, '')},${date},13874A,2000000,${short + esNet(i)},${short}`;
  });
  return [header, ...rows].join('\n');
}

describe.each(BACKENDS)('custom correlations in POST /userData on %s', (backend) => {
  let t: TestApp;
  let premium: Session;
  let free: Session;
  beforeAll(async () => {
    t = await createTestApp(backend, { seed: true });
    [premium, free] = await Promise.all([demo(t, 'demopremium'), demo(t, 'demofree')]);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });
  const save = (s: Session, list: unknown) => call(t, s, 'POST', '/api/userData', { customCorrelations: list });

  describe('the shape rules', () => {
    const good = makeCorrelation('My Table', ['QQQ', 'SPY', 'GLD'], 30);

    it('keeps a well-shaped list and sends it back with the user object (and at sign-in)', async () => {
      expect(good).toEqual({ id: 'GLD,QQQ,SPYmy_table', name: 'My Table', tickers: 'GLD,QQQ,SPY', timeFrame: 30, offsetDays: 0 });
      const user = ok<SessionUser>(await save(free, [good]));
      expect(user.customCorrelations).toEqual([good]);
      expect(ok<SessionUser>(await call(t, free, 'GET', '/api/userData')).customCorrelations).toEqual([good]);
      expect(ok<SessionUser>(await save(free, [])).customCorrelations).toEqual([]);
    });

    it('refuses bad shapes with a 400 and stores nothing', async () => {
      ok(await save(free, [good]));
      const bad: [string, unknown, RegExp][] = [
        ['not an object', ['SPY,QQQ'], /customCorrelations\.0 must be of type object$/],
        ['a missing field', [{ id: good.id, name: good.name, tickers: good.tickers, timeFrame: 30 }], /customCorrelations\.0 is missing the required field "offsetDays"/],
        ['an unknown field', [{ ...good, extra: 1 }], /customCorrelations\.0 has an unknown field "extra"/],
        ['a time frame of 2', [{ ...good, timeFrame: 2 }], /customCorrelations\.0\.timeFrame must be at least 3$/],
        ['a time frame of 251', [{ ...good, timeFrame: 251 }], /customCorrelations\.0\.timeFrame must be at most 250$/],
        ['a fractional time frame', [{ ...good, timeFrame: 30.5 }], /timeFrame must be of type integer$/],
        ['a negative offset', [{ ...good, offsetDays: -1 }], /offsetDays must be at least 0$/],
        ['an empty name', [{ ...good, name: '', id: 'GLD,QQQ,SPY' }], /name must be at least 1 characters long$/],
        ['unsorted tickers', [{ ...good, tickers: 'SPY,QQQ,GLD', id: 'SPY,QQQ,GLDmy_table' }], /sorted alphabetically/],
        ['lower-case tickers', [{ ...good, tickers: 'gld,qqq,spy', id: 'GLD,QQQ,SPYmy_table' }], /holds "gld", which is not a valid ticker/],
        ['a repeated ticker', [{ ...good, tickers: 'GLD,GLD,SPY', id: 'GLD,GLD,SPYmy_table' }], /upper-case, sorted alphabetically, each once/],
        ['spaces in the tickers', [{ ...good, tickers: 'GLD, QQQ', id: 'GLD,QQQmy_table' }], /not a valid ticker/],
        ['one ticker', [{ ...good, tickers: 'SPY', id: 'SPYmy_table' }], /at least two tickers/],
        ['a wrong id', [{ ...good, id: 'whatever' }], /id other than its tickers followed by its name/],
        ['an id with spaces in the name', [{ ...good, id: 'GLD,QQQ,SPYmy table' }], /id other than/],
        ['a repeated id', [good, good], /customCorrelations\.1 repeats the id/],
        ['51 correlations', Array.from({ length: 51 }, (_, i) => makeCorrelation(`t${i}`, ['SPY', 'QQQ'], 30)), /customCorrelations must hold at most 50 entries$/],
      ];
      for (const [label, list, message] of bad) {
        const body = expectError(await save(free, list), 400);
        expect(String(body.message), label).toMatch(message);
      }
      expect(ok<SessionUser>(await call(t, free, 'GET', '/api/userData')).customCorrelations).toEqual([good]);
    });

    it('refuses crypto tickers', async () => {
      const crypto = makeCorrelation('Coins', ['CRYPTO.BTC', 'SPY'], 30);
      expectError(await save(premium, [crypto]), 400, /holds the crypto ticker CRYPTO\.BTC: correlations do not support crypto tickers/, 'INVALID_CORRELATION');
    });

    it('refuses tickers the user has not revealed (409), keeps those already saved', async () => {
      const hidden = makeCorrelation('Hidden', ['AAPL', 'SPY'], 30);
      expectError(await save(free, [hidden]), 409, 'The ticker AAPL is not revealed. Reveal it to use it in a correlation.', 'TICKER_NOT_REVEALED');
      await recordActivations(t.database.db, (await userRow(t, 'demofree')).id, ['AAPL'], true, t.clock.now);
      const saved = ok<SessionUser>(await save(free, [hidden])).customCorrelations;
      expect(saved).toEqual([hidden]);
      // The activation expires: the saved table may still be renamed, a new unrevealed ticker is refused.
      await t.database.db.update(activeTickers).set({ expiresAt: new Date(t.clock.now.getTime() - 1000) });
      const renamed: CustomCorrelation = makeCorrelation('Hidden too', ['AAPL', 'SPY'], 30);
      expect(ok<SessionUser>(await save(free, [renamed])).customCorrelations).toEqual([renamed]);
      expectError(await save(free, [renamed, makeCorrelation('X', ['MSFT', 'NVDA'], 30)]), 409, 'The tickers MSFT, NVDA are not revealed. Reveal them to use them in a correlation.');
    });
  });

});

describe.each(BACKENDS)('correlations and CFTC on %s', (backend) => {
  let importDb: Database;
  let market: MarketService;
  let t: TestApp;
  let premium: Session;
  let free: Session;

  beforeAll(async () => {
    importDb = await freshDatabase(backend);
    market = await importedTestMarket(importDb, { 'AAAA.csv': eodCsv(RA), 'BBBB.csv': eodCsv(RB), 'cot.csv': cotCsv() });
    t = await createTestApp(backend, { seed: true, market });
    t.clock.now = new Date(TEST_MARKET_AT);
    [premium, free] = await Promise.all([demo(t, 'demopremium'), demo(t, 'demofree')]);
  }, 240_000);
  afterAll(async () => {
    await t?.close();
    await market?.stop();
    await importDb?.close();
  });

  const table = (s: Session, query: string) => call(t, s, 'GET', `/api/reporting/correlationTable?${query}`);
  describe('GET /reporting/correlationTable', () => {
    it('computes only the tickers the user sees in full: unrevealed ones are left out until activated', async () => {
      expect(Object.keys(ok<CorrelationTable>(await table(premium, 'tickers=AAAA,BBBB,SPY&timeFrame=4')))).toEqual(['SPY']);
      await recordActivations(t.database.db, (await userRow(t, 'demopremium')).id, ['AAAA', 'BBBB'], true, t.clock.now);
      expect(Object.keys(ok<CorrelationTable>(await table(premium, 'tickers=AAAA,BBBB,SPY&timeFrame=4'))).sort()).toEqual(['AAAA', 'BBBB', 'SPY']);
      expect(Object.keys(ok<CorrelationTable>(await table(free, 'tickers=AAAA,BBBB,SPY&timeFrame=4')))).toEqual(['SPY']);
    });

    it('answers the hand-computed correlation of the log returns', async () => {
      // Deviations from the means (0.005 each): x = (0.005, −0.025, 0.025, −0.005), y = (0.015, 0.005, −0.005, −0.015);
      // Σxy = −0.0001, Σx² = 0.0013, Σy² = 0.0005: ρ = −0.0001 / √(0.0013 · 0.0005) = −1/√65.
      const four = ok<CorrelationTable>(await table(premium, 'tickers=BBBB,AAAA&timeFrame=4&offsetDays=0'));
      expect(four.AAAA!.BBBB).toBeCloseTo(-1 / Math.sqrt(65), 12);
      expect(four.BBBB!.AAAA).toBe(four.AAAA!.BBBB);
      expect(four.AAAA!.AAAA).toBe(1);
      // Offset 1: the first three returns; x = (1/300)(1, −8, 7), y = (0.01, 0, −0.01): Σxy = −0.0002,
      // Σx² = 0.0038/3, Σy² = 0.0002: ρ = −√(3/19).
      const past = ok<CorrelationTable>(await table(premium, 'tickers=AAAA,BBBB&timeFrame=3&offsetDays=1'));
      expect(past.AAAA!.BBBB).toBeCloseTo(-Math.sqrt(3 / 19), 12);
      // More returns than the history holds: null, not an error.
      expect(ok<CorrelationTable>(await table(premium, 'tickers=AAAA,BBBB&timeFrame=5')).AAAA!.BBBB).toBeNull();
    });

    it('refuses crypto tickers', async () => {
      expectError(await table(premium, 'tickers=SPY,CRYPTO.BTC'), 400, 'Correlations do not support crypto tickers (CRYPTO.BTC).', 'CRYPTO_NOT_SUPPORTED');
      expectError(await table(premium, 'tickers=spy,crypto.eth&timeFrame=30'), 400, undefined, 'CRYPTO_NOT_SUPPORTED');
    });
  });

  describe('GET /reporting/cftc', () => {
    it('answers 200, keyed by the row codes in the groups\' order, each with two years of rows', async () => {
      const res = await call(t, free, 'GET', '/api/reporting/cftc');
      expect(res.statusCode).toBe(200);
      const answer = res.json() as CftcAnswer;
      expect(Object.keys(answer)).toEqual([
        'es', 'rty', 'dow', 'nq', 'nikkei', 'vix', 'us30y', 'us10y', 'us5y', 'us2y', 'eurodollar',
        'usd', 'eur', 'jpy', 'gbp', 'aud', 'cad', 'chf', 'wti', 'wheat', 'corn', 'silver', 'natgas', 'copper', 'gold',
      ]);
      for (const entry of Object.values(answer)) {
        expect(entry.data.length).toBeLessThanOrEqual(104);
        expect(Object.keys(entry.data[0]!).sort()).toEqual(['1YrZscore', '2YrZscore', 'Date', 'Latest positioning']);
      }
      expect(answer.gold!.group).toBe('commodities');
      await expect(call(t, null, 'GET', '/api/reporting/cftc').then((r) => r.statusCode)).resolves.toBe(401);
    });

    it('serves the imported es history: the hand-computed week (averages, WOW change, z-scores), the unreleased report left out', async () => {
      const es = ok<CftcAnswer>(await call(t, premium, 'GET', '/api/reporting/cftc')).es!;
      // 104 released weeks: 1000 (even weeks) and 3000 (odd weeks) for weeks 0–102, then 5000.
      expect(es.data).toHaveLength(104);
      expect(es.data.at(-1)).toMatchObject({ Date: '2026-11-10', 'Latest positioning': 5000 });
      expect(es.data[0]!.Date).toBe('2024-11-19');
      const s = es.statistics;
      expect(s.latest).toBe(5000);
      expect(s.wowChange).toBe(4000); // 5000 − week 102's 1000
      expect(s.avg1M).toBe(2500); // (1000 + 3000 + 1000 + 5000) / 4
      expect(s.avg3M).toBeCloseTo(29_000 / 13, 9); // 6 · 1000 + 6 · 3000 + 5000
      expect(s.avg6M).toBeCloseTo(54_000 / 26, 9); // 13 · 1000 + 12 · 3000 + 5000
      expect(s.avg1Y).toBeCloseTo(106_000 / 52, 9); // 26 · 1000 + 25 · 3000 + 5000
      expect(s.max2Y).toBe(5000);
      expect(s.min2Y).toBe(1000);
      // z = (5000 − mean) / sd, sd with n − 1: Σx² over 52 weeks = 26e6 + 25 · 9e6 + 25e6 = 276e6.
      const z = (n: number, sum: number, squares: number): number => {
        const mean = sum / n;
        return (5000 - mean) / Math.sqrt((squares - n * mean * mean) / (n - 1));
      };
      expect(s.zScore1Y).toBeCloseTo(z(52, 106_000, 276e6), 9);
      expect(s.zScore1Y).toBeCloseTo(2.7321555, 6);
      expect(s.zScore2Y).toBeCloseTo(z(104, 210_000, 536e6), 9); // 52 · 1000 + 51 · 3000 + 5000; 52e6 + 459e6 + 25e6
      expect(s.zScore2Y).toBeCloseTo(2.8589894, 6);
      expect(es.data.at(-1)!['1YrZscore']).toBe(s.zScore1Y);
      expect(es.data.at(-1)!['2YrZscore']).toBe(s.zScore2Y);
      expect(es.data[0]!['2YrZscore']).toBeNull();
    });
  });

  it('imports the COT sample: its three markets, the other market skipped, net = long − short', async () => {
    const db = await freshDatabase(backend);
    try {
      const file = path.join(import.meta.dirname, '../fixtures/cot/cot_legacy_futures_sample.csv');
      const report = await runImport(db.db, [file], { now: TEST_MARKET_AT });
      const [one] = report.files;
      expect(one).toMatchObject({ imported: true, kind: 'cot', rowsImported: 9, otherMarketRows: 3 });
      expect(one!.tickers.map((x) => x.ticker).sort()).toEqual(['es', 'eur', 'gold']);
      expect(await db.db.select().from(cftcReports)).toHaveLength(9);
      const cftc = await loadImportedCftc(db.db);
      expect(cftc.get('gold')!.map((r) => [r.date, r.netPosition, r.releasedAt])).toEqual([
        ['2024-01-02', 251_340 - 47_122, '2024-01-05T20:30:00.000Z'],
        ['2024-01-09', 258_876 - 45_310, '2024-01-12T20:30:00.000Z'],
        ['2024-01-16', 262_541 - 44_987, '2024-01-19T20:30:00.000Z'],
      ]);
      // The same file again replaces its rows (reports add up by date; nothing doubles).
      expect((await runImport(db.db, [file], { now: TEST_MARKET_AT })).files[0]!.imported).toBe(true);
      expect(await db.db.select().from(cftcReports)).toHaveLength(9);
      expect(readFileSync(file, 'utf8').startsWith('"Market and Exchange Names"')).toBe(true);
    } finally {
      await db.close();
    }
  });
});
