import { createSimulatedMarket } from '../../../server/market/simulation';
import { MarketService } from '../../../server/market/marketService';

/**
 * The market the asset-call tests share: a small simulated universe (every named ticker plus a few
 * generated stocks) at a fixed instant during a US session (Friday 2026-11-20, 15:00 New York), so
 * that quotes are intraday and the published snapshot is that of Thursday's close. Computed
 * in-process once per test file.
 */
export const TEST_MARKET_AT = new Date('2026-11-20T20:00:00Z');
export const TEST_MARKET_SIZE = 450;

let shared: Promise<MarketService> | null = null;

export function testMarket(): Promise<MarketService> {
  shared ??= (async () => {
    const source = createSimulatedMarket({ seed: 'api-tests', size: TEST_MARKET_SIZE, now: () => TEST_MARKET_AT });
    const service = new MarketService({ source, workers: 0, now: () => TEST_MARKET_AT });
    await service.refresh();
    return service;
  })();
  return shared;
}
