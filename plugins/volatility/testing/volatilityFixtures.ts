/** Fixture answers of the volatility page's stories and tests (invented figures, no market data). */
import { VOLATILITY_GROUP_IDS, VOLATILITY_PAGE_GROUPS } from '../../../product/volatilityRules';
import type { VolatilityAnswer } from '../../../contracts';

export function volatilityFixture(ivIncluded = true): VolatilityAnswer {
  let k = 0;
  return {
    asOfDate: '2026-11-19',
    ivIncluded,
    groups: VOLATILITY_GROUP_IDS.map((id) => ({
      id,
      rows: VOLATILITY_PAGE_GROUPS[id].map((ticker) => {
        k++;
        const rv20 = 0.08 + (k % 9) * 0.025;
        const optioned = !ticker.startsWith('CRYPTO.') && !/^[A-Z]{6}$/.test(ticker);
        const iv = ivIncluded && optioned ? rv20 + ((k % 5) - 2) * 0.01 : null;
        return {
          ticker, name: `${ticker} name`, rv20, rv60: rv20 * 1.1,
          iv, ivPremium: iv === null ? null : ((k % 5) - 2) * 0.01, ivRank: iv === null ? null : (k * 13) % 100, ivPercentile: iv === null ? null : (k * 17) % 100,
        };
      }),
    })),
  };
}
