import { describe, expect, it } from 'vitest';
import { EU_VAT_RATES_BP, formatCents, formatRate, isEuCountry, vatCents, vatRateBp, withVat } from './vat';

describe('VAT', () => {
  it('knows the 27 member states and nobody else', () => {
    expect(Object.keys(EU_VAT_RATES_BP)).toHaveLength(27);
    expect(isEuCountry('de')).toBe(true);
    expect(isEuCountry('GR')).toBe(true);
    for (const outside of ['US', 'CH', 'GB', 'NO', 'EL', '', null, undefined]) expect(isEuCountry(outside)).toBe(false);
  });

  it('charges the buyer country rate in the EU and nothing outside', () => {
    expect(withVat(4800, 'DE')).toEqual({ netCents: 4800, vatRateBp: 1900, vatCents: 912, totalCents: 5712, vatApplied: true, vatCountry: 'DE' });
    expect(withVat(4800, 'us')).toEqual({ netCents: 4800, vatRateBp: 0, vatCents: 0, totalCents: 4800, vatApplied: false, vatCountry: null });
    expect(withVat(7600, 'HU').totalCents).toBe(9652);
    expect(vatRateBp('FI')).toBe(2550);
  });

  it('rounds half up to the cent with integers only', () => {
    expect(vatCents(100, 2550)).toBe(26); // 25.5 -> 26
    expect(vatCents(1, 1900)).toBe(0); // 0.19 -> 0
    expect(vatCents(3, 1700)).toBe(1); // 0.51 -> 1
    expect(vatCents(548900, 2700)).toBe(148203);
    expect(() => vatCents(1.5, 1900)).toThrow(RangeError);
    expect(() => vatCents(-1, 1900)).toThrow(RangeError);
  });

  it('formats rates and amounts exactly', () => {
    expect(formatRate(1900)).toBe('19');
    expect(formatRate(2550)).toBe('25.5');
    expect(formatRate(0)).toBe('0');
    expect(formatCents(5712)).toBe('57.12');
    expect(formatCents(5)).toBe('0.05');
    expect(formatCents(-1250)).toBe('-12.50');
    expect(formatCents(548900)).toBe('5489.00');
  });
});
