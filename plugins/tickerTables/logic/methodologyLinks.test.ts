import { describe, expect, it } from 'vitest';
import type { ListModel } from '../../../engine/core';
import { tableAsOf, withMethodologyLinks } from './methodologyLinks';

const model = {
  modelClass: 'ListModel', name: 'DomainAsset', label: 'Assets', source: { kind: 'dataset', dataset: 'assets' },
  columns: [
    { key: 'ticker', label: 'Ticker', type: 'string', group: 'GENERAL' },
    { key: 'volData.currentIVRank', label: 'IV rank', type: 'number', group: 'PREMIUM' },
    { key: 'h64', label: 'H64', type: 'number', group: 'GENERAL' },
  ],
  defaultSort: { key: 'ticker', direction: 'asc' },
} as ListModel;

describe('methodology links of the ticker tables', () => {
  it('the as-of date is the newest range date of the rows with data', () => {
    expect(tableAsOf([
      { rsStatus: 'ready', latestRangeDate: '2026-11-19' },
      { rsStatus: 'ready', latestRangeDate: '2026-11-20' },
      { rsStatus: 'loading', latestRangeDate: '2026-11-25' },
      { rsStatus: 'ready', latestRangeDate: null, latestPriceDate: '2026-11-18T21:00:00Z' },
    ])).toBe('2026-11-20');
    expect(tableAsOf([{ rsStatus: 'ready', latestRangeDate: null, latestPriceDate: '2026-11-18T21:00:00Z' }])).toBe('2026-11-18');
    expect(tableAsOf([{ rsStatus: 'error' }])).toBeNull();
  });

  it('metric columns link to their page with the date; others get no link', () => {
    const columns = withMethodologyLinks(model, '2026-11-20').columns;
    expect(columns.map((c) => c.infoHref)).toEqual([
      undefined, '/help/methodology/iv-rank?asOf=2026-11-20', '/help/methodology/hurst-64?asOf=2026-11-20',
    ]);
    expect(withMethodologyLinks(model, null).columns[2]?.infoHref).toBe('/help/methodology/hurst-64');
  });
});
