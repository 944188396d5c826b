/**
 * The economic calendar's call: the EconomicEvents list (dataset economicEvents, from the market
 * source) of one date range, on the engine's data provider, cached HOME_CACHE_SECONDS.calendar per
 * range. Failures stay with the screen (it shows its own message); a lost session goes to the catalogue.
 */
import { defineDataMethods, type DataProvider } from '../../../engine/data';
import { sessionOnly } from '../../summary';
import { HOME_CACHE_SECONDS } from '../../../product/homeRules';
import type { ListAnswer } from '../../../contracts';

export const EVENT_LIST_MODEL = 'EconomicEvents';

export type Importance = 'low' | 'medium' | 'high';
export const IMPORTANCES: readonly Importance[] = ['high', 'medium', 'low'];

/** An event row of the EconomicEvents list. */
export interface EventRow {
  id: string;
  date: string;
  time: string;
  country: string;
  event: string;
  importance: Importance;
  actual: string | null;
  forecast: string | null;
  previous: string | null;
}

export interface CalendarApi {
  /** Every event from `from` to `to` (inclusive), by date and time; `maxAgeS` overrides the cache age. */
  events(from: string, to: string, maxAgeS?: number): Promise<EventRow[]>;
}


export const calendarMethods = defineDataMethods('economicCalendar', (data: DataProvider): CalendarApi => ({
  async events(from, to, maxAgeS = HOME_CACHE_SECONDS.calendar) {
    const body = {
      filterQuery: [{ filterKey: 'date', type: 'between', min: from, max: to }],
      sort: { key: 'date', direction: 'asc' }, pageSize: 5000,
    };
    const answer = await data.request<ListAnswer>(`/list/${EVENT_LIST_MODEL}`, {
      body, cache: { maxAgeMs: maxAgeS * 1000, key: `calendar:${from}:${to}` }, reportError: sessionOnly,
    });
    return (answer.rows as unknown as EventRow[]).slice().sort((a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time));
  },
}));
