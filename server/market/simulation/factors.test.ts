import { describe, expect, it } from 'vitest';
import { dayFromIso } from './dayNumbers';
import { FactorBank, factorDef } from './factors';
import { TimeGrid } from './timeGrid';

const grid = new TimeGrid(dayFromIso('2024-01-01'), dayFromIso('2025-12-31'));

describe('common factors', () => {
  it('defines the market, styles, sectors, industries, assets and crypto', () => {
    expect(factorDef('MKT').garch.gamma).toBeGreaterThan(0);
    expect(factorDef('SEC:tech').calendar).toBe('nyse');
    expect(factorDef('IND:Semiconductors').garch.vol).toBeGreaterThan(0);
    expect(factorDef('CRYPTO').calendar).toBe('crypto');
    expect(() => factorDef('NOPE')).toThrow();
  });
  it('generates each factor once, deterministically from the seed', () => {
    const a = new FactorBank('s', grid);
    const b = new FactorBank('s', grid);
    const c = new FactorBank('t', grid);
    expect(a.get('MKT')).toBe(a.get('MKT'));
    expect(Array.from(a.get('MKT').returns)).toEqual(Array.from(b.get('MKT').returns));
    expect(Array.from(a.get('MKT').returns)).not.toEqual(Array.from(c.get('MKT').returns));
    expect(Array.from(a.get('MKT').returns)).not.toEqual(Array.from(a.get('SIZE').returns));
    expect(a.get('MKT').returns).toHaveLength(grid.sessionDays.length);
    expect(a.get('CRYPTO').returns).toHaveLength(grid.calendarDays.length);
  });
  it('projects between calendars without losing the sum of returns', () => {
    const bank = new FactorBank('p', grid);
    const crypto = bank.get('CRYPTO').returns;
    const onSessions = bank.returnsOn('CRYPTO', 'nyse');
    const lastSessionIndex = grid.sessionDays[grid.sessionDays.length - 1]! - grid.startDay;
    const sumDays = Array.from(crypto.subarray(0, lastSessionIndex + 1)).reduce((s, x) => s + x, 0);
    expect(Array.from(onSessions).reduce((s, x) => s + x, 0)).toBeCloseTo(sumDays, 10);
    const mktDays = bank.returnsOn('MKT', 'crypto');
    expect(Array.from(mktDays).reduce((s, x) => s + x, 0)).toBeCloseTo(Array.from(bank.get('MKT').returns).reduce((s, x) => s + x, 0), 10);
    expect(bank.varianceOn('MKT', 'crypto')[grid.calendarIso.indexOf('2024-01-06')]).toBe(0);
    expect(bank.driftOn('MKT', 'nyse')).toBe(factorDef('MKT').drift);
    expect(bank.driftOn('CRYPTO', 'nyse')).toBeCloseTo((factorDef('CRYPTO').drift * 365) / 252, 12);
  });
});
