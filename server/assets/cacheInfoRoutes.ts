/**
 * GET /cache/info/countries: the distinct issuer countries of the published rows (for the country
 * filter), and GET /systemStatus/cacheStatus: whether the market data is ready (public: the
 * maintenance message and the admin page read it).
 */
import type { FastifyInstance } from 'fastify';
import type { MarketSnapshot } from '../market/marketService';
import type { CountryList, SystemStatusView } from '../../contracts';
import { requireMarket } from './marketAccess';

const countriesByVersion = new WeakMap<MarketSnapshot, string[]>();

/** Sorted distinct non-empty companyInfo.country codes of a version (computed once per version). */
export function countriesOf(snapshot: MarketSnapshot): CountryList {
  let countries = countriesByVersion.get(snapshot);
  if (!countries) {
    const distinct = new Set<string>();
    for (const value of snapshot.rows.columnValues('companyInfo.country')) if (typeof value === 'string' && value) distinct.add(value);
    countries = [...distinct].sort();
    countriesByVersion.set(snapshot, countries);
  }
  return countries;
}

export async function cacheInfoRoutes(app: FastifyInstance): Promise<void> {
  app.get('/cache/info/countries', { config: { auth: true } }, async (): Promise<CountryList> => countriesOf(requireMarket(app).snapshot));

  app.get('/systemStatus/cacheStatus', async (): Promise<SystemStatusView> => {
    const market = app.deps.market;
    if (!market || !market.snapshot()) {
      const status = market?.status();
      return {
        systemStatus: 'UPDATING', cacheStatus: 'UPDATING', version: null, asOf: null, publishedAt: null,
        sourceLabel: status?.sourceLabel ?? null, progress: status?.progress ?? null,
      };
    }
    const status = market.status();
    return {
      systemStatus: status.cacheStatus === 'READY' ? 'OK' : 'UPDATING', cacheStatus: status.cacheStatus, version: status.version,
      asOf: status.asOf, publishedAt: status.publishedAt, sourceLabel: status.sourceLabel, progress: status.progress,
    };
  });
}
