import { describe, expect, it } from 'vitest';
import { gammaReport, type OptionContract } from '../analytics';
import { createSimulatedMarket } from '../simulation';
import type { OptionChain } from '../source/marketDataSource';
import { gammaLevels, gammaMarketOf, zeroGamma } from './gammaLevels';

const AT = new Date('2026-11-20T22:00:00Z');

function chainOf(contracts: OptionContract[], spot: number): OptionChain {
  return {
    ticker: 'TEST', asOf: AT.toISOString(), sessionDate: '2026-11-20', underlyingPrice: spot, riskFreeRate: 0.04, dividendYield: 0.01,
    expiries: [], contracts,
  };
}

describe('gammaLevels', () => {
  it('equals gammaReport on the simulated chains', () => {
    const market = createSimulatedMarket({ seed: 11, size: 600, now: () => AT });
    const tickers = market.listInstruments().filter((i) => i.hasOptions).map((i) => i.ticker).filter((_, k) => k % 10 === 0);
    expect(tickers.length).toBeGreaterThan(15);
    let crossings = 0;
    for (const ticker of tickers) {
      const chain = market.getOptionChain(ticker, AT)!;
      const report = gammaReport(chain.contracts, gammaMarketOf(chain));
      const levels = gammaLevels(chain);
      expect(levels, ticker).toEqual({
        putWallLevel: report.putWallLevel, callWallLevel: report.callWallLevel, zeroGamma: report.zeroGamma, absGammaLevel: report.absoluteGammaLevel,
      });
      if (report.zeroGamma !== null) crossings++;
    }
    expect(crossings).toBeGreaterThan(8);
  });

  it('finds crossings far from the spot and none when the profile keeps its sign', () => {
    const calls: OptionContract[] = [110, 115, 118].map((strike) => ({ strike, expiry: '2026-12-18', type: 'call', openInterest: 5000, impliedVol: 0.2 }));
    const puts: OptionContract[] = [95, 99, 100, 101].map((strike) => ({ strike, expiry: '2026-12-18', type: 'put', openInterest: 4000, impliedVol: 0.25 }));
    const chain = chainOf([...calls, ...puts], 100);
    const report = gammaReport(chain.contracts, gammaMarketOf(chain));
    expect(report.zeroGamma).not.toBeNull();
    expect(zeroGamma(chain.contracts, gammaMarketOf(chain))).toBe(report.zeroGamma);
    const onlyCalls = chainOf(calls, 100);
    expect(gammaLevels(onlyCalls)).toMatchObject({ zeroGamma: null, putWallLevel: null, callWallLevel: gammaReport(calls, gammaMarketOf(onlyCalls)).callWallLevel });
  });

  it('is empty without a chain or live contracts', () => {
    const empty = { putWallLevel: null, callWallLevel: null, zeroGamma: null, absGammaLevel: null };
    expect(gammaLevels(undefined)).toEqual(empty);
    expect(gammaLevels(chainOf([{ strike: 100, expiry: '2026-11-01', type: 'call', openInterest: 10, impliedVol: 0.2 }], 100))).toEqual(empty);
  });
});
