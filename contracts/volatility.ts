/**
 * The volatility page's call (issue 21 scope 3; document 4 section 2.4, document 2 section 9):
 * GET /api/volatility → VolatilityAnswer, the six fixed groups of six (product/volatilityRules.ts).
 * Needs BASIC_OR_PREMIUM (403 PREMIUM_NEEDED otherwise); the implied-volatility figures only for
 * PREMIUM (null otherwise, `ivIncluded` false). Units: volatilities and the premium are annualised
 * decimals (0.2 = 20 %, a premium of 0.03 = 3 vol points); rank and percentile 0…100.
 */
import type { VolatilityGroupId } from '../product/volatilityRules';

export type { VolatilityGroupId };

export interface VolatilityRow {
  ticker: string;
  name: string;
  /** Realised volatility over the last 20 and 60 sessions; null without enough closes. */
  rv20: number | null;
  rv60: number | null;
  /** 30-day at-the-money implied volatility; null without listed options (or without PREMIUM). */
  iv: number | null;
  /** IV − 21-session RV, as on the detail page (docs/methodology.md). */
  ivPremium: number | null;
  ivRank: number | null;
  ivPercentile: number | null;
}

export interface VolatilityGroup {
  id: VolatilityGroupId;
  rows: VolatilityRow[];
}

export interface VolatilityAnswer {
  asOfDate: string | null;
  /** Whether the implied-volatility figures are in (the PREMIUM module). */
  ivIncluded: boolean;
  groups: VolatilityGroup[];
}
