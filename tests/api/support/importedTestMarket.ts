import { createSimulatedMarket } from '../../../server/market/simulation';
import { MarketService } from '../../../server/market/marketService';
import { createLayeredMarketSource, importMarketText, loadImportedMarket } from '../../../server/market/import';
import type { Database } from '../../../server/db/database';
import { TEST_MARKET_AT, TEST_MARKET_SIZE } from './testMarket';

/**
 * The test market with files imported over it (end-of-day prices, COT reports), as the server
 * starts with them: imported into `database`, loaded, layered over the simulated market, and a
 * snapshot taken in-process.
 */
export async function importedTestMarket(database: Database, files: Record<string, string>): Promise<MarketService> {
  for (const [name, text] of Object.entries(files)) {
    const report = await importMarketText(database.db, text, name, { now: TEST_MARKET_AT });
    if (!report.imported) throw new Error(`${name}: ${report.errors.map((e) => e.message).join('; ')}`);
  }
  const simulated = createSimulatedMarket({ seed: 'api-tests', size: TEST_MARKET_SIZE, now: () => TEST_MARKET_AT });
  const source = createLayeredMarketSource(simulated, await loadImportedMarket(database.db));
  const service = new MarketService({ source, workers: 0, now: () => TEST_MARKET_AT });
  await service.refresh();
  return service;
}
