/**
 * The row's gamma levels (put wall, call wall, zero gamma, absolute gamma) of an option chain:
 * the same numbers as the analytics' `gammaReport` (tested for equality), computed faster.
 *
 * `gammaReport` evaluates the total gamma profile at all 81 spot levels (80–120 % of spot), parsing
 * each contract's expiry at every level; the zero-gamma level is the sign change nearest the spot.
 * Here each contract's time to expiry is computed once, and the profile is evaluated on a window
 * of levels around the spot that grows by one level on each side until the nearest crossing lies
 * strictly inside it (a crossing outside the window is farther from the spot than the window's
 * edge), so a flip 3 % from the spot costs 15 levels instead of 81. The exposure of a contract at a level is the analytics'
 * formula with the same operations in the same order, so the sums are identical.
 */
import {
  accumulateByStrike,
  gammaWalls,
  normalPdf,
  spotGrid,
  yearsToExpiry,
  zeroGammaLevel,
  type GammaByStrike,
  type GammaMarket,
  type OptionContract,
} from '../analytics';
import type { OptionChain } from '../source/marketDataSource';
import type { GammaLevels } from './assetRow';
import { num } from './rowValues';

/** The market of a chain as the row uses it: its spot, session date, rate and dividend yield. */
export function gammaMarketOf(chain: OptionChain): GammaMarket {
  return { spot: chain.underlyingPrice, asOf: chain.sessionDate, rate: chain.riskFreeRate, dividendYield: chain.dividendYield };
}

/** A live contract with the constants of its Black–Scholes gamma at any spot level. */
interface Prepared {
  strike: number;
  type: 'call' | 'put';
  sign: number;
  openInterest: number;
  volatility: number;
  sqrtTime: number;
  drift: number;
  denominator: number;
  discount: number;
}

/**
 * The contracts `liveContracts` keeps, in their order, with yearsToExpiry's time (one date parse
 * per expiry instead of one per contract and use).
 */
function prepare(contracts: readonly OptionContract[], market: GammaMarket): Prepared[] {
  const rate = market.rate ?? 0;
  const q = market.dividendYield ?? 0;
  const times = new Map<string, number | null>();
  const prepared: Prepared[] = [];
  for (const c of contracts) {
    if (!(c.strike > 0 && c.openInterest > 0 && c.impliedVol > 0)) continue;
    let time = times.get(c.expiry);
    if (time === undefined) {
      time = yearsToExpiry(market.asOf, c.expiry);
      times.set(c.expiry, time);
    }
    if (time === null) continue;
    const volatility = c.impliedVol;
    prepared.push({
      strike: c.strike,
      type: c.type,
      sign: c.type === 'call' ? 1 : -1,
      openInterest: c.openInterest,
      volatility,
      sqrtTime: Math.sqrt(time),
      drift: (rate - q + (volatility * volatility) / 2) * time,
      denominator: volatility * Math.sqrt(time),
      discount: Math.exp(-q * time),
    });
  }
  return prepared;
}

/** contractGammaExposure(c, level, …) with the analytics' operations in the same order. */
function exposure(p: Prepared, level: number): number {
  const d1 = level > 0 ? (Math.log(level / p.strike) + p.drift) / p.denominator : NaN;
  const g = (p.discount * normalPdf(d1)) / (level * p.volatility * p.sqrtTime);
  return Number.isFinite(g) ? (p.sign * g * p.openInterest * 100 * level * level * 0.01) / 1e9 : 0;
}

function totalAt(prepared: readonly Prepared[], level: number): number {
  let total = 0;
  for (const p of prepared) total += exposure(p, level);
  return total;
}

/** gammaByStrike at the spot: df_agg rows ascending by strike. */
function byStrike(prepared: readonly Prepared[], spot: number): GammaByStrike[] {
  return accumulateByStrike(prepared.map((p) => ({ strike: p.strike, type: p.type, openInterest: p.openInterest, gex: exposure(p, spot) })));
}

/** Zero gamma as `zeroGammaLevel(spotGrid(spot), profile, spot)` would give it. */
function zeroGammaOf(prepared: readonly Prepared[], spot: number): number | null {
  const levels = spotGrid(spot);
  const profile = new Float64Array(levels.length).fill(NaN);
  const middle = levels.length >> 1;
  for (let half = 1; ; half++) {
    const lo = Math.max(0, middle - half);
    const hi = Math.min(levels.length - 1, middle + half);
    for (let i = lo; i <= hi; i++) if (Number.isNaN(profile[i]!)) profile[i] = totalAt(prepared, levels[i]!);
    const found = zeroGammaLevel(levels.subarray(lo, hi + 1), profile.subarray(lo, hi + 1), spot);
    if (lo === 0 && hi === levels.length - 1) return found;
    const reach = Math.min(spot - levels[lo]!, levels[hi]! - spot);
    if (found !== null && Math.abs(found - spot) < reach) return found;
  }
}

/** The zero-gamma level of contracts (any, live or not) in a market. */
export function zeroGamma(contracts: readonly OptionContract[], market: GammaMarket): number | null {
  return zeroGammaOf(prepare(contracts, market), market.spot);
}

export const NO_GAMMA: GammaLevels = { putWallLevel: null, callWallLevel: null, zeroGamma: null, absGammaLevel: null };

/** The gamma levels of a chain; all null for an empty chain. */
export function gammaLevels(chain: OptionChain | undefined): GammaLevels {
  if (!chain) return { ...NO_GAMMA };
  const market = gammaMarketOf(chain);
  const prepared = prepare(chain.contracts, market);
  if (prepared.length === 0 || !(market.spot > 0)) return { ...NO_GAMMA };
  const walls = gammaWalls(byStrike(prepared, market.spot));
  return {
    putWallLevel: num(walls.putWallLevel),
    callWallLevel: num(walls.callWallLevel),
    zeroGamma: num(zeroGammaOf(prepared, market.spot)),
    absGammaLevel: num(walls.absoluteGammaLevel),
  };
}
