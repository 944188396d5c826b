import { describe, expect, it } from 'vitest';
import { dayFromIso, isoFromDay } from './dayNumbers';
import { instantOfNewYork, isNyseOpenAt, lastCompletedSessionDay, newYorkOffsetMinutes, newYorkTime, sessionCloseMs, sessionOpenMs } from './nyClock';

const ms = (iso: string) => new Date(iso).getTime();
const last = (iso: string) => isoFromDay(lastCompletedSessionDay(ms(iso)));

describe('New York clock', () => {
  it('follows daylight saving time', () => {
    expect(newYorkOffsetMinutes(ms('2026-01-15T12:00:00Z'))).toBe(-300);
    expect(newYorkOffsetMinutes(ms('2026-07-15T12:00:00Z'))).toBe(-240);
    expect(newYorkTime(ms('2026-11-20T21:00:00Z'))).toEqual({ day: dayFromIso('2026-11-20'), minute: 16 * 60 });
    expect(newYorkTime(ms('2026-11-21T03:00:00Z')).day).toBe(dayFromIso('2026-11-20'));
  });
  it('gives the instants of opens and closes', () => {
    expect(new Date(sessionOpenMs(dayFromIso('2026-11-20'))).toISOString()).toBe('2026-11-20T14:30:00.000Z');
    expect(new Date(sessionCloseMs(dayFromIso('2026-07-01'))).toISOString()).toBe('2026-07-01T20:00:00.000Z');
    expect(new Date(sessionCloseMs(dayFromIso('2026-11-27'))).toISOString()).toBe('2026-11-27T18:00:00.000Z');
    expect(new Date(instantOfNewYork(dayFromIso('2026-03-09'), 9 * 60 + 30)).toISOString()).toBe('2026-03-09T13:30:00.000Z');
  });
  it('completes a session at its close', () => {
    expect(last('2026-11-20T20:59:59Z')).toBe('2026-11-19');
    expect(last('2026-11-20T21:00:00Z')).toBe('2026-11-20');
    expect(last('2026-11-22T12:00:00Z')).toBe('2026-11-20');
    expect(last('2026-11-27T18:00:00Z')).toBe('2026-11-27');
    expect(last('2026-11-27T17:59:00Z')).toBe('2026-11-25');
    expect(last('2026-01-02T10:00:00Z')).toBe('2025-12-31');
  });
  it('is open from 9:30 to the close on sessions only', () => {
    expect(isNyseOpenAt(ms('2026-11-20T14:29:59Z'))).toBe(false);
    expect(isNyseOpenAt(ms('2026-11-20T14:30:00Z'))).toBe(true);
    expect(isNyseOpenAt(ms('2026-11-20T20:59:59Z'))).toBe(true);
    expect(isNyseOpenAt(ms('2026-11-20T21:00:00Z'))).toBe(false);
    expect(isNyseOpenAt(ms('2026-11-21T16:00:00Z'))).toBe(false);
    expect(isNyseOpenAt(ms('2026-11-26T16:00:00Z'))).toBe(false);
    expect(isNyseOpenAt(ms('2026-11-27T18:30:00Z'))).toBe(false);
  });
});
