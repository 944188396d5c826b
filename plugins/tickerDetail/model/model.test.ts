import { describe, expect, it } from 'vitest';
import { backPath, callerList, neighbours } from './callers';
import { canReveal, canSeePremium, displayTicker, isCryptoTicker, isPairTicker } from './assetKind';
import { clampPosition, detailFormat, direction, positionStep, ratioKind } from './detailFormat';
import { boundChange, correlationRow, correlationTickers, hurstTable, trendDescription } from './analytics';
import { detailView, hasRecentChanges } from './detailState';
import { teaserMock } from './teaserMock';
import type { AssetData } from '../../../contracts';

describe('callers', () => {
  it('links Back to the caller list route, and nowhere without a known caller', () => {
    expect(backPath('overview')).toBe('/dashboard/portfolio');
    expect(backPath('portfolio')).toBe('/dashboard/portfolio');
    expect(backPath('watchlists', 'TECH & CO')).toBe('/dashboard/watchlists?list=TECH%20%26%20CO');
    expect(backPath('crypto')).toBe('/crypto/portfolio');
    expect(backPath('home')).toBe('/home/home');
    expect(backPath('scanner')).toBe('/dashboard/scanner');
    expect(backPath('futures')).toBe('/dashboard/futures');
    expect(backPath('backtest')).toBe('/dashboard/backtest');
    expect(backPath(undefined)).toBeNull();
    expect(backPath('somewhere')).toBeNull();
  });

  const lists = {
    dashboardList: { name: 'Market overview', includedTicker: ['SPY', 'GLD', 'QQQ', 'AAPL'] },
    watchlists: { regular: [{ name: 'tech', includedTicker: ['NVDA', 'AAPL', 'MSFT'] }, { name: 'Bonds', includedTicker: ['TLT', 'IEF'] }], crypto: [] },
  };

  it('walks the dashboard list sorted by ticker for overview and portfolio', () => {
    const list = callerList('overview', 'QQQ', lists);
    expect(list?.tickers).toEqual(['AAPL', 'GLD', 'QQQ', 'SPY']);
    expect(neighbours(list!.tickers, 'QQQ')).toEqual({ previous: 'GLD', next: 'SPY', position: 3, count: 4 });
    expect(neighbours(list!.tickers, 'AAPL')?.previous).toBeNull();
    expect(neighbours(list!.tickers, 'SPY')?.next).toBeNull();
    expect(neighbours(list!.tickers, 'XOM')).toBeNull();
  });

  it("walks in the tables' default order: ticker ascending, case-insensitive by code unit (^VIX before ESX)", () => {
    const mixed = { dashboardList: { name: 'Market overview', includedTicker: ['SPY', 'ES_F', '^VIX', 'ESX', 'GLD', '^VVIX:^VIX'] } };
    expect(callerList('overview', 'SPY', mixed)?.tickers).toEqual(['^VIX', '^VVIX:^VIX', 'ES_F', 'ESX', 'GLD', 'SPY']);
  });

  it('walks the selected watchlist, or the first holding the ticker', () => {
    expect(callerList('watchlists', 'AAPL', lists, 'TECH')?.tickers).toEqual(['AAPL', 'MSFT', 'NVDA']);
    expect(callerList('watchlists', 'TLT', lists)?.name).toBe('Bonds');
    expect(callerList('watchlists', 'XOM', lists)).toBeNull();
  });

  it('has no list for crypto or other callers', () => {
    expect(callerList('crypto', 'CRYPTO.BTC', lists)).toBeNull();
    expect(callerList('overview', 'CRYPTO.BTC', lists)).toBeNull();
    expect(callerList('scanner', 'SPY', lists)).toBeNull();
    expect(callerList(undefined, 'SPY', lists)).toBeNull();
  });
});

describe('asset kind', () => {
  it('tells crypto and pairs apart and shows crypto as BASE/USD', () => {
    expect(isCryptoTicker('CRYPTO.BTC')).toBe(true);
    expect(isCryptoTicker('X', 'crypto')).toBe(true);
    expect(isCryptoTicker('SPY')).toBe(false);
    expect(isPairTicker('^VVIX:^VIX')).toBe(true);
    expect(displayTicker('CRYPTO.BTC')).toBe('BTC/USD');
    expect(displayTicker('CRYPTO.ETH:CRYPTO.BTC')).toBe('ETH/BTC');
    expect(displayTicker('spy')).toBe('SPY');
  });
  it('gates premium parts and crypto reveals by module', () => {
    expect(canSeePremium(['FREE'])).toBe(false);
    expect(canSeePremium(['FREE', 'PREMIUM'])).toBe(true);
    expect(canReveal('CRYPTO.BTC', ['FREE'])).toBe(false);
    expect(canReveal('CRYPTO.BTC', ['Crypto'])).toBe(true);
    expect(canReveal('AAPL', [])).toBe(true);
  });
});

