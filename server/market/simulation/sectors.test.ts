import { describe, expect, it } from 'vitest';
import { SECTORS, sectorAt, sectorByName, sectorFactor, industryFactor } from './sectors';

describe('sectors', () => {
  it('has the 11 GICS sectors with industries, weights summing to one', () => {
    expect(SECTORS).toHaveLength(11);
    expect(SECTORS.reduce((s, x) => s + x.weight, 0)).toBeCloseTo(1, 10);
    for (const s of SECTORS) expect(s.industries.length).toBeGreaterThanOrEqual(4);
    expect(sectorAt(0).name).toBe('Technology');
    expect(sectorAt(0.9999).name).toBe('Materials');
  });
  it('names the factors of sectors and industries', () => {
    const tech = sectorByName('Technology');
    expect(tech && sectorFactor(tech)).toBe('SEC:tech');
    expect(industryFactor('Semiconductors')).toBe('IND:Semiconductors');
    expect(sectorByName('Nope')).toBeUndefined();
  });
});
