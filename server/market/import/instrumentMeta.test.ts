import { describe, expect, it } from 'vitest';
import { metaPathFor, parseInstrumentMeta, storedMeta } from './instrumentMeta';

describe('parseInstrumentMeta', () => {
  it('reads the fields of a one-ticker file, or the objects by ticker of a file of several', () => {
    const one = parseInstrumentMeta('{"name":"Swiss Market Index","type":"index","currency":"CHF","exchange":"SIX Swiss Exchange"}', 'SMI.meta.json', ['SMI']);
    expect(one.errors).toEqual([]);
    expect(one.meta.get('SMI')).toEqual({ name: 'Swiss Market Index', type: 'index', currency: 'CHF', exchange: 'SIX Swiss Exchange' });
    const many = parseInstrumentMeta('{"smi":{"name":"SMI"},"DAX":{"isin":"DE0008469008"}}', 'x.meta.json', ['SMI', 'DAX']);
    expect(many.errors).toEqual([]);
    expect([...many.meta.keys()]).toEqual(['SMI', 'DAX']);
  });

  it('names every problem: bad JSON, unknown fields and tickers, bad values', () => {
    expect(parseInstrumentMeta('{', 'a.meta.json', ['A']).errors[0]!.message).toMatch(/^is not valid JSON/);
    expect(parseInstrumentMeta('[]', 'a.meta.json', ['A']).errors[0]!.message).toBe('must hold a JSON object');
    const bad = parseInstrumentMeta('{"A":{"name":"","type":"car","currency":"usd","colour":"red","isin":"X"},"B":{}}', 'a.meta.json', ['A']);
    expect(bad.errors.map((e) => e.message)).toEqual([
      'A: name must be a text of 1 to 200 characters',
      'A: type must be one of stock, etf, index, future, crypto, fx, bond, volatility',
      'A: currency must be a three-letter currency code such as USD',
      'A: unknown field colour (known: name, type, currency, exchange, exchangeShort, sector, country, industry, isin, marketCap, aum)',
      'A: isin must be an ISIN (2 letters, 9 letters or digits, 1 digit)',
      'names B, which the file does not hold',
    ]);
    expect(parseInstrumentMeta('{"name":"X"}', 'm.meta.json', ['A', 'B']).errors[0]!.message).toMatch(/^names no ticker/);
  });

  it('reads the size (market capitalisation, AUM) as a positive number written as text, stored as a number', () => {
    const ok = parseInstrumentMeta('{"AAPL":{"type":"stock","marketCap":"2.9e12"},"SPY":{"type":"etf","aum":"560000000000"}}', 'x.meta.json', ['AAPL', 'SPY']);
    expect(ok.errors).toEqual([]);
    expect(storedMeta(ok.meta.get('AAPL')!)).toEqual({ type: 'stock', marketCap: 2.9e12 });
    expect(storedMeta(ok.meta.get('SPY')!)).toEqual({ type: 'etf', aum: 5.6e11 });
    const bad = parseInstrumentMeta('{"A":{"marketCap":"-5","aum":"lots"}}', 'a.meta.json', ['A']);
    expect(bad.errors.map((e) => e.message)).toEqual(['A: marketCap must be a positive number such as 2.9e12', 'A: aum must be a positive number such as 2.9e12']);
  });

  it('lives beside its file', () => {
    expect(metaPathFor('/data/SMI.csv')).toBe('/data/SMI.meta.json');
  });
});
