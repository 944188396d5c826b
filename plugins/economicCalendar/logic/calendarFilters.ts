/**
 * The economic calendar's filters that run on the loaded date range: country and importance
 * (the date range is the server's: it picks the events to load).
 */
import { HOME_RULES } from '../../../product/homeRules';
import type { EventRow, Importance } from '../data/calendarApi';

export interface CalendarFilters {
  from: string;
  to: string;
  /** '' for every country. */
  country: string;
  /** Empty for every importance. */
  importances: readonly Importance[];
}

const shift = (day: string, days: number): string => {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** A week back to a month ahead of `today` (HOME_RULES), every country and importance. */
export function defaultFilters(today: string): CalendarFilters {
  return { from: shift(today, -HOME_RULES.calendarDefaultDaysBack), to: shift(today, HOME_RULES.calendarDefaultDaysAhead), country: '', importances: [] };
}

/** Why a date range cannot be asked for, or null: both dates set, in order, at most calendarMaxDays apart. */
export function rangeProblem(from: string, to: string): 'missing' | 'order' | 'tooLong' | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(from) || !/^\d{4}-\d{2}-\d{2}$/.test(to)) return 'missing';
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
  if (days < 0) return 'order';
  return days > HOME_RULES.calendarMaxDays ? 'tooLong' : null;
}

export function filterEvents(rows: readonly EventRow[], filters: Pick<CalendarFilters, 'country' | 'importances'>): EventRow[] {
  return rows.filter((r) => (!filters.country || r.country === filters.country) && (filters.importances.length === 0 || filters.importances.includes(r.importance)));
}

/** The countries of the loaded events, sorted. */
export function countriesOf(rows: readonly EventRow[]): string[] {
  return [...new Set(rows.map((r) => r.country))].sort();
}
