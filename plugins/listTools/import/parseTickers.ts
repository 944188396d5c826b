/**
 * The ticker field of the batch import (document 2 section 5): upper-cased as typed, pasted line
 * breaks become commas, and on blur the list is split by comma, trimmed, and blanks and
 * duplicates are removed.
 */

/** Typed text, upper-cased. */
export function upperCased(text: string): string {
  return text.toUpperCase();
}

/** Pasted text: upper-cased, each line break a comma. */
export function pastedText(text: string): string {
  return upperCased(text).replace(/\r\n|\r|\n/g, ',');
}

/**
 * The tickers of the field: split by comma (line breaks count as commas too), trimmed,
 * upper-cased, blanks and duplicates removed, in the order given.
 *
 * @example splitTickers(' aapl, msft,,AAPL\nspy ') // ['AAPL', 'MSFT', 'SPY']
 */
export function splitTickers(text: string): string[] {
  const out: string[] = [];
  for (const part of pastedText(text).split(',')) {
    const ticker = part.trim();
    if (ticker && !out.includes(ticker)) out.push(ticker);
  }
  return out;
}

/** What the field shows after blur: the cleaned list. */
export function tidyTickerText(text: string): string {
  return splitTickers(text).join(', ');
}

/** An ISIN by format, and a symbol the server accepts: the rules of product/tickerSymbols.ts. */
export { looksLikeIsin as isIsin, isTickerSymbol } from '../../../product/tickerSymbols';

