import { describe, expect, it } from 'vitest';
import { dayFromIso } from './dayNumbers';
import { isValidIsin } from './isin';
import { StockGenerator } from './stockGenerator';

const start = dayFromIso('2024-01-01');

describe('generated companies', () => {
  const big = new StockGenerator('seed', start, new Set(['SPY', 'AAPL']));
  big.generateUpTo(5000);

  it('is a prefix: the first 2,000 of 5,000 are the 2,000 of a smaller universe', () => {
    const small = new StockGenerator('seed', start, new Set(['SPY', 'AAPL']));
    small.generateUpTo(2000);
    expect(small.instruments).toEqual(big.instruments.slice(0, 2000));
    expect(small.simInstrument(1234)).toEqual(big.simInstrument(1234));
  });
  it('has unique tickers and valid, unique ISINs, avoiding taken tickers', () => {
    const tickers = big.instruments.map((i) => i.ticker);
    expect(new Set(tickers).size).toBe(5000);
    expect(tickers).not.toContain('SPY');
    const isins = big.instruments.map((i) => i.isin ?? '');
    expect(new Set(isins).size).toBe(5000);
    expect(isins.every(isValidIsin)).toBe(true);
  });
  it('fills company data and listing conventions', () => {
    for (const i of big.instruments) {
      expect(i.type).toBe('stock');
      expect(i.name.length).toBeGreaterThan(5);
      expect(i.website).toMatch(/^https:\/\/www\./);
      expect(i.sector).toBeTruthy();
      expect(i.industry).toBeTruthy();
      expect(i.country).toMatch(/^[A-Z]{2}$/);
      expect(i.isin?.slice(0, 2)).toBe(i.country);
      expect(i.sharesOutstanding).toBeGreaterThan(0);
    }
    const japanese = big.instruments.filter((i) => i.ticker.endsWith('.T'));
    expect(japanese.length).toBeGreaterThan(50);
    expect(japanese.every((i) => /^\d{4}\.T$/.test(i.ticker) && i.currency === 'JPY')).toBe(true);
    const us = big.instruments.filter((i) => !i.ticker.includes('.'));
    expect(us.length / 5000).toBeGreaterThan(0.55);
    expect(us.every((i) => i.currency === 'USD' && /^[A-Z]{3,4}$/.test(i.ticker))).toBe(true);
    expect(new Set(big.instruments.map((i) => i.country)).size).toBeGreaterThan(30);
  });
  it('builds price models on demand with sector, industry and market loadings', () => {
    const s = big.simInstrument(10);
    expect(s.model.kind).toBe('factor');
    if (s.model.kind !== 'factor') return;
    const factors = s.model.loadings.map(([f]) => f);
    expect(factors).toContain('MKT');
    expect(factors.some((f) => f.startsWith('SEC:'))).toBe(true);
    expect(factors.some((f) => f.startsWith('IND:'))).toBe(true);
    expect(s.volume).toBeGreaterThan(0);
    const splits = Array.from({ length: 5000 }, (_, i) => big.simInstrument(i).splits.length).reduce((a, b) => a + b, 0);
    expect(splits).toBeGreaterThan(100);
    expect(splits).toBeLessThan(350);
  });
});
