import { toCryptoTicker } from '../../../product/priceDecimals';
import { looksLikeIsin } from '../../../product/tickerSymbols';

/**
 * What the add-ticker input means (document 2 section 5, "Ticker add"): nothing (empty), an ISIN
 * to resolve on the server, or tickers to add.
 */
export type TickerInput = { kind: 'empty' } | { kind: 'isin'; isin: string } | { kind: 'tickers'; tickers: string[] };

/** 2 letters, 9 letters or digits, 1 digit; case-insensitive and trimmed (product/tickerSymbols.ts). */
export const isIsin = looksLikeIsin;

/** Search text: upper-cased, an ampersand becomes a plus (AT&T → AT+T). */
export function searchText(value: string): string {
  return value.trim().toUpperCase().replace(/&/g, '+');
}

/** The kinds of list an input adds to; futures lists take several codes separated by commas. */
export type InputTarget = 'regular' | 'crypto' | 'futures';

/**
 * Reads the add-ticker input: upper-cased and trimmed, '&' → '+', an ISIN by its format, crypto
 * input to CRYPTO.<BASE>, and for the futures list a comma-separated list (split, trimmed, blanks
 * and duplicates dropped).
 *
 * @example parseTickerInput(' us0378331005 ') → { kind: 'isin', isin: 'US0378331005' }
 */
export function parseTickerInput(raw: string, target: InputTarget = 'regular'): TickerInput {
  const text = searchText(raw);
  if (!text) return { kind: 'empty' };
  if (target !== 'futures' && isIsin(text)) return { kind: 'isin', isin: text };
  const parts = target === 'futures' ? text.split(',').map((p) => p.trim()) : [text];
  const tickers: string[] = [];
  for (const part of parts) {
    const ticker = target === 'crypto' ? toCryptoTicker(part) : part;
    if (ticker && !tickers.includes(ticker)) tickers.push(ticker);
  }
  return tickers.length ? { kind: 'tickers', tickers } : { kind: 'empty' };
}
