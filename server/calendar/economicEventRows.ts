/**
 * The EconomicEvents list's rows from the market source's calendar (pure): the window a query's
 * date filters ask for, and each event as the model's columns show it (importance as
 * low/medium/high, values as text with their unit).
 */
import type { FilterQuery } from '../../engine/core/filters/filterQuery';
import type { EconomicEvent, EventImportance } from '../market/source/marketDataSource';
import { HOME_RULES } from '../../product/homeRules';
import { badRequest } from '../http/apiError';

export const IMPORTANCE_LEVELS: Readonly<Record<EventImportance, 'low' | 'medium' | 'high'>> = { 1: 'low', 2: 'medium', 3: 'high' };

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

const addDays = (date: string, days: number): string => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string): number => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

function dateBound(value: unknown): string {
  if (typeof value !== 'string' || !DATE.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) {
    throw badRequest('Invalid request: a date filter of the economic calendar needs dates as YYYY-MM-DD.', 'INVALID_FILTER');
  }
  return value;
}

/**
 * The days [from, to] the query's `date` filters ask for (between, above, below, eq), else the
 * default window around `today`; 400 when the window is longer than HOME_RULES.calendarMaxDays or empty.
 */
export function calendarWindow(filters: readonly FilterQuery[], today: string): { from: string; to: string } {
  let from: string | null = null;
  let to: string | null = null;
  for (const f of filters) {
    if (f.filterKey !== 'date') continue;
    if (f.type === 'between') { from = dateBound(f.min); to = dateBound(f.max); }
    else if (f.type === 'above') from = dateBound(f.val);
    else if (f.type === 'below') to = dateBound(f.val);
    else if (f.type === 'eq') { from = dateBound(f.val); to = from; }
  }
  from ??= to ? addDays(to, -HOME_RULES.calendarDefaultDaysBack - HOME_RULES.calendarDefaultDaysAhead) : addDays(today, -HOME_RULES.calendarDefaultDaysBack);
  to ??= addDays(from, HOME_RULES.calendarDefaultDaysBack + HOME_RULES.calendarDefaultDaysAhead);
  const days = daysBetween(from, to);
  if (days < 0) throw badRequest('Invalid request: the calendar\'s first date is after its last.', 'INVALID_FILTER');
  if (days > HOME_RULES.calendarMaxDays) throw badRequest(`Invalid request: the economic calendar shows at most ${HOME_RULES.calendarMaxDays} days at once.`, 'INVALID_FILTER');
  return { from, to };
}

/** A value with its unit: 3.2 % → '3.2%', 200 K → '200K', an index as the number. */
export function formatValue(value: number | null, unit: string): string | null {
  if (value === null) return null;
  if (unit === 'index' || unit === '') return String(value);
  if (unit === '%' || unit === 'K' || unit === 'M') return `${value}${unit}`;
  return `${value} ${unit}`;
}

export function eventRow(e: EconomicEvent): Record<string, unknown> {
  return {
    id: e.id, date: e.date, time: e.time, timestamp: e.timestamp, country: e.country, event: e.event,
    importance: IMPORTANCE_LEVELS[e.importance],
    actual: formatValue(e.actual, e.unit), forecast: formatValue(e.forecast, e.unit), previous: formatValue(e.previous, e.unit),
  };
}
