/**
 * Every market read call under /api (docs/api.md, "Market data calls"): asset rows, quotes, range
 * arithmetic, search and ISINs, charts, correlations, CFTC positioning, signals, countries and the cache status.
 */
import type { FastifyInstance } from 'fastify';
import { assetDataRoutes } from './assetDataRoutes';
import { cacheInfoRoutes } from './cacheInfoRoutes';
import { chartRoutes } from './chartRoutes';
import { correlationRoutes } from './correlationRoutes';
import { cftcRoutes } from './cftcRoutes';
import { deriveRangeRoutes } from './deriveRangeRoutes';
import { quoteRoutes } from './quoteRoutes';
import { searchRoutes } from './searchRoutes';
import { signalRoutes } from './signalRoutes';

export async function marketReadRoutes(app: FastifyInstance): Promise<void> {
  await app.register(assetDataRoutes);
  await app.register(quoteRoutes);
  await app.register(deriveRangeRoutes);
  await app.register(searchRoutes);
  await app.register(chartRoutes);
  await app.register(correlationRoutes);
  await app.register(cftcRoutes);
  await app.register(signalRoutes);
  await app.register(cacheInfoRoutes);
}
