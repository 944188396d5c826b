import { describe, expect, it } from 'vitest';
import { eodRangeFlags, rangeMetrics } from '../market/analytics';
import type { AssetRow } from '../market/snapshot/assetRow';
import { emptyRow } from '../market/snapshot/emptyRow';
import type { Instrument, Quote } from '../market/source/marketDataSource';
import { intParam, tickerParam, withLiveQuote } from './assetDataRoutes';

const instrument: Instrument = {
  ticker: 'ABC', name: 'ABC Corp.', type: 'stock', sector: 'Technology', country: 'US', industry: null, isEtf: false, website: null,
  currency: 'USD', exchange: 'Nasdaq', exchangeShort: 'NASDAQ', isin: null, calendar: 'nyse', hasOptions: false, underlying: null, legs: null,
  sharesOutstanding: null,
};

function publishedRow(): AssetRow {
  const row = emptyRow(instrument, true);
  const st = { lowerVolatilityRange: 90, upperVolatilityRange: 120, ...rangeMetrics(100, 90, 120)! };
  const lt = { lowerVolatilityRange: 80, upperVolatilityRange: 130, ...rangeMetrics(100, 80, 130)! };
  return {
    ...row, ...st, stRange: st, ltRange: lt, latestPrice: 100, latestPriceDate: '2026-11-19', latestSource: 'demo', noRealtime: false,
    daily_absoluteChange: 1, daily_percentChange: 1.0101, onEODRange: true, belowEODRange: false, aboveEODRange: false,
  };
}

const quote = (overrides: Partial<Quote> = {}): Quote => ({
  ticker: 'ABC', price: 125, time: '2026-11-20T20:00:00.000Z', source: 'demo', previousClose: 100, sessionDate: '2026-11-20', marketOpen: true, ...overrides,
});

describe('withLiveQuote', () => {
  it('lays an open session quote over the published close and recomputes where it stands in the EOD ranges', () => {
    const row = publishedRow();
    const live = withLiveQuote(row, quote());
    expect(live).toMatchObject({
      latestPrice: 125, latestPriceDate: '2026-11-20', latestSource: 'demo', daily_absoluteChange: 25, daily_percentChange: 25,
      lowerVolatilityRange: 90, upperVolatilityRange: 120, upside: (120 / 125 - 1) * 100, downside: (1 - 90 / 125) * 100,
      upsideDownsideRatio: (120 / 125 - 1) / (1 - 90 / 125), positionOnRange: (35 / 30) * 100,
      onEODRange: false, belowEODRange: false, aboveEODRange: true,
    });
    expect(live.stRange).toEqual({ lowerVolatilityRange: 90, upperVolatilityRange: 120, ...rangeMetrics(125, 90, 120)! });
    expect(live.ltRange).toEqual({ lowerVolatilityRange: 80, upperVolatilityRange: 130, ...rangeMetrics(125, 80, 130)! });
    expect(eodRangeFlags(125, 90, 120).aboveEODRange).toBe(true);
    // The published row is left alone.
    expect(row.latestPrice).toBe(100);
    expect(row.stRange.upside).toBeCloseTo(20);
  });

  it('uses the published close when the quote has no previous close', () => {
    expect(withLiveQuote(publishedRow(), quote({ previousClose: null, price: 110 })).daily_percentChange).toBeCloseTo(10);
  });

  it('keeps the published row outside the session, for the same session, without realtime data or a quote', () => {
    const row = publishedRow();
    expect(withLiveQuote(row, quote({ marketOpen: false }))).toBe(row);
    expect(withLiveQuote(row, quote({ sessionDate: '2026-11-19' }))).toBe(row);
    expect(withLiveQuote(row, undefined)).toBe(row);
    expect(withLiveQuote({ ...row, noRealtime: true }, quote()).latestPrice).toBe(100);
    expect(withLiveQuote({ ...row, asOfDate: '2026-06-30' }, quote()).latestPrice).toBe(100);
    expect(withLiveQuote({ ...row, latestPrice: null }, quote()).latestPrice).toBeNull();
  });

  it('updates the price of a row without ranges and leaves the ranges null', () => {
    const base = emptyRow(instrument, true);
    const row: AssetRow = { ...base, latestPrice: 50, latestPriceDate: '2026-11-19', noRealtime: false };
    const live = withLiveQuote(row, quote({ price: 51, previousClose: 50 }));
    expect(live).toMatchObject({ latestPrice: 51, daily_absoluteChange: 1, upside: null, positionOnRange: null, onEODRange: null });
  });
});

describe('parameters', () => {
  it('intParam: fallback, bounds, clamping', () => {
    const rule = { fallback: 50, min: 1, max: 500 };
    expect(intParam(undefined, 'limit', rule)).toBe(50);
    expect(intParam('', 'limit', rule)).toBe(50);
    expect(intParam('7', 'limit', rule)).toBe(7);
    expect(intParam('900', 'limit', { ...rule, clamp: true })).toBe(500);
    expect(() => intParam('900', 'limit', rule)).toThrow('limit must be between 1 and 500.');
    expect(() => intParam('0', 'limit', { ...rule, clamp: true })).toThrow('limit must be between 1 and 500.');
    expect(() => intParam('1.5', 'limit', rule)).toThrow('limit must be a whole number.');
  });

  it('tickerParam: trimmed, upper case, validated', () => {
    expect(tickerParam(' spy ')).toBe('SPY');
    expect(tickerParam('^vvix:^vix')).toBe('^VVIX:^VIX');
    expect(() => tickerParam(undefined)).toThrow('ticker is required.');
    expect(() => tickerParam('A B')).toThrow('is not a valid ticker');
  });
});
