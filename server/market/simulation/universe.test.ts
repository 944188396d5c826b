import { describe, expect, it } from 'vitest';
import { specTickers } from '../source/tickerGroups';
import { dayFromIso } from './dayNumbers';
import { isValidIsin } from './isin';
import { MAX_UNIVERSE_SIZE, Universe } from './universe';

const start = dayFromIso('2024-01-01');

describe('universe', () => {
  const u = new Universe('u', 3000, start);

  it('holds every ticker the specification names', () => {
    const missing = specTickers().filter((t) => !u.get(t));
    expect(missing).toEqual([]);
  });
  it('has the configured size, named instruments first', () => {
    expect(u.size).toBe(3000);
    expect(u.list()).toHaveLength(3000);
    expect(u.namedCount).toBeGreaterThan(350);
    expect(new Universe('u', 10, start).size).toBe(u.namedCount);
    expect(() => new Universe('u', MAX_UNIVERSE_SIZE + 1, start)).toThrow(RangeError);
  });
  it('gives valid ISINs where there are ISINs, none for crypto, FX, indices, futures and pairs', () => {
    for (const i of u.list()) {
      if (['crypto', 'fx', 'index', 'future', 'pair', 'volatility', 'bond'].includes(i.type)) expect(i.isin, i.ticker).toBeNull();
      else expect(isValidIsin(i.isin ?? ''), i.ticker).toBe(true);
    }
    const isins = u.list().flatMap((i) => (i.isin ? [i.isin] : []));
    expect(new Set(isins).size).toBe(isins.length);
  });
  it('looks tickers up case-insensitively and makes pairs of known legs', () => {
    expect(u.get('spy')?.instrument.ticker).toBe('SPY');
    expect(u.instrument(' crypto.btc ')?.name).toBe('Bitcoin');
    const pair = u.get('SPY:QQQ');
    expect(pair?.instrument.type).toBe('pair');
    expect(pair?.instrument.legs).toEqual(['SPY', 'QQQ']);
    expect(u.get('spy : qqq')).toBe(pair);
    expect(u.get('SPY:NOPE')).toBeUndefined();
    expect(u.get('NOPE')).toBeUndefined();
    expect(u.get('^VVIX:^VIX')?.instrument.name).toBe('Cboe VIX of VIX Index / Cboe Volatility Index');
  });
  it('types instruments and marks crypto as trading every day', () => {
    expect(u.instrument('CRYPTO.ETH')).toMatchObject({ type: 'crypto', calendar: 'crypto', currency: 'USD', isin: null });
    expect(u.instrument('ES_F')).toMatchObject({ type: 'future', underlying: '^GSPC', exchangeShort: 'CME' });
    expect(u.instrument('^VIX')).toMatchObject({ type: 'volatility', calendar: 'nyse' });
    expect(u.instrument('EURUSD')).toMatchObject({ type: 'fx', currency: 'USD' });
    expect(u.instrument('SPY')).toMatchObject({ type: 'etf', isEtf: true, hasOptions: true, exchange: 'NYSE Arca' });
    expect(u.instrument('AAPL')).toMatchObject({ type: 'stock', sector: 'Technology', website: 'https://www.apple.com' });
    expect(u.instrument('US10Y')?.type).toBe('bond');
  });
  it('builds the list of 100,000 instruments quickly', () => {
    const t0 = performance.now();
    const large = new Universe('fast', MAX_UNIVERSE_SIZE, start);
    const elapsed = performance.now() - t0;
    expect(large.size).toBe(MAX_UNIVERSE_SIZE);
    expect(large.list()[2999]).toEqual(new Universe('fast', 3000, start).list()[2999]);
    // About 0.3 s on an idle machine; the bound leaves room for a busy CI runner.
    expect(elapsed).toBeLessThan(2500);
  });
});
