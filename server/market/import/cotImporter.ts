/**
 * Writes a parsed COT file into `cftc_reports`: one transaction per file, nothing at all when the
 * file has an error. A report of a market and date already stored is replaced, so yearly files
 * (and the weekly file on top of them) add up to the whole history.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { cftcReports } from '../../db/schema';
import { parseCotCsv, type CotReport } from './cotCsv';
import type { FileImportReport, ImportOptions } from './eodImporter';

const BATCH = 500;

function maxDateFor(now: Date): string {
  return new Date(now.getTime() + 86_400_000).toISOString().slice(0, 10);
}

/** Parses, validates and (when free of errors) imports one COT file's text. */
export async function importCotText(db: Db, text: string, file: string, options: ImportOptions = {}): Promise<FileImportReport> {
  const now = options.now ?? new Date();
  const parsed = parseCotCsv(text, file, { maxDate: maxDateFor(now) });
  const report: FileImportReport = {
    file, kind: 'cot', imported: false, tickers: [], rowsImported: 0, nullRows: 0, ignoredColumns: [],
    otherMarketRows: parsed.otherMarketRows, errors: parsed.errors,
  };
  if (parsed.errors.length > 0) return report;
  const all: CotReport[] = [...parsed.markets.values()].flat();
  try {
    await db.transaction(async (tx) => {
      for (let i = 0; i < all.length; i += BATCH) {
        await tx.insert(cftcReports).values(all.slice(i, i + BATCH).map((r) => ({
          market: r.market, date: r.date, contractCode: r.contractCode, marketName: r.marketName,
          openInterest: r.openInterest, longPositions: r.longPositions, shortPositions: r.shortPositions, importedAt: now,
        }))).onConflictDoUpdate({
          target: [cftcReports.market, cftcReports.date],
          set: {
            contractCode: sql`excluded.contract_code`, marketName: sql`excluded.market_name`, openInterest: sql`excluded.open_interest`,
            longPositions: sql`excluded.long_positions`, shortPositions: sql`excluded.short_positions`, importedAt: sql`excluded.imported_at`,
          },
        });
      }
    });
  } catch (err) {
    report.errors = [{ file, line: null, message: `database error, nothing imported: ${err instanceof Error ? err.message : String(err)}` }];
    return report;
  }
  report.imported = true;
  report.tickers = [...parsed.markets].map(([market, list]) => ({ ticker: market, rows: list.length, firstDate: list[0]!.date, lastDate: list.at(-1)!.date }));
  report.rowsImported = all.length;
  return report;
}
