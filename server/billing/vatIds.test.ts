import { describe, expect, it } from 'vitest';
import { checkVatIdFormat } from './vatIds';
import { splitGross } from './creditNotes';
import { isReverseCharge, normaliseVatId, vatIdCountry, withVat } from '../../product/vat';

describe('EU VAT ids and the reverse charge', () => {
  it('normalises, finds the country (EL is Greece) and checks the check digits', () => {
    expect(normaliseVatId(' de 136.695-976 ')).toBe('DE136695976');
    expect(vatIdCountry('EL094014201')).toBe('GR');
    expect(vatIdCountry('GB123456789')).toBeNull();
    expect(checkVatIdFormat('EL094014201')).toMatchObject({ valid: true, country: 'GR' });
    expect(checkVatIdFormat('ESA28015865')).toMatchObject({ valid: true, country: 'ES' });
    expect(checkVatIdFormat('PL5260250996')).toMatchObject({ valid: false, reason: 'CHECKSUM' });
    expect(checkVatIdFormat('CHE123456789')).toMatchObject({ valid: false, reason: 'FORMAT' });
  });

  it('charges no VAT for another member state\'s id, ours for a German one', () => {
    expect(isReverseCharge('ATU13585627')).toBe(true);
    expect(isReverseCharge('DE136695976')).toBe(false);
    expect(isReverseCharge(null)).toBe(false);
    expect(withVat(4800, 'AT', { reverseCharge: true })).toMatchObject({ vatRateBp: 0, vatCents: 0, totalCents: 4800, vatApplied: false });
  });

  it('splits a refunded gross amount into net and VAT that add up', () => {
    expect(splitGross(5712, 1900)).toEqual({ netCents: 4800, vatCents: 912 });
    expect(splitGross(4800, 0)).toEqual({ netCents: 4800, vatCents: 0 });
    for (const gross of [1, 7, 99, 1234, 59143]) {
      const s = splitGross(gross, 2550);
      expect(s.netCents + s.vatCents).toBe(gross);
    }
  });
});
