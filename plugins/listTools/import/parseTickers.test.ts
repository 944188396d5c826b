import { describe, expect, it } from 'vitest';
import { isIsin, isTickerSymbol, pastedText, splitTickers, tidyTickerText, upperCased } from './parseTickers';

describe('the batch import field', () => {
  it('upper-cases what is typed', () => {
    expect(upperCased('aapl, brk-b')).toBe('AAPL, BRK-B');
  });

  it('turns pasted line breaks into commas', () => {
    expect(pastedText('aapl\r\nmsft\nnvda\rspy')).toBe('AAPL,MSFT,NVDA,SPY');
  });

  it('splits by comma, trims, and drops blanks and duplicates on blur', () => {
    expect(splitTickers(' aapl , msft,,AAPL,\n spy ,  ')).toEqual(['AAPL', 'MSFT', 'SPY']);
    expect(tidyTickerText('aapl,,msft , aapl')).toBe('AAPL, MSFT');
    expect(splitTickers(' , ,')).toEqual([]);
  });

  it('keeps pairs and index tickers whole', () => {
    expect(splitTickers('^vvix:^vix, ^VIX')).toEqual(['^VVIX:^VIX', '^VIX']);
  });
});

describe('entries', () => {
  it('are ISINs by format: 2 letters, 9 letters or digits, 1 digit', () => {
    expect(isIsin('US0378331005')).toBe(true);
    expect(isIsin(' us0378331005 ')).toBe(true);
    expect(isIsin('US037833100X')).toBe(false);
    expect(isIsin('AAPL')).toBe(false);
  });

  it('are tickers when the server would take them', () => {
    expect(isTickerSymbol('BRK-B')).toBe(true);
    expect(isTickerSymbol('^VVIX:^VIX')).toBe(true);
    expect(isTickerSymbol('CRYPTO.BTC')).toBe(true);
    expect(isTickerSymbol('AAPL MSFT')).toBe(false);
    expect(isTickerSymbol('A:B:C')).toBe(false);
    expect(isTickerSymbol('X'.repeat(25))).toBe(false);
  });
});
