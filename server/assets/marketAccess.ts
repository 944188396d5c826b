import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http/apiError';
import type { MarketService, MarketSnapshot } from '../market/marketService';
import type { MarketDataSource } from '../market/source/marketDataSource';

export interface MarketAccess {
  service: MarketService;
  snapshot: MarketSnapshot;
  source: MarketDataSource;
}

/** 503 until the market service has published its first snapshot (also when none is configured). */
export function marketLoading(): ApiError {
  return new ApiError(503, 'Market data is loading. Please try again in a moment.', 'MARKET_LOADING');
}

/** The market service and the version a request reads (one version for the whole request). */
export function requireMarket(app: FastifyInstance): MarketAccess {
  const service = app.deps.market;
  const snapshot = service?.snapshot();
  if (!service || !snapshot) throw marketLoading();
  return { service, snapshot, source: service.source };
}
