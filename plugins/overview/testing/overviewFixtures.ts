/** Fixture answers of the asset overview's stories and tests (no market data: invented ratings). */
import { OVERVIEW_GROUP_IDS, type MomentumRating, type OverviewAnswer, type TrendRating } from '../../../contracts';
import type { EntityEnvelope } from '../../../engine/data';
import { ASSET_GROUP_MODEL } from '../../../product/overviewRules';

const TRENDS: TrendRating[] = ['trendBullish', 'trendNeutral', 'trendBearish'];
const MOMENTA: MomentumRating[] = ['momentumBullish', 'momentumNeutral', 'momentumNeutralDanger', 'momentumBearish'];

const MEMBERS: Record<(typeof OVERVIEW_GROUP_IDS)[number], string[]> = {
  mainMarkets: ['SPY', 'QQQ', 'IWM', 'GLD', 'TLT'],
  commodities: ['GLD', 'SLV', 'USO'],
  sectorEtfs: ['XLK', 'XLF', 'XLE', 'XLV'],
  bonds: ['SHY', 'IEF', 'TLT'],
  currencies: ['UUP', 'FXE'],
  volatility: ['^VIX', 'VXX'],
  stocks: ['AAPL', 'MSFT', 'NVDA'],
  factorEtfs: ['MTUM', 'QUAL'],
  crypto: ['CRYPTO.BTC', 'CRYPTO.ETH'],
};

export function overviewFixture(): OverviewAnswer {
  let k = 0;
  return {
    asOfDate: '2026-11-19',
    groups: OVERVIEW_GROUP_IDS.map((id) => ({
      id,
      rows: MEMBERS[id].map((ticker) => {
        k++;
        return { ticker, name: `${ticker} Fund`, trend: TRENDS[k % 3]!, momentum: k % 7 === 0 ? null : MOMENTA[k % 4]! };
      }),
    })),
  };
}

export function assetGroupFixture(id: string, title: string, assets: string[]): EntityEnvelope {
  return { id, createdBy: 'storyuser', creationDate: '2026-11-10T10:00:00Z', version: 1, entityModelName: ASSET_GROUP_MODEL, payload: { title, assets } };
}
