import { describe, expect, it } from 'vitest';
import { SCANNER_EXAMPLES, configToEntries, scannerFilter, visibleScannerFilters, type ScannerFilterDef } from '../../../product/scannerFilters';
import { PLANS } from '../../../product/plans';
import {
  EMPTY_PANEL, activeCount, entriesToConfig, fromConfig, groupFilters, isDraftActive, loadableConfig, panelReducer, toConfig,
  type PanelAction, type PanelState,
} from './panelState';

const premium = visibleScannerFilters({ modules: PLANS.premium.modules, rangePosAsPercent: true });
const basicRatio = visibleScannerFilters({ modules: PLANS.basic.modules, rangePosAsPercent: false });
const def = (key: string): ScannerFilterDef => scannerFilter(key)!;
const run = (...actions: PanelAction[]): PanelState => actions.reduce(panelReducer, EMPTY_PANEL);

describe('panelReducer: a filter is active while it has values', () => {
  it('starts empty: nothing active, so Search, Save and Clear all are disabled', () => {
    expect(activeCount(EMPTY_PANEL, premium)).toBe(0);
    expect(toConfig(EMPTY_PANEL, premium)).toEqual({});
  });

  it('a number filter takes its operator and values; whitespace alone is no value', () => {
    let state = run({ kind: 'setMin', key: 'h64', value: '  ' });
    expect(isDraftActive(def('h64'), state.h64!)).toBe(false);
    state = panelReducer(state, { kind: 'setMin', key: 'h64', value: ' 0.6 ' });
    expect(state.h64).toMatchObject({ type: 'above', min: ' 0.6 ' });
    expect(activeCount(state, premium)).toBe(1);
    state = panelReducer(state, { kind: 'setType', key: 'h64', type: 'between' });
    state = panelReducer(state, { kind: 'setMax', key: 'h64', value: '0.9' });
    expect(toConfig(state, premium)).toEqual({ h64: { isActive: true, type: 'between', min: '0.6', max: '0.9', isPercentage: false } });
  });

  it("'between' with only a maximum is active (Search then names the missing minimum)", () => {
    const state = run({ kind: 'setType', key: 'upside', type: 'between' }, { kind: 'setMax', key: 'upside', value: '5' });
    expect(activeCount(state, premium)).toBe(1);
    expect(toConfig(state, premium).upside).toMatchObject({ type: 'between', min: '', max: '5' });
  });

  it('a choice filter is active with one choice ticked, and inactive again when the last is unticked', () => {
    let state = run({ kind: 'toggleChoice', key: 'sector', value: 'Energy', checked: true }, { kind: 'toggleChoice', key: 'sector', value: 'Utilities', checked: true });
    expect(toConfig(state, premium).sector).toEqual({ isActive: true, type: 'in', val: ['Energy', 'Utilities'] });
    state = panelReducer(state, { kind: 'toggleChoice', key: 'sector', value: 'Energy', checked: false });
    state = panelReducer(state, { kind: 'toggleChoice', key: 'sector', value: 'Utilities', checked: false });
    expect(activeCount(state, premium)).toBe(0);
    // A choice filter keeps its operator.
    expect(panelReducer(state, { kind: 'setType', key: 'sector', type: 'above' }).sector!.type).toBe('in');
  });

  it('Clear empties one filter, Clear all every filter; unknown keys change nothing', () => {
    const state = run({ kind: 'setMin', key: 'h64', value: '0.5' }, { kind: 'setMin', key: 'wtd', value: '1' });
    expect(Object.keys(panelReducer(state, { kind: 'clear', key: 'h64' }))).toEqual(['wtd']);
    expect(panelReducer(state, { kind: 'clearAll' })).toBe(EMPTY_PANEL);
    expect(panelReducer(state, { kind: 'setMin', key: 'nope', value: '1' })).toBe(state);
  });

  it('counts and sends only the filters the user sees', () => {
    const state = run({ kind: 'setMin', key: 'ivRank', value: '80' }, { kind: 'setMin', key: 'positionOnRange', value: '20' }, { kind: 'setMin', key: 'h256', value: '0.6' });
    expect(activeCount(state, premium)).toBe(3);
    // Basic has no PREMIUM filters and, with the ratio display, no position on range.
    expect(activeCount(state, basicRatio)).toBe(1);
    expect(Object.keys(toConfig(state, basicRatio))).toEqual(['h256']);
  });

  it('marks a value typed in percent, which the product divides by 100 before sending', () => {
    const state = run({ kind: 'setMin', key: 'ivPremium', value: '5' });
    const config = toConfig(state, premium);
    expect(config.ivPremium).toMatchObject({ isPercentage: true, min: '5' });
    expect(configToEntries(config)).toEqual([{ filterKey: 'ivPremium', type: 'above', min: '0.05' }]);
  });
});

