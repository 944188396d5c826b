/**
 * Ticker lists in query strings and bodies: `ticker=A+B` (the client joins with '+', which a query
 * string decodes to a space), comma-separated strings or arrays. Normalised to trimmed upper case,
 * de-duplicated in order; bad lists are a 400 with a message that says why.
 */
import { badRequest } from '../http/apiError';
import { TICKER_RULES } from '../../product/tickerAccess';
import { isTickerSymbol } from '../../product/tickerSymbols';
import { boundedMemo } from '../boundedMemo';

export function normaliseTicker(raw: string): string {
  return raw.trim().toUpperCase();
}

export function isValidTicker(ticker: string): boolean {
  return isTickerSymbol(ticker);
}

function split(raw: unknown): string[] {
  if (Array.isArray(raw)) return raw.flatMap(split);
  if (typeof raw !== 'string') throw badRequest('Tickers must be text.', 'INVALID_TICKERS');
  return raw.split(/[\s,]+/);
}

/**
 * The tickers of a request. `field` names the parameter in messages; at most `max` distinct tickers
 * (default TICKER_RULES.requestMaxTickers); `allowEmpty` lets an empty list through.
 */
export function parseTickerList(raw: unknown, field: string, options: { max?: number; allowEmpty?: boolean } = {}): string[] {
  const max = options.max ?? TICKER_RULES.requestMaxTickers;
  if (raw === undefined || raw === null) {
    if (options.allowEmpty) return [];
    throw badRequest(`${field} is required.`, 'INVALID_TICKERS');
  }
  const seen = new Set<string>();
  for (const part of split(raw)) {
    const ticker = normaliseTicker(part);
    if (!ticker) continue;
    if (!isValidTicker(ticker)) throw badRequest(`"${part.slice(0, 40)}" is not a valid ticker.`, 'INVALID_TICKERS');
    seen.add(ticker);
    if (seen.size > max) throw badRequest(`At most ${max} tickers per request.`, 'TOO_MANY_TICKERS');
  }
  if (seen.size === 0 && !options.allowEmpty) throw badRequest(`${field} is required.`, 'INVALID_TICKERS');
  return [...seen];
}

const keptLists = new Map<string, (raw: string) => readonly string[]>();

/**
 * parseTickerList for the hot read calls (/assetData, v2 /asset), whose clients ask the same
 * chunks over and over: a list given as one string is parsed once and the (frozen) result kept
 * (boundedMemo); a bad list is refused every time, as parseTickerList refuses it.
 */
export function keptTickerList(raw: unknown, field: string, options: { max?: number } = {}): readonly string[] {
  if (typeof raw !== 'string') return parseTickerList(raw, field, options);
  const max = options.max ?? TICKER_RULES.requestMaxTickers;
  const kind = `${field}|${max}`;
  let parse = keptLists.get(kind);
  if (!parse) keptLists.set(kind, (parse = boundedMemo((text) => Object.freeze(parseTickerList(text, field, { max })), 2_000)));
  return parse(raw);
}
