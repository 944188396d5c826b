import { describe, expect, it } from 'vitest';
import { faqFacts, fillFacts } from './faqFacts';
import { matchesQuery } from './faqRead';
import { FAQ_SEED } from './faqSeed';
import { PLANS } from '../../product/plans';
import { PLAN_PRICES } from '../../product/planPrices';

describe('the FAQ texts', () => {
  it('fills the product\'s numbers in the reader\'s format and leaves unknown placeholders', () => {
    expect(fillFacts('{{tokensPerMonth}} tokens, {{ nope }}', faqFacts('en'))).toBe(`${PLANS.elite.tokensPerMonth} tokens, {{ nope }}`);
    expect(faqFacts('de').eliteYearly).toBe(`EUR ${new Intl.NumberFormat('de-DE').format(PLAN_PRICES.elite!.yearly)}`);
  });

  it('ships no placeholder that the facts do not know, in either language', () => {
    for (const language of ['en', 'de'] as const) {
      const facts = faqFacts(language);
      for (const section of FAQ_SEED) {
        for (const entry of section.entries) expect(fillFacts(entry.answer[language], facts)).not.toMatch(/\{\{/);
      }
    }
  });

  it('matches every word of a search, ignoring case and accents', () => {
    expect(matchesQuery('Wie kündige ich mein Abonnement?', 'KUNDIGE abo')).toBe(true);
    expect(matchesQuery('Wie kündige ich mein Abonnement?', 'kündige token')).toBe(false);
    expect(matchesQuery('anything', '   ')).toBe(true);
  });
});
