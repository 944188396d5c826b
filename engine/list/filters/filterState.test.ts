import { describe, expect, it } from 'vitest';
import type { ListColumn } from '../../core/model/modelTypes';
import { checkDraft, editDraft, openFilter } from '../../core/filters/columnFilterState';
import type { FilterQuery } from '../../core/filters/filterQuery';
import { canApply, draftMessage } from './applyState';
import { draftFromQuery, stateFromApplied } from './draftFromQuery';
import { distinctValues, filterOptions, DEFAULT_SIGNAL_OPTIONS } from './filterOptions';
import { DEFAULT_FILTER_EDITORS, pickFilterEditor } from './filterEditors';
import { RANK, hasKey, rankWith, type ListTesterContext } from '../testers';
import { SAMPLE_TODAY, sampleListModel, sampleRows } from '../testing/sampleListModel';

const column = (key: string): ListColumn => sampleListModel.columns.find((c) => c.key === key)!;
const t = (key: string, o?: Record<string, unknown>) => `${key}${o ? JSON.stringify(o) : ''}`;

describe('draftFromQuery', () => {
  it.each<[string, FilterQuery]>([
    ['price', { filterKey: 'price', type: 'below', val: 3 }],
    ['price', { filterKey: 'price', type: 'between', min: 1, max: 2 }],
    ['exchange', { filterKey: 'exchange', type: 'eq', val: 'NYSE' }],
    ['sector', { filterKey: 'sector', type: 'in', val: ['tech', 'energy'] }],
    ['earningsDate', { filterKey: 'earningsDate', type: 'between', min: '2025-06-01', max: '2025-06-09' }],
    ['name', { filterKey: 'name', type: 'contains', val: 'ab' }],
  ])('an applied %s filter reopens with its values and applies the same query', (key, query) => {
    const col = column(key);
    const state = editDraft(openFilter(stateFromApplied(col.filter!, query, SAMPLE_TODAY)), {});
    const check = checkDraft(key, col.filter!, state);
    expect(check).toEqual({ ok: true, query });
  });

  it('no applied filter gives the default draft (the date range for dates)', () => {
    expect(draftFromQuery(column('earningsDate').filter!, null, SAMPLE_TODAY)).toMatchObject({ min: '2025-06-04', max: '2025-06-07' });
    expect(draftFromQuery(column('price').filter!, null, SAMPLE_TODAY)).toMatchObject({ operator: 'above', val: '' });
  });
});

describe('canApply and draftMessage', () => {
  const hurst = column('hurst').filter!;
  const opened = (applied: FilterQuery | null = null) => openFilter(stateFromApplied(hurst, applied, SAMPLE_TODAY));

  it('Apply needs a valid draft; emptied applied number filters may deactivate', () => {
    const empty = editDraft(opened(), { val: '' });
    expect(canApply(hurst, empty, checkDraft('hurst', hurst, empty))).toBe(false);
    const emptiedApplied = editDraft(opened({ filterKey: 'hurst', type: 'above', val: 0.5 }), { val: '' });
    expect(canApply(hurst, emptiedApplied, checkDraft('hurst', hurst, emptiedApplied))).toBe(true);
    const out = editDraft(opened(), { val: '2' });
    expect(canApply(hurst, out, checkDraft('hurst', hurst, out))).toBe(false);
    expect(draftMessage(hurst, out, checkDraft('hurst', hurst, out), 'de', t)).toBe('Der Hurst-Wert muss zwischen 0 und 1 liegen');
  });

  it('without a model message, bounds are named', () => {
    const filter = { type: 'number' as const, min: 0 };
    const state = editDraft(openFilter(stateFromApplied(filter, null, SAMPLE_TODAY)), { val: '-1' });
    expect(draftMessage(filter, state, checkDraft('x', filter, state), 'en', t)).toBe('filter.boundsMin{"min":0}');
  });

  it('no message before the user changed anything', () => {
    const state = opened();
    expect(draftMessage(hurst, state, checkDraft('hurst', hurst, state), 'en', t)).toBeNull();
  });
});

describe('filter options and editors', () => {
  it('derives sorted distinct values when an enum filter has none', () => {
    expect(distinctValues(sampleRows(200), 'country')).toEqual(['DE', 'FR', 'GB', 'JP', 'US']);
    expect(filterOptions({ type: 'enum-multipleChoice' }, () => ['a']).map((o) => o.value)).toEqual(['a']);
    expect(filterOptions({ type: 'signalFilter' }, () => ['x'])).toBe(DEFAULT_SIGNAL_OPTIONS);
  });

  it("picks an editor per filter type; a plugin's set can replace one", () => {
    const context: ListTesterContext = { model: sampleListModel, kind: undefined };
    const pick = (key: string, editors = DEFAULT_FILTER_EDITORS) => pickFilterEditor(editors, column(key), context).name;
    expect(['price', 'exchange', 'sector', 'momentum', 'earningsDate', 'name'].map((k) => pick(k))).toEqual(['number', 'enum', 'choice', 'choice', 'date', 'text']);
    expect(pick('volume')).toBe('unknown');
    const own = [...DEFAULT_FILTER_EDITORS, { name: 'plugin.iv', tester: rankWith(RANK.PLUGIN, hasKey('ivPremium')), editor: () => null }];
    expect(pick('ivPremium', own)).toBe('plugin.iv');
    expect(pick('ivPremium')).toBe('number');
  });
});
