import { describe, expect, it } from 'vitest';
import { dayFromIso } from './dayNumbers';
import { economicEvents } from './economicCalendar';

const start = dayFromIso('2024-01-01');
const now = Date.parse('2026-11-20T18:00:00Z');
const events = economicEvents('e', start, dayFromIso('2027-03-31'), now);

describe('economic calendar', () => {
  it('has the main US and euro-area releases with importance', () => {
    const names = new Set(events.map((e) => e.event));
    for (const n of ['Nonfarm Payrolls', 'CPI YoY', 'Fed Interest Rate Decision', 'GDP Growth Rate QoQ', 'ISM Manufacturing PMI', 'ECB Deposit Facility Rate', 'Initial Jobless Claims']) expect(names.has(n), n).toBe(true);
    expect(new Set(events.map((e) => e.country))).toEqual(new Set(['US', 'EU', 'DE', 'GB']));
    expect(events.every((e) => [1, 2, 3].includes(e.importance))).toBe(true);
  });
  it('schedules eight FOMC decisions a year and payrolls on the first Friday', () => {
    const fomc2025 = events.filter((e) => e.event === 'Fed Interest Rate Decision' && e.date.startsWith('2025'));
    expect(fomc2025).toHaveLength(8);
    expect(fomc2025.every((e) => e.time === '14:00')).toBe(true);
    const nfp = events.filter((e) => e.event === 'Nonfarm Payrolls' && e.date.startsWith('2026-11'));
    expect(nfp.map((e) => e.date)).toEqual(['2026-11-06']);
    expect(nfp[0]?.timestamp).toBe('2026-11-06T13:30:00.000Z');
  });
  it('has actuals until now and chains previous values', () => {
    const cpi = events.filter((e) => e.event === 'CPI YoY');
    for (let i = 1; i < cpi.length; i++) expect(cpi[i]!.previous).toBe(cpi[i - 1]!.actual ?? cpi[i]!.previous);
    expect(events.filter((e) => Date.parse(e.timestamp) <= now).every((e) => e.actual !== null)).toBe(true);
    expect(events.filter((e) => Date.parse(e.timestamp) > now).every((e) => e.actual === null && e.forecast !== null)).toBe(true);
    const rates = events.filter((e) => e.event === 'Fed Interest Rate Decision' && e.actual !== null).map((e) => e.actual!);
    expect(rates.every((r) => Math.abs(r * 4 - Math.round(r * 4)) < 1e-9)).toBe(true);
  });
  it('is sorted, deterministic and unchanged when extended', () => {
    const times = events.map((e) => e.timestamp);
    expect([...times].sort()).toEqual(times);
    const shorter = economicEvents('e', start, dayFromIso('2026-06-30'), now);
    const cut = events.filter((e) => e.date <= '2026-06-30');
    expect(shorter).toEqual(cut);
    expect(economicEvents('other', start, dayFromIso('2026-06-30'), now)).not.toEqual(shorter);
  });
});
