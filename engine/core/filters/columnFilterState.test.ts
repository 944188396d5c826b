import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  applyFilter, cancelFilter, checkDraft, clearFilter, defaultDateRange, editDraft, initialDraft, initialFilterState,
  openFilter, parseNumberInput, type ColumnFilterState, type FilterDraft,
} from './columnFilterState';
import type { ColumnFilter } from '../model/modelTypes';

/** Local noon of a calendar day (months 1-based), so the tests hold in any time zone. */
const day = (y: number, m: number, d: number, h = 12, min = 0): Date => new Date(y, m - 1, d, h, min);
const TODAY = day(2026, 1, 7); // a Wednesday

const NUMBER: ColumnFilter = { type: 'number' };
const HURST_MESSAGE = 'Hurst Value needs to be between 0 and 1';
const HURST: ColumnFilter = { type: 'number', min: 0, max: 1, boundsMessage: HURST_MESSAGE };
const DATE: ColumnFilter = { type: 'date' };
const ENUM: ColumnFilter = { type: 'enum', options: [{ value: 'open', label: 'Open' }, { value: 'closed', label: 'Closed' }] };
const MULTI: ColumnFilter = { type: 'enum-multipleChoice', options: [{ value: 'US', label: 'USA' }, { value: 'DE', label: 'Germany' }] };
const SIGNAL: ColumnFilter = { type: 'signalFilter' };
const TEXT: ColumnFilter = { type: 'text' };

const edited = (filter: ColumnFilter, change: Partial<FilterDraft>): ColumnFilterState =>
  editDraft(openFilter(initialFilterState(filter, TODAY)), change);
const check = (filter: ColumnFilter, change: Partial<FilterDraft>) => checkDraft('k', filter, edited(filter, change));

describe('defaultDateRange', () => {
  it.each([
    ['Sunday', day(2026, 1, 4), '2026-01-04', '2026-01-10'],
    ['Monday', day(2026, 1, 5), '2026-01-05', '2026-01-10'],
    ['Tuesday', day(2026, 1, 6), '2026-01-06', '2026-01-10'],
    ['Wednesday', day(2026, 1, 7), '2026-01-07', '2026-01-10'],
    ['Thursday', day(2026, 1, 8), '2026-01-08', '2026-01-10'],
    ['Friday', day(2026, 1, 9), '2026-01-09', '2026-01-10'],
    ['Saturday (7 days ahead)', day(2026, 1, 10), '2026-01-10', '2026-01-17'],
    ['Friday at a month end', day(2026, 1, 30), '2026-01-30', '2026-01-31'],
    ['Saturday at a month end', day(2026, 1, 31), '2026-01-31', '2026-02-07'],
    ['Thursday at a year end', day(2026, 12, 31), '2026-12-31', '2027-01-02'],
    ['Saturday in a leap February', day(2028, 2, 26), '2028-02-26', '2028-03-04'],
  ])('on a %s', (_name, today, from, to) => {
    expect(defaultDateRange(today)).toEqual({ from, to });
  });

  describe('uses the calendar day where the user is', () => {
    let saved: string | undefined;
    beforeEach(() => { saved = process.env.TZ; process.env.TZ = 'Europe/Berlin'; });
    afterEach(() => { if (saved === undefined) delete process.env.TZ; else process.env.TZ = saved; });

    it('just after midnight on a Saturday in Berlin (still Friday in UTC)', () => {
      const saturday = day(2026, 1, 10, 0, 30);
      expect(saturday.getUTCDay()).toBe(5);
      expect(defaultDateRange(saturday)).toEqual({ from: '2026-01-10', to: '2026-01-17' });
    });
    it('late on a Friday', () => {
      expect(defaultDateRange(day(2026, 1, 9, 23, 59))).toEqual({ from: '2026-01-09', to: '2026-01-10' });
    });
    it('across the end of summer time', () => {
      expect(defaultDateRange(day(2026, 10, 24, 0, 30))).toEqual({ from: '2026-10-24', to: '2026-10-31' });
      expect(defaultDateRange(day(2026, 10, 24, 23, 30))).toEqual({ from: '2026-10-24', to: '2026-10-31' });
    });
    it('across the start of summer time', () => {
      expect(defaultDateRange(day(2026, 3, 28, 0, 30))).toEqual({ from: '2026-03-28', to: '2026-04-04' });
      expect(defaultDateRange(day(2026, 3, 27, 23, 30))).toEqual({ from: '2026-03-27', to: '2026-03-28' });
    });
  });
});

