/**
 * GET /searchTicker?search&limit, GET /searchCrypto?search&limit (the autocomplete) and
 * GET /resolveISIN?isin, over the search index of the published version (tickerSearchIndex.ts).
 */
import type { FastifyInstance } from 'fastify';
import { ApiError, badRequest } from '../http/apiError';
import * as s from '../http/schemas';
import { isValidIsin } from '../market/simulation/isin';
import { TICKER_RULES } from '../../product/tickerAccess';
import { digits, intParam } from './assetDataRoutes';
import { requireMarket } from './marketAccess';
import { searchIndexFor, type TickerSearchIndex } from './tickerSearchIndex';
import { ISIN_PATTERN } from '../../product/tickerSymbols';
import type { ResolvedIsin, SearchHit } from '../../contracts';

const searchQuery = s.object({ search: { type: 'string', maxLength: 100 }, limit: digits }, ['search']);

/** Trimmed and upper-cased; 400 INVALID_ISIN unless 2 letters, 9 letters or digits, 1 check digit that verifies. */
export function parseIsin(raw: string): string {
  const isin = raw.trim().toUpperCase();
  if (!ISIN_PATTERN.test(isin) || !isValidIsin(isin)) {
    throw badRequest(`"${raw.trim().slice(0, 40)}" is not a valid ISIN.`, 'INVALID_ISIN');
  }
  return isin;
}

export async function searchRoutes(app: FastifyInstance): Promise<void> {
  const index = (): TickerSearchIndex => {
    const { snapshot, source } = requireMarket(app);
    return searchIndexFor(snapshot, () => source.listInstruments());
  };
  const limitOf = (raw: string | undefined): number =>
    intParam(raw, 'limit', { fallback: TICKER_RULES.searchDefaultLimit, min: 1, max: TICKER_RULES.searchMaxLimit, clamp: true });

  app.get<{ Querystring: { search: string; limit?: string } }>('/searchTicker', {
    config: { auth: true }, schema: { querystring: searchQuery },
  }, async (req): Promise<SearchHit[]> => index().searchTicker(req.query.search, limitOf(req.query.limit)));

  app.get<{ Querystring: { search: string; limit?: string } }>('/searchCrypto', {
    config: { auth: true }, schema: { querystring: searchQuery },
  }, async (req): Promise<SearchHit[]> => index().searchCrypto(req.query.search, limitOf(req.query.limit)));

  app.get<{ Querystring: { isin: string } }>('/resolveISIN', {
    config: { auth: true }, schema: { querystring: s.object({ isin: { type: 'string', maxLength: 100 } }, ['isin']) },
  }, async (req): Promise<ResolvedIsin> => {
    const isin = parseIsin(req.query.isin);
    const entry = index().resolveIsin(isin);
    if (!entry) {
      throw new ApiError(
        404,
        `The ISIN "${isin}" could not be resolved to a ticker symbol. Please check the ISIN and try again, or use the ticker symbol directly.`,
        'ISIN_NOT_FOUND',
      );
    }
    return { symbol: entry.ticker, name: entry.name };
  });
}
