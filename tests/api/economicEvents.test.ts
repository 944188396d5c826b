import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS } from './support/testBackends';
import { createTestApp, type TestApp } from './support/testApp';
import { TEST_MARKET_AT, testMarket } from './support/testMarket';
import { expectError, type Session } from './support/accounts';
import { call, demo, ok } from './support/engine';
import type { MarketDataSource } from '../../server/market/source/marketDataSource';

/** Issue 21 scope 4: the EconomicEvents list model answers from the market source's calendar (dataset economicEvents). */

interface EventRow { id: string; date: string; country: string; event: string; importance: string; actual: string | null; forecast: string | null }
interface Answer { rows: EventRow[]; total: number }

describe.each(BACKENDS)('the EconomicEvents list on %s', (backend) => {
  let t: TestApp;
  let source: MarketDataSource;
  let free: Session;
  const list = (s: Session | null, body: Record<string, unknown>) => call(t, s, 'POST', '/api/list/EconomicEvents', { serverSideCacheAge: 0, ...body });

  beforeAll(async () => {
    const market = await testMarket();
    source = market.source;
    t = await createTestApp(backend, { seed: true, market });
    t.clock.now = new Date(TEST_MARKET_AT);
    free = await demo(t, 'demofree');
  }, 180_000);
  afterAll(async () => { await t?.close(); });

  it('lists the source\'s events of a date range, with importance as a word and values with units', async () => {
    const answer = ok<Answer>(await list(free, { filterQuery: [{ filterKey: 'date', type: 'between', min: '2026-11-01', max: '2026-11-30' }], pageSize: 1000 }));
    const events = source.getEconomicEvents('2026-11-01', '2026-11-30');
    expect(events.length).toBeGreaterThan(20);
    expect(answer.total).toBe(events.length);
    expect(new Set(answer.rows.map((r) => r.id))).toEqual(new Set(events.map((e) => e.id)));
    const nfp = events.find((e) => e.event === 'Nonfarm Payrolls')!;
    expect(answer.rows.find((r) => r.id === nfp.id)).toMatchObject({ importance: 'high', country: 'US', actual: nfp.actual === null ? null : `${nfp.actual}K` });
    // Sorted by date ascending (the model's default sort).
    expect(answer.rows.map((r) => r.date)).toEqual([...answer.rows.map((r) => r.date)].sort());
  });

  it('filters by country and importance', async () => {
    const answer = ok<Answer>(await list(free, {
      filterQuery: [
        { filterKey: 'date', type: 'between', min: '2026-11-01', max: '2026-11-30' },
        { filterKey: 'country', type: 'in', val: ['US'] },
        { filterKey: 'importance', type: 'in', val: ['high'] },
      ],
      pageSize: 1000,
    }));
    const expected = source.getEconomicEvents('2026-11-01', '2026-11-30').filter((e) => e.country === 'US' && e.importance === 3);
    expect(answer.rows.map((r) => r.id).sort()).toEqual(expected.map((e) => e.id).sort());
    expect(answer.total).toBeGreaterThan(0);
  });

  it('answers no rows for a day without events', async () => {
    // Sunday, 2026-11-22.
    expect(ok<Answer>(await list(free, { filterQuery: [{ filterKey: 'date', type: 'eq', val: '2026-11-22' }] }))).toMatchObject({ rows: [], total: 0 });
  });

  it('needs a session, and answers a bad date filter or a window over 400 days with a 400', async () => {
    expectError(await list(null, {}), 401);
    expectError(await list(free, { filterQuery: [{ filterKey: 'date', type: 'eq', val: 'yesterday' }] }), 400, /YYYY-MM-DD/);
    expectError(await list(free, { filterQuery: [{ filterKey: 'date', type: 'between', min: '2020-01-01', max: '2026-11-30' }] }), 400, /at most 400 days/);
    expectError(await list(free, { filterQuery: [{ filterKey: 'date', type: 'between', min: '2026-11-30', max: '2026-11-01' }] }), 400);
  });
});
