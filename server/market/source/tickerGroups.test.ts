import { describe, expect, it } from 'vitest';
import { CRYPTO_ASSETS, CRYPTO_TICKERS, cryptoDisplayName } from './cryptoAssets';
import { FUTURES_CONTRACTS } from './futuresContracts';
import { CFTC_MARKETS, DEFAULT_TICKERS, GAMMA_TICKERS, HOME_LISTS, HOME_STRIP, OVERVIEW_GROUPS, specTickers, VOLATILITY_GROUPS } from './tickerGroups';

describe('spec ticker lists', () => {
  it('has the default, home and gamma tickers of documents 1 and 4', () => {
    expect(DEFAULT_TICKERS).toEqual(['SPY', 'QQQ', 'GLD', 'USO', 'TLT', '^VIX', '^VVIX:^VIX']);
    expect(HOME_LISTS.flat()).toEqual(['SPY', 'QQQ', 'IWM', '^VIX', 'BIL', 'UUP', 'SHY', 'IEF', 'TLT', 'GLD', 'USO', 'BITO']);
    expect([...HOME_STRIP].sort()).toEqual([...HOME_LISTS.flat()].sort());
    expect(GAMMA_TICKERS).toEqual(['SPY', 'QQQ', 'IWM', 'TLT']);
  });
  it('has the nine overview groups in the order of document 4', () => {
    expect(OVERVIEW_GROUPS.map((g) => g.title)).toEqual(['Main markets', 'Commodities', 'Sector ETFs', 'Bonds', 'Currencies', 'Volatility', 'Stocks', 'Factor ETFs', 'Crypto']);
    for (const g of OVERVIEW_GROUPS) expect(g.tickers.length).toBeGreaterThan(0);
    expect(OVERVIEW_GROUPS.find((g) => g.id === 'sectorEtfs')?.tickers).toHaveLength(11);
  });
  it('has volatility groups of six each', () => {
    for (const g of VOLATILITY_GROUPS) expect(g.tickers).toHaveLength(6);
  });
  it('has about 120 distinct crypto tickers, displayed as BASE/USD', () => {
    expect(CRYPTO_ASSETS.length).toBeGreaterThanOrEqual(110);
    expect(CRYPTO_ASSETS.length).toBeLessThanOrEqual(130);
    expect(new Set(CRYPTO_TICKERS).size).toBe(CRYPTO_TICKERS.length);
    expect(cryptoDisplayName('CRYPTO.BTC')).toBe('BTC/USD');
    expect(cryptoDisplayName('SPY')).toBe('SPY');
  });
  it('has futures tickers ending in _F, each once', () => {
    const tickers = FUTURES_CONTRACTS.map((c) => c.ticker);
    expect(tickers.every((t) => t.endsWith('_F'))).toBe(true);
    expect(new Set(tickers).size).toBe(tickers.length);
  });
  it('has the CFTC rows of document 4, grouped, each on a listed future', () => {
    const codes = (group: string) => CFTC_MARKETS.filter((m) => m.group === group).map((m) => m.code);
    expect(codes('equities')).toEqual(['es', 'rty', 'dow', 'nq', 'nikkei', 'vix']);
    expect(codes('rates')).toEqual(['us30y', 'us10y', 'us5y', 'us2y', 'eurodollar']);
    expect(codes('currencies')).toEqual(['usd', 'eur', 'jpy', 'gbp', 'aud', 'cad', 'chf']);
    expect(codes('commodities')).toEqual(['wti', 'wheat', 'corn', 'silver', 'natgas', 'copper', 'gold']);
    const futures = new Set(FUTURES_CONTRACTS.map((c) => c.ticker));
    for (const m of CFTC_MARKETS) expect(futures.has(m.contract)).toBe(true);
  });
  it('collects every named ticker once', () => {
    const all = specTickers();
    expect(new Set(all).size).toBe(all.length);
    for (const t of [...DEFAULT_TICKERS, 'BITO', 'CRYPTO.TRB', 'ES_F', 'XLRE', 'MTUM']) expect(all).toContain(t);
  });
});
