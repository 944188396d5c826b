import { describe, expect, it } from 'vitest';
import { asLegalSections } from './legalContent';
import { resources } from '../../../locales/resources';

describe('legal texts', () => {
  it('drops malformed sections', () => {
    expect(asLegalSections([{ id: 'a', title: 'A', paragraphs: ['x', 1] }, { title: 'no id' }, 'text'])).toEqual([
      { id: 'a', title: 'A', paragraphs: ['x'], items: [] },
    ]);
  });

  it.each(['terms', 'privacy'] as const)('the %s page has the same sections in English and German', (page) => {
    const en = asLegalSections(resources.en.site.legal[page].sections);
    const de = asLegalSections(resources.de.site.legal[page].sections);
    expect(en.length).toBeGreaterThan(5);
    expect(de.map((s) => s.id)).toEqual(en.map((s) => s.id));
    de.forEach((s, i) => {
      expect(s.paragraphs.length + s.items.length).toBe((en[i]?.paragraphs.length ?? 0) + (en[i]?.items.length ?? 0));
    });
  });

  it('the terms have a main section to scroll to', () => {
    expect(asLegalSections(resources.en.site.legal.terms.sections).some((s) => s.id === 'terms-main')).toBe(true);
  });
});
