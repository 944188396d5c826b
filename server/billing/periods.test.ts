import { describe, expect, it } from 'vitest';
import { calendarDaysBetween, nextDailyRun, periodEnd, proRataRefund, trialEnd } from './periods';

const d = (iso: string): Date => new Date(iso);

describe('billing periods', () => {
  it('renews on the same date, or at the month end, without drifting', () => {
    const anchor = d('2026-01-31T10:00:00Z');
    expect(periodEnd(anchor, 'MONTH', 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(periodEnd(anchor, 'MONTH', 2).toISOString()).toBe('2026-03-31T10:00:00.000Z');
    expect(periodEnd(anchor, 'MONTH', 3).toISOString()).toBe('2026-04-30T10:00:00.000Z');
    expect(periodEnd(d('2026-03-15T00:00:00Z'), 'MONTH', 1).toISOString()).toBe('2026-04-15T00:00:00.000Z');
    expect(periodEnd(d('2028-02-29T12:00:00Z'), 'YEAR', 1).toISOString()).toBe('2029-02-28T12:00:00.000Z');
    expect(trialEnd(d('2026-01-01T08:00:00Z'), 30).toISOString()).toBe('2026-01-31T08:00:00.000Z');
  });

  it('refunds the unused whole days of a period, rounded down to the cent', () => {
    const start = d('2026-04-01T00:00:00Z');
    const end = d('2026-05-01T00:00:00Z');
    expect(proRataRefund(9044, start, end, start)).toBe(9044);
    expect(proRataRefund(9044, start, end, d('2026-04-16T00:00:00Z'))).toBe(4522);
    expect(proRataRefund(9044, start, end, d('2026-04-16T00:00:01Z'))).toBe(4220); // 14 of 30 days
    expect(proRataRefund(9044, start, end, end)).toBe(0);
    expect(proRataRefund(0, start, end, start)).toBe(0);
  });

  it('counts calendar days in Europe/Berlin', () => {
    expect(calendarDaysBetween(d('2026-04-01T21:59:00Z'), d('2026-04-01T22:01:00Z'))).toBe(1); // midnight in Berlin
    expect(calendarDaysBetween(d('2026-04-01T10:00:00Z'), d('2026-04-03T21:00:00Z'))).toBe(2);
  });

  it('runs the morning check at 06:00 Berlin time, summer and winter', () => {
    expect(nextDailyRun(d('2026-01-10T03:00:00Z'), 6, 'Europe/Berlin').toISOString()).toBe('2026-01-10T05:00:00.000Z');
    expect(nextDailyRun(d('2026-01-10T05:00:00Z'), 6, 'Europe/Berlin').toISOString()).toBe('2026-01-11T05:00:00.000Z');
    expect(nextDailyRun(d('2026-07-10T12:00:00Z'), 6, 'Europe/Berlin').toISOString()).toBe('2026-07-11T04:00:00.000Z');
    expect(nextDailyRun(d('2026-03-28T12:00:00Z'), 6, 'Europe/Berlin').toISOString()).toBe('2026-03-29T04:00:00.000Z');
  });
});
