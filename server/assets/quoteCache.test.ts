import { describe, expect, it } from 'vitest';
import type { MarketDataSource, Quote } from '../market/source/marketDataSource';
import { cachedQuote, QUOTE_CACHE_MS } from './quoteCache';

function countingSource(): { source: MarketDataSource; calls: () => number } {
  let calls = 0;
  const source = {
    getQuote(ticker: string, at: Date): Quote {
      calls += 1;
      return { ticker, price: at.getTime(), time: at.toISOString(), source: 'demo', previousClose: null, sessionDate: '2026-11-20', marketOpen: true };
    },
  } as unknown as MarketDataSource;
  return { source, calls: () => calls };
}

describe('cachedQuote', () => {
  it('asks the source once per ticker and 15-second window', () => {
    const { source, calls } = countingSource();
    const t0 = new Date(Math.floor(Date.UTC(2026, 10, 20, 18) / QUOTE_CACHE_MS) * QUOTE_CACHE_MS);
    const first = cachedQuote(source, 'SPY', t0);
    expect(cachedQuote(source, 'SPY', new Date(t0.getTime() + QUOTE_CACHE_MS - 1))).toBe(first);
    expect(calls()).toBe(1);
    cachedQuote(source, 'QQQ', t0);
    expect(calls()).toBe(2);
    const next = cachedQuote(source, 'SPY', new Date(t0.getTime() + QUOTE_CACHE_MS));
    expect(next).not.toBe(first);
    expect(calls()).toBe(3);
  });
  it('keeps sources apart', () => {
    const a = countingSource();
    const b = countingSource();
    const at = new Date('2026-11-20T18:00:00Z');
    cachedQuote(a.source, 'SPY', at);
    cachedQuote(b.source, 'SPY', at);
    expect([a.calls(), b.calls()]).toEqual([1, 1]);
  });
});
