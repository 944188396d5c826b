import { type DataProvider, defineDataMethods, defineManyResource, type ManyOptions } from '../../../engine/data';
import { TICKER_RULES } from '../../../product/tickerAccess';
import { activateTickers } from '../../watchlists';
import type { AssetData, DeriveRangeAnswer, QuoteView, RangeGroupInput, RealtimeAnswer, SearchHit } from '../../../contracts';

/**
 * An asset row as /assetData and /realtime-asset send it (contracts' AssetData; docs/api.md,
 * "Market data calls"); the tables read its fields by column key.
 */
export type AssetRecord = AssetData & Record<string, unknown>;

/** Seconds a loaded asset row is reused before a table loads it again (document 2 section 9). */
export const ASSET_CACHE_S = 600;

/**
 * The asset rows by ticker (GET /assetData, mode full, tickers joined with '+'): the data
 * provider's getMany merges the tickers asked in one tick, sends them in chunks of 15 with three
 * chunks in flight, in the order asked, and reuses a row for 10 minutes; a failed chunk is only
 * logged and its rows stay without data (document 2 section 7).
 */
export const assetRows = defineManyResource<AssetRecord>({
  name: 'assets',
  chunkSize: TICKER_RULES.assetChunk,
  inFlight: TICKER_RULES.assetChunksInFlight,
  maxAgeMs: ASSET_CACHE_S * 1000,
  idOf: (record) => String(record.ticker).toUpperCase(),
  load: (request, tickers) => request<AssetRecord[]>(`/assetData?ticker=${tickers.map(encodeURIComponent).join('+')}&mode=full`),
});

/** The market calls of the ticker tables, on the engine's data provider (every failure passes its error catalogue). */
export const assetMethods = defineDataMethods('tickerTables.assets', (data: DataProvider) => ({
  /** The rows of `tickers` (see assetRows); `onRecords` shows them as their chunk arrives. */
  rows: (tickers: readonly string[], options?: ManyOptions<AssetRecord>) => data.getMany(assetRows, tickers, options),
  /** Rows another call answered (real time) are the ones the next read reuses. */
  keep: (records: readonly AssetRecord[]) => data.primeMany(assetRows, records),
  realtime: (tickers: readonly string[]) => data.request<RealtimeAnswer>(`/realtime-asset?tickers=${tickers.map(encodeURIComponent).join(',')}`),
  quote: (tickers: readonly string[]) => data.request<QuoteView[]>('/quote', { body: { tickers } }),
  deriveRange: (rangeGroups: (RangeGroupInput & { price: number; low: number; high: number })[]) =>
    data.request<DeriveRangeAnswer>('/deriveRangeData', { body: { rangeGroups } }),
  activate: (tickers: readonly string[]) => activateTickers(data, tickers),
  search: (text: string, crypto: boolean, limit: number = TICKER_RULES.searchDefaultLimit) =>
    data.request<SearchHit[]>(`/${crypto ? 'searchCrypto' : 'searchTicker'}?search=${encodeURIComponent(text)}&limit=${limit}`),
  /** Tickers of the universe whose ticker contains `part` (CRYPTO., _F), for the read-only market tables: the DomainAsset list. */
  async universeTickers(part: string): Promise<string[]> {
    const answer = await data.getList('DomainAsset', {
      filterQuery: [{ filterKey: 'ticker', type: 'contains', val: part }], pageSize: 5000, sort: { key: 'ticker', direction: 'asc' },
    });
    return answer.rows.map((r) => String(r.ticker));
  },
}));

export type AssetApi = ReturnType<typeof assetMethods.of>;
