import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/database';
import { marketSnapshots } from '../../db/schema';
import { createSimulatedMarket } from '../simulation';
import { MarketService, type MarketServiceEvent } from '../marketService';
import { databaseSnapshotStore, decodeSnapshot, encodeSnapshot, KEPT_SNAPSHOTS } from './storedSnapshot';

const SEED = 11;
const SIZE = 200;
let database: Database;

beforeAll(async () => {
  database = await openDatabase({});
  await database.migrate();
}, 180_000);

afterAll(async () => {
  await database.close();
});

describe('stored snapshots (issue 24)', () => {
  it('a snapshot comes back from its bytes with the same rows, signals and stats', async () => {
    const now = new Date('2026-11-20T22:00:00Z');
    const service = new MarketService({ source: createSimulatedMarket({ seed: SEED, size: SIZE, now: () => now }), workers: 0 });
    const snapshot = await service.start();
    await service.stop();
    const bytes = await encodeSnapshot(snapshot);
    const back = await decodeSnapshot(bytes);
    expect(back).not.toBeNull();
    expect(back!.asOf).toBe(snapshot.asOf);
    expect(back!.at).toBe(snapshot.at);
    expect(back!.stats).toEqual(snapshot.stats);
    expect(back!.rows.allRows()).toEqual(snapshot.rows.allRows());
    expect(back!.signals.allRows()).toEqual(snapshot.signals.allRows());
    // Queries answer the same from the loaded columns.
    const query = { filterQuery: [], sort: { key: 'overallTARating', direction: 'desc' as const }, page: 1, pageSize: 20 };
    expect(back!.rows.query(query).rows.map((r) => r.ticker)).toEqual(snapshot.rows.query(query).rows.map((r) => r.ticker));
  }, 120_000);

  it('a second service on the same database serves the stored snapshot instead of computing it', async () => {
    const store = databaseSnapshotStore(database.db);
    const now = new Date('2026-11-20T22:00:00Z');
    const first = new MarketService({ source: createSimulatedMarket({ seed: SEED, size: SIZE, now: () => now }), workers: 0, store, instanceId: 'first' });
    const computed = await first.start();
    await first.stop();
    expect(first.status()).toMatchObject({ snapshotSource: 'computed', stored: { asOf: computed.asOf, computedBy: 'first' } });

    const events: MarketServiceEvent[] = [];
    const second = new MarketService({
      source: createSimulatedMarket({ seed: SEED, size: SIZE, now: () => now }), workers: 0, store, instanceId: 'second', onEvent: (e) => events.push(e),
    });
    const started = performance.now();
    const loaded = await second.start();
    const tookMs = performance.now() - started;
    await second.stop();
    expect(events.map((e) => e.type === 'published' && e.from)).toEqual(['stored']);
    expect(second.status()).toMatchObject({ cacheStatus: 'READY', snapshotSource: 'stored', stored: { computedBy: 'first' } });
    expect(loaded.at).toBe(computed.at);
    expect(loaded.rows.row('SPY')).toEqual(computed.rows.row('SPY'));
    expect(tookMs).toBeLessThan(3000);
  }, 120_000);

  it('a session already stored is not computed again by the scheduled job; the table keeps the last few sessions', async () => {
    const store = databaseSnapshotStore(database.db);
    let now = new Date('2026-11-23T22:00:00Z');
    const source = createSimulatedMarket({ seed: SEED, size: SIZE, now: () => now });
    const events: MarketServiceEvent[] = [];
    const service = new MarketService({ source, workers: 0, store, instanceId: 'jobs', onEvent: (e) => events.push(e) });
    await service.start();
    expect(await service.runScheduledSnapshot(service.snapshot()!.asOf)).toBe('current');
    for (const day of ['2026-11-24', '2026-11-25', '2026-11-27']) {
      now = new Date(`${day}T22:00:00Z`);
      expect(await service.runScheduledSnapshot(source.lastCompletedSession(now))).toBe('computed');
    }
    await service.stop();
    const rows = await database.db.select({ asOf: marketSnapshots.asOf }).from(marketSnapshots);
    expect(rows).toHaveLength(KEPT_SNAPSHOTS);
    expect(rows.map((r) => r.asOf).sort().at(-1)).toBe(source.lastCompletedSession(now));
    // At start the stored older session is served while the current one is computed.
    expect(events.flatMap((e) => (e.type === 'published' ? [`${e.asOf} ${e.from}`] : []))).toEqual([
      '2026-11-20 stored', '2026-11-23 computed', '2026-11-24 computed', '2026-11-25 computed', '2026-11-27 computed',
    ]);
  }, 120_000);
});
