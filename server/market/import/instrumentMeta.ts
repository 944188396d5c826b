/**
 * The metadata file beside an end-of-day file (issue 31): `AAPL.csv` may have `AAPL.meta.json`
 * next to it, naming the instrument the prices belong to. Without one, an imported ticker is shown
 * under its own symbol with unknown sector and country: it never takes another instrument's
 * identity (the simulated market's instrument of the same ticker).
 *
 *   { "name": "Swiss Market Index", "type": "index", "currency": "CHF", "exchange": "SIX Swiss Exchange" }
 *
 * or, for a file of several tickers (a Ticker column), the same objects by ticker:
 *
 *   { "SMI": { "name": "Swiss Market Index", ... }, "DAX": { ... } }
 *
 * Fields (all optional): name, type (stock, etf, index, future, crypto, fx, bond, volatility),
 * currency (ISO 4217, three letters), exchange, exchangeShort, sector, country, industry, isin, and the size:
 * marketCap (stocks) and aum (ETFs), a positive number in the quote currency as text ("2.9e12").
 */
import type { ImportIssue } from './eodCsv';

export const META_FIELDS = ['name', 'type', 'currency', 'exchange', 'exchangeShort', 'sector', 'country', 'industry', 'isin', 'marketCap', 'aum'] as const;
export type MetaField = (typeof META_FIELDS)[number];
export type InstrumentMetaInput = Partial<Record<MetaField, string>>;

const META_TYPES = ['stock', 'etf', 'index', 'future', 'crypto', 'fx', 'bond', 'volatility'];
const TEXT_MAX = 200;

/** A size (market capitalisation, assets under management): a positive finite number written as text. */
function sizeProblem(value: string): string | null {
  const n = Number(value);
  return /^[0-9.eE+]+$/.test(value) && Number.isFinite(n) && n > 0 ? null : 'must be a positive number such as 2.9e12';
}

/** The stored fields of checked metadata: the sizes as numbers. */
export function storedMeta(input: InstrumentMetaInput): Omit<InstrumentMetaInput, 'marketCap' | 'aum'> & { marketCap?: number; aum?: number } {
  const { marketCap, aum, ...text } = input;
  return { ...text, ...(marketCap ? { marketCap: Number(marketCap) } : {}), ...(aum ? { aum: Number(aum) } : {}) };
}
const CHECKS: Record<MetaField, (value: string) => string | null> = {
  name: () => null,
  type: (v) => (META_TYPES.includes(v) ? null : `must be one of ${META_TYPES.join(', ')}`),
  currency: (v) => (/^[A-Z]{3}$/.test(v) ? null : 'must be a three-letter currency code such as USD'),
  exchange: () => null,
  exchangeShort: () => null,
  sector: () => null,
  country: () => null,
  industry: () => null,
  isin: (v) => (/^[A-Z]{2}[A-Z0-9]{9}[0-9]$/.test(v) ? null : 'must be an ISIN (2 letters, 9 letters or digits, 1 digit)'),
  marketCap: (v) => sizeProblem(v),
  aum: (v) => sizeProblem(v),
};

/** The sidecar of a file: `AAPL.csv` → `AAPL.meta.json`. */
export function metaPathFor(csvPath: string): string {
  return csvPath.replace(/\.csv$/i, '') + '.meta.json';
}

const isMetaField = (key: string): key is MetaField => (META_FIELDS as readonly string[]).includes(key);
const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The metadata by ticker, checked against the tickers of the file; any problem is an error of the
 * file (which then imports nothing).
 */
export function parseInstrumentMeta(text: string, metaFile: string, tickers: readonly string[]): { meta: Map<string, InstrumentMetaInput>; errors: ImportIssue[] } {
  const errors: ImportIssue[] = [];
  const meta = new Map<string, InstrumentMetaInput>();
  const fail = (message: string) => errors.push({ file: metaFile, line: null, message });
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    fail(`is not valid JSON: ${err instanceof Error ? err.message : String(err)}`);
    return { meta, errors };
  }
  if (!isPlainObject(data)) {
    fail('must hold a JSON object');
    return { meta, errors };
  }
  const keys = Object.keys(data);
  const flat = keys.length > 0 && keys.every(isMetaField);
  if (flat && tickers.length !== 1) fail('names no ticker, but the file holds several: write one object per ticker ({"SMI": {...}})');
  const entries: [string, unknown][] = flat ? [[tickers[0] ?? '', data]] : Object.entries(data);
  for (const [rawTicker, fields] of entries) {
    const ticker = rawTicker.trim().toUpperCase();
    if (!tickers.includes(ticker)) {
      fail(`names ${rawTicker}, which the file does not hold`);
      continue;
    }
    if (!isPlainObject(fields)) {
      fail(`${ticker}: must be an object of ${META_FIELDS.join(', ')}`);
      continue;
    }
    const out: InstrumentMetaInput = {};
    for (const [key, value] of Object.entries(fields)) {
      if (!isMetaField(key)) {
        fail(`${ticker}: unknown field ${key} (known: ${META_FIELDS.join(', ')})`);
        continue;
      }
      if (typeof value !== 'string' || !value.trim() || value.length > TEXT_MAX) {
        fail(`${ticker}: ${key} must be a text of 1 to ${TEXT_MAX} characters`);
        continue;
      }
      const problem = CHECKS[key](value.trim());
      if (problem) fail(`${ticker}: ${key} ${problem}`);
      else out[key] = value.trim();
    }
    meta.set(ticker, out);
  }
  return { meta, errors };
}
