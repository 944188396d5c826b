import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TaskScheduler } from './taskScheduler';
import { msUntilZonedTime, zonedDay } from './zonedTime';

const MARKET_TIME_ZONE = 'America/New_York';

describe('msUntilZonedTime', () => {
  it('counts to 09:35 New York time the same day (summer, UTC-4)', () => {
    expect(msUntilZonedTime(new Date('2025-06-02T13:00:00Z'), MARKET_TIME_ZONE, 9, 35)).toBe(35 * 60_000);
  });

  it('counts to 09:35 New York time in winter (UTC-5)', () => {
    expect(msUntilZonedTime(new Date('2025-01-06T14:00:00Z'), MARKET_TIME_ZONE, 9, 35)).toBe(35 * 60_000);
  });

  it('goes to the next day once the time has passed', () => {
    expect(msUntilZonedTime(new Date('2025-06-02T13:35:00Z'), MARKET_TIME_ZONE, 9, 35)).toBe(24 * 3_600_000);
  });

  it('crosses a daylight-saving change (the day is 23 hours long)', () => {
    // Sunday 9 March 2025 New York springs forward; Saturday 09:35 EST → Sunday 09:35 EDT.
    expect(msUntilZonedTime(new Date('2025-03-08T14:35:00Z'), MARKET_TIME_ZONE, 9, 35)).toBe(23 * 3_600_000);
  });
});

describe('msUntilZonedTime, more edges', () => {
  it('crosses the autumn change (25 hours) and a month end', () => {
    // Saturday 1 November 2025 09:35 EDT → Sunday 2 November 09:35 EST.
    expect(msUntilZonedTime(new Date('2025-11-01T13:35:00Z'), MARKET_TIME_ZONE, 9, 35)).toBe(25 * 3_600_000);
    // 31 January 2025, 10:00 New York → 1 February 09:35.
    expect(msUntilZonedTime(new Date('2025-01-31T15:00:00Z'), MARKET_TIME_ZONE, 9, 35)).toBe(23 * 3_600_000 + 35 * 60_000);
  });

  it('works in other zones too', () => {
    expect(msUntilZonedTime(new Date('2025-06-02T07:00:00Z'), 'Europe/Berlin', 9, 35)).toBe(35 * 60_000);
  });
});

describe('zonedDay', () => {
  it('is the New York calendar day', () => {
    expect(zonedDay(new Date('2025-06-03T03:00:00Z'), MARKET_TIME_ZONE)).toBe('2025-06-02');
    expect(zonedDay(new Date('2025-06-03T05:00:00Z'), MARKET_TIME_ZONE)).toBe('2025-06-03');
  });
});

describe('TaskScheduler', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-06-02T13:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('runs one-off tasks and forgets them', async () => {
    const tasks = new TaskScheduler();
    const task = vi.fn();
    tasks.after(10_000, task);
    expect(tasks.size).toBe(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(task).toHaveBeenCalledOnce();
    expect(tasks.size).toBe(0);
  });

  it('runs a daily task at 09:35 New York time, every day', async () => {
    const tasks = new TaskScheduler();
    const task = vi.fn();
    tasks.dailyAt({ timeZone: MARKET_TIME_ZONE, hour: 9, minute: 35 }, task);
    await vi.advanceTimersByTimeAsync(35 * 60_000 - 1);
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(24 * 3_600_000);
    expect(task).toHaveBeenCalledTimes(2);
  });

  it('wipeAll cancels everything, daily tasks included', async () => {
    const tasks = new TaskScheduler();
    const task = vi.fn();
    tasks.after(1000, task);
    tasks.dailyAt({ timeZone: MARKET_TIME_ZONE, hour: 9, minute: 35 }, task);
    tasks.wipeAll();
    await vi.advanceTimersByTimeAsync(3 * 24 * 3_600_000);
    expect(task).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});
