import { describe, expect, it } from 'vitest';
import { capitalisationOf } from './capitalisation';

describe('capitalisationOf', () => {
  it('gives stocks a market capitalisation and ETFs their assets under management', () => {
    expect(capitalisationOf({ type: 'stock', sharesOutstanding: 1e9 }, 25)).toEqual({ marketCap: 25e9, aum: null });
    expect(capitalisationOf({ type: 'etf', sharesOutstanding: 4e6 }, 500)).toEqual({ marketCap: null, aum: 2e9 });
  });

  it('is null without shares, without a price, and for other kinds', () => {
    expect(capitalisationOf({ type: 'stock', sharesOutstanding: null }, 25)).toEqual({ marketCap: null, aum: null });
    expect(capitalisationOf({ type: 'stock', sharesOutstanding: 1e9 }, null)).toEqual({ marketCap: null, aum: null });
    expect(capitalisationOf({ type: 'index', sharesOutstanding: 1e9 }, 10)).toEqual({ marketCap: null, aum: null });
  });
});

describe('capitalisationOf with the source\'s own figures', () => {
  it('prefers a given market capitalisation or AUM (imported metadata) to price × shares', () => {
    expect(capitalisationOf({ type: 'stock', sharesOutstanding: null, marketCap: 2.9e12 }, 100)).toEqual({ marketCap: 2.9e12, aum: null });
    expect(capitalisationOf({ type: 'etf', sharesOutstanding: 1e6, aum: 5e9 }, 100)).toEqual({ marketCap: null, aum: 5e9 });
    expect(capitalisationOf({ type: 'etf', sharesOutstanding: null, marketCap: 2.9e12 }, 100)).toEqual({ marketCap: null, aum: null });
  });
});
