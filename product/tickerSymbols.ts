/**
 * What a ticker symbol and an ISIN look like (document 2 section 5), for the server's checks and
 * the client's input alike.
 */

/**
 * Letters, digits and . ^ - _ = / & +, at most 24 characters, at most two legs joined by ':'
 * (pairs such as ^VVIX:^VIX). '+' because search and the add-ticker input write '&' as '+'
 * (document 2 section 5): 'M&M' looked up as 'M+M' is an unknown ticker, not a malformed one.
 */
export const TICKER_SYMBOL_PATTERN = /^[A-Z0-9.^\-_=/&+]{1,24}(:[A-Z0-9.^\-_=/&+]{1,24})?$/;

/** 2 letters, 9 letters or digits, 1 digit (upper-cased and trimmed first). */
export const ISIN_PATTERN = /^[A-Z]{2}[A-Z0-9]{9}[0-9]$/;

export function isTickerSymbol(value: string): boolean {
  return TICKER_SYMBOL_PATTERN.test(value);
}

/** Whether a text has the form of an ISIN (the check digit is the server's business). */
export function looksLikeIsin(value: string): boolean {
  return ISIN_PATTERN.test(value.trim().toUpperCase());
}
