import { describe, expect, it } from 'vitest';
import { calendarWindow, eventRow, formatValue } from './economicEventRows';

describe('calendarWindow', () => {
  it('takes a between filter as the window', () => {
    expect(calendarWindow([{ filterKey: 'date', type: 'between', min: '2026-03-01', max: '2026-03-31' }], '2026-05-01')).toEqual({ from: '2026-03-01', to: '2026-03-31' });
  });

  it('defaults to 7 days back and 30 ahead of today, and follows one-sided bounds', () => {
    expect(calendarWindow([], '2026-05-10')).toEqual({ from: '2026-05-03', to: '2026-06-09' });
    expect(calendarWindow([{ filterKey: 'date', type: 'above', val: '2026-05-20' }], '2026-05-10')).toEqual({ from: '2026-05-20', to: '2026-06-26' });
    expect(calendarWindow([{ filterKey: 'date', type: 'eq', val: '2026-05-20' }], '2026-05-10')).toEqual({ from: '2026-05-20', to: '2026-05-20' });
    expect(calendarWindow([{ filterKey: 'country', type: 'in', val: ['US'] }], '2026-05-10')).toEqual({ from: '2026-05-03', to: '2026-06-09' });
  });

  it('refuses malformed dates and windows longer than 400 days with a 400', () => {
    expect(() => calendarWindow([{ filterKey: 'date', type: 'eq', val: '20.05.2026' }], '2026-05-10')).toThrow(/YYYY-MM-DD/);
    expect(() => calendarWindow([{ filterKey: 'date', type: 'eq', val: '2026-13-45' }], '2026-05-10')).toThrow(/YYYY-MM-DD/);
    expect(() => calendarWindow([{ filterKey: 'date', type: 'between', min: '2020-01-01', max: '2026-01-01' }], '2026-05-10')).toThrow(/at most 400 days/);
    try {
      calendarWindow([{ filterKey: 'date', type: 'between', min: '2020-01-01', max: '2026-01-01' }], '2026-05-10');
    } catch (err) {
      expect(err).toMatchObject({ statusCode: 400, code: 'INVALID_FILTER' });
    }
  });
});

describe('eventRow', () => {
  it('shows importance as a word and values with their unit', () => {
    expect(eventRow({
      id: 'us-cpi-yoy-2026-05-13', date: '2026-05-13', time: '08:30', timestamp: '2026-05-13T12:30:00.000Z', country: 'US',
      event: 'CPI YoY', importance: 3, actual: null, forecast: 2.7, previous: 2.8, unit: '%',
    })).toEqual({
      id: 'us-cpi-yoy-2026-05-13', date: '2026-05-13', time: '08:30', timestamp: '2026-05-13T12:30:00.000Z', country: 'US',
      event: 'CPI YoY', importance: 'high', actual: null, forecast: '2.7%', previous: '2.8%',
    });
  });

  it('formats each unit', () => {
    expect(formatValue(200, 'K')).toBe('200K');
    expect(formatValue(48.5, 'index')).toBe('48.5');
    expect(formatValue(12.5, 'USD bn')).toBe('12.5 USD bn');
    expect(formatValue(null, '%')).toBeNull();
  });
});
