import { describe, expect, it } from 'vitest';
import { queryInMemory } from '../entities/inMemoryQuery';
import type { ListQuery } from '../entities/datasetRegistry';
import { mulberry32 } from '../../engine/core/random/mulberry32';
import { ASSET_SCHEMA, buildAssetStore } from '../market/store/assetColumnStore';
import { simulatedAssetRows } from '../market/store/testing/assetRows';
import { randomQuery } from '../market/store/testing/randomQueries';
import { buildSignalStore, SIGNAL_SCHEMA } from '../market/store/signalColumnStore';
import { isMaskedKey, queryAssetRows, querySignalRows } from './assetDatasets';
import { assetView } from './assetView';

const { rows } = simulatedAssetRows(240);
const store = buildAssetStore(rows);
// Every third ticker is revealed.
const revealedSet = new Set(rows.filter((_, i) => i % 3 === 0).map((r) => r.ticker));
const revealed = (ticker: string): boolean => revealedSet.has(ticker);
// What the user sees of each row: the reference the masked query must agree with.
const views = rows.map((r) => assetView(r, { revealed: revealed(r.ticker), isUSMarketOpen: r.isUSMarketOpen }));

function outcome(run: () => { rows: { ticker: unknown }[]; total: number }): { ids: string[]; total: number } | { error: string } {
  try {
    const result = run();
    return { ids: result.rows.map((r) => String(r.ticker)), total: result.total };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

describe('queryAssetRows', () => {
  it('knows which keys a preview hides', () => {
    expect(['ticker', 'name', 'latestPrice', 'companyInfo.country', 'sector', 'daily_percentChange'].some(isMaskedKey)).toBe(false);
    expect(['h64', 'stRange.upside', 'overallTARating', 'volData.currentIVRank', 'upside', 'nope'].every(isMaskedKey)).toBe(true);
  });

  it('answers exactly what filtering and sorting the rows the user sees would answer (random queries)', () => {
    const rng = mulberry32(7);
    const signalKeys = new Set(ASSET_SCHEMA.signalPaths);
    let masked = 0;
    let nonEmpty = 0;
    for (let k = 0; k < 800; k++) {
      const query: ListQuery = randomQuery(rng, rows, ASSET_SCHEMA);
      const expected = outcome(() => queryInMemory(views, query, { idField: 'ticker', signalKeys }) as { rows: { ticker: unknown }[]; total: number });
      expect(outcome(() => queryAssetRows(store, query, revealed)), JSON.stringify(query)).toEqual(expected);
      if (query.filterQuery.some((f) => isMaskedKey(f.filterKey)) || (query.sort && isMaskedKey(query.sort.key))) masked++;
      if ('total' in expected && expected.total > 0) nonEmpty++;
    }
    expect(masked).toBeGreaterThan(300);
    expect(nonEmpty).toBeGreaterThan(200);
  });

  it('sorts unrevealed rows last, in row order, whatever the direction', () => {
    for (const direction of ['asc', 'desc'] as const) {
      const result = queryAssetRows(store, { filterQuery: [], sort: { key: 'h64', direction }, page: 1, pageSize: 5000 }, revealed);
      expect(result.total).toBe(rows.length);
      const firstHidden = result.rows.findIndex((r) => !revealed(r.ticker) || r.h64 === null);
      expect(result.rows.slice(0, firstHidden).every((r) => revealed(r.ticker) && r.h64 !== null)).toBe(true);
      const h64 = result.rows.slice(0, firstHidden).map((r) => r.h64!);
      expect(h64).toEqual([...h64].sort((a, b) => (direction === 'asc' ? a - b : b - a)));
      const tail = result.rows.slice(firstHidden).map((r) => store.indexOf(r.ticker));
      expect(tail).toEqual([...tail].sort((a, b) => a - b));
    }
  });

  it('lets a filter on a preview field match unrevealed rows', () => {
    const result = queryAssetRows(store, { filterQuery: [{ filterKey: 'companyInfo.country', type: 'eq', val: 'US' }], sort: null, page: 1, pageSize: 5000 }, revealed);
    expect(result.rows.some((r) => !revealed(r.ticker))).toBe(true);
    expect(result.rows.every((r) => r.companyInfo.country === 'US')).toBe(true);
  });
});

describe('querySignalRows', () => {
  const { signals } = simulatedAssetRows(240, 8);
  const signalStore = buildSignalStore(signals);
  const tickers = [...new Set(signals.map((s) => s.ticker))];
  // Every other ticker is revealed; every third one is in a list, some in two.
  const shown = new Set(tickers.filter((_, i) => i % 2 === 0));
  const lists = new Map(tickers.map((tk, i) => [tk, i % 3 === 0 ? ['Market overview'] : i % 3 === 1 && i % 2 === 0 ? ['TECH', 'Market overview'] : []]));
  const reader = { revealed: (tk: string) => shown.has(tk), listsOf: (tk: string) => lists.get(tk) ?? [] };
  // What the user may see of the signals, as rows: the reference the query must agree with.
  const views = signals.filter((s) => shown.has(s.ticker)).map((s) => ({ ...s, containedInLists: reader.listsOf(s.ticker) }));
  const signalKeys = new Set(SIGNAL_SCHEMA.signalPaths);

  it('answers exactly what the list would over the signals the user may see (random queries, lists filters too)', () => {
    const rng = mulberry32(11);
    let nonEmpty = 0;
    for (let k = 0; k < 400; k++) {
      const query = randomQuery(rng, signals, SIGNAL_SCHEMA, 3);
      if (k % 2 === 0) query.filterQuery = [...query.filterQuery, { filterKey: 'containedInLists', type: 'in', val: rng() < 0.5 ? ['Market overview'] : ['tech', 'NONE'] }];
      const expected = outcome(() => queryInMemory(views, query, { idField: 'ticker', signalKeys }) as { rows: { ticker: unknown }[]; total: number });
      expect(outcome(() => querySignalRows(signalStore, query, reader) as { rows: { ticker: unknown }[]; total: number }), JSON.stringify(query)).toEqual(expected);
      if ('total' in expected && expected.total > 0) nonEmpty++;
    }
    expect(nonEmpty).toBeGreaterThan(100);
  });

  it('gives each row the lists of its ticker and leaves unrevealed tickers out, also by idIn', () => {
    const hidden = tickers.find((tk) => !shown.has(tk))!;
    expect(querySignalRows(signalStore, { filterQuery: [], sort: null, page: 1, pageSize: 10, idIn: [hidden] }, reader)).toEqual({ rows: [], total: 0 });
    const all = querySignalRows(signalStore, { filterQuery: [], sort: { key: 'date', direction: 'desc' }, page: 1, pageSize: 10_000 }, reader);
    expect(all.total).toBe(views.length);
    expect(all.rows.every((r) => shown.has(String(r.ticker)) && r.containedInLists === reader.listsOf(String(r.ticker)))).toBe(true);
    expect(querySignalRows(signalStore, { filterQuery: [], sort: null, page: 1, pageSize: 10, idIn: [] }, reader)).toEqual({ rows: [], total: 0 });
  });
});
