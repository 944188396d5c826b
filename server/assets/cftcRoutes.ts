/**
 * GET /reporting/cftc (document 4 sections 2.4, 3 and 7.4): the weekly non-commercial net
 * positioning of the CFTC markets, keyed by ticker (the row code: es, rty, ..., gold) in the order
 * of document 4's groups. Each entry carries the screen's statistics for the latest released week
 * (analytics cftcStats: latest, week-on-week change, 1M / 3M / 6M / 1Y averages, 2-year max and
 * min, z-scores 1Y and 2Y) and its data rows of the last two years (Date, Latest positioning,
 * 1YrZscore, 2YrZscore). Reports count once released (Friday 15:30 New York) by the market's
 * instant. The reports are the source's: an imported COT file where there is one (npm run
 * import), else the simulated market's. For every signed-in user: positioning is not a ticker's
 * analytics and has no reveal rule.
 */
import type { FastifyInstance } from 'fastify';
import { cftcHistory, cftcStats } from '../market/analytics';
import type { MarketDataSource } from '../market/source/marketDataSource';
import { CFTC_MARKETS } from '../market/source/tickerGroups';
import { marketInstant } from './assetDataRoutes';
import { requireMarket } from './marketAccess';
import { CFTC_GROUPS, type CftcAnswer, type CftcEntry } from '../../contracts';

/** Weekly rows per entry: two years (document 4 section 2.4, the chart of positioning over two years). */
export const CFTC_CHART_WEEKS = 104;

/** The answer at `at` from the source's released reports; markets without reports are left out. */
export function cftcAnswer(source: MarketDataSource, at: Date): CftcAnswer {
  const answer: CftcAnswer = {};
  const markets = [...CFTC_MARKETS].sort((a, b) => CFTC_GROUPS.indexOf(a.group) - CFTC_GROUPS.indexOf(b.group));
  const atIso = at.toISOString();
  for (const market of markets) {
    const records = (source.getCftc(market.code) ?? []).filter((r) => r.releasedAt <= atIso);
    if (records.length === 0) continue;
    const net = Float64Array.from(records, (r) => r.netPosition);
    const entry: CftcEntry = {
      ticker: market.code, name: market.name, group: market.group, contract: market.contract,
      statistics: cftcStats(net),
      data: cftcHistory(net, CFTC_CHART_WEEKS).map((w) => ({
        Date: records[w.index]!.date, 'Latest positioning': w.net, '1YrZscore': w.zScore1Y, '2YrZscore': w.zScore2Y,
      })),
    };
    answer[market.code] = entry;
  }
  return answer;
}

export async function cftcRoutes(app: FastifyInstance): Promise<void> {
  app.get('/reporting/cftc', { config: { auth: true } }, async (): Promise<CftcAnswer> => {
    const { source } = requireMarket(app);
    return cftcAnswer(source, marketInstant(app, source));
  });
}
