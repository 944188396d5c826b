import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS } from './support/testBackends';
import { createTestApp, type TestApp } from './support/testApp';
import { createEntity, defineBooks, demo, list, ok } from './support/engine';
import { matchesAll, type FilterQuery } from '../../engine/core/filters/filterQuery';
import { sortRows } from '../../engine/core/sorting/sortRows';

/** Text sorts and text bounds agree between the SQL side and engine/core for mixed case and accents. */
describe.each(BACKENDS)('text order on %s', (backend) => {
  let t: TestApp;
  const titles = ['banana', 'Apple', 'apple', 'Banana', 'Äpfel', 'zebra', 'Zulu', 'éclair'];
  beforeAll(async () => {
    t = await createTestApp(backend, { seed: true });
    const admin = await demo(t, 'demoadmin');
    await defineBooks(t, admin, 'TextOrder');
    const member = await demo(t, 'demofree');
    for (const title of titles) await createEntity(t, member, 'TextOrder', { title }, 'quick');
  });
  afterAll(async () => { await t.close(); });

  const rowsOf = (body: { rows: { payload: { title: string } }[] }): string[] => body.rows.map((r) => r.payload.title);
  const core = (filters: FilterQuery[], direction?: 'asc' | 'desc'): string[] => {
    const rows = titles.map((title) => ({ payload: { title } })).filter((r) => matchesAll(r, filters));
    return (direction ? sortRows(rows, { key: 'payload.title', direction }) : rows).map((r) => r.payload.title);
  };

  it.each(['asc', 'desc'] as const)('sorts %s as compareText does', async (direction) => {
    const member = await demo(t, 'demofree');
    const body = ok<{ rows: { payload: { title: string } }[] }>(await list(t, member, 'TextOrderList', { sort: { key: 'payload.title', direction } }));
    expect(rowsOf(body)).toEqual(core([], direction));
  });

  it('filters text bounds as matchesFilter does', async () => {
    const member = await demo(t, 'demofree');
    const filters: FilterQuery[] = [{ filterKey: 'payload.title', type: 'between', min: 'apple', max: 'Zebra' }];
    const body = ok<{ rows: { payload: { title: string } }[] }>(await list(t, member, 'TextOrderList', { filterQuery: filters, sort: { key: 'payload.title', direction: 'asc' } }));
    expect(rowsOf(body)).toEqual(core(filters, 'asc'));
  });
});