describe('initial state', () => {
  it('a date filter starts as between today and the coming Saturday, inactive', () => {
    const s = initialFilterState(DATE, TODAY);
    expect(s).toEqual({ draft: { operator: 'between', val: '', min: '2026-01-07', max: '2026-01-10', values: [], text: '' }, applied: null, openedWith: null, changed: false });
  });
  it.each([NUMBER, ENUM, MULTI, SIGNAL, TEXT])('a $type filter starts empty and inactive', (filter) => {
    expect(initialDraft(filter, TODAY)).toEqual({ operator: 'above', val: '', min: '', max: '', values: [], text: '' });
    expect(initialFilterState(filter, TODAY).applied).toBeNull();
  });
});

describe('parseNumberInput', () => {
  it.each([
    ['0.5', 0.5], ['0,5', 0.5], ['  12 ', 12], ['-3', -3], ['1e2', 100],
    ['abc', 0], ['', 0], ['   ', 0], ['1.2.3', 0], ['Infinity', 0], ['12abc', 0],
  ])('%j becomes %d', (text, expected) => {
    expect(parseNumberInput(text)).toBe(expected);
  });
});

describe('checkDraft: number', () => {
  it('above and below need the value', () => {
    expect(check(NUMBER, { operator: 'above', val: '' })).toEqual({ ok: false, reason: 'empty' });
    expect(check(NUMBER, { operator: 'below', val: '  ' })).toEqual({ ok: false, reason: 'empty' });
    expect(check(NUMBER, { operator: 'above', val: '2.5' })).toEqual({ ok: true, query: { filterKey: 'k', type: 'above', val: 2.5 } });
    expect(check(NUMBER, { operator: 'below', val: '-1' })).toEqual({ ok: true, query: { filterKey: 'k', type: 'below', val: -1 } });
  });
  it('non-numeric input becomes 0', () => {
    expect(check(NUMBER, { operator: 'above', val: 'abc' })).toEqual({ ok: true, query: { filterKey: 'k', type: 'above', val: 0 } });
    expect(check(NUMBER, { operator: 'between', min: 'x', max: '5' })).toEqual({ ok: true, query: { filterKey: 'k', type: 'between', min: 0, max: 5 } });
  });
  it('between needs both values', () => {
    expect(check(NUMBER, { operator: 'between', min: '1', max: '' })).toEqual({ ok: false, reason: 'empty' });
    expect(check(NUMBER, { operator: 'between', min: '', max: '1' })).toEqual({ ok: false, reason: 'empty' });
    expect(check(NUMBER, { operator: 'between', val: '1', min: '', max: '' })).toEqual({ ok: false, reason: 'empty' });
  });
  it('between needs min not above max', () => {
    expect(check(NUMBER, { operator: 'between', min: '5', max: '1' })).toEqual({ ok: false, reason: 'order' });
    expect(check(NUMBER, { operator: 'between', min: '1', max: '1' })).toEqual({ ok: true, query: { filterKey: 'k', type: 'between', min: 1, max: 1 } });
    expect(check(NUMBER, { operator: 'between', min: '1', max: '5' })).toEqual({ ok: true, query: { filterKey: 'k', type: 'between', min: 1, max: 5 } });
  });
  it('a scaled filter (the IV premium: entered in percent, kept as a fraction) divides what is typed by 100', () => {
    const PERCENT: ColumnFilter = { type: 'number', scale: 0.01 };
    expect(check(PERCENT, { operator: 'above', val: '3' })).toEqual({ ok: true, query: { filterKey: 'k', type: 'above', val: 0.03 } });
    expect(check(PERCENT, { operator: 'between', min: '-2', max: '5' })).toEqual({ ok: true, query: { filterKey: 'k', type: 'between', min: -0.02, max: 0.05 } });
    expect(check(PERCENT, { operator: 'between', min: '5', max: '2' })).toEqual({ ok: false, reason: 'order' });
  });
  it('above and below ignore min and max; between ignores val', () => {
    expect(check(NUMBER, { operator: 'above', val: '3', min: '9', max: '1' })).toEqual({ ok: true, query: { filterKey: 'k', type: 'above', val: 3 } });
    expect(check(NUMBER, { operator: 'between', val: 'x', min: '1', max: '2' })).toEqual({ ok: true, query: { filterKey: 'k', type: 'between', min: 1, max: 2 } });
  });
});

