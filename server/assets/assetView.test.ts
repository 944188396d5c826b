import { describe, expect, it } from 'vitest';
import { emptyRow } from '../market/snapshot/emptyRow';
import type { AssetRow } from '../market/snapshot/assetRow';
import type { Instrument } from '../market/source/marketDataSource';
import { assetView, assetViewBytes, jsonArrayBytes, liveOwnerOf } from './assetView';

const assetViewJson = (...args: Parameters<typeof assetViewBytes>): string => assetViewBytes(...args).toString('utf8');

const instrument: Instrument = {
  ticker: 'ABC', name: 'ABC "Corp."', type: 'stock', sector: 'Technology', country: 'US', industry: null, isEtf: false, website: null,
  currency: 'USD', exchange: 'Nasdaq', exchangeShort: 'NASDAQ', isin: null, calendar: 'nyse', hasOptions: false, underlying: null, legs: null,
  sharesOutstanding: null,
};

const row = (): AssetRow => ({ ...emptyRow(instrument, true), latestPrice: 101.5, lowerVolatilityRange: 90, upperVolatilityRange: 120 });

describe('assetViewBytes', () => {
  it('is assetView as JSON for every view and market state, the row carrying stale flags of its own', () => {
    const store = {};
    const r = row();
    let built = 0;
    const build = (): AssetRow => { built++; return r; };
    for (const revealed of [true, false]) {
      for (const isUSMarketOpen of [true, false]) {
        const options = { revealed, isUSMarketOpen };
        expect(JSON.parse(assetViewJson(store, 'ABC', build, options))).toEqual(JSON.parse(JSON.stringify(assetView(r, options))));
      }
    }
    // The row is built once per view and market state.
    expect(built).toBe(4);
  });

  it('keeps the text per snapshot store: a new snapshot serialises its rows anew', () => {
    const options = { revealed: true, isUSMarketOpen: false };
    expect(JSON.parse(assetViewJson({}, 'ABC', row, options)).latestPrice).toBe(101.5);
    expect(JSON.parse(assetViewJson({}, 'ABC', () => ({ ...row(), latestPrice: 200 }), options)).latestPrice).toBe(200);
  });

  it('drops the heavy series of a slim view like assetView', () => {
    const r = row();
    const options = { revealed: true, isUSMarketOpen: true, slim: true };
    expect(JSON.parse(assetViewJson({}, 'ABC', () => r, options))).toEqual(JSON.parse(JSON.stringify(assetView(r, options))));
  });

  it('keeps a row with a quote laid over it per store and quote', () => {
    const store = {};
    const quote = {};
    expect(liveOwnerOf(store, quote)).toBe(liveOwnerOf(store, quote));
    expect(liveOwnerOf(store, {})).not.toBe(liveOwnerOf(store, quote));
    expect(liveOwnerOf({}, quote)).not.toBe(liveOwnerOf(store, quote));
    const options = { revealed: true, isUSMarketOpen: true };
    expect(JSON.parse(assetViewJson(liveOwnerOf(store, quote), 'ABC', () => ({ ...row(), latestPrice: 125 }), options)).latestPrice).toBe(125);
    expect(JSON.parse(assetViewJson(liveOwnerOf(store, {}), 'ABC', () => ({ ...row(), latestPrice: 126 }), options)).latestPrice).toBe(126);
    expect(JSON.parse(assetViewJson(store, 'ABC', row, options)).latestPrice).toBe(101.5);
  });

  it('keeps the bytes per market state: the same object for the same view and state', () => {
    const store = {};
    const options = { revealed: true, isUSMarketOpen: true };
    expect(assetViewBytes(store, 'ABC', row, options)).toBe(assetViewBytes(store, 'ABC', row, options));
    expect(assetViewBytes(store, 'ABC', row, { ...options, isUSMarketOpen: false })).not.toBe(assetViewBytes(store, 'ABC', row, options));
  });
});

describe('jsonArrayBytes', () => {
  it('joins JSON values into an array', () => {
    expect(jsonArrayBytes([]).toString()).toBe('[]');
    expect(JSON.parse(jsonArrayBytes([Buffer.from('{"a":1}'), Buffer.from('"ü"'), Buffer.from('2')]).toString())).toEqual([{ a: 1 }, 'ü', 2]);
  });
});
