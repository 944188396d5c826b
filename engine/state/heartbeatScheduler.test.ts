import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HeartbeatScheduler } from './heartbeatScheduler';
import { HEARTBEAT_DEFAULTS, heartbeatConfig } from './heartbeatConfig';

describe('HeartbeatScheduler', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-06-02T12:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  const make = (beat: () => Promise<void> = () => Promise.resolve(), config = HEARTBEAT_DEFAULTS) => {
    const spy = vi.fn(beat);
    return { spy, scheduler: new HeartbeatScheduler(spy, config) };
  };

  it('runs first 5000 ms after start', async () => {
    const { spy, scheduler } = make();
    scheduler.start();
    await vi.advanceTimersByTimeAsync(4999);
    expect(spy).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('then every 600 s, rescheduled after each run', async () => {
    const { spy, scheduler } = make();
    scheduler.start();
    await vi.advanceTimersByTimeAsync(5000);
    await vi.advanceTimersByTimeAsync(599_999);
    expect(spy).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(spy).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(600_000 * 3);
    expect(spy).toHaveBeenCalledTimes(5);
  });

  it('waits for a slow run before it schedules the next (no overlap)', async () => {
    let release: () => void = () => undefined;
    const { spy, scheduler } = make(() => new Promise<void>((r) => (release = r)), { firstDelayMs: 5000, intervalMs: 60_000, minGapMs: 60_000 });
    scheduler.start();
    await vi.advanceTimersByTimeAsync(5000);
    await vi.advanceTimersByTimeAsync(200_000);
    expect(spy).toHaveBeenCalledTimes(1);
    release();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(spy).toHaveBeenCalledTimes(2);
  });

  it('keeps a minimum gap of 60 s between runs, also when triggered', async () => {
    const { spy, scheduler } = make();
    scheduler.start();
    await vi.advanceTimersByTimeAsync(5000);
    expect(scheduler.trigger()).toBe(false);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(scheduler.trigger()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(scheduler.trigger()).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(spy).toHaveBeenCalledTimes(2);
    // The trigger restarted the interval.
    await vi.advanceTimersByTimeAsync(599_999);
    expect(spy).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(spy).toHaveBeenCalledTimes(3);
  });

  it('never runs closer than the minimum gap, even with a shorter interval', async () => {
    const { spy, scheduler } = make(undefined, { firstDelayMs: 5000, intervalMs: 10_000, minGapMs: 60_000 });
    scheduler.start();
    await vi.advanceTimersByTimeAsync(5000 + 59_999);
    expect(spy).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(spy).toHaveBeenCalledTimes(2);
  });

  it('only logs a failing run and carries on', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { spy, scheduler } = make(() => Promise.reject(new Error('offline')));
    scheduler.start();
    await vi.advanceTimersByTimeAsync(5000);
    expect(warn).toHaveBeenCalledWith('heartbeat failed', expect.any(Error));
    await vi.advanceTimersByTimeAsync(600_000);
    expect(spy).toHaveBeenCalledTimes(2);
  });

  it('stops: no further runs, and trigger is refused', async () => {
    const { spy, scheduler } = make();
    scheduler.start();
    await vi.advanceTimersByTimeAsync(5000);
    scheduler.stop();
    expect(scheduler.trigger()).toBe(false);
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('start is idempotent and a restart begins with the first delay again', async () => {
    const { spy, scheduler } = make();
    scheduler.start();
    scheduler.start();
    await vi.advanceTimersByTimeAsync(5000);
    expect(spy).toHaveBeenCalledTimes(1);
    scheduler.stop();
    scheduler.start();
    await vi.advanceTimersByTimeAsync(5000);
    // The minimum gap still holds across a restart.
    expect(spy).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(55_000);
    expect(spy).toHaveBeenCalledTimes(2);
  });
});

describe('heartbeatConfig', () => {
  const storage = (value: string | null) => ({ getItem: () => value });

  it('defaults to 5 s, 600 s and a 60 s gap', () => {
    expect(heartbeatConfig('', null)).toEqual({ firstDelayMs: 5000, intervalMs: 600_000, minGapMs: 60_000 });
  });

  it('takes a shorter interval for tests from the query or localStorage', () => {
    expect(heartbeatConfig('?heartbeatMs=2000', null)).toEqual({ firstDelayMs: 5000, intervalMs: 2000, minGapMs: 2000 });
    expect(heartbeatConfig('', storage('30000'))).toEqual({ firstDelayMs: 5000, intervalMs: 30_000, minGapMs: 30_000 });
    expect(heartbeatConfig('?heartbeatMs=90000', null)).toEqual({ firstDelayMs: 5000, intervalMs: 90_000, minGapMs: 60_000 });
  });

  it('ignores nonsense, too short and longer-than-default values', () => {
    for (const v of ['abc', '10', '-5', '600000', '9999999']) expect(heartbeatConfig(`?heartbeatMs=${v}`, null)).toEqual(HEARTBEAT_DEFAULTS);
  });
});
