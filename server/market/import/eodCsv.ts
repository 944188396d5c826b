/**
 * End-of-day CSV files: `Date,Open,High,Low,Close,Volume[,Adj Close]` in any column order, one
 * ticker per file (named `TICKER.csv`) or a Ticker / Symbol column (several tickers per file).
 * Parsed with csv-parse, then every row is validated; each problem names the file and the line.
 * The rules are in README.md in this folder.
 */
import { CsvError } from 'csv-parse';
import { parse } from 'csv-parse/sync';
import { normalizeTicker, tickerFromFileName, tickerProblem } from './tickers';

/** One validated bar as in the file. */
export interface EodBar {
  date: string;
  open: number;
  high: number;
  low: number;
  close: number;
  /** Null when the file has no Adj Close column. */
  adjClose: number | null;
  volume: number;
  /** The line of the file it came from (1 is the header). */
  line: number;
}

export interface ImportIssue {
  file: string;
  /** Null for a problem of the whole file (unreadable, empty, bad file name). */
  line: number | null;
  message: string;
}

export interface ParsedEodFile {
  file: string;
  /** Bars per ticker, oldest first. Only meaningful when `errors` is empty. */
  tickers: Map<string, EodBar[]>;
  /** Where the tickers come from. */
  tickerSource: 'file name' | 'column';
  hasAdjClose: boolean;
  /** Data rows read (null rows included). */
  rows: number;
  /** Rows whose price fields were all null or empty: skipped and counted, not an error. */
  nullRows: number;
  /** Header names that are not used (for example Dividends, Stock Splits). */
  ignoredColumns: string[];
  errors: ImportIssue[];
}

export interface EodParseOptions {
  /** The latest acceptable date (`YYYY-MM-DD`); later dates are errors. Default: no limit. */
  maxDate?: string;
}

type Field = 'date' | 'open' | 'high' | 'low' | 'close' | 'volume' | 'adjClose' | 'ticker';

/** Header names, compared lower-case without spaces, underscores, hyphens, dots and asterisks (Yahoo's "Adj Close**"). */
const HEADER_NAMES = new Map<string, Field>([
  ['date', 'date'], ['open', 'open'], ['high', 'high'], ['low', 'low'], ['close', 'close'], ['volume', 'volume'],
  ['adjclose', 'adjClose'], ['adjustedclose', 'adjClose'], ['ticker', 'ticker'], ['symbol', 'ticker'],
]);

const REQUIRED: readonly Field[] = ['date', 'open', 'high', 'low', 'close', 'volume'];
const LABEL: Record<Field, string> = {
  date: 'Date', open: 'Open', high: 'High', low: 'Low', close: 'Close', volume: 'Volume', adjClose: 'Adj Close', ticker: 'Ticker',
};

/** Values that mean "no data" (Yahoo writes `null`). Compared case-insensitively. */
const NULLISH = new Set(['', 'null', 'nan', 'n/a', 'na']);
const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;
const ISO_DATE = /^(\d{4})([-/])(\d{2})\2(\d{2})$/;
const AMBIGUOUS_DATE = /^\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}$/;

export const isNullish = (value: string): boolean => NULLISH.has(value.trim().toLowerCase());

/** `YYYY-MM-DD` or `YYYY/MM/DD` → `YYYY-MM-DD`; otherwise the reason. */
export function parseEodDate(value: string): { date: string } | { problem: string } {
  const v = value.trim();
  const m = ISO_DATE.exec(v);
  if (!m) {
    if (AMBIGUOUS_DATE.test(v)) return { problem: `date "${v}" is ambiguous (MM/DD/YYYY or DD/MM/YYYY); write dates as YYYY-MM-DD` };
    return { problem: `date "${v}" is not a date YYYY-MM-DD` };
  }
  const [year, month, day] = [Number(m[1]), Number(m[3]), Number(m[4])];
  const d = new Date(Date.UTC(year, month - 1, day));
  if (year < 1800 || d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) {
    return { problem: `date "${v}" does not exist` };
  }
  return { date: `${m[1]}-${m[3]}-${m[4]}` };
}

