import { describe, expect, it } from 'vitest';
import { companyName, companyWebsite } from './companyNames';

describe('company names', () => {
  it('names companies after their sector and country', () => {
    expect(companyName('Health Care', ['AG'], 0, 0, 0)).toBe('Apex Therapeutics AG');
    expect(companyWebsite('Health Care', 0, 0, '.de')).toBe('https://www.apextherapeutics.de');
  });
  it('makes web addresses of letters and digits only', () => {
    for (let i = 0; i < 50; i++) {
      expect(companyWebsite('Energy', i / 50, (i * 7) % 50 / 50, '.co.uk')).toMatch(/^https:\/\/www\.[a-z0-9]+\.co\.uk$/);
    }
  });
});
