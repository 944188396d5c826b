import { describe, expect, it } from 'vitest';
import { addressOf, countryCodeOf, isAddressComplete, keptVatIdOf } from './address';

const complete = { country: { code: 'DE', name: 'Germany' }, addressDetails: { address: 'Hauptstraße 1', city: 'München', postalCode: '80331' } };

describe('countryCodeOf', () => {
  it("reads the registration country's code, or a country given as plain text", () => {
    expect(countryCodeOf(complete)).toBe('DE');
    expect(countryCodeOf({ country: 'AT' })).toBe('AT');
  });

  it('is null when the country is missing, blank or not text', () => {
    expect(countryCodeOf({})).toBeNull();
    expect(countryCodeOf(undefined)).toBeNull();
    expect(countryCodeOf({ country: '  ' })).toBeNull();
    expect(countryCodeOf({ country: null })).toBeNull();
    expect(countryCodeOf({ country: { name: 'Germany' } })).toBeNull();
    expect(countryCodeOf({ country: { code: 49 } })).toBeNull();
  });
});

describe('addressOf', () => {
  it('reads address, city and postal code, empty where missing or not text', () => {
    expect(addressOf(complete)).toEqual({ address: 'Hauptstraße 1', city: 'München', postalCode: '80331' });
    expect(addressOf({ addressDetails: { address: 12, city: null, postalCode: '1010' } })).toEqual({ address: '', city: '', postalCode: '1010' });
    expect(addressOf({ addressDetails: null })).toEqual({ address: '', city: '', postalCode: '' });
    expect(addressOf(undefined)).toEqual({ address: '', city: '', postalCode: '' });
  });
});

describe('isAddressComplete (document 3 section 2, "Address prompt")', () => {
  it.each(['address', 'city', 'postalCode'] as const)('is incomplete without %s', (field) => {
    expect(isAddressComplete({ ...complete, addressDetails: { ...complete.addressDetails, [field]: '' } })).toBe(false);
    expect(isAddressComplete({ ...complete, addressDetails: { ...complete.addressDetails, [field]: '   ' } })).toBe(false);
    const { [field]: _dropped, ...rest } = complete.addressDetails;
    expect(isAddressComplete({ ...complete, addressDetails: rest })).toBe(false);
  });

  it('is incomplete without a country, even with a full address', () => {
    expect(isAddressComplete({ addressDetails: complete.addressDetails })).toBe(false);
    expect(isAddressComplete({ ...complete, country: '' })).toBe(false);
  });

  it('is complete with a country given as plain text', () => {
    expect(isAddressComplete({ ...complete, country: 'DE' })).toBe(true);
  });

  it('is incomplete for a user without address details', () => {
    expect(isAddressComplete({ country: { code: 'DE' } })).toBe(false);
    expect(isAddressComplete(undefined)).toBe(false);
  });
});

describe('keptVatIdOf', () => {
  it('reads the kept VAT id, empty when missing or not text', () => {
    expect(keptVatIdOf({ addressDetails: { vatId: 'ATU13585627' } })).toBe('ATU13585627');
    expect(keptVatIdOf({ addressDetails: { vatId: 7 } })).toBe('');
    expect(keptVatIdOf({ addressDetails: null })).toBe('');
    expect(keptVatIdOf(null)).toBe('');
  });
});
