/**
 * The gamma profile: total dealer gamma exposure recomputed at hypothetical spot levels (80 % to
 * 120 % of spot, 81 levels), with and without the next expiry and the next monthly (third-Friday)
 * expiry, and the zero-gamma level (gamma flip) where the profile crosses zero.
 */
import {
  contractGammaExposure,
  gammaByStrike,
  gammaWalls,
  liveContracts,
  yearsToExpiry,
  type GammaByStrike,
  type GammaMarket,
  type GammaWalls,
  type OptionContract,
} from './gammaExposure';

export const PROFILE_FROM = 0.8;
export const PROFILE_TO = 1.2;
export const PROFILE_POINTS = 81;

/** Evenly spaced spot levels from `from` × spot to `to` × spot. */
export function spotGrid(spot: number, from = PROFILE_FROM, to = PROFILE_TO, points = PROFILE_POINTS): Float64Array {
  return Float64Array.from({ length: points }, (_, i) => spot * (from + ((to - from) * i) / (points - 1)));
}

/** Whether a 'YYYY-MM-DD' date is the third Friday of its month (the standard monthly expiry). */
export function isThirdFriday(date: string): boolean {
  const day = new Date(`${date}T00:00:00Z`);
  return day.getUTCDay() === 5 && day.getUTCDate() >= 15 && day.getUTCDate() <= 21;
}

/** Total exposure (billions per 1 %) of `contracts` if the spot were `level`. */
export function totalGammaAt(contracts: readonly OptionContract[], market: GammaMarket, level: number): number {
  let total = 0;
  for (const c of contracts) {
    const time = yearsToExpiry(market.asOf, c.expiry);
    if (time !== null) total += contractGammaExposure(c, level, time, market.rate, market.dividendYield);
  }
  return total;
}

/**
 * Where the profile crosses zero, by linear interpolation between the two levels around the change
 * of sign; with several crossings the one nearest the spot; null if the profile never changes sign.
 */
export function zeroGammaLevel(levels: Float64Array, profile: Float64Array, spot: number): number | null {
  let best: number | null = null;
  const consider = (crossing: number): void => {
    if (best === null || Math.abs(crossing - spot) < Math.abs(best - spot)) best = crossing;
  };
  for (let i = 0; i + 1 < levels.length; i++) {
    const a = profile[i]!;
    const b = profile[i + 1]!;
    if (a !== 0 && b !== 0 && Math.sign(a) !== Math.sign(b)) consider(levels[i]! + ((levels[i + 1]! - levels[i]!) * a) / (a - b));
    // a level where the profile is exactly zero between values of opposite sign
    if (b === 0 && i + 2 < levels.length && a * profile[i + 2]! < 0) consider(levels[i + 1]!);
  }
  return best;
}

export interface GammaReport extends GammaWalls {
  spot: number;
  zeroGamma: number | null;
  levels: Float64Array;
  totalGamma: Float64Array;
  totalGammaExNext: Float64Array;
  totalGammaExFri: Float64Array;
  /** The earliest live expiry; null when the chain is empty. */
  nextExpiry: string | null;
  /** The earliest live third-Friday expiry; null ("NaT") when there is none. */
  nextMonthlyExp: string | null;
  dfAgg: GammaByStrike[];
}

/** Everything the gamma screens show for one underlying. */
export function gammaReport(chain: readonly OptionContract[], market: GammaMarket, levels = spotGrid(market.spot)): GammaReport {
  const live = liveContracts(chain, market.asOf);
  const expiries = [...new Set(live.map((c) => c.expiry))].sort();
  const nextExpiry = expiries[0] ?? null;
  const nextMonthlyExp = expiries.find(isThirdFriday) ?? null;
  const exNext = live.filter((c) => c.expiry !== nextExpiry);
  const exFri = live.filter((c) => c.expiry !== nextMonthlyExp);
  const totalGamma = levels.map((level) => totalGammaAt(live, market, level));
  const dfAgg = gammaByStrike(live, market);
  return {
    spot: market.spot,
    ...gammaWalls(dfAgg),
    zeroGamma: zeroGammaLevel(levels, totalGamma, market.spot),
    levels,
    totalGamma,
    totalGammaExNext: levels.map((level) => totalGammaAt(exNext, market, level)),
    totalGammaExFri: levels.map((level) => totalGammaAt(exFri, market, level)),
    nextExpiry,
    nextMonthlyExp,
    dfAgg,
  };
}
