import { describe, expect, it } from 'vitest';
import { COUNTRIES, countryAt, US_LISTED_FOREIGN } from './countries';

describe('countries of generated companies', () => {
  it('lists about 40 countries with unique ticker suffixes', () => {
    const codes = new Set([...COUNTRIES.map((c) => c.code), ...US_LISTED_FOREIGN.map((f) => f[0])]);
    expect(codes.size).toBeGreaterThanOrEqual(35);
    expect(codes.size).toBeLessThanOrEqual(45);
    const suffixes = COUNTRIES.map((c) => c.suffix);
    expect(new Set(suffixes).size).toBe(suffixes.length);
    expect(COUNTRIES.reduce((s, c) => s + c.weight, 0)).toBeLessThanOrEqual(1);
  });
  it('picks countries by weight, mostly the US', () => {
    expect(countryAt(0).code).toBe('US');
    expect(countryAt(0.65).code).toBe('US');
    expect(countryAt(0.7).code).not.toBe('US');
    expect(countryAt(0.999).code).toBe('US');
  });
});