describe('checkDraft: the Hurst bounds (document 2 section 5)', () => {
  const bounds = { ok: false, reason: 'bounds', message: HURST_MESSAGE };
  it.each([
    // 'above' needs min >= 0 and < 1
    ['above', { val: '0' }, true], ['above', { val: '0.99' }, true], ['above', { val: '1' }, false],
    ['above', { val: '-0.1' }, false], ['above', { val: '1.5' }, false],
    // 'below' needs > 0 and <= 1
    ['below', { val: '1' }, true], ['below', { val: '0.01' }, true], ['below', { val: '0' }, false],
    ['below', { val: '1.01' }, false], ['below', { val: '-1' }, false],
    // 'between' needs min >= 0 and < 1 and max > 0 and <= 1
    ['between', { min: '0', max: '1' }, true], ['between', { min: '0.2', max: '0.2' }, true],
    ['between', { min: '1', max: '1' }, false], ['between', { min: '0', max: '0' }, false],
    ['between', { min: '-0.5', max: '0.5' }, false], ['between', { min: '0.5', max: '2' }, false],
  ] as const)('%s %j valid: %s', (operator, values, valid) => {
    const result = check(HURST, { operator, ...values });
    if (valid) expect(result.ok).toBe(true);
    else expect(result).toEqual(bounds);
  });
  it('non-numeric input becomes 0, which "below" refuses with the message', () => {
    expect(check(HURST, { operator: 'below', val: 'abc' })).toEqual(bounds);
    expect(check(HURST, { operator: 'above', val: 'abc' })).toEqual({ ok: true, query: { filterKey: 'k', type: 'above', val: 0 } });
  });
  it('bounds without a message give the reason only', () => {
    expect(check({ type: 'number', min: 0 }, { operator: 'above', val: '-1' })).toEqual({ ok: false, reason: 'bounds' });
  });
  it('an inline bounds message is kept as it is', () => {
    const filter: ColumnFilter = { ...HURST, boundsMessage: { en: HURST_MESSAGE, de: 'Der Hurst-Wert muss zwischen 0 und 1 liegen' } };
    expect(check(filter, { operator: 'above', val: '2' })).toEqual({ ok: false, reason: 'bounds', message: filter.boundsMessage });
  });
  it('applying an out-of-bounds value changes nothing', () => {
    const active = applyFilter('h', HURST, edited(HURST, { operator: 'above', val: '0.6' })).state;
    const bad = applyFilter('h', HURST, editDraft(openFilter(active), { val: '7' }));
    expect(bad.check).toEqual(bounds);
    expect(bad.state.applied).toEqual({ filterKey: 'h', type: 'above', val: 0.6 });
  });
});

