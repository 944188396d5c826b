/**
 * The custom correlations of the user data (document 4 sections 3 and 5): the body schema of
 * `customCorrelations` in POST /userData, the rules a schema cannot say (the id rule, the canonical
 * ticker string, no crypto, no repeated id), and which tickers must be revealed: a ticker the saved
 * correlations did not hold yet must be one the user sees in full (a ticker whose activation has
 * since expired may stay, so that renaming another table still saves).
 */
import { ApiError, badRequest } from '../http/apiError';
import * as s from '../http/schemas';
import {
  CORRELATION_RULES, correlationId, correlationTickerProblem, isValidTimeFrame, tickersOf, tickerString,
} from '../../product/correlationRules';
import type { CustomCorrelation } from '../../contracts';

const R = CORRELATION_RULES;

/** One entry: exactly the five fields (contracts/correlations.ts). */
export const customCorrelationSchema = s.object({
  id: { type: 'string', minLength: 1, maxLength: 2000 },
  name: { type: 'string', minLength: 1, maxLength: R.nameMaxLength, pattern: '\\S' },
  tickers: { type: 'string', minLength: 3, maxLength: 1500 },
  timeFrame: s.int32(R.timeFrame.min, R.timeFrame.max),
  offsetDays: s.int32(R.offsetDays.min, R.offsetDays.max),
}, ['id', 'name', 'tickers', 'timeFrame', 'offsetDays']);

export const customCorrelationsSchema = { type: 'array', maxItems: R.maxSaved, items: customCorrelationSchema } as const;

/** What the schema cannot say about one entry; the message names its place. */
function entryProblem(entry: CustomCorrelation): string | null {
  const tickers = tickersOf(entry.tickers);
  if (tickers.length < R.minTickers) return 'needs at least two tickers';
  if (tickers.length > R.maxTickers) return `holds more than ${R.maxTickers} tickers`;
  for (const ticker of tickers) {
    const problem = correlationTickerProblem(ticker);
    if (problem === 'crypto') return `holds the crypto ticker ${ticker.slice(0, 40)}: correlations do not support crypto tickers`;
    if (problem === 'invalid') return `holds "${ticker.slice(0, 40)}", which is not a valid ticker`;
  }
  if (tickerString(tickers) !== entry.tickers) return 'must list its tickers upper-case, sorted alphabetically, each once, separated by commas';
  if (entry.name !== entry.name.trim()) return 'has a name with leading or trailing spaces';
  if (entry.id !== correlationId(entry.name, entry.tickers)) return 'has an id other than its tickers followed by its name (lower case, underscores)';
  if (!isValidTimeFrame(entry.timeFrame)) return `needs a time frame from ${R.timeFrame.min} to ${R.timeFrame.max} days`;
  if (!Number.isInteger(entry.offsetDays) || entry.offsetDays < R.offsetDays.min || entry.offsetDays > R.offsetDays.max) {
    return `needs an offset from ${R.offsetDays.min} to ${R.offsetDays.max} days`;
  }
  return null;
}

/** 400 for an entry that breaks a rule or a repeated id; nothing is stored then. */
export function checkCustomCorrelations(list: readonly CustomCorrelation[]): void {
  const ids = new Set<string>();
  list.forEach((entry, i) => {
    const problem = entryProblem(entry);
    if (problem) throw badRequest(`Invalid request: body.customCorrelations.${i} ${problem}`, 'INVALID_CORRELATION');
    if (ids.has(entry.id)) throw badRequest(`Invalid request: body.customCorrelations.${i} repeats the id of another correlation`, 'INVALID_CORRELATION');
    ids.add(entry.id);
  });
}

/** The tickers of `next` that `stored` does not hold yet, sorted. */
export function newCorrelationTickers(stored: readonly unknown[], next: readonly CustomCorrelation[]): string[] {
  const known = new Set(storedCorrelations(stored).flatMap((c) => tickersOf(c.tickers)));
  return [...new Set(next.flatMap((c) => tickersOf(c.tickers)))].filter((t) => !known.has(t)).sort();
}

/** 409 TICKER_NOT_REVEALED (as the detail page's analytics) naming the new tickers the user does not see in full. */
export function checkRevealed(tickers: readonly string[], revealed: (ticker: string) => boolean): void {
  const hidden = tickers.filter((t) => !revealed(t));
  if (hidden.length === 0) return;
  const list = hidden.slice(0, 10).join(', ');
  throw new ApiError(409, `${hidden.length === 1 ? `The ticker ${list} is` : `The tickers ${list} are`} not revealed. Reveal ${hidden.length === 1 ? 'it' : 'them'} to use ${hidden.length === 1 ? 'it' : 'them'} in a correlation.`, 'TICKER_NOT_REVEALED');
}

function isCustomCorrelation(value: unknown): value is CustomCorrelation {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const v = value as Record<string, unknown>;
  const keys = Object.keys(v);
  return keys.length === 5 && typeof v.id === 'string' && typeof v.name === 'string' && typeof v.tickers === 'string'
    && typeof v.timeFrame === 'number' && typeof v.offsetDays === 'number' && v.name.trim().length > 0
    && entryProblem(v as unknown as CustomCorrelation) === null;
}

/** The stored entries that have the shape (rows written before the shape was checked may hold others: they are not sent). */
export function storedCorrelations(stored: readonly unknown[]): CustomCorrelation[] {
  return stored.filter(isCustomCorrelation);
}
