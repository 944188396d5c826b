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

export interface MarketLog {
  info(details: Record<string, unknown>, message: string): void;
  error(details: Record<string, unknown>, message: string): void;
}

export async function createMarket(db: Db, config: AppConfig, log: MarketLog): Promise<MarketService> {
  const { seed, size, workers } = config.market;
  const simulated = createSimulatedMarket({ seed, size });
  const imported = await loadImportedMarket(db);
  const source = imported.series.size || imported.cftc?.size ? createLayeredMarketSource(simulated, imported) : simulated;
  const onEvent = (event: MarketServiceEvent): void => {
    if (event.type === 'published') log.info({ version: event.version, asOf: event.asOf, stats: event.stats }, 'market snapshot published');
    else log.error({ err: event.error }, 'market snapshot failed');
  };
  return new MarketService({ source, seed, size, onEvent, ...(workers !== undefined ? { workers } : {}) });
}
