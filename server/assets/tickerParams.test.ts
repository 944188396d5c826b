import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/apiError';
import { keptTickerList, parseTickerList } from './tickerParams';

describe('parseTickerList', () => {
  it('splits on spaces (a decoded +) and commas, upper-cases and de-duplicates', () => {
    expect(parseTickerList('spy qqq,SPY ^vvix:^vix', 'ticker')).toEqual(['SPY', 'QQQ', '^VVIX:^VIX']);
    expect(parseTickerList(['aapl', 'msft, aapl'], 'tickers')).toEqual(['AAPL', 'MSFT']);
  });
  it('refuses empty, malformed and oversized lists', () => {
    expect(() => parseTickerList('', 'ticker')).toThrow('ticker is required.');
    expect(() => parseTickerList('A;B', 'ticker')).toThrow(ApiError);
    expect(() => parseTickerList('A:B:C', 'ticker')).toThrow('is not a valid ticker');
    expect(() => parseTickerList({ a: 1 }, 'ticker')).toThrow('Tickers must be text.');
    expect(() => parseTickerList(Array.from({ length: 201 }, (_, i) => `T${i}`), 'ticker')).toThrow('At most 200 tickers per request.');
    expect(parseTickerList(undefined, 'ticker', { allowEmpty: true })).toEqual([]);
  });
});

describe('keptTickerList', () => {
  it('answers as parseTickerList does, the same frozen list for the same text', () => {
    const first = keptTickerList('spy qqq,SPY', 'ticker');
    expect(first).toEqual(['SPY', 'QQQ']);
    expect(keptTickerList('spy qqq,SPY', 'ticker')).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(keptTickerList(['aapl', 'msft'], 'idIn')).toEqual(['AAPL', 'MSFT']);
  });

  it('refuses a bad list every time, naming its own parameter and limit', () => {
    for (let i = 0; i < 2; i += 1) {
      expect(() => keptTickerList('A:B:C', 'ticker')).toThrow('is not a valid ticker');
      expect(() => keptTickerList('', 'idIn')).toThrow('idIn is required.');
      expect(() => keptTickerList('A,B,C', 'idIn', { max: 2 })).toThrow('At most 2 tickers per request.');
    }
    expect(keptTickerList('A,B', 'idIn', { max: 2 })).toEqual(['A', 'B']);
  });
});
