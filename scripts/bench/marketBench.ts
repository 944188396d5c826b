/**
 * Market data benchmarks (issue 4): snapshot throughput of the simulated market with two years of
 * history on worker threads (wall time, and the CPU time of all threads, which other load on the
 * machine does not inflate), and a 5-filter scanner query over the 100,000-instrument column store
 * with the store's memory. Self-contained: `await marketBench()` returns the rows (print them with
 * console.table); `npx tsx scripts/bench/marketBench.ts [sizes…]` prints them.
 */
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { FilterQuery } from '../../engine/core/filters/filterQuery';
import { mulberry32 } from '../../server/market/analytics/testing/seededRandom';
import { createSimulatedMarket } from '../../server/market/simulation';
import { runSnapshotJob } from '../../server/market/snapshot/snapshotJob';
import type { AssetColumnStore } from '../../server/market/store/assetColumnStore';

export interface MarketBenchRow {
  measure: string;
  value: string;
  target: string;
  met: string;
}

export interface MarketBenchOptions {
  /** Universe sizes to snapshot (default 10,000 and 100,000); the query runs on the largest. */
  sizes?: number[];
  workers?: number;
  queryRuns?: number;
}

const MiB = 2 ** 20;
const AT = new Date('2026-11-20T22:00:00Z');
const HISTORY_START = '2024-11-20';

function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

const retainedBytes = (): number => {
  collectGarbage();
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
};

function percentile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

/** Five scanner filters with values drawn per run: Hurst band, trend, upside, sector and daily move. */
function scannerFilters(rng: () => number, sectors: readonly string[]): FilterQuery[] {
  const low = 0.3 + rng() * 0.2;
  return [
    { filterKey: 'h64', type: 'between', min: low.toFixed(2), max: (low + 0.3).toFixed(2) },
    { filterKey: 'overallTARating', type: 'in', val: rng() < 0.5 ? ['trendBullish', 'trendNeutral'] : ['trendBearish'] },
    { filterKey: 'stRange.upside', type: 'above', val: (rng() * 6).toFixed(1) },
    { filterKey: 'companyInfo.sector', type: 'in', val: sectors.filter(() => rng() < 0.4).concat(sectors[0]!) },
    { filterKey: 'daily_percentChange', type: 'above', val: -(rng() * 2).toFixed(2) },
  ];
}

function queryRows(store: AssetColumnStore, runs: number): MarketBenchRow[] {
  const sectors = [...new Set(store.columnValues('companyInfo.sector').filter((s): s is string => typeof s === 'string'))].slice(0, 11);
  const rng = mulberry32(4);
  const times: number[] = [];
  let matched = 0;
  for (let k = 0; k < runs + 20; k++) {
    const query = {
      filterQuery: scannerFilters(rng, sectors),
      sort: { key: k % 2 ? 'stRange.upsideDownsideRatio' : 'ltTARating', direction: k % 3 ? 'desc' : 'asc' } as const,
      page: 1,
      pageSize: 50,
    };
    const started = performance.now();
    const result = store.query(query);
    if (k >= 20) {
      times.push(performance.now() - started);
      matched += result.total;
    }
  }
  times.sort((a, b) => a - b);
  const p50 = percentile(times, 0.5);
  return [
    {
      measure: `5-filter query over ${store.size.toLocaleString('en')} (sorted, page of 50; ${Math.round(matched / runs).toLocaleString('en')} matches on average)`,
      value: `p50 ${p50.toFixed(2)} ms, p99 ${percentile(times, 0.99).toFixed(2)} ms`,
      target: 'p50 ≤ 5 ms',
      met: p50 <= 5 ? 'yes' : 'no',
    },
  ];
}

async function snapshotRow(size: number, workers: number): Promise<{ row: MarketBenchRow; store: AssetColumnStore }> {
  const source = createSimulatedMarket({ seed: 42, size, now: () => AT, historyStart: HISTORY_START });
  const rssBefore = process.memoryUsage.rss();
  const cpuBefore = process.cpuUsage();
  const result = await runSnapshotJob({ source, at: AT, workers, workerSource: { kind: 'simulated', seed: 42, size, historyStart: HISTORY_START } });
  const s = result.stats;
  const cpu = process.cpuUsage(cpuBefore);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  const target = size === 10_000;
  return {
    store: result.assets,
    row: {
      measure: `snapshot of ${size.toLocaleString('en')} instruments, 2 years of history (${s.mode}, ${s.workers} workers)`,
      value:
        `${(s.durationMs / 1000).toFixed(1)} s, ${Math.round(s.instrumentsPerSecond).toLocaleString('en')}/s, ` +
        `CPU ${cpuSeconds.toFixed(1)} s (${((cpuSeconds * 1000) / size).toFixed(2)} ms each), ` +
        `peak RSS ${Math.round(s.peakRssBytes / MiB)} MiB (+${Math.round((s.peakRssBytes - rssBefore) / MiB)})`,
      target: target ? '≤ 10 s' : '',
      met: target ? (s.durationMs <= 10_000 ? 'yes' : 'no') : '',
    },
  };
}

export async function marketBench(options: MarketBenchOptions = {}): Promise<MarketBenchRow[]> {
  const sizes = [...(options.sizes ?? [10_000, 100_000])].sort((a, b) => a - b);
  const workers = options.workers ?? availableParallelism();
  const rows: MarketBenchRow[] = [];
  for (const size of sizes.slice(0, -1)) rows.push((await snapshotRow(size, workers)).row);
  const largestSize = sizes.at(-1);
  if (largestSize === undefined) return rows;
  const before = retainedBytes();
  const { row, store } = await snapshotRow(largestSize, workers);
  rows.push(row);
  store.warm();
  const measured = retainedBytes() - before;
  rows.push(...queryRows(store, options.queryRuns ?? 300));
  rows.push({
    measure: `column store of ${store.size.toLocaleString('en')} instruments, sort ranks included (heap + buffers retained; columns counted)`,
    value: `${Math.round(measured / MiB)} MiB; ${Math.round(store.memoryBytes() / MiB)} MiB`,
    target: '≤ 200 MB',
    met: Math.max(measured, store.memoryBytes()) <= 200e6 ? 'yes' : 'no',
  });
  return rows;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const sizes = process.argv.slice(2).map(Number).filter((n) => n > 0);
  console.table(await marketBench(sizes.length > 0 ? { sizes } : {}));
}
