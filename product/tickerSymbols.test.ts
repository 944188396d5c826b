import { describe, expect, it } from 'vitest';
import { isTickerSymbol, looksLikeIsin } from './tickerSymbols';

describe('ticker symbols and ISINs', () => {
  it('accepts symbols, pairs and index carets; refuses separators and triples', () => {
    for (const ok of ['SPY', '^VIX', '^VVIX:^VIX', 'BRK.B', 'CRYPTO.BTC', 'ES_F', 'M&M', 'M+M', 'EURUSD=X']) expect(isTickerSymbol(ok)).toBe(true);
    for (const bad of ['', 'A;B', 'A B', 'A:B:C', 'spy', 'X'.repeat(25)]) expect(isTickerSymbol(bad)).toBe(false);
  });
  it('recognises the ISIN form in any case, trimmed', () => {
    expect(looksLikeIsin(' us0378331005 ')).toBe(true);
    expect(looksLikeIsin('US037833100')).toBe(false);
    expect(looksLikeIsin('US037833100A')).toBe(false);
  });
});
