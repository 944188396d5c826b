/**
 * The asset overview's call (issue 21 scope 2; document 4 section 2.4):
 * GET /overview/groups → OverviewAnswer, the nine fixed groups of server/market/source/tickerGroups.ts
 * with each member's momentum (ltTARating) and trend (overallTARating) from the published snapshot.
 * These icons are free for the group members (like the home's main markets), so they do not go
 * through the reveal rules. Needs a session (401); 503 MARKET_LOADING before the first snapshot.
 * The user's own groups are the generic entity DomainAssetGroup (assetGroupCheck.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { MomentumRating, OverviewAnswer, OverviewRow, RatingError, TrendRating } from '../../contracts';
import { requireMarket } from '../assets/marketAccess';
import { snapshotFieldsOf } from '../home/snapshotFields';
import { OVERVIEW_GROUPS } from '../market/source/tickerGroups';

export async function overviewRoutes(app: FastifyInstance): Promise<void> {
  app.get('/overview/groups', { config: { auth: true } }, async (): Promise<OverviewAnswer> => {
    const { snapshot } = requireMarket(app);
    const groups = OVERVIEW_GROUPS.map((group) => ({
      id: group.id,
      rows: snapshotFieldsOf(snapshot.rows, group.tickers).map((f): OverviewRow => ({
        ticker: f.ticker,
        name: f.name,
        momentum: (f.momentum as MomentumRating | RatingError | null) ?? null,
        trend: (f.trend as TrendRating | RatingError | null) ?? null,
      })),
    }));
    return { asOfDate: snapshot.asOf, groups };
  });
}
