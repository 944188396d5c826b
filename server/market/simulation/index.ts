/**
 * The simulated market: `createSimulatedMarket({ seed, size, now })` returns a deterministic
 * `MarketDataSource` over the spec's tickers plus generated companies. See README.md in this folder.
 */
import type { MarketDataSource } from '../source/marketDataSource';
import { SimulatedMarket, type SimulatedMarketOptions } from './simulatedMarket';

export { DEMO_DATA_LABEL } from './demoLabel';
export { SimulatedMarket, type SimulatedMarketOptions } from './simulatedMarket';
export { DEFAULT_UNIVERSE_SIZE, MAX_UNIVERSE_SIZE } from './universe';
export { isValidIsin } from './isin';

export function createSimulatedMarket(options: SimulatedMarketOptions): MarketDataSource {
  return new SimulatedMarket(options);
}
