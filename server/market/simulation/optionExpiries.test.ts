import { describe, expect, it } from 'vitest';
import { dayFromIso, isoFromDay } from './dayNumbers';
import { listExpiries, monthlyExpiry } from './optionExpiries';

const list = (kind: 'daily' | 'weekly' | 'monthly', iso: string) => listExpiries(kind, dayFromIso(iso)).map((e) => `${isoFromDay(e.day)} ${e.kind}`);

describe('option expiries', () => {
  it('puts monthlies on the third Friday, or the session before a holiday', () => {
    expect(isoFromDay(monthlyExpiry(2026, 11))).toBe('2026-11-20');
    expect(isoFromDay(monthlyExpiry(2026, 12))).toBe('2026-12-18');
    expect(isoFromDay(monthlyExpiry(2025, 4))).toBe('2025-04-17'); // third Friday is Good Friday
  });
  it('lists monthlies, quarterlies and LEAPS for monthly products', () => {
    const e = list('monthly', '2026-11-23');
    expect(e.slice(0, 3)).toEqual(['2026-12-18 quarterly', '2027-01-15 monthly', '2027-02-19 monthly']);
    expect(e).toContain('2027-09-17 quarterly');
    expect(e).toContain('2028-01-21 leaps');
    expect(e.some((x) => x.endsWith('weekly') || x.endsWith('daily'))).toBe(false);
  });
  it('adds Friday weeklies, moved off holidays', () => {
    const e = list('weekly', '2026-03-23');
    expect(e).toContain('2026-03-27 weekly');
    expect(e).toContain('2026-04-02 weekly'); // Good Friday 2026-04-03
    expect(e).toContain('2026-04-17 monthly');
  });
  it('adds the next five sessions for daily products, today included', () => {
    const e = list('daily', '2026-11-20');
    expect(e.slice(0, 5)).toEqual(['2026-11-20 monthly', '2026-11-23 daily', '2026-11-24 daily', '2026-11-25 daily', '2026-11-27 weekly']);
    const days = listExpiries('daily', dayFromIso('2026-11-20')).map((x) => x.day);
    expect([...days].sort((a, b) => a - b)).toEqual(days);
    expect(new Set(days).size).toBe(days.length);
  });
});
