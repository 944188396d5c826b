import { describe, expect, it } from 'vitest';
import { gamma } from './blackScholes';
import { contractGammaExposure, gammaByStrike, gammaWalls, yearsToExpiry, type OptionContract } from './gammaExposure';

const market = { spot: 500, asOf: '2026-03-02' };
const contract = (strike: number, type: 'call' | 'put', openInterest: number, expiry = '2026-03-20', impliedVol = 0.2): OptionContract => ({
  strike,
  expiry,
  type,
  openInterest,
  impliedVol,
});

describe('yearsToExpiry', () => {
  it('counts calendar days over 365, one day at least, null when expired', () => {
    expect(yearsToExpiry('2026-03-02', '2026-03-20')).toBeCloseTo(18 / 365, 14);
    expect(yearsToExpiry('2026-03-02', '2026-03-02')).toBeCloseTo(1 / 365, 14);
    expect(yearsToExpiry('2026-03-02', '2026-03-01')).toBeNull();
  });
});

describe('contractGammaExposure', () => {
  it('is Γ × OI × 100 × S² × 0.01 in billions, positive for calls and negative for puts', () => {
    const g = gamma({ spot: 500, strike: 510, time: 18 / 365, volatility: 0.2 });
    const expected = (g * 25000 * 100 * 500 * 500 * 0.01) / 1e9;
    expect(contractGammaExposure(contract(510, 'call', 25000), 500, 18 / 365)).toBeCloseTo(expected, 14);
    expect(contractGammaExposure(contract(510, 'put', 25000), 500, 18 / 365)).toBeCloseTo(-expected, 14);
    // a worked figure: 25,000 contracts near the money are worth about 0.14 bn per 1 %
    expect(expected).toBeGreaterThan(0.1);
    expect(expected).toBeLessThan(0.2);
  });
});

describe('gammaByStrike and the walls', () => {
  const chain = [
    contract(480, 'put', 40000),
    contract(480, 'put', 10000, '2026-04-17'),
    contract(490, 'put', 20000),
    contract(500, 'call', 20000),
    contract(500, 'put', 20000),
    contract(520, 'call', 30000),
    contract(530, 'call', 5000),
    contract(470, 'put', 9999, '2026-02-27'), // expired
  ];
  const rows = gammaByStrike(chain, market);

  it('aggregates per strike over expiries and drops expired contracts', () => {
    expect(rows.map((r) => r.strike)).toEqual([480, 490, 500, 520, 530]);
    const r480 = rows[0]!;
    expect(r480.putOI).toBe(50000);
    expect(r480.putGamma).toBeCloseTo(
      contractGammaExposure(chain[0]!, 500, 18 / 365) + contractGammaExposure(chain[1]!, 500, 46 / 365),
      14,
    );
    const r500 = rows[2]!;
    expect(r500.callGamma).toBeCloseTo(-r500.putGamma, 14);
    expect(r500.totalGamma).toBeCloseTo(0, 14);
  });

  it('finds the put wall, call wall and absolute gamma level', () => {
    // gross exposure at 500 (calls and puts at the money) beats the larger put pile at 480
    expect(gammaWalls(rows)).toEqual({ putWallLevel: 480, callWallLevel: 520, absoluteGammaLevel: 500 });
    expect(gammaWalls([])).toEqual({ putWallLevel: null, callWallLevel: null, absoluteGammaLevel: null });
  });
});
