import { MarketTable } from './MarketTableScreen';

/** /dashboard/futures: the read-only futures table (FuturesAccess; FuturesAccessPreview sees the teaser). */
export default function FuturesScreen() {
  return <MarketTable market="futures" />;
}
