/**
 * The market data's state, asked by every screen that says "the data is being updated"
 * (document 2 section 8: the scanner, the recent changes): GET /systemStatus/cacheStatus, whose
 * failures stay with the caller (a status that cannot be read is no reason to end a session).
 */
import { ApiCallError, defineDataMethods, type DataProvider } from '../../engine/data';
import type { SystemStatusView } from '../../contracts';

export interface MarketStatusApi {
  status(): Promise<SystemStatusView>;
}

export const marketStatusMethods = defineDataMethods('marketStatus', (data: DataProvider): MarketStatusApi => ({
  status: () => data.request<SystemStatusView>('/systemStatus/cacheStatus', { reportError: false }),
}));

/** Whether a status says the market data is being computed. */
export function isUpdating(status: Pick<SystemStatusView, 'cacheStatus' | 'systemStatus'>): boolean {
  return status.cacheStatus === 'UPDATING' || status.systemStatus === 'UPDATING';
}

/** A market call's 503 (MARKET_LOADING): there is no snapshot yet. */
export function isMarketLoading(err: unknown): boolean {
  return err instanceof ApiCallError && err.status === 503;
}
