/**
 * The gamma calls (contracts/gamma.ts) on the engine's data provider: one ticker's report
 * (GET /gamma/{ticker}?allowDelay; real time costs 5 tokens) and the overview (GET /gamma-overview),
 * kept GAMMA_RULES.overviewCacheSeconds under one id per quick list. A lost session and 765 ('Not
 * enough Tokens to fulfill request') go to the error catalogue; every other failure stays with the
 * page, which names it (document 4 section 8).
 */
import { ApiCallError, defineDataMethods, type DataProvider } from '../../../engine/data';
import { GAMMA_RULES } from '../../../product/gammaRules';
import type { GammaAnswer, GammaMode, GammaOverviewAnswer } from '../../../contracts';

/** What the catalogue handles: the session's end (401) and the missing tokens (765). */
export const catalogueHandles = (err: unknown): boolean => err instanceof ApiCallError && (err.status === 401 || err.code === 765);

/** The overview's cache id: the spec's fixed id, per quick list (a changed list is asked afresh). */
export function overviewCacheKey(quickList: readonly string[]): string {
  return `${GAMMA_RULES.overviewCacheId}|${quickList.join(',')}`;
}

export interface GammaApi {
  report(ticker: string, mode: GammaMode): Promise<GammaAnswer>;
  overview(quickList: readonly string[]): Promise<GammaOverviewAnswer>;
}

export const gammaMethods = defineDataMethods('gamma', (data: DataProvider): GammaApi => ({
  report: (ticker, mode) => data.request<GammaAnswer>(
    `/gamma/${encodeURIComponent(ticker)}?allowDelay=${mode === 'delayed'}`, { reportError: catalogueHandles },
  ),
  overview: (quickList) => data.request<GammaOverviewAnswer>('/gamma-overview', {
    cache: { maxAgeMs: GAMMA_RULES.overviewCacheSeconds * 1000, key: overviewCacheKey(quickList) }, reportError: catalogueHandles,
  }),
}));
