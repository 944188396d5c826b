import { describe, expect, it } from 'vitest';
import { PLAN_TIERS, PLANS } from './plans';
import { QUANT_SAVED_RUNS_BY_PLAN, QUANT_STRATEGIES, QUANT_STRATEGY_PARAMETERS, QUANT_STUDIO_MODULE, quantParametersWithDefaults } from './quantStudioRules';

describe('Quant-Studio rules', () => {
  it('keeps every default within its bounds', () => {
    for (const strategy of QUANT_STRATEGIES) {
      for (const [name, rule] of Object.entries(QUANT_STRATEGY_PARAMETERS[strategy])) {
        expect(rule.min, name).toBeLessThanOrEqual(rule.default);
        expect(rule.default, name).toBeLessThanOrEqual(rule.max);
        if (rule.integer) expect(Number.isInteger(rule.default), name).toBe(true);
        if (rule.toggle) expect([rule.min, rule.max, rule.integer], name).toEqual([0, 1, true]);
      }
    }
  });

  it('fills in the missing parameters', () => {
    expect(quantParametersWithDefaults('rangeReversion', { buyBelowPosition: 10 })).toEqual({ buyBelowPosition: 10, sellAbovePosition: 80, longTermRange: 0 });
    expect(quantParametersWithDefaults('trendFollowing')).toEqual({ allowNeutralMomentum: 0 });
    expect(quantParametersWithDefaults('buyAndHold')).toEqual({});
  });

  it('lets exactly the plans with the Elite module keep saved runs', () => {
    for (const tier of PLAN_TIERS) expect(QUANT_SAVED_RUNS_BY_PLAN[tier] > 0, tier).toBe(PLANS[tier].modules.includes(QUANT_STUDIO_MODULE));
  });
});
