/**
 * GET /api/public/freeTickers: what the landing page shows without an account — the seven free
 * tickers (document 1 section 9) as the published snapshot has them (price, daily change, the
 * short-term range and the position on it, trend, momentum, h64) and the closes of the first one
 * for the hero chart. The free tickers are free for every account, so nothing is given away.
 * Answers the source's label ("Demo data") and the as-of date; 503 MARKET_LOADING before the first
 * snapshot. Computed once per published version.
 */
import type { FastifyInstance } from 'fastify';
import { DEFAULT_TICKERS } from '../../product/accountRules';
import type { AssetRow } from '../market/snapshot/assetRow';
import { loadCandles } from '../market/snapshot/instrumentSeries';
import { requireMarket } from './marketAccess';
import type { FreeTickerRow, FreeTickersAnswer } from '../../contracts';

export type { FreeTickerRow, FreeTickersAnswer };

const CHART_SESSIONS = 120;

export async function publicDemoRoutes(app: FastifyInstance): Promise<void> {
  let cached: { version: number; answer: FreeTickersAnswer } | null = null;
  app.get('/public/freeTickers', async (_req, reply) => {
    const { snapshot, source } = requireMarket(app);
    if (cached?.version !== snapshot.version) {
      const rows = snapshot.rows.rows([...DEFAULT_TICKERS]) as unknown as AssetRow[];
      const first = rows[0];
      const instrument = first ? source.getInstrument(first.ticker) : undefined;
      const candles = instrument ? loadCandles(source, instrument, new Date(snapshot.at)) : null;
      const n = candles?.close.length ?? 0;
      const from = Math.max(0, n - CHART_SESSIONS);
      cached = {
        version: snapshot.version,
        answer: {
          sourceLabel: source.label,
          asOf: snapshot.asOf,
          rows: rows.map((r) => ({
            ticker: r.ticker, name: r.name, latestPrice: r.latestPrice, daily_percentChange: r.daily_percentChange,
            lowerVolatilityRange: r.lowerVolatilityRange, upperVolatilityRange: r.upperVolatilityRange, positionOnRange: r.positionOnRange,
            overallTARating: r.overallTARating, ltTARating: r.ltTARating, h64: r.h64,
          })),
          chart: first && candles ? { ticker: first.ticker, dates: candles.dates.slice(from), closes: Array.from(candles.close.subarray(from)) } : null,
        },
      };
    }
    reply.header('cache-control', 'public, max-age=300');
    return cached.answer;
  });
}
