import { describe, expect, it } from 'vitest';
import { nextRolloverDate, rolloverPeriod } from './rolloverDate';

describe('nextRolloverDate', () => {
  it('is the next monthly anniversary after now', () => {
    expect(nextRolloverDate(new Date('2026-01-15T10:00:00Z'), new Date('2026-03-20T00:00:00Z')).toISOString()).toBe('2026-04-15T10:00:00.000Z');
  });
  it('is one month after activation on the activation day', () => {
    expect(nextRolloverDate(new Date('2026-01-15T10:00:00Z'), new Date('2026-01-15T10:00:00Z')).toISOString()).toBe('2026-02-15T10:00:00.000Z');
  });
  it('clamps month ends', () => {
    expect(nextRolloverDate(new Date('2026-01-31T12:00:00Z'), new Date('2026-02-10T00:00:00Z')).toISOString()).toBe('2026-02-28T12:00:00.000Z');
  });
});

describe('rolloverPeriod', () => {
  it('starts at the last anniversary at or before now', () => {
    const period = rolloverPeriod(new Date('2026-01-15T10:00:00Z'), new Date('2026-03-20T00:00:00Z'));
    expect(period.start.toISOString()).toBe('2026-03-15T10:00:00.000Z');
    expect(period.end.toISOString()).toBe('2026-04-15T10:00:00.000Z');
  });
  it('starts a new period exactly on the anniversary', () => {
    expect(rolloverPeriod(new Date('2026-01-15T10:00:00Z'), new Date('2026-02-15T10:00:00Z')).start.toISOString()).toBe('2026-02-15T10:00:00.000Z');
  });
  it('returns to the 31st after a short month', () => {
    const period = rolloverPeriod(new Date('2026-01-31T12:00:00Z'), new Date('2026-03-05T00:00:00Z'));
    expect(period.start.toISOString()).toBe('2026-02-28T12:00:00.000Z');
    expect(period.end.toISOString()).toBe('2026-03-31T12:00:00.000Z');
  });
});
