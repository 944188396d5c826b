import { describe, expect, it } from 'vitest';
import { queryInMemory } from '../../entities/inMemoryQuery';
import { mulberry32 } from '../analytics/testing/seededRandom';
import { ApiError } from '../../http/apiError';
import type { ListQuery } from '../../entities/datasetRegistry';
import { signalRank } from '../../../engine/core/sorting/sortRows';
import { ASSET_COLUMNS, ASSET_SCHEMA, assetStoreBuilder, buildAssetStore, encodeAssetRows } from './assetColumnStore';
import { randomQuery } from './testing/randomQueries';
import { simulatedAssetRows } from './testing/assetRows';
import { SCANNER_FILTERS } from '../../../product/scannerFilters';

const { rows } = simulatedAssetRows(500);
const store = buildAssetStore(rows);
const records = rows as unknown as Record<string, unknown>[];

function leaves(value: unknown, prefix: string, jsonPaths: ReadonlySet<string>, out: string[]): string[] {
  if (value !== null && typeof value === 'object' && !Array.isArray(value) && !jsonPaths.has(prefix)) {
    for (const [key, child] of Object.entries(value)) leaves(child, prefix ? `${prefix}.${key}` : key, jsonPaths, out);
  } else out.push(prefix);
  return out;
}

function reference(query: ListQuery): { ids: string[]; total: number } | { error: string } {
  try {
    const result = queryInMemory(records, query, { idField: 'ticker', signalKeys: new Set(ASSET_SCHEMA.signalPaths) });
    return { ids: result.rows.map((r) => String(r.ticker)), total: result.total };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

function actual(query: ListQuery): { ids: string[]; total: number } | { error: string } {
  try {
    const result = store.query(query);
    return { ids: result.rows.map((r) => r.ticker), total: result.total };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

describe('the asset column store', () => {
  it('has a column for every leaf of the row, in the row order', () => {
    const jsonPaths = new Set(ASSET_COLUMNS.filter(([, kind]) => kind === 'json').map(([path]) => path));
    for (const row of rows) expect(leaves(row, '', jsonPaths, [])).toEqual(ASSET_COLUMNS.map(([path]) => path));
    const reasons = new Set(rows.map((r) => r.metaInfo.strippedReason));
    expect([...reasons].sort()).toEqual(['insufficientHistory', 'noData', 'potentialSplitError', 'shortHistory', null].sort());
  });

  it('gives back the rows it holds', () => {
    expect(store.size).toBe(rows.length);
    expect(store.allRows()).toEqual(rows);
    expect(JSON.stringify(store.row('SPY'))).toBe(JSON.stringify(rows.find((r) => r.ticker === 'SPY')));
    expect(store.rows(['QQQ', 'NOPE', 'SPY']).map((r) => r.ticker)).toEqual(['QQQ', 'SPY']);
    expect(store.row('NOPE')).toBeUndefined();
    expect(store.indexOf(rows[17]!.ticker)).toBe(17);
  });

  it('builds the same store from batches put in any order', () => {
    const builder = assetStoreBuilder(rows.length);
    for (let offset = Math.floor((rows.length - 1) / 64) * 64; offset >= 0; offset -= 64) builder.put(offset, encodeAssetRows(rows.slice(offset, offset + 64)));
    expect(builder.finish().allRows()).toEqual(rows);
    expect(() => assetStoreBuilder(3).finish()).toThrow(/missing/);
  });

  it('answers random queries exactly as matchesAll and sortRows over the row objects', () => {
    const rng = mulberry32(20261120);
    let nonEmpty = 0;
    let errors = 0;
    for (let k = 0; k < 1500; k++) {
      const query = randomQuery(rng, rows, ASSET_SCHEMA);
      const expected = reference(query);
      expect(actual(query), JSON.stringify(query)).toEqual(expected);
      if ('error' in expected) errors++;
      else if (expected.total > 0) nonEmpty++;
      if (k < 60 && 'ids' in expected) expect(store.query(query).rows).toEqual(queryInMemory(records, query, { idField: 'ticker', signalKeys: new Set(ASSET_SCHEMA.signalPaths) }).rows);
    }
    expect(nonEmpty).toBeGreaterThan(500);
    expect(errors).toBeGreaterThan(5);
  });

  it('answers a scanner query', () => {
    const query: ListQuery = {
      filterQuery: [
        { filterKey: 'h64', type: 'between', min: '0.3', max: '0.8' },
        { filterKey: 'overallTARating', type: 'in', val: ['trendBullish', 'trendNeutral'] },
        { filterKey: 'stRange.upside', type: 'above', val: 1 },
        { filterKey: 'companyInfo.country', type: 'eq', val: 'us' },
        { filterKey: 'name', type: 'contains', val: 'a' },
      ],
      sort: { key: 'ltTARating', direction: 'asc' },
      page: 1,
      pageSize: 25,
    };
    const result = store.query(query);
    expect(result.total).toBeGreaterThan(10);
    expect(reference(query)).toMatchObject({ total: result.total });
    const ranks = result.rows.map((r) => signalRank(r.ltTARating));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });

  it('holds every field a scanner filter reads, and filters and sorts on the scanner figures', () => {
    const columns = new Map(ASSET_COLUMNS);
    for (const def of SCANNER_FILTERS) expect(columns.get(def.field), def.key).toMatch(/^(number|text)$/);
    expect(columns.get('scanMetrics.rangeState')).toBe('text');
    expect(columns.get('scanMetrics.trendChangeDate')).toBe('text');
    expect(columns.get('scanMetrics.trendChangeSessions')).toBe('number');
    const queries: ListQuery[] = [
      { filterQuery: [{ filterKey: 'scanMetrics.h64Change5d', type: 'above', val: 0 }], sort: { key: 'scanMetrics.h64Change5d', direction: 'desc' }, page: 1, pageSize: 20 },
      {
        filterQuery: [
          { filterKey: 'scanMetrics.rangeState', type: 'in', val: ['on', 'below'] },
          { filterKey: 'scanMetrics.spyCorrelation30d', type: 'between', min: 0.3, max: 1 },
          { filterKey: 'scanMetrics.trendChangeSessions', type: 'below', val: 20 },
        ],
        sort: { key: 'scanMetrics.trendChangeDate', direction: 'asc' },
        page: 1,
        pageSize: 500,
      },
      { filterQuery: [{ filterKey: 'scanMetrics.cftcZScore1Y', type: 'above', val: -10 }], sort: { key: 'scanMetrics.cftcZScore2Y', direction: 'asc' }, page: 1, pageSize: 50 },
      { filterQuery: [{ filterKey: 'scanMetrics.gammaFlipDistance', type: 'above', val: '0' }], sort: { key: 'scanMetrics.callWallDistance', direction: 'asc' }, page: 2, pageSize: 10 },
    ];
    for (const query of queries) {
      const result = store.query(query);
      expect(result.total, JSON.stringify(query.filterQuery)).toBeGreaterThan(0);
      expect({ ids: result.rows.map((r) => r.ticker), total: result.total }).toEqual(reference(query));
    }
    const rising = store.query(queries[0]!).rows.map((r) => r.scanMetrics.h64Change5d!);
    expect(rising.every((v) => v > 0)).toBe(true);
    expect(rising).toEqual([...rising].sort((a, b) => b - a));
    const futures = store.query(queries[2]!);
    expect(futures.rows.every((r) => r.type === 'future')).toBe(true);
  });

  it('rejects a filter that cannot run, as the in-memory lists do', () => {
    const bad: ListQuery = { filterQuery: [{ filterKey: 'h64', type: 'between', min: 0.9, max: 0.1 }], sort: null, page: 1, pageSize: 10 };
    expect(() => store.query(bad)).toThrow(ApiError);
    expect(() => store.query(bad)).toThrow(/min must not be above max/);
  });

  it('sorts ratings bullish, neutral, neutralDanger, bearish, then error and missing', () => {
    for (const direction of ['asc', 'desc'] as const) {
      const sorted = store.query({ filterQuery: [], sort: { key: 'ltTARating', direction }, page: 1, pageSize: 10_000 }).rows;
      const ranks = sorted.map((r) => signalRank(r.ltTARating));
      const known = ranks.filter((r) => r < 4);
      expect(known).toEqual([...known].sort((a, b) => (direction === 'asc' ? a - b : b - a)));
      expect(ranks.slice(known.length).every((r) => r === 4)).toBe(true);
      expect(new Set(known).size).toBe(4);
    }
  });
});