/** A number written with a '.' decimal point (an exponent allowed); otherwise the reason. */
export function parseEodNumber(value: string, label: string): { value: number } | { problem: string } {
  const v = value.trim();
  if (!NUMBER.test(v)) {
    if (/^[+-]?\d+,\d+$/.test(v)) return { problem: `${label} "${v}" uses a decimal comma; write numbers with a '.' decimal point` };
    return { problem: `${label} "${v}" is not a number` };
  }
  const n = Number(v);
  if (!Number.isFinite(n)) return { problem: `${label} "${v}" is out of range` };
  return { value: n };
}

/** Whole numbers, allowing float noise such as 1199.9999999 (relative 1e-9). */
function isWholeNumber(x: number): boolean {
  return Math.abs(x - Math.round(x)) <= 1e-9 * Math.max(1, Math.abs(x));
}

interface RawRecord {
  fields: string[];
  line: number;
}

function csvErrorLine(err: unknown): number | null {
  if (err instanceof CsvError && typeof err.lines === 'number') return err.lines;
  return null;
}

function readRecords(text: string): RawRecord[] {
  const records: RawRecord[] = [];
  parse(text, {
    bom: true,
    relax_column_count: true,
    skip_empty_lines: true,
    on_record: (fields, ctx) => {
      records.push({ fields, line: ctx.lines });
      return null;
    },
  });
  return records;
}

const headerKey = (name: string): string => name.trim().toLowerCase().replace(/[\s_.*-]+/g, '');

/**
 * Parses and validates one file. `file` is the name used in messages and, without a Ticker
 * column, the source of the ticker (`AAPL.csv` → AAPL).
 */
