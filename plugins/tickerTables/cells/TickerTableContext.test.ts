import { describe, expect, it } from 'vitest';
import { detailPath } from './TickerTableContext';

describe('detailPath', () => {
  it("opens /dashboard/detail/{ticker}/{caller}, naming a watchlist's row's list in ?list=", () => {
    expect(detailPath('SPY', 'overview')).toBe('/dashboard/detail/SPY/overview');
    expect(detailPath('^VVIX:^VIX', 'futures')).toBe('/dashboard/detail/%5EVVIX%3A%5EVIX/futures');
    expect(detailPath('AAPL', 'watchlists', 'TECH & CO')).toBe('/dashboard/detail/AAPL/watchlists?list=TECH+%26+CO');
  });
});
