import { describe, expect, it } from 'vitest';
import { isValidIsin } from './isin';
import { daily, factorModel, follow, idioFor, instrument, optionProfile, regimeFor, sim } from './namedBuilders';

describe('builders of named instruments', () => {
  it('fills the defaults of a US security and generates a valid ISIN on request', () => {
    const i = instrument({ ticker: 'ABC', name: 'ABC Corp.', type: 'stock', autoIsin: true });
    expect(i).toMatchObject({ country: 'US', currency: 'USD', calendar: 'nyse', isEtf: false, legs: null });
    expect(isValidIsin(i.isin ?? '')).toBe(true);
    expect(instrument({ ticker: 'EURUSD', name: 'x', type: 'fx', country: null, autoIsin: true }).isin).toBeNull();
  });
  it('spreads regimes and GARCH parameters per instrument within their bounds', () => {
    for (const key of ['a', 'b', 'c', 'd']) {
      const r = regimeFor(key);
      expect(r.dUp).toBeGreaterThanOrEqual(0.05);
      expect(r.dUp).toBeLessThanOrEqual(0.25);
      expect(r.dDown).toBeLessThanOrEqual(-0.15);
      expect(r.dDown).toBeGreaterThanOrEqual(-0.4);
      const g = idioFor(key, 0.02);
      expect(g.alpha + g.beta).toBeLessThan(0.99);
      expect(g.alpha + g.beta).toBeGreaterThan(0.93);
    }
    expect(regimeFor('a')).toEqual(regimeFor('a'));
  });
  it('records the underlying of derived instruments', () => {
    const etf = instrument({ ticker: 'X', name: 'X', type: 'etf' });
    expect(sim(etf, follow('^GSPC', 10)).instrument.underlying).toBe('^GSPC');
    expect(sim(etf, daily('QQQ', 3, 10)).instrument.underlying).toBe('QQQ');
    expect(sim(etf, factorModel('X', 10, [['MKT', 1]], 0.01), { options: optionProfile('weekly', 1e5) }).instrument.hasOptions).toBe(true);
    expect(sim(etf, follow('GC_F', 10), { splits: [['2024-05-01', 2]] }).splits[0]?.ratio).toBe(2);
  });
});
