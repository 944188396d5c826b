/**
 * Writes parsed end-of-day files into `instruments` and `daily_candles`: one transaction per file,
 * nothing at all when the file has an error. Re-importing a ticker replaces all its candles.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { dailyCandles, instruments } from '../../db/schema';
import { parseEodCsv, type EodBar, type ImportIssue, type ParsedEodFile } from './eodCsv';
import { parseInstrumentMeta, storedMeta, type InstrumentMetaInput } from './instrumentMeta';

export interface TickerImport {
  ticker: string;
  rows: number;
  firstDate: string;
  lastDate: string;
}

export interface FileImportReport {
  /** The name used in messages (relative to the working folder when inside it). */
  file: string;
  /** Whether the file's rows are now in the database. */
  imported: boolean;
  /** `cot`: a CFTC COT file (its `tickers` are the CFTC screen's markets, es ... gold); default end-of-day prices. */
  kind?: 'eod' | 'cot';
  tickers: TickerImport[];
  rowsImported: number;
  /** Rows whose prices were all null or empty: skipped, not errors. */
  nullRows: number;
  ignoredColumns: string[];
  /** COT files: rows of markets the CFTC screen does not show, skipped. */
  otherMarketRows?: number;
  errors: ImportIssue[];
}

export interface ImportOptions {
  /** The clock: the import time and the latest acceptable date (its UTC day plus one). */
  now?: Date;
  /** The metadata file beside an end-of-day file (instrumentMeta.ts): its name and text. */
  meta?: { file: string; text: string };
  /** Called with the file's tickers once it passed every check, before anything is written (the admin upload records the state before). */
  beforeWrite?: (tickers: readonly string[]) => Promise<void>;
}

/** Rows per INSERT (8 parameters each, far below PostgreSQL's 65,535). */
const BATCH = 1000;

function maxDateFor(now: Date): string {
  return new Date(now.getTime() + 86_400_000).toISOString().slice(0, 10);
}

function emptyReport(parsed: ParsedEodFile): FileImportReport {
  return {
    file: parsed.file, imported: false, tickers: [], rowsImported: 0, nullRows: parsed.nullRows,
    ignoredColumns: parsed.ignoredColumns, errors: parsed.errors,
  };
}

/** Replaces the candles of every ticker in the file and records the instruments, in one transaction. */
async function writeFile(db: Db, parsed: ParsedEodFile, importedAt: Date, meta: ReadonlyMap<string, InstrumentMetaInput>): Promise<TickerImport[]> {
  const written: TickerImport[] = [];
  await db.transaction(async (tx) => {
    for (const [ticker, bars] of parsed.tickers) {
      const first = bars[0];
      const last = bars[bars.length - 1];
      if (!first || !last) continue;
      await tx.delete(dailyCandles).where(eq(dailyCandles.ticker, ticker));
      for (let i = 0; i < bars.length; i += BATCH) {
        await tx.insert(dailyCandles).values(bars.slice(i, i + BATCH).map((b: EodBar) => ({
          ticker, date: b.date, open: b.open, high: b.high, low: b.low, close: b.close, adjClose: b.adjClose, volume: b.volume,
        })));
      }
      // Metadata given beside the file replaces the stored fields it names; the others are kept.
      const set = { source: 'import', importedAt, firstDate: first.date, lastDate: last.date, ...storedMeta(meta.get(ticker) ?? {}) };
      await tx.insert(instruments).values({ ticker, ...set }).onConflictDoUpdate({ target: instruments.ticker, set });
      written.push({ ticker, rows: bars.length, firstDate: first.date, lastDate: last.date });
    }
  });
  return written;
}

/** Parses, validates and (when free of errors) imports one file's text. */
export async function importEodText(db: Db, text: string, file: string, options: ImportOptions = {}): Promise<FileImportReport> {
  const now = options.now ?? new Date();
  const parsed = parseEodCsv(text, file, { maxDate: maxDateFor(now) });
  const report = emptyReport(parsed);
  const meta = options.meta ? parseInstrumentMeta(options.meta.text, options.meta.file, [...parsed.tickers.keys()]) : { meta: new Map(), errors: [] };
  report.errors = [...parsed.errors, ...(parsed.errors.length ? [] : meta.errors)];
  if (report.errors.length > 0) return report;
  await options.beforeWrite?.([...parsed.tickers.keys()]);
  try {
    report.tickers = await writeFile(db, parsed, now, meta.meta);
  } catch (err) {
    report.errors = [{ file, line: null, message: `database error, nothing imported: ${err instanceof Error ? err.message : String(err)}` }];
    report.tickers = [];
    return report;
  }
  report.imported = true;
  report.rowsImported = report.tickers.reduce((s, t) => s + t.rows, 0);
  return report;
}

/** The report of a file that could not be read. */
export function unreadableFile(file: string, err: unknown): FileImportReport {
  return {
    file, imported: false, tickers: [], rowsImported: 0, nullRows: 0, ignoredColumns: [],
    errors: [{ file, line: null, message: `cannot read the file: ${err instanceof Error ? err.message : String(err)}` }],
  };
}

