/**
 * CFTC Commitments of Traders files, legacy format, futures only (the CFTC's annual `deacot*.zip`
 * text files, or the CSV of its public reporting site): one row per market and report date. The
 * columns read, matched case-insensitively without spaces, punctuation and brackets (see
 * docs/operations.md, "CFTC positioning (COT files)"):
 *
 * - the report date: `As of Date in Form YYYY-MM-DD` or `Report_Date_as_YYYY-MM-DD` (a time part
 *   is dropped), else `As of Date in Form YYMMDD`;
 * - `CFTC Contract Market Code` (which row of the screen, cotMarkets.ts);
 * - `Market and Exchange Names` (kept for the record; optional);
 * - `Open Interest (All)`, `Noncommercial Positions-Long (All)` and
 *   `Noncommercial Positions-Short (All)` (also `NonComm_Positions_Long_All` / `_Short_All`).
 *
 * Rows of other markets are counted and skipped. Any error makes the file import nothing.
 */
import { parse } from 'csv-parse/sync';
import { CsvError } from 'csv-parse';
import { cotMarketOf } from './cotMarkets';
import type { ImportIssue } from './eodCsv';

export interface CotReport {
  market: string;
  date: string;
  contractCode: string;
  marketName: string;
  openInterest: number;
  longPositions: number;
  shortPositions: number;
  line: number;
}

export interface ParsedCotFile {
  file: string;
  /** By market, oldest first; one report per date (the preferred contract's). */
  markets: Map<string, CotReport[]>;
  /** Data rows read. */
  rows: number;
  /** Rows of markets the screen does not show. */
  otherMarketRows: number;
  errors: ImportIssue[];
}

type Field = 'isoDate' | 'shortDate' | 'code' | 'name' | 'openInterest' | 'long' | 'short';

const HEADER_NAMES = new Map<string, Field>([
  ['asofdateinformyyyymmdd', 'isoDate'], ['reportdateasyyyymmdd', 'isoDate'],
  ['asofdateinformyymmdd', 'shortDate'],
  ['cftccontractmarketcode', 'code'],
  ['marketandexchangenames', 'name'],
  ['openinterestall', 'openInterest'],
  ['noncommercialpositionslongall', 'long'], ['noncommpositionslongall', 'long'],
  ['noncommercialpositionsshortall', 'short'], ['noncommpositionsshortall', 'short'],
]);

const headerKey = (name: string): string => name.trim().toLowerCase().replace(/[^a-z0-9]+/g, '');

/** Whether a header row is a COT file's (so that the import reads it as one rather than as end-of-day prices). */
export function isCotHeader(fields: readonly string[]): boolean {
  const found = new Set(fields.map((f) => HEADER_NAMES.get(headerKey(f))));
  return found.has('code') && found.has('long') && found.has('short');
}

/** The first line of a text, split as CSV (for telling the two kinds of file apart). */
export function headerFields(text: string): string[] {
  const first = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  try {
    return (parse(first, { relax_column_count: true, relax_quotes: true }) as string[][])[0] ?? [];
  } catch {
    return [];
  }
}

function isoDate(raw: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ][0-9:.]+Z?)?$/.exec(raw.trim());
  if (!m) return null;
  const d = new Date(`${m[1]}-${m[2]}-${m[3]}T00:00:00Z`);
  return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== `${m[1]}-${m[2]}-${m[3]}` ? null : `${m[1]}-${m[2]}-${m[3]}`;
}

/** YYMMDD: 86–99 are 1986–1999 (the reports start in 1986), 00–85 are 2000–2085. */
function shortDate(raw: string): string | null {
  const m = /^(\d{2})(\d{2})(\d{2})$/.exec(raw.trim());
  if (!m) return null;
  const year = Number(m[1]) >= 86 ? `19${m[1]}` : `20${m[1]}`;
  return isoDate(`${year}-${m[2]}-${m[3]}`);
}

function count(raw: string): number | null {
  const v = raw.trim();
  return /^\d{1,12}$/.test(v) ? Number(v) : null;
}

