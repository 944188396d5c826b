import { CryptoGate } from './CryptoOffer';
import { MarketTable } from './MarketTableScreen';

/** /crypto/portfolio: the read-only crypto market table (module Crypto, else the offer). */
export default function CryptoMarketScreen() {
  return <CryptoGate><MarketTable market="crypto" /></CryptoGate>;
}
