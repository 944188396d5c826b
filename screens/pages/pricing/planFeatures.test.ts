import { describe, expect, it } from 'vitest';
import { planFeatures } from './planFeatures';

const keys = (tier: Parameters<typeof planFeatures>[0]): string[] => planFeatures(tier).map((f) => f.key);

describe('planFeatures', () => {
  it('gives the free plan the portfolio, the free tickers and end-of-day data only', () => {
    expect(keys('demo')).toEqual(['pricing.features.portfolio', 'pricing.features.freeTickers', 'pricing.features.customTickers', 'pricing.features.eod']);
    expect(planFeatures('demo')[1]?.params).toEqual({ n: 7 });
  });

  it('reads Elite from the plan table', () => {
    expect(planFeatures('elite')[0]).toEqual({ key: 'pricing.features.tickers', params: { n: 150 } });
    expect(keys('elite')).toContain('pricing.features.scriptsApi');
    expect(keys('premium')).not.toContain('pricing.features.research');
  });
});
