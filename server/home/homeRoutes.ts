/**
 * The home page's calls (issue 21 scope 1; document 4 sections 2.4 and 9). Each needs a session
 * (401) and reads the published snapshot (503 MARKET_LOADING before the first one):
 * - GET /home/strip         → HomeStripAnswer: the home strip's tickers with their percent change
 * - GET /home/main-markets  → MainMarketsAnswer: the default main markets' range position, trend, momentum
 * - GET /home/most-watched  → MostWatchedAnswer: the 75 tickers most members hold in a list
 * "Gamma at open" reads GET /gamma-overview (server/gamma). The strip and main markets are fixed
 * lists of the product, shown to every member (like the overview groups' icons), so they do not go
 * through the reveal rules.
 */
import type { FastifyInstance } from 'fastify';
import type { HomeStripAnswer, MainMarketsAnswer, MostWatchedAnswer } from '../../contracts';
import { DEFAULT_MAIN_MARKETS, HOME_RULES, HOME_STRIP } from '../../product/homeRules';
import { requireMarket } from '../assets/marketAccess';
import { holderCounts } from './holderCache';
import { topHolders } from './holders';
import { snapshotFieldsOf } from './snapshotFields';

const trendOf = (v: unknown) => (v as MainMarketsAnswer['rows'][number]['trend']) ?? null;
const momentumOf = (v: unknown) => (v as MainMarketsAnswer['rows'][number]['momentum']) ?? null;

export async function homeRoutes(app: FastifyInstance): Promise<void> {
  const config = { auth: true };

  app.get('/home/strip', { config }, async (): Promise<HomeStripAnswer> => {
    const { snapshot } = requireMarket(app);
    const items = snapshotFieldsOf(snapshot.rows, HOME_STRIP).map((f) => ({
      ticker: f.ticker, name: f.name, latestPrice: f.latestPrice, percentChange: f.percentChange,
    }));
    return { asOfDate: snapshot.asOf, items };
  });

  app.get('/home/main-markets', { config }, async (): Promise<MainMarketsAnswer> => {
    const { snapshot } = requireMarket(app);
    const rows = snapshotFieldsOf(snapshot.rows, DEFAULT_MAIN_MARKETS).map((f) => ({
      ticker: f.ticker, name: f.name, latestPrice: f.latestPrice, percentChange: f.percentChange,
      positionOnRange: f.positionOnRange, trend: trendOf(f.trend), momentum: momentumOf(f.momentum),
    }));
    return { asOfDate: snapshot.asOf, rows };
  });

  app.get('/home/most-watched', { config }, async (): Promise<MostWatchedAnswer> => ({
    rows: topHolders(await holderCounts(app, 'anyList'), HOME_RULES.mostWatchedCloud),
  }));
}