describe('checkDraft: date', () => {
  it('Apply is disabled until the draft changed', () => {
    const s = openFilter(initialFilterState(DATE, TODAY));
    expect(checkDraft('d', DATE, s)).toEqual({ ok: false, reason: 'unchanged' });
  });
  it('a changed range applies as between', () => {
    const s = editDraft(openFilter(initialFilterState(DATE, TODAY)), { max: '2026-01-31' });
    expect(checkDraft('d', DATE, s)).toEqual({ ok: true, query: { filterKey: 'd', type: 'between', min: '2026-01-07', max: '2026-01-31' } });
  });
  it('changing a date back to its default still counts as changed', () => {
    let s = editDraft(openFilter(initialFilterState(DATE, TODAY)), { max: '2026-01-31' });
    s = editDraft(s, { max: '2026-01-10' });
    expect(checkDraft('d', DATE, s).ok).toBe(true);
  });
  it('needs both dates, in order', () => {
    expect(check(DATE, { min: '' })).toEqual({ ok: false, reason: 'empty' });
    expect(check(DATE, { max: '' })).toEqual({ ok: false, reason: 'empty' });
    expect(check(DATE, { min: '2026-02-01', max: '2026-01-31' })).toEqual({ ok: false, reason: 'order' });
    expect(check(DATE, { min: '2026-01-31', max: '2026-01-31' }).ok).toBe(true);
  });
  it('re-opening an applied date filter waits for a change again', () => {
    const active = applyFilter('d', DATE, edited(DATE, { min: '2026-01-01' })).state;
    const reopened = openFilter(active);
    expect(checkDraft('d', DATE, reopened)).toEqual({ ok: false, reason: 'unchanged' });
    const again = applyFilter('d', DATE, reopened);
    expect(again.state.applied).toEqual(active.applied);
  });
});

describe('checkDraft: enum, multiple choice, signal, text', () => {
  it('an enum filter needs exactly one value', () => {
    expect(check(ENUM, { values: [] })).toEqual({ ok: false, reason: 'empty' });
    expect(check(ENUM, { values: ['open', 'closed'] })).toEqual({ ok: false, reason: 'empty' });
    expect(check(ENUM, { values: ['open'] })).toEqual({ ok: true, query: { filterKey: 'k', type: 'eq', val: 'open' } });
  });
  it.each([MULTI, SIGNAL])('a $type filter needs at least one value', (filter) => {
    expect(check(filter, { values: [] })).toEqual({ ok: false, reason: 'empty' });
    expect(check(filter, { values: ['a'] })).toEqual({ ok: true, query: { filterKey: 'k', type: 'in', val: ['a'] } });
    expect(check(filter, { values: ['a', 'b'] })).toEqual({ ok: true, query: { filterKey: 'k', type: 'in', val: ['a', 'b'] } });
  });
  it('the applied list is a copy of the draft', () => {
    const values = ['US'];
    const result = check(MULTI, { values });
    values.push('DE');
    expect(result).toEqual({ ok: true, query: { filterKey: 'k', type: 'in', val: ['US'] } });
  });
  it('a text filter needs text, trimmed', () => {
    expect(check(TEXT, { text: '   ' })).toEqual({ ok: false, reason: 'empty' });
    expect(check(TEXT, { text: '  login ' })).toEqual({ ok: true, query: { filterKey: 'k', type: 'contains', val: 'login' } });
  });
});

