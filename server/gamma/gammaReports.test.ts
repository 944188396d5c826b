import { describe, expect, it } from 'vitest';
import type { OptionChain } from '../market/source/marketDataSource';
import type { MarketDataSource } from '../market/source/marketDataSource';
import type { MarketSnapshot } from '../market/marketService';
import type { OptionContract } from '../market/analytics';
import { computeGammaReport, DelayedGammaCache, modeOf } from './gammaReports';

const AT = '2026-11-20T21:05:00.000Z';
const contracts: OptionContract[] = [
  { strike: 95, expiry: '2026-12-18', type: 'put', openInterest: 4000, impliedVol: 0.25 },
  { strike: 100, expiry: '2026-11-27', type: 'put', openInterest: 1000, impliedVol: 0.2 },
  { strike: 100, expiry: '2026-11-27', type: 'call', openInterest: 1500, impliedVol: 0.2 },
  { strike: 105, expiry: '2026-12-18', type: 'call', openInterest: 5000, impliedVol: 0.2 },
];

/** A source that knows one chain per ticker and counts the chains asked. */
function sourceOf(chains: Record<string, OptionContract[]>): MarketDataSource & { asked: string[] } {
  const asked: string[] = [];
  const source = {
    asked,
    getOptionChain: (ticker: string, at: Date): OptionChain | undefined => {
      asked.push(ticker);
      const list = chains[ticker];
      return list && {
        ticker, asOf: at.toISOString(), sessionDate: '2026-11-20', underlyingPrice: 100, riskFreeRate: 0.04, dividendYield: 0, expiries: [], contracts: list,
      };
    },
  };
  return source as unknown as MarketDataSource & { asked: string[] };
}
const snapshotOf = (version: number) => ({ version, at: AT }) as MarketSnapshot;

describe('gamma reports', () => {
  it('answers the spec\'s shape in dollars per 1 % move, with NaT for a missing monthly expiry', () => {
    const weekly = contracts.filter((c) => c.expiry === '2026-11-27');
    const report = computeGammaReport(sourceOf({ X: weekly }), 'X', new Date(AT))!;
    const g = report.gamma as Exclude<typeof report.gamma, Record<string, never>>;
    expect(g.quote.current_price).toBe(100);
    expect(g.nextExpiry).toBe('2026-11-27');
    expect(g.nextMonthlyExp).toBe('NaT');
    expect(report.df_agg).toEqual([{ strike_price: 100, GEX_call: expect.any(Number), GEX_put: expect.any(Number), total_gamma: expect.any(Number) }]);
    // 1,500 calls of Γ ≈ 0.14 at 100: about 0.14 × 1,500 × 100 × 100² × 0.01 ≈ 2 million dollars per 1 %.
    expect(report.df_agg[0]!.GEX_call).toBeGreaterThan(1e6);
    expect(report.df_agg[0]!.GEX_call).toBeLessThan(1e7);
    expect(report.asOf).toBe(AT);
    expect(computeGammaReport(sourceOf({}), 'X', new Date(AT))).toBeNull();
    expect(computeGammaReport(sourceOf({ X: [] }), 'X', new Date(AT))).toBeNull();
  });

  it('keeps the delayed reports of one snapshot version, the most recently asked first to stay', () => {
    const source = sourceOf({ A: contracts, B: contracts, C: contracts });
    const cache = new DelayedGammaCache(2);
    const a = cache.get(snapshotOf(1), source, 'A');
    expect(cache.get(snapshotOf(1), source, 'A')).toBe(a);
    cache.get(snapshotOf(1), source, 'B');
    cache.get(snapshotOf(1), source, 'A');
    cache.get(snapshotOf(1), source, 'C');
    // B was dropped (A was asked again after it); A and C are kept.
    cache.get(snapshotOf(1), source, 'A');
    cache.get(snapshotOf(1), source, 'C');
    expect(source.asked).toEqual(['A', 'B', 'C']);
    cache.get(snapshotOf(1), source, 'B');
    // A new version asks afresh.
    cache.get(snapshotOf(2), source, 'A');
    expect(source.asked).toEqual(['A', 'B', 'C', 'B', 'A']);
  });

  it('reads allowDelay: only "false" asks for real time', () => {
    expect(modeOf('false')).toBe('realtime');
    expect(modeOf('true')).toBe('delayed');
    expect(modeOf(undefined)).toBe('delayed');
  });
});