export function parseEodCsv(text: string, file: string, options: EodParseOptions = {}): ParsedEodFile {
  const result: ParsedEodFile = {
    file, tickers: new Map(), tickerSource: 'file name', hasAdjClose: false, rows: 0, nullRows: 0, ignoredColumns: [], errors: [],
  };
  const fail = (line: number | null, message: string): void => {
    result.errors.push({ file, line, message });
  };

  let records: RawRecord[];
  try {
    records = readRecords(text);
  } catch (err) {
    fail(csvErrorLine(err), `not a readable CSV file: ${err instanceof Error ? err.message : String(err)}`);
    return result;
  }
  const header = records[0];
  if (!header) {
    fail(null, 'the file is empty');
    return result;
  }

  // The header: which column holds what.
  const columns = new Map<Field, number>();
  header.fields.forEach((name, i) => {
    const field = HEADER_NAMES.get(headerKey(name));
    if (!field) {
      if (name.trim() !== '') result.ignoredColumns.push(name.trim());
      return;
    }
    if (columns.has(field)) fail(header.line, `column ${LABEL[field]} appears twice`);
    else columns.set(field, i);
  });
  const missing = REQUIRED.filter((f) => !columns.has(f));
  if (missing.length > 0) {
    const looksLikeData = header.fields.some((f) => 'date' in parseEodDate(f));
    fail(header.line, looksLikeData
      ? 'the first line must be a header (Date,Open,High,Low,Close,Volume[,Adj Close][,Ticker])'
      : `missing column${missing.length > 1 ? 's' : ''} ${missing.map((f) => LABEL[f]).join(', ')} (found: ${header.fields.join(', ')})`);
  }
  if (result.errors.length > 0) return result;

  const col = (f: Field): number => columns.get(f) ?? -1;
  const tickerColumn = columns.get('ticker');
  result.hasAdjClose = columns.has('adjClose');
  result.tickerSource = tickerColumn === undefined ? 'file name' : 'column';
  let fileTicker: string | null = null;
  if (tickerColumn === undefined) {
    fileTicker = tickerFromFileName(file);
    const problem = tickerProblem(fileTicker);
    if (problem) {
      fail(null, `the ticker comes from the file name: ${problem} (name the file TICKER.csv or add a Ticker column)`);
      return result;
    }
  }

  const priceFields: Field[] = result.hasAdjClose ? ['open', 'high', 'low', 'close', 'adjClose'] : ['open', 'high', 'low', 'close'];
  const seen = new Map<string, Map<string, number>>();

  for (const { fields, line } of records.slice(1)) {
    result.rows++;
    if (fields.length !== header.fields.length) {
      fail(line, `has ${fields.length} field${fields.length === 1 ? '' : 's'}, the header has ${header.fields.length}`);
      continue;
    }
    const value = (f: Field): string => (fields[col(f)] ?? '').trim();

    const nullPrices = priceFields.filter((f) => isNullish(value(f)));
    if (nullPrices.length === priceFields.length) {
      result.nullRows++;
      continue;
    }
    if (nullPrices.length > 0) {
      fail(line, `${nullPrices.map((f) => LABEL[f]).join(', ')} ${nullPrices.length > 1 ? 'are' : 'is'} empty while other prices are given`);
      continue;
    }

    let ticker: string;
    if (fileTicker !== null) {
      ticker = fileTicker;
    } else {
      ticker = normalizeTicker(value('ticker'));
      const problem = tickerProblem(ticker);
      if (problem) {
        fail(line, problem);
        continue;
      }
    }

    const problems: string[] = [];
    const parsedDate = parseEodDate(value('date'));
    let date = '';
    if ('problem' in parsedDate) problems.push(parsedDate.problem);
    else if (options.maxDate && parsedDate.date > options.maxDate) problems.push(`date ${parsedDate.date} is in the future`);
    else date = parsedDate.date;

    const num = (f: Field): number => {
      const v = value(f);
      if (f === 'volume' && isNullish(v)) {
        problems.push('Volume is empty (write 0 when there is no volume)');
        return Number.NaN;
      }
      const parsed = parseEodNumber(v, LABEL[f]);
      if ('problem' in parsed) {
        problems.push(parsed.problem);
        return Number.NaN;
      }
      return parsed.value;
    };
    const open = num('open');
    const high = num('high');
    const low = num('low');
    const close = num('close');
    const adjClose = result.hasAdjClose ? num('adjClose') : null;
    const volume = num('volume');

    for (const [f, x] of [['open', open], ['high', high], ['low', low], ['close', close], ['adjClose', adjClose]] as const) {
      if (x !== null && !Number.isNaN(x) && !(x > 0)) problems.push(`${LABEL[f]} ${x} is not positive`);
    }
    if (!Number.isNaN(volume)) {
      if (volume < 0) problems.push(`Volume ${volume} is negative`);
      else if (!isWholeNumber(volume)) problems.push(`Volume ${volume} is not a whole number`);
    }
    // The order of the prices is checked only when all four are positive numbers.
    if ([open, high, low, close].every((x) => x > 0)) {
      if (high < Math.max(open, close)) problems.push(`High ${high} is below ${open > close ? `Open ${open}` : `Close ${close}`}`);
      if (low > Math.min(open, close)) problems.push(`Low ${low} is above ${open < close ? `Open ${open}` : `Close ${close}`}`);
    }
    if (date) {
      let dates = seen.get(ticker);
      if (!dates) seen.set(ticker, (dates = new Map()));
      const first = dates.get(date);
      if (first !== undefined) problems.push(`duplicate date ${date}${fileTicker === null ? ` for ${ticker}` : ''} (first on line ${first})`);
      else dates.set(date, line);
    }
    if (problems.length > 0) {
      for (const p of problems) fail(line, p);
      continue;
    }

    let bars = result.tickers.get(ticker);
    if (!bars) result.tickers.set(ticker, (bars = []));
    bars.push({ date, open, high, low, close, adjClose, volume: Math.round(volume), line });
  }

  if (result.errors.length === 0 && result.tickers.size === 0) {
    fail(null, result.nullRows > 0 ? `no prices: all ${result.nullRows} data rows are null` : 'no data rows');
  }
  for (const bars of result.tickers.values()) bars.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return result;
}

/** `file:line: message` (or `file: message` for the whole file). */
export function formatIssue(issue: ImportIssue): string {
  return issue.line === null ? `${issue.file}: ${issue.message}` : `${issue.file}:${issue.line}: ${issue.message}`;
}
