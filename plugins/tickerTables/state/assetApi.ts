import type { SessionApi } from '../../../engine/state/sessionApi';
import { TICKER_RULES } from '../../../product/tickerAccess';

/** An asset row as /assetData and /realtime-asset send it (docs/api.md, "Market data calls"). */
export type AssetRecord = Record<string, unknown> & { ticker: string };

export interface QuoteRecord {
  ticker: string;
  price: number;
  time: string;
  source: string;
  previousClose: number | null;
  change: number | null;
  percentChange: number | null;
  marketOpen: boolean;
}

export interface RealtimeAnswer {
  rtTickers: AssetRecord[];
  errorTickers: { ticker: string; reason: string }[];
  tokenBalance: number;
}

export interface ActivationAnswer {
  activatedTickers: string[];
  nonBillableTickers: string[];
  tickersInLastMonth: number;
  tickersPerMonth: number;
  tokenBalance: number;
}

export interface DerivedRange {
  ticker: string;
  upside: number;
  downside: number;
  upsideDownsideRatio: number;
  positionOnRange: number;
}

export interface SearchHit {
  ticker: string;
  name: string;
  type?: string;
  exchange?: string;
  display?: string;
}

/** The market calls of the ticker tables; every failure passes the engine's error catalogue (SessionApi). */
export function assetApi(api: SessionApi) {
  return {
    /** GET /assetData (tickers joined with '+'); a failure is only logged and yields an empty list (document 2 section 7). */
    async assetData(tickers: readonly string[], mode: 'full' | 'conservative' = 'full'): Promise<AssetRecord[]> {
      try {
        return await api<AssetRecord[]>(`/assetData?ticker=${tickers.map(encodeURIComponent).join('+')}&mode=${mode}`);
      } catch (err) {
        console.warn('assetData failed', err);
        return [];
      }
    },
    realtime: (tickers: readonly string[]) => api<RealtimeAnswer>(`/realtime-asset?tickers=${tickers.map(encodeURIComponent).join(',')}`),
    quote: (tickers: readonly string[]) => api<QuoteRecord[]>('/quote', { body: { tickers } }),
    deriveRange: (rangeGroups: { ticker: string; price: number; low: number; high: number }[]) =>
      api<{ returnSet: DerivedRange[] }>('/deriveRangeData', { body: { rangeGroups } }),
    activate: (tickers: readonly string[]) => api<ActivationAnswer>('/activate-assets', { body: { tickers } }),
    search: (text: string, crypto: boolean, limit: number = TICKER_RULES.searchDefaultLimit) =>
      api<SearchHit[]>(`/${crypto ? 'searchCrypto' : 'searchTicker'}?search=${encodeURIComponent(text)}&limit=${limit}`),
    /** Tickers of the universe whose ticker contains `part` (CRYPTO., _F), for the read-only market tables. */
    async universeTickers(part: string): Promise<string[]> {
      const answer = await api<{ rows: { ticker: string }[] }>('/list/DomainAsset', {
        body: { filterQuery: [{ filterKey: 'ticker', type: 'contains', val: part }], pageSize: 5000, sort: { key: 'ticker', direction: 'asc' } },
      });
      return answer.rows.map((r) => r.ticker);
    },
  };
}

export type AssetApi = ReturnType<typeof assetApi>;
