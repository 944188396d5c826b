/**
 * The backtest engine (issue 23 scope 3): runBacktest over 50 tickers of the simulated market with
 * 10 years of history (plus one year of warm-up), weekly decisions, against SPY. Timed: each strategy
 * family (its risk-adjusted variant included), whole run from the closes (point-in-time signals,
 * simulation, benchmark); target ≤ 2 s (wall time; the CPU time is printed beside it). Loading the
 * candles is timed apart (the simulated market generates them on first use). Median of `runs` after one warm-up.
 * `npx tsx scripts/bench/backtestBench.ts [tickers] [years]` prints the rows.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSimulatedMarket } from '../../server/market/simulation';
import { loadCandles } from '../../server/market/snapshot/instrumentSeries';
import { runBacktest } from '../../server/market/backtest';
import type { BacktestPriceHistory, BacktestStrategyId } from '../../contracts';

export interface BacktestBenchRow {
  measure: string;
  value: string;
  target: string;
  met: string;
}

const AT = new Date('2026-11-20T22:00:00Z');

/** Median wall time and median CPU time of this process (all its threads, GC included) over `runs`, in ms. */
function median(run: () => void, runs: number): { wall: number; cpu: number } {
  run();
  const times: number[] = [];
  const cpus: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    run();
    const c = process.cpuUsage(c0);
    times.push(performance.now() - t0);
    cpus.push((c.user + c.system) / 1000);
  }
  const mid = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  return { wall: mid(times), cpu: mid(cpus) };
}

export async function backtestBench(options: { tickers?: number; years?: number; runs?: number } = {}): Promise<BacktestBenchRow[]> {
  const count = options.tickers ?? 50;
  const years = options.years ?? 10;
  const runs = options.runs ?? 3;
  const historyStart = `${AT.getUTCFullYear() - years - 1}-01-01`;
  const source = createSimulatedMarket({ seed: 'backtest-bench', size: count * 4, historyStart, now: () => AT });
  const t0 = performance.now();
  const history = (ticker: string): BacktestPriceHistory => {
    const candles = loadCandles(source, source.getInstrument(ticker)!, AT)!;
    return { ticker, dates: candles.dates, closes: candles.close };
  };
  const tickers = source.listInstruments().filter((i) => i.type === 'stock' || i.type === 'etf').slice(0, count).map((i) => history(i.ticker));
  const spy = history('SPY');
  const loadMs = performance.now() - t0;
  const ms = (v: number): string => `${v.toFixed(0)} ms`;
  const rows: BacktestBenchRow[] = [{ measure: `candles of ${tickers.length + 1} instruments (simulated, first use)`, value: ms(loadMs), target: '', met: '' }];
  const strategies: BacktestStrategyId[] = ['rangeReversion', 'trendFollowing'];
  for (const strategy of strategies) {
    let sessions = 0;
    const took = median(() => {
      const result = runBacktest({ tickers, benchmarks: [spy], strategy, period: { weeks: years * 52 }, transactionCostBps: 10, initialCash: 1_000_000 });
      sessions = result.dates.length;
    }, runs);
    // The CPU time says what the run costs when the machine is shared (wall time then counts waiting too).
    rows.push({
      measure: `runBacktest ${strategy} (+ risk-adjusted), ${tickers.length} tickers × ${sessions} sessions (median of ${runs}; CPU ${ms(took.cpu)})`,
      value: ms(took.wall), target: '≤ 2000 ms', met: took.wall <= 2000 ? 'yes' : 'no',
    });
  }
  return rows;
}

if (process.argv[1] === fileURLToPath(import.meta.url) || process.argv[1] === path.resolve(fileURLToPath(import.meta.url))) {
  const [tickers, years] = process.argv.slice(2).map(Number);
  console.table(await backtestBench({ tickers: tickers || undefined, years: years || undefined }));
}