const LABEL: Record<Field, string> = {
  isoDate: 'As of Date in Form YYYY-MM-DD', shortDate: 'As of Date in Form YYMMDD', code: 'CFTC Contract Market Code',
  name: 'Market and Exchange Names', openInterest: 'Open Interest (All)', long: 'Noncommercial Positions-Long (All)',
  short: 'Noncommercial Positions-Short (All)',
};

/** Parses and validates a COT file; `maxDate` (`YYYY-MM-DD`) refuses later report dates. */
export function parseCotCsv(text: string, file: string, options: { maxDate?: string } = {}): ParsedCotFile {
  const out: ParsedCotFile = { file, markets: new Map(), rows: 0, otherMarketRows: 0, errors: [] };
  const issue = (line: number | null, message: string): void => void out.errors.push({ file, line, message });
  let records: { fields: string[]; line: number }[] = [];
  try {
    parse(text, {
      bom: true, relax_column_count: true, skip_empty_lines: true,
      on_record: (fields: string[], ctx) => { records.push({ fields, line: ctx.lines }); return null; },
    });
  } catch (err) {
    issue(err instanceof CsvError && typeof err.lines === 'number' ? err.lines : null, `not a readable CSV file: ${err instanceof Error ? err.message : String(err)}`);
    return out;
  }
  const header = records[0];
  if (!header) {
    issue(null, 'the file is empty');
    return out;
  }
  records = records.slice(1);
  const column = new Map<Field, number>();
  header.fields.forEach((name, i) => {
    const field = HEADER_NAMES.get(headerKey(name));
    if (field && !column.has(field)) column.set(field, i);
  });
  const missing = (['code', 'openInterest', 'long', 'short'] as const).filter((f) => !column.has(f));
  if (!column.has('isoDate') && !column.has('shortDate')) missing.unshift('isoDate' as never);
  if (missing.length > 0) {
    issue(1, `missing column${missing.length === 1 ? '' : 's'} ${missing.map((f) => LABEL[f]).join(', ')}`);
    return out;
  }
  const at = (fields: string[], f: Field): string => (column.has(f) ? fields[column.get(f)!] ?? '' : '');
  const chosen = new Map<string, { report: CotReport; rank: number }>();
  for (const { fields, line } of records) {
    out.rows++;
    const code = at(fields, 'code').trim().toUpperCase();
    const known = cotMarketOf(code);
    if (!known) {
      out.otherMarketRows++;
      continue;
    }
    const date = column.has('isoDate') ? isoDate(at(fields, 'isoDate')) : shortDate(at(fields, 'shortDate'));
    if (!date) {
      issue(line, `report date "${(column.has('isoDate') ? at(fields, 'isoDate') : at(fields, 'shortDate')).trim().slice(0, 30)}" is not a date`);
      continue;
    }
    if (options.maxDate && date > options.maxDate) {
      issue(line, `report date ${date} is in the future`);
      continue;
    }
    const numbers = (['openInterest', 'long', 'short'] as const).map((f) => [f, count(at(fields, f))] as const);
    const bad = numbers.find(([, v]) => v === null);
    if (bad) {
      issue(line, `${LABEL[bad[0]]} "${at(fields, bad[0]).trim().slice(0, 30)}" is not a whole number of contracts`);
      continue;
    }
    const [openInterest, longPositions, shortPositions] = numbers.map(([, v]) => v!) as [number, number, number];
    const key = `${known.market}|${date}`;
    const previous = chosen.get(key);
    if (previous && previous.report.contractCode === code) {
      issue(line, `a second report of ${code} for ${date} (the first is on line ${previous.report.line})`);
      continue;
    }
    const report: CotReport = {
      market: known.market, date, contractCode: code, marketName: at(fields, 'name').trim().slice(0, 200), openInterest, longPositions, shortPositions, line,
    };
    if (!previous || known.rank < previous.rank) chosen.set(key, { report, rank: known.rank });
  }
  if (out.errors.length === 0 && chosen.size === 0) issue(null, 'the file holds no report of the markets of the CFTC screen (see docs/operations.md)');
  for (const { report } of chosen.values()) {
    const list = out.markets.get(report.market) ?? [];
    list.push(report);
    out.markets.set(report.market, list);
  }
  for (const list of out.markets.values()) list.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return out;
}
