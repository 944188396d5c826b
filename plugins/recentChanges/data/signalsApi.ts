/**
 * The calls of the recent changes, on the engine's data provider (so the list cache, the bulk
 * batching and the error catalogue apply): the ListUISignal model, its rows, and the market's
 * cache status. The rows are the signals of the last sessions of every ticker the user sees in
 * full, each with `containedInLists` (the server decides both); the screens split them by market
 * and scope and filter them in the browser. The list answer is reused for the model's cache age
 * (600 s, document 2 section 9).
 */
import { defineDataMethods, type DataProvider } from '../../../engine/data';
import { marketStatusMethods } from '../../marketStatus';
import type { ListModel } from '../../../engine/core';
import type { SignalView } from '../../../contracts';

export const SIGNAL_LIST_MODEL = 'ListUISignal';
/** The largest page the list call gives (server/entities/listService.ts). */
export const SIGNAL_PAGE_SIZE = 5000;
/** Pages read at most (25,000 signals); the user's visible signals stay far below. */
export const MAX_SIGNAL_PAGES = 5;

/** A signal row as the list answers it (read by column key). */
export type SignalRowData = SignalView & Record<string, unknown>;

/** Cache ages in seconds: the browser's (maxCacheAge) and the server's (serverSideCacheAge). */
export interface SignalCacheAges {
  maxCacheAge: number;
  serverSideCacheAge: number;
}

export interface SignalsApi {
  model(): Promise<ListModel>;
  /** Every signal row the user may see, newest first; `cache` overrides the model's cache ages (the home's). */
  signals(cache?: SignalCacheAges): Promise<SignalRowData[]>;
  /** The market's cache status ('READY', 'UPDATING'); null when it cannot be read. */
  cacheStatus(): Promise<string | null>;
}


export const signalsMethods = defineDataMethods('recentChanges', (data: DataProvider): SignalsApi => ({
  model: async () => (await data.getModel('ListModel', SIGNAL_LIST_MODEL)) as ListModel,
  async signals(cache) {
    const rows: SignalRowData[] = [];
    for (let page = 1; page <= MAX_SIGNAL_PAGES; page++) {
      const answer = await data.getList(SIGNAL_LIST_MODEL, { page, pageSize: SIGNAL_PAGE_SIZE, ...cache });
      rows.push(...(answer.rows as SignalRowData[]));
      if (answer.rows.length < SIGNAL_PAGE_SIZE || rows.length >= answer.total) break;
    }
    return rows;
  },
  cacheStatus: () => marketStatusMethods.of(data).status().then((answer) => (typeof answer.cacheStatus === 'string' ? answer.cacheStatus : null), () => null),
}));
