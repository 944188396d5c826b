import { describe, expect, it } from 'vitest';
import { dayFromIso } from './dayNumbers';
import { sessionOpenMs } from './nyClock';
import { buildOptionChain, roundness, strikeStep, type ChainInput } from './optionChain';
import { optionProfile } from './namedBuilders';
import { atmImpliedVol } from './volSurface';

const day = dayFromIso('2026-11-23');
const input: ChainInput = {
  seed: 's', ticker: 'SPY', spot: 603.4, sessionDay: day, asOfMs: sessionOpenMs(day) + 3_600_000, riskFreeRate: 0.04,
  profile: optionProfile('daily', 20e6, { dividendYield: 0.013, skew: -0.12, fineStep: 1 }),
  surface: { variance0: 0.00008, varianceLR: 0.0001, persistence: 0.97, premium: 1.15, sentiment: 1, skew: -0.12 },
};
const chain = buildOptionChain(input);

describe('option chains', () => {
  it('uses the exchange strike grid', () => {
    expect(strikeStep(600, 0.02, 1)).toBe(1);
    expect(strikeStep(600, 1, 1)).toBe(10);
    expect(strikeStep(42, 0.1)).toBe(2.5);
    expect(strikeStep(4800, 0.1)).toBe(25);
    expect(roundness(600, 603)).toBe(3);
    expect(roundness(650, 603)).toBe(2.2);
    expect(roundness(610, 603)).toBe(1.35);
    expect(roundness(601, 603)).toBe(1);
  });
  it('lists expiries from today with calls and puts around the spot', () => {
    expect(chain.expiries[0]?.date).toBe('2026-11-23');
    expect(chain.expiries.length).toBeGreaterThan(12);
    const first = chain.contracts.filter((c) => c.expiry === '2026-11-23');
    const strikes = [...new Set(first.map((c) => c.strike))];
    expect(Math.min(...strikes)).toBeLessThan(603.4 * 0.95);
    expect(Math.max(...strikes)).toBeGreaterThan(603.4 * 1.05);
    expect(strikes.every((k) => Number.isInteger(k))).toBe(true);
    expect(first.filter((c) => c.type === 'call')).toHaveLength(strikes.length);
    for (const c of chain.contracts) {
      expect(c.bid!).toBeLessThanOrEqual(c.ask!);
      expect(c.openInterest).toBeGreaterThanOrEqual(0);
      expect(c.impliedVol).toBeGreaterThan(0);
    }
  });
  it('prices at-the-money options at the surface’s volatility, with a put skew', () => {
    const expiry = chain.expiries.find((e) => e.date === '2026-12-18');
    expect(expiry?.kind).toBe('quarterly');
    const atm = chain.contracts.find((c) => c.expiry === '2026-12-18' && c.strike === 600 && c.type === 'call');
    const years = (Date.parse('2026-12-18T21:00:00Z') - input.asOfMs) / (365 * 86_400_000);
    expect(atm?.impliedVol).toBeCloseTo(atmImpliedVol(input.surface, years), 2);
    const otmPut = chain.contracts.find((c) => c.expiry === '2026-12-18' && c.strike === 550 && c.type === 'put');
    expect(otmPut!.impliedVol).toBeGreaterThan(atm!.impliedVol);
  });
  it('concentrates open interest on round strikes, puts below and calls above the spot', () => {
    const monthly = chain.contracts.filter((c) => c.expiry === '2026-12-18');
    const byStrike = new Map<number, number>();
    for (const c of monthly) byStrike.set(c.strike, (byStrike.get(c.strike) ?? 0) + c.openInterest);
    const top = [...byStrike.entries()].sort((a, b) => b[1] - a[1]).slice(0, 3).map(([k]) => k);
    expect(top.every((k) => k % 5 === 0)).toBe(true);
    const sum = (f: (c: (typeof monthly)[number]) => boolean) => monthly.filter(f).reduce((s, c) => s + c.openInterest, 0);
    expect(sum((c) => c.type === 'put' && c.strike < 603.4)).toBeGreaterThan(sum((c) => c.type === 'put' && c.strike > 603.4));
    expect(sum((c) => c.type === 'call' && c.strike > 603.4)).toBeGreaterThan(sum((c) => c.type === 'call' && c.strike < 603.4));
    const total = chain.contracts.reduce((s, c) => s + c.openInterest, 0);
    expect(total / 20e6).toBeGreaterThan(0.9);
    expect(total / 20e6).toBeLessThan(1.1);
  });
  it('is deterministic and drops expiries that have passed', () => {
    expect(buildOptionChain(input)).toEqual(chain);
    const afterClose = buildOptionChain({ ...input, asOfMs: Date.parse('2026-11-23T21:30:00Z') });
    expect(afterClose.expiries[0]?.date).toBe('2026-11-24');
  });
});
