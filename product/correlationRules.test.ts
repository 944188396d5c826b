import { describe, expect, it } from 'vitest';
import { DEFAULT_TICKERS } from './accountRules';
import {
  acceptsHorizonInput, correlationId, correlationTickerProblem, DEFAULT_CORRELATION_TABLES, DEFAULT_CORRELATION_TICKERS,
  isCryptoSymbol, isValidTimeFrame, parseTickerInput, tickerString,
} from './correlationRules';

describe('correlation rules', () => {
  it('the id: upper-case tickers without spaces, then the lower-case name with underscores', () => {
    expect(correlationId('My Metals', 'GLD,SLV')).toBe('GLD,SLVmy_metals');
    expect(correlationId('  Two   Words ', 'a, b')).toBe('A,Btwo_words');
  });

  it('the ticker string: upper case, each once, sorted, comma-separated', () => {
    expect(tickerString(['spy', ' QQQ', 'GLD', 'SPY', ''])).toBe('GLD,QQQ,SPY');
    expect(parseTickerInput(' spy, ,qqq,,SPY ,tlt ')).toEqual(['SPY', 'QQQ', 'TLT']);
  });

  it('time frames from 3 to 250; the horizon input takes empty or 0 to 250 only', () => {
    expect([2, 3, 250, 251, 30.5].map(isValidTimeFrame)).toEqual([false, true, true, false, false]);
    expect(['', '0', '2', '250', '251', '-1', '1.5', 'a', '0250'].map(acceptsHorizonInput)).toEqual([true, true, true, true, false, false, false, false, false]);
  });

  it('crypto tickers are refused, by their prefix', () => {
    expect(isCryptoSymbol('crypto.btc')).toBe(true);
    expect(correlationTickerProblem('CRYPTO.ETH')).toBe('crypto');
    expect(correlationTickerProblem('SP Y')).toBe('invalid');
    expect(correlationTickerProblem('^VIX')).toBeNull();
  });

  it('the default tables: 5, 10, 30 days now; 5 and 10 as of 15 days ago; 30 as of 30 days ago; free tickers only', () => {
    expect(DEFAULT_CORRELATION_TABLES.map((t) => [t.timeFrame, t.offsetDays])).toEqual([[5, 0], [10, 0], [30, 0], [5, 15], [10, 15], [30, 30]]);
    expect(DEFAULT_CORRELATION_TICKERS.every((t) => (DEFAULT_TICKERS as readonly string[]).includes(t) && !t.includes(':'))).toBe(true);
    expect(DEFAULT_CORRELATION_TICKERS.length).toBeGreaterThanOrEqual(5);
  });
});
