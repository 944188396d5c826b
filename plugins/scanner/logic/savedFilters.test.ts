import { describe, expect, it } from 'vitest';
import { SAVED_VISIBLE, hasMoreSaved, sortSaved, toSavedFilter, visibleSaved, type SavedFilter } from './savedFilters';

const filter = (title: string, i: number): SavedFilter => ({ id: `id-${i}`, title, filterConfig: {}, creationDate: `2026-01-0${i}T00:00:00Z` });

describe('saved filters', () => {
  it('reads a DomainScannerQuery record; anything else is no saved filter', () => {
    expect(toSavedFilter({ id: 'a', creationDate: '2026-01-01', payload: { title: 'High Hurst', filterConfig: { h64: { isActive: true, type: 'above', min: '0.6' } } } }))
      .toEqual({ id: 'a', title: 'High Hurst', creationDate: '2026-01-01', filterConfig: { h64: { isActive: true, type: 'above', min: '0.6' } } });
    expect(toSavedFilter({ id: 'b', payload: { title: 'No config' } })).toMatchObject({ title: 'No config', filterConfig: {} });
    expect(toSavedFilter({ payload: {} })).toBeNull();
    expect(toSavedFilter({ id: 'c', payload: null })).toBeNull();
  });

  it('sorts by title case-insensitively, the older first among equal titles', () => {
    expect(sortSaved([filter('beta', 2), filter('Alpha', 3), filter('alpha', 1)]).map((f) => f.id)).toEqual(['id-1', 'id-3', 'id-2']);
  });

  it('shows five, See More shows all; the selected one always shows', () => {
    expect(SAVED_VISIBLE).toBe(5);
    const six = sortSaved(['a', 'b', 'c', 'd', 'e', 'f'].map((t, i) => filter(t, i + 1)));
    expect(hasMoreSaved(six)).toBe(true);
    expect(hasMoreSaved(six.slice(0, 5))).toBe(false);
    expect(visibleSaved(six, false).map((f) => f.title)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(visibleSaved(six, true)).toHaveLength(6);
    expect(visibleSaved(six, false, 'id-6').map((f) => f.title)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(visibleSaved(six, false, 'id-2')).toHaveLength(5);
  });
});
