import { describe, expect, it } from 'vitest';
import { deriveModules, PLANS } from './plans';

describe('deriveModules', () => {
  it('puts Intro first until the intro is accepted', () => {
    expect(deriveModules({ plan: 'demo', roles: [], introAccepted: false })[0]).toBe('Intro');
    expect(deriveModules({ plan: 'demo', roles: [], introAccepted: true })).not.toContain('Intro');
  });

  it('gives the free plan FREE and teasers but no paid module', () => {
    const m = deriveModules({ plan: 'demo', roles: [], introAccepted: true });
    expect(m).toContain('FREE');
    expect(m).toContain('ELITE_PREVIEW');
    expect(m).not.toContain('PREMIUM');
    expect(m).not.toContain('Crypto');
  });

  it('drops a preview module once the full module is held', () => {
    const elite = deriveModules({ plan: 'elite', roles: [], introAccepted: true });
    expect(elite).toContain('ELITE');
    expect(elite).toContain('Crypto');
    expect(elite).not.toContain('ELITE_PREVIEW');
    expect(elite).not.toContain('ApiAccessPreview');
  });

  it('adds staff modules on top of the plan without duplicates', () => {
    const m = deriveModules({ plan: 'demo', roles: ['admin', 'cmsManager'], introAccepted: true });
    expect(m).toContain('ADMIN');
    expect(m.filter((x) => x === 'CMSManager')).toHaveLength(1);
  });

  it('holds the EOD allowances of document 3', () => {
    expect([PLANS.demo, PLANS.premium, PLANS.elite, PLANS.elitePlus, PLANS.professional].map((p) => p.tickersPerMonth))
      .toEqual([3, 50, 150, 1000, 5000]);
  });
});
