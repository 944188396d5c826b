/** End to end: `npm run import` (scripts/import.ts) as a child process on a temporary DATA_DIR. */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../server/db/database';
import { dailyCandles, instruments } from '../server/db/schema';
import { loadImportedMarket } from '../server/market/import/importedMarket';
import { createLayeredMarketSource, isImportedInstrument } from '../server/market/import/importedMarketSource';
import { createSimulatedMarket } from '../server/market/simulation';

const ROOT = process.cwd();
let tmp: string;
let dataDir: string;
let eodDir: string;

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function env(): NodeJS.ProcessEnv {
  return { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };
}

function runImport(...args: string[]): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/import.ts', ...args], { cwd: ROOT, env: env(), stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const HEADER = 'Date,Open,High,Low,Close,Volume';
const csv = (...lines: string[]): string => lines.join('\n') + '\n';

beforeAll(() => {
  tmp = mkdtempSync(path.join(tmpdir(), 'import-e2e-'));
  dataDir = path.join(tmp, 'data');
  eodDir = path.join(tmp, 'eod');
  mkdirSync(path.join(eodDir, 'more'), { recursive: true });
  writeFileSync(path.join(eodDir, 'AAPL.csv'), csv(
    'Date,Open,High,Low,Close,Adj Close,Volume',
    '2025-03-03,241.79,244.03,236.11,238.03,237.5,47184000',
    '2025-03-04,237.71,240.07,234.68,235.93,235.4,53798100',
    '2025-03-05,235.42,236.55,229.23,235.74,235.21,47227600',
    '2025-03-06,234.44,237.86,233.16,235.33,234.8,45170400',
    '2025-03-07,235.11,241.37,234.76,239.07,238.53,46273600',
    '2025-03-10,235.54,236.16,224.22,227.48,226.97,72071200',
    '2025-03-11,223.81,225.84,217.45,220.84,220.34,76137400',
    '2025-03-12,220.14,221.75,214.91,216.98,216.49,62547500',
    '2025-03-13,215.95,216.84,208.42,209.68,209.21,61368300',
    '2025-03-14,211.25,213.95,209.58,213.49,213.01,60107600',
    '2025-03-17,213.31,215.22,209.97,214,213.52,48073400',
    '2025-03-18,214.16,215.15,211.49,212.69,212.21,42432400',
    '2025-03-19,214.22,218.76,213.75,215.24,214.76,54385400',
    '2025-03-20,213.99,217.49,212.22,214.1,213.62,48862900',
    '2025-03-21,211.56,218.84,211.28,218.27,217.78,94127800',
    '2025-03-24,221,221.48,218.58,220.73,220.23,44299500',
    '2025-03-25,220.77,224.1,220.08,223.75,223.25,34493600',
    '2025-03-26,223.51,225.02,220.47,221.53,221.03,34466100',
    '2025-03-27,221.39,224.99,220.56,223.85,223.35,37094800',
    '2025-03-28,221.67,223.81,217.68,217.9,217.41,39818600',
    '2025-03-31,217.01,225.62,216.23,222.13,221.63,65299300',
    '2025-04-01,null,null,null,null,null,null',
  ));
  writeFileSync(path.join(eodDir, 'more', 'NEWCO.csv'), csv(HEADER, '2025-03-03,10,10.5,9.8,10.2,1000', '2025-03-04,10.2,10.9,10.1,10.8,1500', '2025-03-05,10.8,11,10.4,10.5,1200'));
  writeFileSync(path.join(eodDir, 'BROKEN.csv'), csv(HEADER, '2025-03-03,10,10.5,9.8,10.2,1000', '2025-03-04,10.2,10.1,10.1,10.8,1500', '2025-03-04,10.8,11,10.4,10.5,1200', '03/05/2025,10,11,9,10,5'));
  writeFileSync(path.join(eodDir, 'notes.txt'), 'not imported');
  // AAPL's identity comes from the file beside it; NEWCO has none.
  writeFileSync(path.join(eodDir, 'AAPL.meta.json'), JSON.stringify({ name: 'Apple Inc. (imported)', type: 'stock', currency: 'USD', exchange: 'NASDAQ' }));
});

afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('npm run import', () => {
  it('prints the usage and exits 2 without arguments', async () => {
    const r = await runImport();
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('Usage: npm run import -- <file or folder>');
  });

  it('imports the good files of a folder, reports the broken one with file and line, exits 1', async () => {
    const r = await runImport(eodDir);
    expect(r.code).toBe(1);
    const out = r.stdout.replaceAll(tmp + path.sep, '');
    expect(r.stdout).toContain(`Importing into the embedded database in ${path.join(dataDir, 'pglite')}`);
    expect(out).toContain('  ok      eod/AAPL.csv: AAPL 2025-03-03 … 2025-03-31, 21 rows imported, 1 null row skipped');
    expect(out).toContain('  ok      eod/more/NEWCO.csv: NEWCO 2025-03-03 … 2025-03-05, 3 rows imported');
    expect(out).toContain([
      '  FAILED  eod/BROKEN.csv: 3 errors, nothing imported',
      '          eod/BROKEN.csv:3: High 10.1 is below Close 10.8',
      '          eod/BROKEN.csv:4: duplicate date 2025-03-04 (first on line 3)',
      '          eod/BROKEN.csv:5: date "03/05/2025" is ambiguous (MM/DD/YYYY or DD/MM/YYYY); write dates as YYYY-MM-DD',
    ].join('\n'));
    expect(out).toContain('Imported 2 of 3 files: 2 tickers, 24 rows, 1 null row skipped.');
    expect(out).toContain('1 file failed and imported nothing');
    expect(out).toMatch(/ {2}note {4}AAPL replaces the simulated instrument of that ticker \("[^"]+"\); it is shown under the metadata beside its file/);
    expect(out).not.toContain('NEWCO replaces');

    const database = await openDatabase({ dataDir });
    try {
      const tickers = await database.db.select({ t: instruments.ticker }).from(instruments).orderBy(asc(instruments.ticker));
      expect(tickers.map((x) => x.t)).toEqual(['AAPL', 'NEWCO']);
      expect(await database.db.select().from(dailyCandles).where(eq(dailyCandles.ticker, 'BROKEN'))).toEqual([]);

      // What the server will serve: AAPL replaced, NEWCO added, both analysed as of their last bar.
      const now = new Date('2026-11-20T22:00:00Z');
      const market = createLayeredMarketSource(createSimulatedMarket({ seed: 1, size: 450, now: () => now }), await loadImportedMarket(database.db));
      const aapl = market.getInstrument('AAPL');
      expect(aapl && isImportedInstrument(aapl) ? aapl.asOf : null).toBe('2025-03-31');
      // Its own metadata, never the simulated AAPL's; NEWCO without metadata: its symbol, unknown sector and country.
      expect(aapl).toMatchObject({ name: 'Apple Inc. (imported)', type: 'stock', exchange: 'NASDAQ', sector: null, country: null, isin: null });
      expect(market.getInstrument('NEWCO')).toMatchObject({ name: 'NEWCO', sector: null, country: null });
      expect(market.getCandles('AAPL')?.candles.at(-1)?.close).toBe(221.63);
      expect(market.listInstruments().some((i) => i.ticker === 'NEWCO')).toBe(true);
    } finally {
      await database.close();
    }
  });

  it('refuses a file whose metadata is wrong and imports nothing of it', async () => {
    const dir = path.join(tmp, 'meta');
    mkdirSync(dir);
    writeFileSync(path.join(dir, 'SMI.csv'), csv(HEADER, '2025-03-03,10,10.5,9.8,10.2,0', '2025-03-04,10.2,10.9,10.1,10.8,0'));
    writeFileSync(path.join(dir, 'SMI.meta.json'), JSON.stringify({ name: 'Swiss Market Index', type: 'indices', currency: 'CHF' }));
    const r = await runImport(dir);
    expect(r.code).toBe(1);
    expect(r.stdout.replaceAll(tmp + path.sep, '')).toContain([
      '  FAILED  meta/SMI.csv: 1 error, nothing imported',
      '          meta/SMI.meta.json: SMI: type must be one of stock, etf, index, future, crypto, fx, bond, volatility',
    ].join('\n'));
    const database = await openDatabase({ dataDir });
    try {
      expect(await database.db.select().from(dailyCandles).where(eq(dailyCandles.ticker, 'SMI'))).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it('exits 0 once the broken file is fixed', async () => {
    writeFileSync(path.join(eodDir, 'BROKEN.csv'), csv(HEADER, '2025-03-03,10,10.5,9.8,10.2,1000', '2025-03-04,10.2,10.9,10.1,10.8,1500'));
    const r = await runImport(path.join(eodDir, 'BROKEN.csv'));
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Imported 1 of 1 file: 1 ticker, 2 rows.');
  });

  it('refuses, saying why, while another process (a server) has the embedded database open', async () => {
    const holder: ChildProcess = spawn(process.execPath, ['--input-type=module', '-e', [
      "import { PGlite } from '@electric-sql/pglite';",
      `const db = await PGlite.create(${JSON.stringify(path.join(dataDir, 'pglite'))});`,
      "await db.query('select count(*) from instruments');",
      "console.log('ready');",
      "process.stdin.on('end', async () => { await db.close(); process.exit(0); });",
      'process.stdin.resume();',
    ].join('\n')], { cwd: ROOT, stdio: ['pipe', 'pipe', 'inherit'] });
    try {
      await new Promise<void>((resolve, reject) => {
        holder.stdout?.on('data', (d: Buffer) => { if (d.toString().includes('ready')) resolve(); });
        holder.on('exit', (code) => reject(new Error(`the holder exited with ${code}`)));
      });
      const r = await runImport(eodDir);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain(`The embedded database in ${path.join(dataDir, 'pglite')} is in use by pid ${holder.pid}`);
      expect(r.stderr).toContain('Stop the server, run the import, then start the server again');
      expect(r.stdout).not.toContain('Importing into');
    } finally {
      const exited = new Promise((resolve) => holder.on('exit', resolve));
      holder.stdin?.end();
      await exited;
    }
  });
});
