import { describe, expect, it } from 'vitest';
import { queryInMemory } from '../../entities/inMemoryQuery';
import type { ListQuery } from '../../entities/datasetRegistry';
import { encodeRows } from './columnBatch';
import { schemaOf } from './columnSchema';
import { ColumnStoreBuilder } from './columnStoreBuilder';

interface Item {
  id: string;
  label: string | null;
  score: number | null;
  flag: boolean | null;
  rating: string | null;
  extra: { tags: string[] } | null;
}

const schema = schemaOf(
  [['id', 'text'], ['label', 'text'], ['score', 'number'], ['flag', 'boolean'], ['rating', 'text'], ['extra', 'json']],
  'id',
  ['rating'],
);

function storeOf(items: readonly Item[]) {
  const builder = new ColumnStoreBuilder<Item>(schema, items.length);
  builder.put(0, encodeRows(schema, items));
  return builder.finish();
}

const items: Item[] = [
  { id: 'a', label: 'beta', score: 2, flag: true, rating: 'trendBearish', extra: { tags: ['x'] } },
  { id: 'b', label: 'Alpha', score: -0, flag: false, rating: 'momentumNeutralDanger', extra: null },
  { id: 'c', label: 'alpha', score: null, flag: null, rating: 'bullish', extra: { tags: [] } },
  { id: 'd', label: '10', score: 2, flag: true, rating: 'error', extra: null },
  { id: 'e', label: '9', score: 1e-300, flag: false, rating: null, extra: { tags: ['y', 'x'] } },
  { id: 'f', label: '', score: -5, flag: true, rating: 'neutral', extra: null },
  { id: 'g', label: 'ALPHA', score: 2, flag: false, rating: 'trendNeutral', extra: null },
];
const store = storeOf(items);

const ids = (query: Partial<ListQuery>): string[] =>
  store.query({ filterQuery: [], sort: null, page: 1, pageSize: 100, ...query }).rows.map((r) => r.id);
const expected = (query: Partial<ListQuery>): string[] =>
  queryInMemory(items as unknown as Record<string, unknown>[], { filterQuery: [], sort: null, page: 1, pageSize: 100, ...query }, {
    signalKeys: new Set(['rating']),
  }).rows.map((r) => String(r.id));

describe('ColumnStore', () => {
  it('sorts text as compareText does (case-insensitive, case-sensitive ties, numbers as numbers, empty last)', () => {
    for (const direction of ['asc', 'desc'] as const) {
      const query = { sort: { key: 'label', direction } };
      expect(ids(query)).toEqual(expected(query));
    }
    expect(ids({ sort: { key: 'label', direction: 'asc' } })).toEqual(['e', 'd', 'g', 'b', 'c', 'a', 'f']);
  });

  it('sorts numbers, booleans and ratings, keeping ties in row order', () => {
    for (const key of ['score', 'flag', 'rating', 'extra', 'extra.tags', 'missing'])
      for (const direction of ['asc', 'desc'] as const) expect(ids({ sort: { key, direction } }), `${key} ${direction}`).toEqual(expected({ sort: { key, direction } }));
    expect(ids({ sort: { key: 'rating', direction: 'asc' } })).toEqual(['c', 'f', 'g', 'b', 'a', 'd', 'e']);
  });

  it('filters JSON leaves, objects and unknown paths like the row objects', () => {
    const filters: ListQuery['filterQuery'][] = [
      [{ filterKey: 'extra.tags', type: 'in', val: ['x'] }],
      [{ filterKey: 'extra', type: 'contains', val: 'object' }],
      [{ filterKey: 'missing', type: 'eq', val: 'x' }],
      [{ filterKey: 'flag', type: 'eq', val: 1 }],
      [{ filterKey: 'score', type: 'eq', val: '0' }],
      [{ filterKey: 'score', type: 'contains', val: 'e' }],
      [{ filterKey: 'label', type: 'above', val: '5' }],
    ];
    for (const filterQuery of filters) expect(ids({ filterQuery }), JSON.stringify(filterQuery)).toEqual(expected({ filterQuery }));
    expect(ids({ filterQuery: [{ filterKey: 'extra.tags', type: 'in', val: ['x'] }] })).toEqual(['a', 'e']);
  });

  it('restricts to idIn in row order and pages like slice', () => {
    expect(ids({ idIn: ['g', 'a', 'zz', 'a'] })).toEqual(['a', 'g']);
    expect(ids({ page: 2, pageSize: 3 })).toEqual(['d', 'e', 'f']);
    expect(ids({ page: 0, pageSize: 3 })).toEqual(expected({ page: 0, pageSize: 3 }));
  });

  it('widens the dictionary codes past 65,535 distinct values and stays compact', () => {
    const many = Array.from({ length: 70_000 }, (_, i): Item => ({
      id: `T${i}`, label: i % 2 ? 'odd' : 'even', score: i, flag: i % 3 === 0, rating: 'neutral', extra: null,
    }));
    const big = storeOf(many);
    expect(big.row('T69999')).toEqual(many[69_999]);
    expect(big.query({ filterQuery: [{ filterKey: 'score', type: 'above', val: 69_997 }], sort: { key: 'id', direction: 'desc' }, page: 1, pageSize: 5 }).rows.map((r) => r.id)).toEqual(['T69999', 'T69998']);
    expect(big.memoryBytes()).toBeLessThan(70_000 * 120);
  });

  it('refuses values of the wrong kind', () => {
    expect(() => encodeRows(schema, [{ ...items[0]!, score: Number.NaN }])).toThrow(/finite number/);
    expect(() => encodeRows(schema, [{ ...items[0]!, flag: 'yes' as unknown as boolean }])).toThrow(/boolean/);
  });
});
