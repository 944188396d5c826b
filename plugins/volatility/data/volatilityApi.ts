/**
 * The volatility page's call on the engine's data provider (GET /api/volatility), kept 300 minutes
 * in the browser (document 2 section 9: "volatility preview 300 minutes local"). Only a lost
 * session goes to the catalogue; PREMIUM_NEEDED and other failures stay with the page.
 */
import { defineDataMethods, type DataProvider } from '../../../engine/data';
import { sessionOnly } from '../../summary';
import { VOLATILITY_CACHE } from '../../../product/volatilityRules';
import type { VolatilityAnswer } from '../../../contracts';

export interface VolatilityApi {
  groups(): Promise<VolatilityAnswer>;
}

export const volatilityMethods = defineDataMethods('volatility', (data: DataProvider): VolatilityApi => ({
  groups: () => data.request<VolatilityAnswer>('/volatility', { cache: { maxAgeMs: VOLATILITY_CACHE.clientMinutes * 60_000 }, reportError: sessionOnly }),
}));
