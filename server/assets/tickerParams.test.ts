import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/apiError';
import { parseTickerList } from './tickerParams';

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
