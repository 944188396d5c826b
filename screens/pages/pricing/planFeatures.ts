import { DEFAULT_TICKERS } from '../../../product/accountRules';
import { PLANS, type PlanTier } from '../../../product/plans';
import type { MessageRef } from '../password/passwordRules';

/**
 * What a plan gives, as message keys of the `site` namespace, read from the plan table in product/
 * (allowances, data package and permission modules), so that the page can never disagree with it.
 */
export function planFeatures(tier: PlanTier): MessageRef[] {
  const plan = PLANS[tier];
  const has = (m: string): boolean => (plan.modules as readonly string[]).includes(m);
  const out: MessageRef[] = [];
  if (tier === 'demo') {
    out.push({ key: 'pricing.features.portfolio' });
    out.push({ key: 'pricing.features.freeTickers', params: { n: DEFAULT_TICKERS.length } });
    out.push({ key: 'pricing.features.customTickers', params: { n: plan.tickersPerMonth } });
  } else {
    out.push({ key: 'pricing.features.tickers', params: { n: plan.tickersPerMonth } });
  }
  out.push({ key: plan.dataPackage === 'FULL-ACCESS' ? 'pricing.features.realtime' : 'pricing.features.eod' });
  if (plan.tokensPerMonth > 0) out.push({ key: 'pricing.features.tokens', params: { n: plan.tokensPerMonth, year: plan.tokensPerMonth * 12 } });
  if (plan.resetsPerMonth > 0) out.push({ key: 'pricing.features.resets', params: { n: plan.resetsPerMonth } });
  if (has('PREMIUM')) out.push({ key: 'pricing.features.scanner' });
  if (has('ELITE')) out.push({ key: 'pricing.features.research' });
  if (has('ChartingAppAccess') && has('ApiAccess')) out.push({ key: 'pricing.features.scriptsApi' });
  if (has('FuturesAccess') && has('Crypto')) out.push({ key: 'pricing.features.futuresCrypto' });
  return out;
}
