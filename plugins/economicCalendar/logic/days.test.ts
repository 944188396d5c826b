import { describe, expect, it } from 'vitest';
import { marketDay, priorTradingDay } from './days';

describe('the home\'s days', () => {
  it('reads today in New York', () => {
    expect(marketDay(new Date('2026-11-21T03:00:00Z'))).toBe('2026-11-20');
    expect(marketDay(new Date('2026-11-21T06:00:00Z'))).toBe('2026-11-21');
  });

  it('takes yesterday as the prior trading day, skipping weekends', () => {
    expect(priorTradingDay('2026-11-19')).toBe('2026-11-18');
    expect(priorTradingDay('2026-11-23')).toBe('2026-11-20');
    expect(priorTradingDay('2026-11-22')).toBe('2026-11-20');
    expect(priorTradingDay('2026-11-21')).toBe('2026-11-20');
    expect(priorTradingDay('2026-03-02')).toBe('2026-02-27');
  });
});
