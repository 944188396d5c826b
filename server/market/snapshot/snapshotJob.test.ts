import { describe, expect, it } from 'vitest';
import { buildImportedSeries, EMPTY_META, importedMarketOf, type StoredBar } from '../import/importedMarket';
import { createLayeredMarketSource } from '../import/importedMarketSource';
import { createSimulatedMarket } from '../simulation';
import { runSnapshotJob } from './snapshotJob';
import { workerSpecOf } from './workerSource';

const AT = new Date('2026-11-20T22:00:00Z');
const SIZE = 430;
const market = createSimulatedMarket({ seed: 5, size: SIZE, now: () => AT });

describe('the snapshot job', () => {
  it('computes the same rows and signals on worker threads as in-process', async () => {
    const inProcess = await runSnapshotJob({ source: market, at: AT, workers: 0 });
    const onWorkers = await runSnapshotJob({ source: market, at: AT, workers: 2, workerSource: { kind: 'simulated', seed: 5, size: SIZE }, chunkSize: 40 });
    expect(onWorkers.stats).toMatchObject({ mode: 'workers', workers: 2, instruments: market.listInstruments().length, fallbackReason: null });
    expect(inProcess.stats).toMatchObject({ mode: 'in-process', workers: 0 });
    expect(onWorkers.asOf).toBe('2026-11-20');
    expect(onWorkers.at).toBe(AT.toISOString());
    const rows = onWorkers.assets.allRows();
    expect(rows.map((r) => r.ticker)).toEqual(market.listInstruments().map((i) => i.ticker));
    expect(rows).toEqual(inProcess.assets.allRows());
    // The references each worker loads once (SPY, the CFTC reports) reach its rows.
    const byTicker = new Map(rows.map((r) => [r.ticker, r]));
    expect(byTicker.get('SPY')?.scanMetrics.spyCorrelation30d).toBe(1);
    expect(byTicker.get('QQQ')?.scanMetrics.spyCorrelation30d).toBeGreaterThan(0.5);
    expect(byTicker.get('GC_F')?.scanMetrics.cftcZScore1Y).not.toBeNull();
    expect(onWorkers.signals).toEqual(inProcess.signals);
    expect(onWorkers.signals.length).toBeGreaterThan(100);
    expect(new Set(rows.map((r) => r.fingerprint)).size).toBe(rows.length);
    expect(onWorkers.stats.peakRssBytes).toBeGreaterThan(0);
  });

  it('computes in-process when workers cannot start, yielding to the event loop', async () => {
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 1);
    const progress: number[] = [];
    const source = createSimulatedMarket({ seed: 5, size: 400, now: () => AT });
    const result = await runSnapshotJob({
      source, at: AT, workers: 1, workerSource: { kind: 'simulated', seed: 5, size: 400, historyStart: 'not a date' },
      onProgress: (done) => progress.push(done),
    });
    clearInterval(ticker);
    expect(result.stats.mode).toBe('in-process');
    expect(result.stats.fallbackReason).toMatch(/historyStart/);
    expect(result.assets.size).toBe(source.listInstruments().length);
    expect(progress.at(-1)).toBe(result.assets.size);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(ticks).toBeGreaterThan(20);
  });

  it('runs imported data layered over the simulated market on workers too', async () => {
    const bars: StoredBar[] = [];
    for (let d = Date.UTC(2024, 0, 2), k = 0; d <= Date.UTC(2025, 5, 30); d += 86_400_000) {
      const dow = new Date(d).getUTCDay();
      if (dow === 0 || dow === 6) continue;
      const close = 40 * Math.exp(0.02 * Math.sin(k++ / 3) + k * 0.0005);
      bars.push({ date: new Date(d).toISOString().slice(0, 10), open: close, high: close * 1.01, low: close * 0.99, close, adjClose: null, volume: 1000 });
    }
    const imported = importedMarketOf([buildImportedSeries('OLDCO', bars, { ...EMPTY_META, name: 'Old Co', sector: 'Industrials' })]);
    const layered = createLayeredMarketSource(createSimulatedMarket({ seed: 5, size: 400, now: () => AT }), imported);
    const spec = workerSpecOf(layered, { seed: 5, size: 400 });
    expect(spec?.kind).toBe('layered');
    const onWorkers = await runSnapshotJob({ source: layered, at: AT, workers: 2, workerSource: spec });
    const inProcess = await runSnapshotJob({ source: layered, at: AT, workers: 0 });
    expect(onWorkers.stats.mode).toBe('workers');
    expect(onWorkers.assets.allRows()).toEqual(inProcess.assets.allRows());
    expect(onWorkers.assets.row('OLDCO')).toMatchObject({ name: 'Old Co', asOfDate: '2025-06-30', latestSource: 'eod', noRealtime: true });
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    const job = runSnapshotJob({ source: market, at: AT, workers: 2, workerSource: { kind: 'simulated', seed: 5, size: SIZE }, signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expect(job).rejects.toThrow(/aborted/);
  });
});
