import { describe, expect, it } from 'vitest';
import { emptyRow } from '../market/snapshot/emptyRow';
import type { AssetRow } from '../market/snapshot/assetRow';
import type { Instrument } from '../market/source/marketDataSource';
import { assetView, assetViewJson } from './assetView';

const instrument: Instrument = {
  ticker: 'ABC', name: 'ABC "Corp."', type: 'stock', sector: 'Technology', country: 'US', industry: null, isEtf: false, website: null,
  currency: 'USD', exchange: 'Nasdaq', exchangeShort: 'NASDAQ', isin: null, calendar: 'nyse', hasOptions: false, underlying: null, legs: null,
  sharesOutstanding: null,
};

const row = (): AssetRow => ({ ...emptyRow(instrument, true), latestPrice: 101.5, lowerVolatilityRange: 90, upperVolatilityRange: 120 });

describe('assetViewJson', () => {
  it('is assetView as JSON for every view and market state, the row carrying stale flags of its own', () => {
    const r = row();
    for (const revealed of [true, false]) {
      for (const isUSMarketOpen of [true, false]) {
        const options = { revealed, isUSMarketOpen };
        // Twice: the second answer comes from the text kept for the row.
        expect(JSON.parse(assetViewJson(r, options))).toEqual(JSON.parse(JSON.stringify(assetView(r, options))));
        expect(JSON.parse(assetViewJson(r, options))).toEqual(JSON.parse(JSON.stringify(assetView(r, options))));
      }
    }
  });

  it('keeps the text per row: a new snapshot row is serialised anew', () => {
    const first = row();
    const second = { ...row(), latestPrice: 200 };
    expect(JSON.parse(assetViewJson(first, { revealed: true, isUSMarketOpen: false })).latestPrice).toBe(101.5);
    expect(JSON.parse(assetViewJson(second, { revealed: true, isUSMarketOpen: false })).latestPrice).toBe(200);
  });

  it('drops the heavy series of a slim view like assetView', () => {
    const r = row();
    expect(JSON.parse(assetViewJson(r, { revealed: true, isUSMarketOpen: true, slim: true }))).toEqual(JSON.parse(JSON.stringify(assetView(r, { revealed: true, isUSMarketOpen: true, slim: true }))));
  });
});
