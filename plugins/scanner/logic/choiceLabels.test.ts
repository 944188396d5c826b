import { describe, expect, it } from 'vitest';
import { scannerFilter } from '../../../product/scannerFilters';
import { choiceLabelKey, countryName, sortedCountries } from './choiceLabels';

describe('choice labels', () => {
  it('names ratings as every table does, the rest with the scanner\u2019s texts', () => {
    expect(choiceLabelKey(scannerFilter('trend')!, 'trendBullish')).toBe('models:signal.trendBullish');
    expect(choiceLabelKey(scannerFilter('momentum')!, 'momentumNeutralDanger')).toBe('models:signal.momentumNeutralDanger');
    expect(choiceLabelKey(scannerFilter('sector')!, 'Health Care')).toBe('scanner:sector.Health Care');
    expect(choiceLabelKey(scannerFilter('cap')!, 'UpperCap')).toBe('scanner:choice.UpperCap');
    expect(choiceLabelKey(scannerFilter('country')!, 'US')).toBeNull();
  });

  it('names countries in the user\u2019s language, the code when unknown', () => {
    expect(countryName('US', 'en')).toBe('United States');
    expect(countryName('DE', 'de')).toBe('Deutschland');
    expect(countryName('not a code', 'en')).toBe('not a code');
    expect(sortedCountries(['US', 'DE', 'CH'], 'en').map((c) => c.code)).toEqual(['DE', 'CH', 'US']);
  });
});
