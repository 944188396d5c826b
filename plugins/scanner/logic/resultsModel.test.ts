import { describe, expect, it } from 'vitest';
import domainAsset from '../../../models/list/DomainAsset.json';
import type { ListModel } from '../../../engine/core';
import { visibleColumns } from '../../../engine/list';
import { PLANS } from '../../../product/plans';
import { scannerResultsModel } from './resultsModel';

const base = domainAsset as ListModel;
const keysFor = (model: ListModel, modules: readonly string[]) => visibleColumns(model, modules).map((c) => c.key);

describe('the results table\u2019s model', () => {
  it('sorts ascending and descending only, from the ticker, and has no row actions', () => {
    const model = scannerResultsModel(base, { rangePosAsPercent: true, activeColumns: null, entries: [] });
    expect(model.sortCycle).toBe('ascDesc');
    expect(model.defaultSort).toEqual({ key: 'ticker', direction: 'asc' });
    expect(model.rowActions).toEqual([]);
  });

  it('shows the range position as the user picked it, and PREMIUM columns to premium users only', () => {
    const percent = scannerResultsModel(base, { rangePosAsPercent: true, activeColumns: null, entries: [] });
    expect(keysFor(percent, PLANS.premium.modules)).toContain('stRange.positionOnRange');
    expect(keysFor(percent, PLANS.premium.modules)).not.toContain('stRange.upsideDownsideRatio');
    expect(keysFor(percent, PLANS.premium.modules)).toContain('volData.currentIVRank');
    expect(keysFor(percent, PLANS.basic.modules)).not.toContain('volData.currentIVRank');
    const ratio = scannerResultsModel(base, { rangePosAsPercent: false, activeColumns: null, entries: [] });
    expect(keysFor(ratio, PLANS.basic.modules)).toContain('stRange.upsideDownsideRatio');
    expect(keysFor(ratio, PLANS.basic.modules)).not.toContain('stRange.positionOnRange');
  });

  it('keeps the user\u2019s display columns, and always the figures the search filtered on', () => {
    const model = scannerResultsModel(base, {
      rangePosAsPercent: true, activeColumns: ['name'],
      entries: [{ filterKey: 'h64', type: 'above', min: '0.6' }, { filterKey: 'upside', type: 'above', min: '2' }],
    });
    expect(keysFor(model, PLANS.premium.modules)).toEqual(['ticker', 'name', 'upside', 'h64']);
  });

  it('reads a scanned field where a model column shows the same figure under another key (an unrevealed row carries the scanned one)', () => {
    const model = scannerResultsModel(base, {
      rangePosAsPercent: true, activeColumns: null,
      entries: [{ filterKey: 'positionOnRange', type: 'below', min: '20' }, { filterKey: 'sector', type: 'in', val: ['Energy'] }],
    });
    const position = model.columns.find((c) => c.label === base.columns.find((b) => b.key === 'stRange.positionOnRange')!.label)!;
    expect(position).toMatchObject({ key: 'positionOnRange', type: 'percent' });
    expect(model.columns.map((c) => c.key)).toContain('companyInfo.sector');
    expect(model.columns.map((c) => c.key)).not.toContain('sector');
    expect(model.columns).toHaveLength(base.columns.length);
  });

  it('adds a column for a filtered figure the model has no column for, gated like its filter', () => {
    const model = scannerResultsModel(base, {
      rangePosAsPercent: true, activeColumns: null,
      entries: [
        { filterKey: 'h64Change5d', type: 'above', min: '0.1' }, { filterKey: 'gammaFlipDistance', type: 'above', min: '0' },
        { filterKey: 'assetClass', type: 'in', val: ['etf'] }, { filterKey: 'sector', type: 'in', val: ['Energy'] },
      ],
    });
    const added = model.columns.slice(base.columns.length);
    expect(added.map((c) => [c.key, c.type, c.group])).toEqual([
      ['scanMetrics.h64Change5d', 'number', 'GENERAL'],
      ['scanMetrics.gammaFlipDistance', 'percent', 'PREMIUM'],
      ['type', 'enum', 'GENERAL'],
    ]);
    expect(added[0]!.label).toBe('scanner:filter.h64Change5d');
    expect(added[2]!.filter?.options?.[0]).toEqual({ value: 'stock', label: 'scanner:choice.stock' });
    expect(keysFor(model, PLANS.basic.modules)).not.toContain('scanMetrics.gammaFlipDistance');
  });
});
