import { describe, expect, it } from 'vitest';
import { teaserMock } from './teaserMock';

const TICKERS = ['AAPL', 'MSFT', 'SPY', 'QQQ', 'GLD', 'CRYPTO.BTC', '^VVIX:^VIX', 'ES_F', 'BRK-B', 'X'];

describe('teaserMock (document 2 section 2: blurred mock data)', () => {
  it.each(TICKERS)('draws a plausible range around the price for %s', (ticker) => {
    const mock = teaserMock(ticker, 200);
    const centre = (mock.lower + mock.upper) / 2;
    const width = (mock.upper - mock.lower) / centre;
    expect(width).toBeGreaterThanOrEqual(0.04 - 1e-9);
    expect(width).toBeLessThanOrEqual(0.12 + 1e-9);
    expect(Math.abs(centre / 200 - 1)).toBeLessThanOrEqual(0.02 + 1e-9);
    expect(Number.isInteger(mock.position)).toBe(true);
    expect(mock.position).toBeGreaterThanOrEqual(0);
    expect(mock.position).toBeLessThanOrEqual(100);
    expect(['bullish', 'neutral', 'bearish']).toContain(mock.trend);
    expect(['bullish', 'neutral', 'bearish']).toContain(mock.momentum);
    expect(mock.hurst).toBeGreaterThanOrEqual(0.35);
    expect(mock.hurst).toBeLessThan(0.7);
    expect(mock.performance).toHaveLength(5);
    for (const p of mock.performance) {
      expect(Number.isFinite(p)).toBe(true);
      expect(Math.abs(p)).toBeLessThan(7);
    }
  });

  it('scales with the price and depends on nothing else', () => {
    const at100 = teaserMock('AAPL', 100);
    const at250 = teaserMock('AAPL', 250);
    expect(at250.lower).toBeCloseTo(at100.lower * 2.5, 9);
    expect(at250.upper).toBeCloseTo(at100.upper * 2.5, 9);
    expect({ ...at250, lower: 0, upper: 0 }).toEqual({ ...at100, lower: 0, upper: 0 });
  });

  it('draws around 100 when the price is unknown, zero or negative', () => {
    const at100 = teaserMock('AAPL', 100);
    expect(teaserMock('AAPL', null)).toEqual(at100);
    expect(teaserMock('AAPL', 0)).toEqual(at100);
    expect(teaserMock('AAPL', -5)).toEqual(at100);
  });

  it('gives different tickers different mocks', () => {
    const lowers = new Set(TICKERS.map((t) => teaserMock(t, 100).lower));
    expect(lowers.size).toBe(TICKERS.length);
  });
});
