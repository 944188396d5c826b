/**
 * The market clusters and leadership chains (issue 22): 500 instruments of the simulated market
 * over 250 daily returns. Timed: the return grid plus the clustering (correlation matrix,
 * average-linkage dendrogram, leaf order, flat cut; target ≤ 1 s), the whole /analytics/clusters
 * answer built from the grid (rounded matrix included), and the lead-lag tests of the same 500
 * (n(n − 1) × 5 lagged correlations and Benjamini–Hochberg). Loading the candles is timed apart
 * (the simulated market generates them on first use). Median of `runs` after one warm-up.
 * `npx tsx scripts/bench/clusterBench.ts [instruments] [days]` prints the rows.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSimulatedMarket } from '../../server/market/simulation';
import { leadLag, marketClusters, returnGrid, type DatedSeries } from '../../server/market/analytics';
import { loadCandles } from '../../server/market/snapshot/instrumentSeries';
import { clusterAnswer, leadershipAnswer } from '../../server/clusters/clusterAnalysis';
import { CLUSTER_RULES } from '../../product/clusterRules';

export interface ClusterBenchRow {
  measure: string;
  value: string;
  target: string;
  met: string;
}

export interface ClusterBenchOptions {
  instruments?: number;
  days?: number;
  runs?: number;
}

const AT = new Date('2026-11-20T22:00:00Z');

function median(run: () => void, runs: number): number {
  run();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    run();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

export async function clusterBench(options: ClusterBenchOptions = {}): Promise<ClusterBenchRow[]> {
  const instruments = options.instruments ?? 500;
  const days = options.days ?? 250;
  const runs = options.runs ?? 5;
  const source = createSimulatedMarket({ seed: 'cluster-bench', size: instruments * 2, now: () => AT });
  const picked = source.listInstruments().filter((i) => i.type === 'stock' || i.type === 'etf').slice(0, instruments);
  const t0 = performance.now();
  const series: DatedSeries[] = picked.map((instrument) => {
    const candles = loadCandles(source, instrument, AT)!;
    return { dates: candles.dates, values: candles.close };
  });
  const loadMs = performance.now() - t0;
  const grid = returnGrid(series, { window: days, minCoverage: CLUSTER_RULES.minCoverage });
  const n = grid.kept.length;
  const clusterMs = median(() => {
    const g = returnGrid(series, { window: days, minCoverage: CLUSTER_RULES.minCoverage });
    marketClusters(g.returns, g.length, 0.5);
  }, runs);
  const summary = {
    requested: n, tickers: grid.kept.map((i) => picked[i]!.ticker), names: grid.kept.map((i) => picked[i]!.name),
    notRevealed: [], unknown: [], shortHistory: [], from: grid.dates[1] ?? null, to: grid.dates.at(-1) ?? null, returns: grid.length,
  };
  let bytes = 0;
  const answerMs = median(() => { bytes = JSON.stringify(clusterAnswer({ summary, grid }, '2026-11-20', 0.5)).length; }, runs);
  const leadMs = median(() => { leadLag(grid.returns, grid.length); }, Math.max(1, Math.min(runs, 3)));
  let relations = 0;
  median(() => { relations = leadershipAnswer({ summary, grid }, '2026-11-20').relations.length; }, 1);
  const ms = (v: number): string => `${v.toFixed(0)} ms`;
  return [
    { measure: `candles of ${instruments} instruments (simulated, first use)`, value: ms(loadMs), target: '', met: '' },
    { measure: `clustering ${n} × ${grid.length} returns (grid, matrix, average linkage, cut)`, value: ms(clusterMs), target: '≤ 1000 ms', met: clusterMs <= 1000 ? 'yes' : 'no' },
    { measure: `whole clusters answer (rounded ${n} × ${n} matrix, ${(bytes / 2 ** 20).toFixed(2)} MiB JSON)`, value: ms(answerMs), target: '', met: '' },
    { measure: `lead-lag ${n} × ${n - 1} × 5 lags + BH (${relations} relations kept)`, value: ms(leadMs), target: '', met: '' },
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url) || process.argv[1] === path.resolve(fileURLToPath(import.meta.url))) {
  const [instruments, days] = process.argv.slice(2).map(Number);
  console.table(await clusterBench({ instruments: instruments || undefined, days: days || undefined }));
}
