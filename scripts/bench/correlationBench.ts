/**
 * The correlation table of 50 tickers (issue 22: target at most 100 ms): `computeCorrelations` as
 * GET /api/reporting/correlationTable runs it on a cache miss — each ticker's candles loaded from
 * the source as of the snapshot, 1,225 pairs aligned on common dates and correlated — over a
 * simulated market's published snapshot, for the time frames of the screens (5, 30, 250 days).
 * `npx tsx scripts/bench/correlationBench.ts [size]`.
 */
import { computeCorrelations } from '../../server/assets/correlationRoutes';
import { MarketService } from '../../server/market/marketService';
import { createSimulatedMarket } from '../../server/market/simulation';
import { CORRELATION_RULES } from '../../product/correlationRules';

export interface CorrelationBenchRow {
  measure: string;
  runs: number;
  'median ms': string;
  'worst ms': string;
  'target ms': number;
}

export const CORRELATION_TARGET_MS = 100;

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export async function correlationBench(options: { size?: number; runs?: number } = {}): Promise<CorrelationBenchRow[]> {
  const at = new Date('2026-11-20T20:00:00Z');
  const source = createSimulatedMarket({ seed: 'correlation-bench', size: options.size ?? 600, now: () => at });
  const market = new MarketService({ source, workers: 0, now: () => at });
  const snapshot = await market.refresh();
  await market.stop();
  const tickers = source.listInstruments().map((i) => i.ticker).filter((t) => !t.startsWith('CRYPTO.') && !t.includes(':') && snapshot.rows.indexOf(t) >= 0)
    .slice(0, CORRELATION_RULES.maxTickers).sort();
  const runs = options.runs ?? 30;
  const rows: CorrelationBenchRow[] = [];
  for (const [timeFrame, offsetDays] of [[5, 0], [30, 0], [30, 30], [250, 0]] as const) {
    const times: number[] = [];
    for (let r = 0; r < runs; r++) {
      const t0 = performance.now();
      const table = computeCorrelations(snapshot, source, tickers, timeFrame, offsetDays);
      times.push(performance.now() - t0);
      if (Object.keys(table).length !== tickers.length) throw new Error('the bench table is incomplete');
    }
    rows.push({
      measure: `correlation table, ${tickers.length} tickers, ${timeFrame} days${offsetDays ? ` as of ${offsetDays} days ago` : ''} (uncached)`,
      runs, 'median ms': median(times).toFixed(1), 'worst ms': Math.max(...times).toFixed(1), 'target ms': CORRELATION_TARGET_MS,
    });
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.table(await correlationBench({ size: Number(process.argv[2] ?? 600) }));
}
