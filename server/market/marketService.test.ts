import { afterEach, describe, expect, it } from 'vitest';
import { createSimulatedMarket } from './simulation';
import { MarketService, type MarketServiceEvent } from './marketService';

const SEED = 9;
const SIZE = 400;
let service: MarketService | null = null;

afterEach(async () => {
  await service?.stop();
  service = null;
});

async function until(check: () => boolean, timeoutMs = 20_000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('MarketService', () => {
  it('publishes a snapshot at start and a new version after the next close', async () => {
    let now = new Date('2026-11-20T20:30:00Z');
    const source = createSimulatedMarket({ seed: SEED, size: SIZE, now: () => now });
    const events: MarketServiceEvent[] = [];
    service = new MarketService({ source, workers: 0, checkIntervalMs: 5, delayAfterCloseMs: 60_000, onEvent: (e) => events.push(e) });
    expect(service.status().cacheStatus).toBe('UPDATING');
    expect(service.snapshot()).toBeNull();
    const first = await service.start();
    expect(first).toMatchObject({ version: 1, asOf: '2026-11-19', at: '2026-11-20T20:30:00.000Z' });
    expect(service.status()).toMatchObject({ cacheStatus: 'READY', version: 1, running: false, nextRunAt: '2026-11-20T21:01:00.000Z', sourceLabel: 'Demo data' });
    expect(service.store()?.size).toBe(source.listInstruments().length);
    expect(service.signalStore()?.size).toBeGreaterThan(0);
    const spy = service.store()!.row('SPY')!;
    expect(spy.latestPriceDate).toBe('2026-11-19');
    expect(service.fingerprints().get('SPY')).toBe(spy.fingerprint);

    now = new Date('2026-11-20T21:05:00Z');
    await until(() => service!.snapshot()?.version === 2);
    const second = service.snapshot()!;
    expect(second.asOf).toBe('2026-11-20');
    expect(service.store()!.row('SPY')!.latestPriceDate).toBe('2026-11-20');
    expect(first.rows.row('SPY')!.latestPriceDate).toBe('2026-11-19');
    await until(() => service!.status().nextRunAt !== null);
    expect(service.status().nextRunAt).toBe('2026-11-23T21:01:00.000Z');
    expect(events.map((e) => e.type)).toEqual(['published', 'published']);
  });

  it('reports the tickers whose fingerprint changed as stale', async () => {
    let now = new Date('2026-11-19T22:00:00Z');
    const source = createSimulatedMarket({ seed: SEED, size: SIZE, now: () => now });
    service = new MarketService({ source, workers: 0 });
    const first = await service.start();
    const client = { SPY: first.rows.row('SPY')!.fingerprint, QQQ: 'outdated', NOPE: 'x', ['^VIX']: first.rows.row('^VIX')!.fingerprint };
    expect(service.staleTickers(client)).toEqual(['QQQ']);
    expect(service.staleTickers(new Map([['spy', first.rows.row('SPY')!.fingerprint]]))).toEqual([]);
    now = new Date('2026-11-20T22:00:00Z');
    const running = service.refresh();
    expect(service.status()).toMatchObject({ cacheStatus: 'UPDATING', running: true });
    expect(service.refresh()).toBe(running);
    await running;
    expect(service.status().cacheStatus).toBe('READY');
    expect(service.staleTickers(client).sort()).toEqual(['QQQ', 'SPY', '^VIX']);
  });

  it('reports a failed first snapshot and retries it within minutes', async () => {
    const now = new Date('2026-11-20T15:00:00Z');
    const market = createSimulatedMarket({ seed: SEED, size: SIZE, now: () => now });
    let calls = 0;
    const flaky = Object.create(market) as typeof market;
    flaky.listInstruments = () => {
      calls++;
      if (calls === 1) throw new Error('no data yet');
      return market.listInstruments();
    };
    service = new MarketService({ source: flaky, workers: 0 });
    await expect(service.start()).rejects.toThrow('no data yet');
    expect(service.status()).toMatchObject({ cacheStatus: 'UPDATING', version: null, lastError: 'no data yet', nextRunAt: '2026-11-20T15:05:00.000Z' });
    await service.refresh();
    expect(service.status()).toMatchObject({ cacheStatus: 'READY', version: 1, lastError: null });
  });

  it('runs the job on worker threads when it can rebuild the simulated market', async () => {
    const at = new Date('2026-11-20T22:00:00Z');
    const source = createSimulatedMarket({ seed: SEED, size: SIZE, now: () => at });
    service = new MarketService({ source, seed: SEED, size: SIZE, workers: 2 });
    const snapshot = await service.start();
    expect(snapshot.stats).toMatchObject({ mode: 'workers', workers: 2 });
    expect(snapshot.rows.row('AAPL')!.latestPriceDate).toBe('2026-11-20');
    await service.stop();
    expect(service.status().nextRunAt).toBeNull();
  });
});
