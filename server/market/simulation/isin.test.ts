import { describe, expect, it } from 'vitest';
import { cusipCheckDigit, generateIsin, isinCheckDigit, isValidIsin, makeIsin, sedolCheckDigit } from './isin';
import { Rng } from './random';

describe('ISIN, CUSIP and SEDOL check digits', () => {
  it('matches published examples', () => {
    expect(isinCheckDigit('US037833100')).toBe(5); // Apple
    expect(isinCheckDigit('GB000263494')).toBe(6); // BAE Systems
    expect(isinCheckDigit('AU0000XVGZA')).toBe(3); // Treasury Corporation of Victoria
    expect(isValidIsin('US0378331005')).toBe(true);
    expect(isValidIsin(' us0378331005 ')).toBe(true);
    expect(cusipCheckDigit('03783310')).toBe(0);
    expect(sedolCheckDigit('026349')).toBe(4);
    expect(sedolCheckDigit('B0YBKJ')).toBe(7);
    expect(makeIsin('US', '037833100')).toBe('US0378331005');
  });
  it('rejects wrong check digits and malformed strings', () => {
    expect(isValidIsin('US0378331006')).toBe(false);
    expect(isValidIsin('US037833100')).toBe(false);
    expect(isValidIsin('1S0378331005')).toBe(false);
    expect(isValidIsin('US03783310-5')).toBe(false);
    expect(() => makeIsin('US', '12345')).toThrow();
  });
  it('generates valid ISINs for every country style', () => {
    const rng = new Rng('isin');
    for (const country of ['US', 'CA', 'GB', 'IE', 'DE', 'JP', 'KY', 'FR']) {
      for (let i = 0; i < 200; i++) {
        const isin = generateIsin(country, rng.nextUint32(), rng.nextUint32());
        expect(isValidIsin(isin), isin).toBe(true);
        expect(isin.startsWith(country)).toBe(true);
        if (country === 'US') expect(cusipCheckDigit(isin.slice(2, 10))).toBe(Number(isin[10]));
        if (country === 'GB') expect(sedolCheckDigit(isin.slice(4, 10))).toBe(Number(isin[10]));
      }
    }
  });
});
