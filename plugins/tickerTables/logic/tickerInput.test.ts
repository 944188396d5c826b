import { describe, expect, it } from 'vitest';
import { parseTickerInput } from './tickerInput';

// logic.test.ts covers empty input, upper-casing, '&', ISIN detection, the futures split and CRYPTO.<BASE>;
// these are the cases it leaves out.
describe('parseTickerInput: the cases logic.test.ts leaves out', () => {
  it('adds a crypto pair quoted in another coin as the pair, and takes a prefixed ticker as it is', () => {
    expect(parseTickerInput(' eth/btc ', 'crypto')).toEqual({ kind: 'tickers', tickers: ['CRYPTO.ETH:CRYPTO.BTC'] });
    expect(parseTickerInput('crypto.sol', 'crypto')).toEqual({ kind: 'tickers', tickers: ['CRYPTO.SOL'] });
    expect(parseTickerInput('btc/usd', 'crypto')).toEqual({ kind: 'tickers', tickers: ['CRYPTO.BTC'] });
  });

  it('never reads a futures code as an ISIN', () => {
    expect(parseTickerInput('us0378331005', 'futures')).toEqual({ kind: 'tickers', tickers: ['US0378331005'] });
    expect(parseTickerInput('us0378331005')).toEqual({ kind: 'isin', isin: 'US0378331005' });
  });

  it('splits on commas only for the futures list', () => {
    expect(parseTickerInput('spy,qqq')).toEqual({ kind: 'tickers', tickers: ['SPY,QQQ'] });
    expect(parseTickerInput('es_f')).toEqual({ kind: 'tickers', tickers: ['ES_F'] });
    expect(parseTickerInput('cl_f', 'futures')).toEqual({ kind: 'tickers', tickers: ['CL_F'] });
  });

  it("replaces '&' in every futures code and drops codes that become duplicates", () => {
    expect(parseTickerInput('a&b, A+B ,c&d', 'futures')).toEqual({ kind: 'tickers', tickers: ['A+B', 'C+D'] });
  });
});
