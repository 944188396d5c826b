const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** The wall-clock fields of an instant in a time zone (month 0-based, as Date.UTC takes it). */
function wallClock(ms: number, timeZone: string): [number, number, number, number, number, number] {
  const parts = formatFor(timeZone).formatToParts(new Date(ms));
  const get = (type: Intl.DateTimeFormatPartTypes): number => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return [get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second')];
}

/** The time zone's offset from UTC at an instant, in milliseconds. */
function offsetAt(ms: number, timeZone: string): number {
  const whole = ms - (((ms % 1000) + 1000) % 1000);
  return Date.UTC(...wallClock(whole, timeZone)) - whole;
}

/** The instant of a wall-clock time in a time zone (the later reading in a repeated hour). */
function instantOf(year: number, month: number, day: number, hour: number, minute: number, timeZone: string): number {
  const guess = Date.UTC(year, month, day, hour, minute);
  const first = guess - offsetAt(guess, timeZone);
  const second = guess - offsetAt(first, timeZone);
  return second;
}

/**
 * Milliseconds from `now` to the next `hour:minute` wall-clock time in `timeZone` (daylight
 * saving included); a time that is now or past today means tomorrow's.
 *
 * @example msUntilZonedTime(new Date('2025-06-02T06:00:00Z'), 'Europe/Berlin', 9, 35) === 95 * 60_000
 */
export function msUntilZonedTime(now: Date, timeZone: string, hour: number, minute: number): number {
  const [year, month, day] = wallClock(now.getTime(), timeZone);
  let target = instantOf(year, month, day, hour, minute, timeZone);
  if (target <= now.getTime()) target = instantOf(year, month, day + 1, hour, minute, timeZone);
  return target - now.getTime();
}

/** The calendar day of `now` in `timeZone`, as YYYY-MM-DD. */
export function zonedDay(now: Date, timeZone: string): string {
  const [year, month, day] = wallClock(now.getTime(), timeZone);
  return `${String(year).padStart(4, '0')}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * Builds the time zone's formatter ahead of need: the first one loads the zone's rules (about
 * 100 ms on a slow machine), which the session's daily check would otherwise pay right when the
 * recovered session starts rendering. The shell calls it while waiting for the recovery's answer.
 */
export function warmUpZonedTime(timeZone: string): void {
  formatFor(timeZone);
}