describe('apply, cancel, clear', () => {
  const activeNumber = (): ColumnFilterState => applyFilter('h', NUMBER, edited(NUMBER, { operator: 'above', val: '0.6' })).state;

  it('apply makes a valid filter active and closes the dropdown', () => {
    const { state, check: result } = applyFilter('h', NUMBER, edited(NUMBER, { operator: 'above', val: '0.6' }));
    expect(result.ok).toBe(true);
    expect(state.applied).toEqual({ filterKey: 'h', type: 'above', val: 0.6 });
    expect(state.openedWith).toBeNull();
  });
  it('apply with empty values leaves an inactive filter inactive', () => {
    const { state } = applyFilter('h', NUMBER, edited(NUMBER, { val: '' }));
    expect(state.applied).toBeNull();
  });
  it('applying an emptied draft deactivates an active filter', () => {
    const emptied = editDraft(openFilter(activeNumber()), { val: '' });
    const { state, check: result } = applyFilter('h', NUMBER, emptied);
    expect(result).toEqual({ ok: false, reason: 'empty' });
    expect(state.applied).toBeNull();
  });
  it.each([
    ['enum', ENUM, ['open']], ['enum-multipleChoice', MULTI, ['US']], ['signalFilter', SIGNAL, ['trendBullish']],
  ] as const)('an emptied %s filter is deactivated', (_name, filter, values) => {
    const active = applyFilter('k', filter, edited(filter, { values: [...values] })).state;
    expect(active.applied).not.toBeNull();
    expect(applyFilter('k', filter, editDraft(openFilter(active), { values: [] })).state.applied).toBeNull();
  });
  it('an emptied date filter is deactivated', () => {
    const active = applyFilter('d', DATE, edited(DATE, { min: '2026-01-01' })).state;
    expect(applyFilter('d', DATE, editDraft(openFilter(active), { min: '' })).state.applied).toBeNull();
  });
  it('an invalid order keeps the active filter and the dropdown open', () => {
    const active = applyFilter('h', NUMBER, edited(NUMBER, { operator: 'between', min: '1', max: '2' })).state;
    const opened = editDraft(openFilter(active), { min: '3' });
    const { state, check: result } = applyFilter('h', NUMBER, opened);
    expect(result).toEqual({ ok: false, reason: 'order' });
    expect(state).toBe(opened);
    expect(state.applied).toEqual({ filterKey: 'h', type: 'between', min: 1, max: 2 });
  });
  it('cancel restores the state from when the dropdown opened', () => {
    const active = activeNumber();
    const opened = openFilter(active);
    const edits = editDraft(editDraft(opened, { operator: 'between', min: '1' }), { max: '3' });
    const cancelled = cancelFilter(edits);
    expect(cancelled.draft).toEqual(active.draft);
    expect(cancelled.applied).toEqual(active.applied);
    expect(cancelled.openedWith).toBeNull();
    expect(cancelled.changed).toBe(false);
  });
  it('cancel on a filter opened inactive leaves it inactive with its old draft', () => {
    const fresh = initialFilterState(NUMBER, TODAY);
    const cancelled = cancelFilter(editDraft(openFilter(fresh), { val: '5' }));
    expect(cancelled).toEqual(fresh);
  });
  it('cancel on a date filter restores the default dates', () => {
    const fresh = initialFilterState(DATE, TODAY);
    expect(cancelFilter(editDraft(openFilter(fresh), { min: '2020-01-01' }))).toEqual(fresh);
  });
  it('cancel without an open dropdown changes nothing', () => {
    const active = activeNumber();
    expect(cancelFilter(active)).toBe(active);
  });
  it('clear resets to inactive and the default draft', () => {
    expect(clearFilter(NUMBER, TODAY)).toEqual(initialFilterState(NUMBER, TODAY));
    expect(clearFilter(NUMBER, TODAY).applied).toBeNull();
    const cleared = clearFilter(DATE, TODAY);
    expect(cleared.applied).toBeNull();
    expect([cleared.draft.min, cleared.draft.max]).toEqual(['2026-01-07', '2026-01-10']);
    expect(cleared.changed).toBe(false);
  });
  it('editing marks the draft changed and keeps the other draft fields', () => {
    const s = editDraft(openFilter(initialFilterState(NUMBER, TODAY)), { min: '1' });
    expect(s.changed).toBe(true);
    expect(s.draft).toEqual({ operator: 'above', val: '', min: '1', max: '', values: [], text: '' });
  });
  it('opening snapshots the draft and the applied filter', () => {
    const active = activeNumber();
    const opened = openFilter(active);
    expect(opened.openedWith).toEqual({ draft: active.draft, applied: active.applied });
    expect(opened.changed).toBe(false);
  });
});
