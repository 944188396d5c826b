import { describe, expect, it } from 'vitest';
import { checkCustomCorrelations, checkRevealed, newCorrelationTickers, storedCorrelations } from './customCorrelations';
import { correlationId, tickerString } from '../../product/correlationRules';
import type { CustomCorrelation } from '../../contracts';

function makeCorrelation(name: string, tickers: string[], timeFrame: number): CustomCorrelation {
  return { id: correlationId(name, tickerString(tickers)), name, tickers: tickerString(tickers), timeFrame, offsetDays: 0 };
}

const a = makeCorrelation('A', ['SPY', 'QQQ'], 30);
const b = makeCorrelation('B', ['AAPL', 'SPY'], 10);

describe('custom correlation rules on the server', () => {
  it('accepts canonical entries and refuses the rest with the entry\'s place', () => {
    expect(() => checkCustomCorrelations([a, b])).not.toThrow();
    expect(() => checkCustomCorrelations([a, { ...b, tickers: 'SPY,AAPL' }])).toThrow(/customCorrelations\.1 must list its tickers upper-case, sorted/);
    expect(() => checkCustomCorrelations([{ ...a, name: ' A' , id: 'QQQ,SPYa' }])).toThrow(/leading or trailing spaces/);
    expect(() => checkCustomCorrelations([makeCorrelation('C', ['SPY', 'CRYPTO.BTC'], 30)])).toThrow(/crypto ticker CRYPTO\.BTC/);
  });

  it('only tickers the stored list did not hold must be revealed', () => {
    expect(newCorrelationTickers([a, { junk: true }], [a, b])).toEqual(['AAPL']);
    expect(newCorrelationTickers([b], [makeCorrelation('renamed', ['AAPL', 'SPY'], 10)])).toEqual([]);
    expect(() => checkRevealed(['AAPL'], () => false)).toThrow('The ticker AAPL is not revealed. Reveal it to use it in a correlation.');
    expect(() => checkRevealed(['AAPL'], () => true)).not.toThrow();
  });

  it('sends only the stored entries that have the shape', () => {
    expect(storedCorrelations([a, { a: 'SPY', b: 'QQQ' }, ['SPY'], 'x', { ...a, timeFrame: 1 }])).toEqual([a]);
  });
});
