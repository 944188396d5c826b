import { mkdirSync, mkdtempSync, rmSync, writeFileSync, copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, freshDatabase } from '../../../tests/api/support/testBackends';
import type { Database } from '../../db/database';
import { dailyCandles, instruments } from '../../db/schema';
import { importEodText } from './eodImporter';
import { importMarketFile } from './importFile';
import { loadImportedMarket } from './importedMarket';
import { formatFileReport, formatRunSummary, runFailed, runImport } from './runImport';

const NOW = new Date('2024-06-03T12:00:00Z');
const HEADER = 'Date,Open,High,Low,Close,Volume';
const csv = (...lines: string[]): string => lines.join('\n') + '\n';

// PGlite always; PostgreSQL too when DATABASE_URL is set (a fresh database, dropped afterwards).
describe.each(BACKENDS)('%s', (backend) => {
  let database: Database;
  let dir: string;

  beforeAll(async () => {
    database = await freshDatabase(backend);
    dir = mkdtempSync(path.join(tmpdir(), 'eod-import-'));
  });

  afterAll(async () => {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const candlesOf = (ticker: string) =>
    database.db.select().from(dailyCandles).where(eq(dailyCandles.ticker, ticker)).orderBy(asc(dailyCandles.date));
  const instrumentOf = async (ticker: string) => (await database.db.select().from(instruments).where(eq(instruments.ticker, ticker)))[0];

  describe('importing files into the database', () => {
    it('imports a good file: candles as in the file, the instrument with its first and last date', async () => {
      const report = await importMarketFile(database.db, 'tests/fixtures/eod/SPY.csv', { now: NOW });
      expect(report).toMatchObject({
        file: 'tests/fixtures/eod/SPY.csv', imported: true, rowsImported: 20, nullRows: 1, errors: [],
        tickers: [{ ticker: 'SPY', rows: 20, firstDate: '2024-01-02', lastDate: '2024-01-31' }],
      });
      const rows = await candlesOf('SPY');
      expect(rows).toHaveLength(20);
      expect(rows[0]).toEqual({ ticker: 'SPY', date: '2024-01-02', open: 471.64, high: 474, low: 471.04, close: 473.57, adjClose: 466.46645, volume: 81722336 });
      expect(await instrumentOf('SPY')).toMatchObject({ source: 'import', firstDate: '2024-01-02', lastDate: '2024-01-31', name: null, importedAt: NOW });
    });

    it('re-importing replaces all candles of the ticker, and keeps metadata set in the table', async () => {
      await database.db.update(instruments).set({ name: 'SPDR S&P 500 ETF Trust (real)' }).where(eq(instruments.ticker, 'SPY'));
      const later = new Date('2024-06-04T12:00:00Z');
      const report = await importEodText(database.db, csv(HEADER, '2024-05-01,500,505,499,504,1000', '2024-05-02,504,506,500,501,1100'), 'SPY.csv', { now: later });
      expect(report.imported).toBe(true);
      expect((await candlesOf('SPY')).map((r) => [r.date, r.adjClose])).toEqual([['2024-05-01', null], ['2024-05-02', null]]);
      expect(await instrumentOf('SPY')).toMatchObject({ name: 'SPDR S&P 500 ETF Trust (real)', firstDate: '2024-05-01', lastDate: '2024-05-02', importedAt: later });
    });

    it('a file with one bad row imports nothing and leaves the earlier import as it was', async () => {
      const before = await candlesOf('SPY');
      const report = await importEodText(database.db, csv(HEADER, '2024-05-03,500,505,499,504,1000', '2024-05-06,504,503,500,501,1100'), 'SPY.csv', { now: NOW });
      expect(report).toMatchObject({ imported: false, rowsImported: 0, tickers: [] });
      expect(report.errors).toEqual([{ file: 'SPY.csv', line: 3, message: 'High 503 is below Open 504' }]);
      expect(await candlesOf('SPY')).toEqual(before);
    });

    it('rejects dates after the clock (one day of slack for time zones)', async () => {
      const report = await importEodText(database.db, csv(HEADER, '2024-06-04,1,1,1,1,0', '2024-06-05,1,1,1,1,0'), 'FUT.csv', { now: NOW });
      expect(report.errors.map((e) => e.line)).toEqual([3]);
      expect(await candlesOf('FUT')).toEqual([]);
    });

    it('imports every ticker of a file with a Symbol column in one transaction', async () => {
      const report = await importMarketFile(database.db, 'tests/fixtures/eod/prices.csv', { now: NOW, displayName: 'prices.csv' });
      expect(report.tickers.map((t) => [t.ticker, t.rows])).toEqual([['ACME', 10], ['BRK-B', 10]]);
      expect(await candlesOf('BRK-B')).toHaveLength(10);
      const broken = await importEodText(database.db, csv(`Ticker,${HEADER}`, 'ACME,2024-02-01,1,1,1,1,0', 'BRK-B,2024-02-01,1,0.5,1,1,0'), 'more.csv', { now: NOW });
      expect(broken.imported).toBe(false);
      expect(await candlesOf('ACME')).toHaveLength(10);
    });

    it('rolls the whole file back when the database fails half-way', async () => {
      await database.db.execute(sql`CREATE OR REPLACE FUNCTION refuse_zzz() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'refused'; END $$ LANGUAGE plpgsql`);
      await database.db.execute(sql`CREATE TRIGGER refuse_zzz BEFORE INSERT ON daily_candles FOR EACH ROW WHEN (NEW.ticker = 'ZZZ') EXECUTE FUNCTION refuse_zzz()`);
      try {
        const report = await importEodText(database.db, csv(`Ticker,${HEADER}`, 'AAA,2024-02-01,1,1,1,1,0', 'ZZZ,2024-02-01,1,1,1,1,0'), 'two.csv', { now: NOW });
        expect(report.imported).toBe(false);
        expect(report.errors[0]?.message).toMatch(/^database error, nothing imported: /);
        expect(await candlesOf('AAA')).toEqual([]);
        expect(await instrumentOf('AAA')).toBeUndefined();
      } finally {
        await database.db.execute(sql`DROP TRIGGER refuse_zzz ON daily_candles`);
      }
    });

    it('reports an unreadable file', async () => {
      const report = await importMarketFile(database.db, path.join(dir, 'missing.csv'), { displayName: 'missing.csv' });
      expect(report.imported).toBe(false);
      expect(report.errors[0]?.message).toMatch(/^cannot read the file/);
    });
  });

  describe('runImport over files and folders', () => {
    it('recurses into folders for *.csv, imports each file on its own and reports', async () => {
      mkdirSync(path.join(dir, 'eod/sub'), { recursive: true });
      copyFileSync('tests/fixtures/eod/SPY.csv', path.join(dir, 'eod/SPY.csv'));
      writeFileSync(path.join(dir, 'eod/sub/^VIX.csv'), csv(HEADER, '2024-01-02,13,14,12.5,13.2,0', '2024-01-03,13.2,15,13,14.1,0'));
      writeFileSync(path.join(dir, 'eod/sub/BAD.csv'), csv(HEADER, '2024-01-02,13,14,12.5,13.2,0', '2024-01-03,13.2,15,13,14.1,-3'));
      writeFileSync(path.join(dir, 'eod/readme.txt'), 'not a csv');
      const lines: string[] = [];
      const report = await runImport(database.db, ['eod', 'nothing-here'], { cwd: dir, now: NOW, onFile: (r) => lines.push(formatFileReport(r)) });
      expect(report.files.map((f) => [f.file, f.imported])).toEqual([
        [path.join('eod', 'SPY.csv'), true], [path.join('eod', 'sub', 'BAD.csv'), false], [path.join('eod', 'sub', '^VIX.csv'), true],
      ]);
      expect(report.problems).toEqual([{ file: 'nothing-here', line: null, message: 'no such file or folder' }]);
      expect(runFailed(report)).toBe(true);
      expect(lines.join('\n')).toContain('  FAILED  eod/sub/BAD.csv: 1 error, nothing imported\n          eod/sub/BAD.csv:3: Volume -3 is negative');
      expect(lines[0]).toBe('  ok      eod/SPY.csv: SPY 2024-01-02 … 2024-01-31, 20 rows imported, 1 null row skipped');
      const summary = formatRunSummary(report);
      expect(summary).toContain('FAILED  nothing-here: no such file or folder');
      expect(summary).toContain('Imported 2 of 3 files: 2 tickers, 22 rows, 1 null row skipped.');
      expect(summary).toContain('1 file failed and imported nothing');
    });

    it('notes a ticker that two files of one run supplied', async () => {
      writeFileSync(path.join(dir, 'a.csv'), csv(`Ticker,${HEADER}`, 'DUP,2024-01-02,1,1,1,1,0'));
      writeFileSync(path.join(dir, 'DUP.csv'), csv(HEADER, '2024-01-03,1,1,1,1,0'));
      const report = await runImport(database.db, ['a.csv', 'DUP.csv'], { cwd: dir, now: NOW });
      expect(runFailed(report)).toBe(false);
      expect(report.replacedInRun).toEqual([{ ticker: 'DUP', files: ['a.csv', 'DUP.csv'] }]);
      expect((await candlesOf('DUP')).map((r) => r.date)).toEqual(['2024-01-03']);
    });
  });

  describe('loadImportedMarket', () => {
    it('loads every imported ticker with its candles, adjusted by Adj Close, and its metadata', async () => {
      await importMarketFile(database.db, 'tests/fixtures/eod/SPY.csv', { now: NOW });
      const market = await loadImportedMarket(database.db);
      expect([...market.series.keys()].sort()).toEqual(['ACME', 'BRK-B', 'DUP', 'SPY', '^VIX']);
      const spy = market.series.get('SPY');
      expect(spy?.adjusted).toBe(true);
      expect(spy?.meta.name).toBe('SPDR S&P 500 ETF Trust (real)');
      expect(spy?.dates).toHaveLength(20);
      // Adj Close / Close = 0.985 in the fixture: every price is scaled by it, the volume is not.
      expect(spy?.close[0]).toBeCloseTo(466.46645, 8);
      expect(spy?.open[0]).toBeCloseTo(471.64 * 0.985, 6);
      expect(spy?.high[0]).toBeCloseTo(474 * 0.985, 6);
      expect(spy?.low[0]).toBeCloseTo(471.04 * 0.985, 6);
      expect(spy?.volume[0]).toBe(81722336);
      expect(market.series.get('^VIX')?.adjusted).toBe(false);
      expect(Array.from(market.series.get('^VIX')?.close ?? [])).toEqual([13.2, 14.1]);
    });
  });
});
