import { describe, expect, it } from 'vitest';
import { countriesOf, defaultFilters, filterEvents, rangeProblem } from './calendarFilters';
import type { EventRow } from '../data/calendarApi';

const row = (id: string, country: string, importance: EventRow['importance']): EventRow => ({
  id, date: '2026-11-20', time: '08:30', country, event: id, importance, actual: null, forecast: null, previous: null,
});
const rows = [row('a', 'US', 'high'), row('b', 'DE', 'medium'), row('c', 'US', 'low'), row('d', 'EU', 'high')];

describe('the economic calendar\'s filters', () => {
  it('starts a week back and a month ahead', () => {
    expect(defaultFilters('2026-11-20')).toEqual({ from: '2026-11-13', to: '2026-12-20', country: '', importances: [] });
  });

  it('filters by country and by importance', () => {
    expect(filterEvents(rows, { country: 'US', importances: [] }).map((r) => r.id)).toEqual(['a', 'c']);
    expect(filterEvents(rows, { country: '', importances: ['high'] }).map((r) => r.id)).toEqual(['a', 'd']);
    expect(filterEvents(rows, { country: 'US', importances: ['high', 'medium'] }).map((r) => r.id)).toEqual(['a']);
    expect(filterEvents(rows, { country: 'GB', importances: [] })).toEqual([]);
  });

  it('offers the countries of the loaded events', () => {
    expect(countriesOf(rows)).toEqual(['DE', 'EU', 'US']);
  });

  it('checks the date range', () => {
    expect(rangeProblem('2026-11-01', '2026-11-30')).toBeNull();
    expect(rangeProblem('', '2026-11-30')).toBe('missing');
    expect(rangeProblem('2026-11-30', '2026-11-01')).toBe('order');
    expect(rangeProblem('2025-01-01', '2026-11-30')).toBe('tooLong');
  });
});
