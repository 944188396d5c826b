/**
 * The market service main.ts starts: the simulated market ("Demo data") with the end-of-day data
 * and CFTC COT reports imported by `npm run import` layered over it, snapshots on worker threads. The first snapshot
 * runs in the background; until it is published the asset calls answer 503 MARKET_LOADING and the
 * cache status says UPDATING.
 */
import type { Db } from '../db/database';
import type { AppConfig } from '../config';
import { createLayeredMarketSource, loadImportedMarket } from './import';
import { createSimulatedMarket } from './simulation';
import { MarketService, type MarketServiceEvent } from './marketService';
import { databaseSnapshotStore } from './snapshot/storedSnapshot';
import type { ScheduledJobs } from '../jobs/scheduledJobs';

export const SNAPSHOT_JOB = 'market-snapshot';

export interface MarketLog {
  info(details: Record<string, unknown>, message: string): void;
  error(details: Record<string, unknown>, message: string): void;
}

/**
 * With `jobs` the snapshots are stored in market_snapshots (a restarted instance serves the stored
 * one of the current session at once) and the one after each close is the job "market-snapshot"
 * keyed by the session (computed once across instances; the others load it on the change feed:
 * main.ts). Call `handleSnapshotJob` once the service exists.
 */
export async function createMarket(db: Db, config: AppConfig, log: MarketLog, jobs?: ScheduledJobs): Promise<MarketService> {
  const { seed, size, workers } = config.market;
  const simulated = createSimulatedMarket({ seed, size });
  // The imported data as it is in the database now (an admin's upload, routing or confirmed split included).
  const load = async () => {
    const imported = await loadImportedMarket(db);
    return imported.series.size || imported.cftc?.size ? createLayeredMarketSource(simulated, imported) : simulated;
  };
  const source = await load();
  const onEvent = (event: MarketServiceEvent): void => {
    if (event.type === 'published') {
      log.info({ version: event.version, asOf: event.asOf, from: event.from, loadMs: event.loadMs, stats: event.stats }, `market snapshot published (${event.from})`);
    } else if (event.type === 'store-failed') log.error({ err: event.error }, 'market snapshot: the stored snapshots could not be read or written');
    else log.error({ err: event.error }, 'market snapshot failed');
  };
  return new MarketService({
    source, seed, size, onEvent, reloadSource: load, ...(workers !== undefined ? { workers } : {}),
    ...(jobs ? { store: databaseSnapshotStore(db), instanceId: jobs.instanceId, requestSnapshot: (asOf: string) => jobs.request(SNAPSHOT_JOB, asOf) } : {}),
  });
}

/** Lets this instance compute the scheduled snapshot (the job's handler; idempotent: a stored or served session is not computed again). */
export async function handleSnapshotJob(market: MarketService, jobs: ScheduledJobs): Promise<void> {
  await jobs.handle(SNAPSHOT_JOB, {
    once: false,
    async run(asOf) {
      await market.runScheduledSnapshot(asOf);
    },
  });
}