describe('formats', () => {
  const en = detailFormat('en-US');
  const de = detailFormat('de-DE');
  it('shows prices with 2 decimals, 3 for crypto and FX, range values with 3', () => {
    expect(en.price(467.5893, 'SPY')).toBe('467.59');
    expect(en.price(1.1535, 'EURUSD', 'fx')).toBe('1.154');
    expect(en.price(128965.3, 'CRYPTO.BTC')).toBe('128,965.300');
    expect(en.range(452.60102)).toBe('452.601');
    expect(de.range(452.60102)).toBe('452,601');
    expect(en.price(null, 'SPY')).toBe('n/A');
  });
  it('shows performance with 2 decimals and its sign', () => {
    expect(en.signedPercent(0.8168)).toBe('+0.82%');
    expect(en.signedPercent(-0.1178)).toBe('−0.12%');
    expect(en.signedPercent(0.001)).toBe('0.00%');
    expect(en.signedPercent(null)).toBe('n/A');
    expect(en.vol(0.13549)).toBe('13.55%');
    expect(en.volPoints(0.0509)).toBe('+5.09');
    expect(en.times(2.6389)).toBe('2.64×');
  });
  it('clamps the position to 0–100 on a 10-step scale', () => {
    expect(clampPosition(-12)).toBe(0);
    expect(clampPosition(140)).toBe(100);
    expect(positionStep(0)).toBe(1);
    expect(positionStep(58.6)).toBe(6);
    expect(positionStep(99.9)).toBe(10);
    expect(positionStep(100)).toBe(10);
    expect(positionStep(250)).toBe(10);
    expect(positionStep(null)).toBeNull();
  });
  it("shows the ratio as '> 100' above 100 and '< 0' above the range", () => {
    expect(en.ratio(0.7064)).toBe('0.71');
    expect(en.ratio(1000)).toBe('> 100');
    expect(en.ratio(-3.2)).toBe('< 0');
    expect(ratioKind(undefined)).toBe('missing');
    expect(direction(-1)).toBe('down');
    expect(direction(null)).toBeNull();
  });
});

describe('analytics tables', () => {
  const points = (n: number) => Array.from({ length: n }, (_, i) => ({ Date: `d${i}`, Hurst: i / 100 }));
  it('reads the Hurst table at 0, 5, 15 and 30 sessions back', () => {
    const [m3, y1] = hurstTable({ '3Mo': points(40), '1Yr': points(10) });
    expect(m3?.values).toEqual([0.39, 0.34, 0.24, 0.09]);
    expect(y1?.values).toEqual([0.09, 0.04, null, null]);
  });
  it('reads the ticker against SPY, UUP and TLT', () => {
    const table = { AAPL: { AAPL: 1, SPY: 0.7, UUP: -0.2, TLT: null }, SPY: { SPY: 1 } };
    expect(correlationRow(30, 'AAPL', table)).toEqual({ window: 30, values: { SPY: 0.7, UUP: -0.2, TLT: null } });
    expect(() => correlationRow(30, 'XOM', table)).toThrow();
    expect(correlationTickers('SPY')).toEqual(['SPY', 'UUP', 'TLT']);
  });
  it("adds 'high Hurst' above 0.6", () => {
    expect(trendDescription({ overallTARating: 'trendBullish', ltTARating: 'momentumNeutralDanger', h64: 0.61 }))
      .toEqual({ trend: 'bullish', momentum: 'neutralDanger', highHurst: true });
    expect(trendDescription({ overallTARating: 'error', h64: 0.6 })).toEqual({ trend: null, momentum: null, highHurst: false });
  });
});

describe('detail view', () => {
  const row = (patch: Partial<AssetData>): AssetData => ({
    ticker: 'AAPL', name: 'Apple', type: 'stock', sector: null, currency: 'USD', latestPrice: 200, latestPriceDate: '2026-11-20', latestSource: 'demo',
    noRealtime: false, isUSMarketOpen: false, primaryExchange: 'Nasdaq', primaryExchangeShort: 'NASDAQ', daily_percentChange: 1, daily_absoluteChange: 2,
    companyInfo: { sector: null, country: null, industry: null, isEtf: false, website: null }, isin: null, asOfDate: null, fingerprint: 'f', isActive: true, ...patch,
  });
  it('tells unknown, preview, split error and ready apart', () => {
    expect(detailView(null)).toBe('unknown');
    expect(detailView(row({ isActive: false }))).toBe('preview');
    expect(detailView(row({ isActive: false, latestPrice: null }))).toBe('unknown');
    expect(detailView(row({ potentialSplitError: true }))).toBe('splitError');
    expect(detailView(row({ metaInfo: { strippedReason: 'insufficientHistory', bars: 12 } }))).toBe('unknown');
    expect(detailView(row({ metaInfo: { strippedReason: 'shortHistory', bars: 100 } }))).toBe('ready');
  });
  it('offers Recent Changes only for revealed, non-crypto tickers', () => {
    expect(hasRecentChanges(row({}), false)).toBe(true);
    expect(hasRecentChanges(row({ isActive: false }), false)).toBe(false);
    expect(hasRecentChanges(row({}), true)).toBe(false);
  });
});

describe('teaser mock', () => {
  it('is the same on every visit and differs between tickers', () => {
    expect(teaserMock('AAPL', 200)).toEqual(teaserMock('AAPL', 200));
    expect(teaserMock('AAPL', 200)).not.toEqual(teaserMock('MSFT', 200));
    const mock = teaserMock('AAPL', 200);
    expect(mock.lower).toBeLessThan(mock.upper);
    expect(mock.position).toBeGreaterThanOrEqual(0);
    expect(mock.position).toBeLessThanOrEqual(100);
  });
});

describe('boundChange', () => {
  it('is the move of a range bound since the session before, in percent', () => {
    expect(boundChange({ value: 101, previousValue: 100 })).toBeCloseTo(1);
    expect(boundChange({ value: 99.5, previousValue: 100 })).toBeCloseTo(-0.5);
  });

  it('is null when either bound is unknown', () => {
    expect(boundChange({ value: 101, previousValue: null })).toBeNull();
    expect(boundChange({ value: null, previousValue: 100 })).toBeNull();
    expect(boundChange({ value: 101 })).toBeNull();
    expect(boundChange(undefined)).toBeNull();
  });
});
