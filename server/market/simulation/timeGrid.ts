/**
 * The bars a generated series has: NYSE sessions (US calendar) or every day (crypto), from the
 * history start to a horizon a little after now. Series are generated over the whole grid and
 * cut to what has completed; the grid only ever grows, and a longer grid starts with the same bars.
 */
import type { TradingCalendar } from '../source/marketDataSource';
import { isoFromDay, weekday } from './dayNumbers';
import { isEarlyClose, isNyseSession } from './nyseCalendar';

export class TimeGrid {
  readonly sessionDays: Int32Array;
  readonly calendarDays: Int32Array;
  readonly sessionIso: string[];
  readonly calendarIso: string[];
  /** For each calendar day: index of the last session on or before it (−1 before the first). */
  private readonly sessionAtOrBefore: Int32Array;
  /** Relative trading activity per bar: half days (US) and weekends (crypto) trade less. */
  readonly sessionActivity: Float64Array;
  readonly calendarActivity: Float64Array;

  constructor(readonly startDay: number, readonly endDay: number) {
    const count = endDay - startDay + 1;
    this.calendarDays = new Int32Array(count);
    this.sessionAtOrBefore = new Int32Array(count);
    const sessions: number[] = [];
    for (let i = 0; i < count; i++) {
      const day = startDay + i;
      this.calendarDays[i] = day;
      if (isNyseSession(day)) sessions.push(day);
      this.sessionAtOrBefore[i] = sessions.length - 1;
    }
    this.sessionDays = Int32Array.from(sessions);
    this.sessionIso = sessions.map(isoFromDay);
    this.calendarIso = Array.from(this.calendarDays, isoFromDay);
    this.sessionActivity = Float64Array.from(this.sessionDays, (d) => (isEarlyClose(d) ? 0.55 : 1));
    this.calendarActivity = Float64Array.from(this.calendarDays, (d) => (weekday(d) === 0 || weekday(d) === 6 ? 0.7 : 1));
  }

  activity(calendar: TradingCalendar): Float64Array {
    return calendar === 'crypto' ? this.calendarActivity : this.sessionActivity;
  }

  bars(calendar: TradingCalendar): Int32Array {
    return calendar === 'crypto' ? this.calendarDays : this.sessionDays;
  }

  barIso(calendar: TradingCalendar): string[] {
    return calendar === 'crypto' ? this.calendarIso : this.sessionIso;
  }

  /** Index of the last bar on or before the day (−1 when the day precedes the grid). */
  barIndexAtOrBefore(calendar: TradingCalendar, day: number): number {
    if (day < this.startDay) return -1;
    const i = Math.min(day, this.endDay) - this.startDay;
    return calendar === 'crypto' ? i : (this.sessionAtOrBefore[i] ?? -1);
  }

  /** Index of the first bar on or after the day (the bar count when none). */
  barIndexAtOrAfter(calendar: TradingCalendar, day: number): number {
    const bars = this.bars(calendar);
    if (day <= this.startDay) return 0;
    const before = this.barIndexAtOrBefore(calendar, day);
    return bars[before] === day ? before : before + 1;
  }

  /** Calendar-day values summed onto sessions: a session gets every day since the previous session. */
  daysToSessions(values: Float64Array): Float64Array {
    const out = new Float64Array(this.sessionDays.length);
    let s = 0;
    for (let i = 0; i < values.length && s < out.length; i++) {
      out[s] = (out[s] ?? 0) + (values[i] ?? 0);
      if (this.calendarDays[i] === this.sessionDays[s]) s++;
    }
    return out;
  }

  /** Session values placed on their calendar days, zero on the other days. */
  sessionsToDays(values: Float64Array): Float64Array {
    const out = new Float64Array(this.calendarDays.length);
    for (let s = 0; s < this.sessionDays.length; s++) out[(this.sessionDays[s] ?? 0) - this.startDay] = values[s] ?? 0;
    return out;
  }

  /** Sampling indices: for each session, the calendar-day index of that day. */
  sessionCalendarIndex(): Int32Array {
    return Int32Array.from(this.sessionDays, (d) => d - this.startDay);
  }
}
