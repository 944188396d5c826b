/**
 * What the home uses of the economic calendar: its call (`calendarMethods`), the events table and
 * the market's days (today in New York, the prior trading day). Import from here only.
 */
export { calendarMethods, type CalendarApi, type EventRow, type Importance } from './data/calendarApi';
export { EventsTable, type EventsTableProps } from './components/EventsTable';
export { marketDay, priorTradingDay } from './logic/days';
