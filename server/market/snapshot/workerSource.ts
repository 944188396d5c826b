/**
 * How a worker thread rebuilds the job's market data source: the simulated market from its seed,
 * size and history start (it is a pure function of them), optionally with imported end-of-day data
 * layered over it (the imported series travel to each worker as typed arrays). Any other source
 * runs the job in-process.
 */
import type { MarketDataSource } from '../source/marketDataSource';
import type { LayeredMarketSource } from '../import/importedMarketSource';
import type { ImportedMarket } from '../import/importedMarket';
import { createSimulatedMarket } from '../simulation';

export interface SimulatedSourceSpec {
  kind: 'simulated';
  seed: string | number;
  size: number;
  historyStart?: string;
  cacheSize?: number;
}

export interface LayeredSourceSpec {
  kind: 'layered';
  base: SimulatedSourceSpec;
  imported: ImportedMarket;
}

export type WorkerSourceSpec = SimulatedSourceSpec | LayeredSourceSpec;

function isLayered(source: MarketDataSource): source is LayeredMarketSource {
  const candidate = source as Partial<LayeredMarketSource>;
  return candidate.imported !== undefined && candidate.base !== undefined && typeof candidate.isImported === 'function';
}

/**
 * The description workers rebuild `source` from, given the seed and size of the simulated market
 * it is (or layers imported data over); null when it cannot be rebuilt.
 */
export function workerSpecOf(source: MarketDataSource, simulated: Omit<SimulatedSourceSpec, 'kind'> | null): WorkerSourceSpec | null {
  if (!simulated) return null;
  const base: SimulatedSourceSpec = { kind: 'simulated', ...simulated };
  if (isLayered(source)) return source.base.id === 'simulated' ? { kind: 'layered', base, imported: source.imported } : null;
  return source.id === 'simulated' ? base : null;
}

/**
 * The source with its clock fixed at the snapshot instant. The import module (and the database
 * layer it brings) is loaded only for a layered source: it costs a worker 150 ms to start.
 */
export async function openWorkerSource(spec: WorkerSourceSpec, at: Date): Promise<MarketDataSource> {
  if (spec.kind === 'layered') {
    const { createLayeredMarketSource } = await import('../import/importedMarketSource');
    return createLayeredMarketSource(await openWorkerSource(spec.base, at), spec.imported);
  }
  return createSimulatedMarket({
    seed: spec.seed,
    size: spec.size,
    now: () => at,
    ...(spec.historyStart ? { historyStart: spec.historyStart } : {}),
    ...(spec.cacheSize ? { cacheSize: spec.cacheSize } : {}),
  });
}
