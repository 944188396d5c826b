import { describe, expect, it } from 'vitest';
import { topHolders } from './holders';

describe('topHolders', () => {
  const counts = [
    { ticker: 'SPY', holders: 4 }, { ticker: 'AAPL', holders: 2 }, { ticker: 'QQQ', holders: 4 },
    { ticker: 'TLT', holders: 1 }, { ticker: 'GLD', holders: 0 }, { ticker: 'AMZN', holders: 2 },
  ];

  it('orders by holders, then by ticker, and keeps the limit (by hand)', () => {
    expect(topHolders(counts, 3)).toEqual([{ ticker: 'QQQ', holders: 4 }, { ticker: 'SPY', holders: 4 }, { ticker: 'AAPL', holders: 2 }]);
    expect(topHolders(counts, 10).map((c) => c.ticker)).toEqual(['QQQ', 'SPY', 'AAPL', 'AMZN', 'TLT']);
  });

  it('drops tickers nobody holds and answers nothing for a limit of 0', () => {
    expect(topHolders(counts, 10).some((c) => c.ticker === 'GLD')).toBe(false);
    expect(topHolders(counts, 0)).toEqual([]);
  });

  it('does not change its input', () => {
    const copy = counts.map((c) => ({ ...c }));
    topHolders(counts, 2);
    expect(counts).toEqual(copy);
  });
});
