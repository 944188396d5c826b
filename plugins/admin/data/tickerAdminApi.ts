/**
 * The ticker admin's calls (issue 28 scope 7) on the engine's data provider: 'Add new Tickers'
 * (the EOD upload as multipart, the routing to a data source), the bad-data reports and the split
 * review queue of 'Asset Actions'. Refusals (400, 404, 413) stay with the screens, which show the
 * server's reason (a bad CSV names its line); the catalogue keeps the rest.
 */
import { ApiCallError, defineDataMethods, type DataProvider } from '../../../engine/data';
import type {
  AdminActionAnswer, BrokenTickerListAnswer, BrokenTickerResolveBody, SplitDecisionBody, SuspectedSplitsAnswer, TickerDataSource, TickerRouteBody,
  TickerSourcesAnswer, TickerUploadAnswer,
} from '../../../contracts';

const screenShows = (err: unknown): boolean => !(err instanceof ApiCallError && [400, 404, 409, 413].includes(err.status));

export interface TickerAdminApi {
  sources(): Promise<TickerSourcesAnswer>;
  upload(file: File): Promise<TickerUploadAnswer>;
  route(ticker: string, source: TickerDataSource): Promise<AdminActionAnswer>;
  reports(status: 'open' | 'resolved' | 'all'): Promise<BrokenTickerListAnswer>;
  resolveReport(id: string, resolution: string): Promise<AdminActionAnswer>;
  splits(status: 'pending' | 'confirmed' | 'dismissed' | 'all'): Promise<SuspectedSplitsAnswer>;
  decideSplit(id: string, decision: 'confirm' | 'dismiss'): Promise<AdminActionAnswer>;
}

export const tickerAdminMethods = defineDataMethods('tickerAdmin', (data: DataProvider): TickerAdminApi => ({
  sources: () => data.request<TickerSourcesAnswer>('/tickerAdmin/sources', { reportError: screenShows }),
  upload(file) {
    const form = new FormData();
    form.append('file', file, file.name);
    return data.request<TickerUploadAnswer>('/tickerAdmin/upload', { method: 'POST', body: form, reportError: screenShows });
  },
  route: (ticker, source) => data.request<AdminActionAnswer>('/tickerAdmin/route', { method: 'POST', body: { ticker, source } satisfies TickerRouteBody, reportError: screenShows }),
  reports: (status) => data.request<BrokenTickerListAnswer>(`/brokenTicker?status=${status}`, { reportError: screenShows }),
  resolveReport: (id, resolution) => data.request<AdminActionAnswer>('/brokenTicker/resolve', {
    method: 'POST', body: { id, ...(resolution.trim() ? { resolution: resolution.trim() } : {}) } satisfies BrokenTickerResolveBody, reportError: screenShows,
  }),
  splits: (status) => data.request<SuspectedSplitsAnswer>(`/assetActions/splits?status=${status}`, { reportError: screenShows }),
  decideSplit: (id, decision) => data.request<AdminActionAnswer>(`/assetActions/splits/${decision}`, { method: 'POST', body: { id } satisfies SplitDecisionBody, reportError: screenShows }),
}));

/** The server's reason of a refused call (a bad CSV's "FILE.csv:6: …"), or null. */
export function refusalOf(err: unknown): string | null {
  return err instanceof ApiCallError && [400, 404, 409, 413].includes(err.status) && err.message ? err.message : null;
}
