import { CryptoGate } from './CryptoOffer';
import { WatchlistsView } from './WatchlistsScreen';

/** /crypto/watchlists: the crypto watchlists (module Crypto, else the offer). */
export default function CryptoWatchlistsScreen() {
  return <CryptoGate><WatchlistsView crypto /></CryptoGate>;
}
