/**
 * Quotes for the table calls, cached for 15 seconds per ticker: a list refresh of 2,000 tickers by
 * several users asks the source once per ticker and window, not once per request. (The simulated
 * market computes an intraday price from the instrument's path, which costs milliseconds when the
 * path is not in its cache.) The real-time range call does not use it: it reads the live quote.
 */
import type { MarketDataSource, Quote } from '../market/source/marketDataSource';

export const QUOTE_CACHE_MS = 15_000;
const MAX_ENTRIES = 20_000;

/** The 15-second window of an instant: a ticker has one cached quote per window. */
export function quoteWindowOf(at: Date): number {
  return Math.floor(at.getTime() / QUOTE_CACHE_MS);
}

interface Entry {
  window: number;
  quote: Quote | undefined;
}

class QuoteCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly source: MarketDataSource) {}

  get size(): number {
    return this.entries.size;
  }

  get(ticker: string, at: Date): Quote | undefined {
    const window = quoteWindowOf(at);
    const hit = this.entries.get(ticker);
    if (hit && hit.window === window) return hit.quote;
    const quote = this.source.getQuote(ticker, at);
    this.entries.delete(ticker);
    this.entries.set(ticker, { window, quote });
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    return quote;
  }
}

const caches = new WeakMap<MarketDataSource, QuoteCache>();

/** The cached quote of a ticker at `at` (one per source and 15-second window). */
export function cachedQuote(source: MarketDataSource, ticker: string, at: Date): Quote | undefined {
  let cache = caches.get(source);
  if (!cache) {
    cache = new QuoteCache(source);
    caches.set(source, cache);
  }
  return cache.get(ticker, at);
}

/** The quotes cached for `source` and the most kept (the cache admin screen's status). */
export function quoteCacheStats(source: MarketDataSource): { entries: number; capacity: number } {
  return { entries: caches.get(source)?.size ?? 0, capacity: MAX_ENTRIES };
}
