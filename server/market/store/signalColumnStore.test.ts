import { describe, expect, it } from 'vitest';
import { queryInMemory } from '../../entities/inMemoryQuery';
import { mulberry32 } from '../analytics/testing/seededRandom';
import { signalRank } from '../../../engine/core/sorting/sortRows';
import { buildSignalStore, SIGNAL_SCHEMA } from './signalColumnStore';
import { randomQuery } from './testing/randomQueries';
import { simulatedAssetRows } from './testing/assetRows';

const { signals } = simulatedAssetRows(450, 12);
const store = buildSignalStore(signals);
const records = signals as unknown as Record<string, unknown>[];
const signalKeys = new Set(SIGNAL_SCHEMA.signalPaths);

describe('the signal column store', () => {
  it('holds the signals of the snapshot', () => {
    expect(signals.length).toBeGreaterThan(100);
    expect(store.allRows()).toEqual(signals);
    expect(new Set(signals.map((s) => s.signalClass))).toEqual(new Set(['Trend', 'Momentum', 'Cap']));
  });

  it('answers random queries exactly as the in-memory list does', () => {
    const rng = mulberry32(77);
    for (let k = 0; k < 400; k++) {
      const query = randomQuery(rng, signals, SIGNAL_SCHEMA, 3);
      let expected: unknown;
      try {
        expected = queryInMemory(records, query, { idField: 'id', signalKeys }).rows.map((r) => r.id);
      } catch (error) {
        expected = (error as Error).message;
      }
      let actual: unknown;
      try {
        actual = store.query(query).rows.map((r) => r.id);
      } catch (error) {
        actual = (error as Error).message;
      }
      expect(actual, JSON.stringify(query)).toEqual(expected);
    }
  });

  it('sorts the new direction in rating order and filters by class and date', () => {
    const result = store.query({
      filterQuery: [{ filterKey: 'signalClass', type: 'in', val: ['Trend', 'Momentum'] }, { filterKey: 'date', type: 'above', val: '2026-11-17' }],
      sort: { key: 'signalDirectionNew', direction: 'asc' },
      page: 1,
      pageSize: 1000,
    });
    expect(result.total).toBeGreaterThan(0);
    expect(result.rows.every((r) => r.signalClass !== 'Cap' && r.date > '2026-11-17')).toBe(true);
    const ranks = result.rows.map((r) => signalRank(r.signalDirectionNew));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });
});
