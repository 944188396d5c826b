/**
 * The home's own calls on the engine's data provider (issue 21 scope 1): the strip, the main
 * markets and the most-watched cloud (GET /api/home/*); "Gamma at open" reads the gamma page's
 * overview (plugins/gamma). Every failure stays with
 * its widget except a lost session (401), which the catalogue handles. The other widgets read the
 * summary's, the recent changes' and the economic calendar's calls through their index.ts.
 */
import { defineDataMethods, type DataProvider } from '../../../engine/data';
import { sessionOnly } from '../../summary';
import { HOME_CACHE_SECONDS } from '../../../product/homeRules';
import type { HomeStripAnswer, MainMarketsAnswer, MostWatchedAnswer } from '../../../contracts';

export interface HomeApi {
  strip(): Promise<HomeStripAnswer>;
  mainMarkets(): Promise<MainMarketsAnswer>;
  mostWatched(): Promise<MostWatchedAnswer>;
}


const market = { maxAgeMs: HOME_CACHE_SECONDS.market * 1000 };

export const homeMethods = defineDataMethods('home', (data: DataProvider): HomeApi => ({
  strip: () => data.request<HomeStripAnswer>('/home/strip', { cache: market, reportError: sessionOnly }),
  mainMarkets: () => data.request<MainMarketsAnswer>('/home/main-markets', { cache: market, reportError: sessionOnly }),
  mostWatched: () => data.request<MostWatchedAnswer>('/home/most-watched', { cache: market, reportError: sessionOnly }),
}));
