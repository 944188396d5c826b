/**
 * The summary's calls (GET /api/summary/top, /api/summary/most-held) on the engine's data
 * provider, also read by the home. Failures stay with the caller (a PREMIUM_NEEDED 403 must not
 * end the session); only a lost session (401) goes to the catalogue.
 */
import { ApiCallError, defineDataMethods, type DataProvider } from '../../../engine/data';
import { HOME_CACHE_SECONDS } from '../../../product/homeRules';
import type { HoldingKind, MostHeldAnswer, TopScope, TopSignalsAnswer } from '../../../contracts';

export interface SummaryApi {
  top(scope: TopScope): Promise<TopSignalsAnswer>;
  mostHeld(kind: HoldingKind, limit: number): Promise<MostHeldAnswer>;
}

/** Only a lost session goes to the catalogue: every other failure stays with its list or widget. */
export const sessionOnly = (err: unknown): boolean => err instanceof ApiCallError && err.status === 401;
const cache = { maxAgeMs: HOME_CACHE_SECONDS.market * 1000 };

export const summaryMethods = defineDataMethods('summary', (data: DataProvider): SummaryApi => ({
  top: (scope) => data.request<TopSignalsAnswer>(`/summary/top?scope=${scope}`, { cache, reportError: sessionOnly }),
  mostHeld: (kind, limit) => data.request<MostHeldAnswer>(`/summary/most-held?kind=${kind}&limit=${limit}`, { cache, reportError: sessionOnly }),
}));