describe('loading a filterConfig', () => {
  it('loads the active filters of a saved filter (above and below may keep their value in val)', () => {
    const state = panelReducer(EMPTY_PANEL, {
      kind: 'load',
      config: {
        h64: { isActive: true, type: 'above', val: '0.6', min: null, max: null, isPercentage: false },
        wtd: { isActive: false, type: 'below', min: '3' },
        sector: { isActive: true, type: 'in', val: ['Energy'] },
        unknownKey: { isActive: true, type: 'above', min: '1' },
      },
    });
    expect(state).toEqual({
      h64: { type: 'above', min: '0.6', max: '', values: [] },
      sector: { type: 'in', min: '', max: '', values: ['Energy'] },
    });
  });

  it('round-trips the panel through toConfig and fromConfig', () => {
    const state = run({ kind: 'setType', key: 'h256', type: 'between' }, { kind: 'setMin', key: 'h256', value: '0.5' }, { kind: 'setMax', key: 'h256', value: '0.7' },
      { kind: 'toggleChoice', key: 'trend', value: 'trendBullish', checked: true });
    expect(fromConfig(toConfig(state, premium))).toEqual(state);
  });

  it('turns the last search\u2019s entries back into the panel, percent values multiplied back by 100', () => {
    const config = entriesToConfig([
      { filterKey: 'ivPremium', type: 'between', min: '0.05', max: 0.125 },
      { filterKey: 'h64', type: 'above', val: 0.6 },
      { filterKey: 'country', type: 'in', val: ['US', 'DE'] },
      { filterKey: 'gone', type: 'above', min: '1' },
    ]);
    expect(config).toEqual({
      ivPremium: { isActive: true, type: 'between', min: '5', max: '12.5', isPercentage: true },
      h64: { isActive: true, type: 'above', min: '0.6', max: null, isPercentage: false },
      country: { isActive: true, type: 'in', val: ['US', 'DE'] },
    });
    expect(configToEntries(config)).toEqual([
      { filterKey: 'ivPremium', type: 'between', min: '0.05', max: '0.125' },
      { filterKey: 'h64', type: 'above', min: '0.6' },
      { filterKey: 'country', type: 'in', val: ['US', 'DE'] },
    ]);
  });

  it('skips the filters of an example the user does not see', () => {
    const lowerRange = SCANNER_EXAMPLES.find((e) => e.id === 'lowerRangeUptrend')!;
    expect(loadableConfig(lowerRange.filterConfig, basicRatio)).toEqual({
      config: { trend: lowerRange.filterConfig.trend }, skipped: ['positionOnRange'],
    });
    const optionsRich = SCANNER_EXAMPLES.find((e) => e.id === 'optionsRich')!;
    expect(loadableConfig(optionsRich.filterConfig, premium)).toEqual({ config: optionsRich.filterConfig, skipped: [] });
    expect(loadableConfig(optionsRich.filterConfig, basicRatio).skipped).toEqual(['ivRank']);
  });
});

describe('groupFilters', () => {
  it('lists the groups in the catalogue\u2019s order, without empty ones', () => {
    expect(groupFilters(premium).map((g) => g.group)).toEqual([
      'range', 'longTermRange', 'hurst', 'ratings', 'volatility', 'gamma', 'volume', 'performance', 'positioning', 'classification',
    ]);
    expect(groupFilters(basicRatio).map((g) => g.group)).not.toContain('volatility');
    expect(groupFilters(basicRatio).find((g) => g.group === 'range')!.filters.map((d) => d.key)).toEqual(['upsideDownsideRatio', 'upside', 'downside', 'rangeState', 'cap']);
  });
});
