import { RecentChangesPage } from '../components/RecentChangesPage';

/** /crypto/recent-changes: the signal changes of the crypto tickers (module Crypto, the route's permission). */
export default function CryptoRecentChangesScreen() {
  return <RecentChangesPage market="crypto" />;
}
