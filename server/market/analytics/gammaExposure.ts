/**
 * Dealer gamma exposure (GEX) of an option chain, in billions of dollars per 1 % move of the
 * underlying. Convention (the usual dealer-positioning assumption): dealers are long the calls and
 * short the puts that customers hold, so call exposure counts positive and put exposure negative.
 *
 *   GEX(contract) = ± Γ(S) × openInterest × 100 × S² × 0.01 / 1e9
 *
 * Γ from Black–Scholes with the contract's implied volatility; time to expiry in calendar days / 365
 * (an option expiring on the as-of date counts as one day; expired ones are dropped).
 */
import { gamma } from './blackScholes';

export interface OptionContract {
  strike: number;
  /** 'YYYY-MM-DD' */
  expiry: string;
  type: 'call' | 'put';
  openInterest: number;
  /** Annual implied volatility, decimal. */
  impliedVol: number;
}

export interface GammaMarket {
  spot: number;
  /** 'YYYY-MM-DD' */
  asOf: string;
  rate?: number;
  dividendYield?: number;
}

export const CONTRACT_MULTIPLIER = 100;
/** Scaling to billions of dollars. */
export const BILLION = 1e9;

export function epochDay(date: string): number {
  return Math.floor(Date.parse(`${date}T00:00:00Z`) / 86_400_000);
}

/** Years from `asOf` to `expiry` (calendar days / 365, at least one day); null when expired or invalid. */
export function yearsToExpiry(asOf: string, expiry: string): number | null {
  const days = epochDay(expiry) - epochDay(asOf);
  if (!Number.isFinite(days) || days < 0) return null;
  return Math.max(days, 1) / 365;
}

/** Signed gamma exposure of one contract at spot level `spot`, in billions per 1 % move. */
export function contractGammaExposure(contract: OptionContract, spot: number, time: number, rate = 0, dividendYield = 0): number {
  const g = gamma({ spot, strike: contract.strike, time, volatility: contract.impliedVol, rate, dividendYield });
  if (!Number.isFinite(g)) return 0;
  const sign = contract.type === 'call' ? 1 : -1;
  return (sign * g * contract.openInterest * CONTRACT_MULTIPLIER * spot * spot * 0.01) / BILLION;
}

/** A df_agg row: the exposure and open interest at one strike, over all expiries. */
export interface GammaByStrike {
  strike: number;
  callGamma: number;
  putGamma: number;
  totalGamma: number;
  callOI: number;
  putOI: number;
}

/** Contracts that count: not expired, positive strike, open interest and implied volatility. */
export function liveContracts(chain: readonly OptionContract[], asOf: string): OptionContract[] {
  return chain.filter((c) => c.strike > 0 && c.openInterest > 0 && c.impliedVol > 0 && yearsToExpiry(asOf, c.expiry) !== null);
}

/** Exposure per strike at the current spot, ascending by strike. */
export function gammaByStrike(chain: readonly OptionContract[], market: GammaMarket): GammaByStrike[] {
  const entries = liveContracts(chain, market.asOf).map((c) => ({
    strike: c.strike, type: c.type, openInterest: c.openInterest,
    gex: contractGammaExposure(c, market.spot, yearsToExpiry(market.asOf, c.expiry)!, market.rate, market.dividendYield),
  }));
  return accumulateByStrike(entries);
}

/** Sums per-contract exposures into df_agg rows, ascending by strike. */
export function accumulateByStrike(entries: Iterable<{ strike: number; type: 'call' | 'put'; openInterest: number; gex: number }>): GammaByStrike[] {
  const rows = new Map<number, GammaByStrike>();
  for (const e of entries) {
    let row = rows.get(e.strike);
    if (!row) {
      row = { strike: e.strike, callGamma: 0, putGamma: 0, totalGamma: 0, callOI: 0, putOI: 0 };
      rows.set(e.strike, row);
    }
    if (e.type === 'call') {
      row.callGamma += e.gex;
      row.callOI += e.openInterest;
    } else {
      row.putGamma += e.gex;
      row.putOI += e.openInterest;
    }
    row.totalGamma = row.callGamma + row.putGamma;
  }
  return [...rows.values()].sort((a, b) => a.strike - b.strike);
}

export interface GammaWalls {
  /** Strike with the largest put exposure (the most negative putGamma). */
  putWallLevel: number | null;
  /** Strike with the largest call exposure. */
  callWallLevel: number | null;
  /** Strike with the largest gross exposure |callGamma| + |putGamma|. */
  absoluteGammaLevel: number | null;
}

export function gammaWalls(rows: readonly GammaByStrike[]): GammaWalls {
  let put: GammaByStrike | null = null;
  let call: GammaByStrike | null = null;
  let gross: GammaByStrike | null = null;
  for (const row of rows) {
    if (row.putOI > 0 && (put === null || row.putGamma < put.putGamma)) put = row;
    if (row.callOI > 0 && (call === null || row.callGamma > call.callGamma)) call = row;
    if (gross === null || row.callGamma - row.putGamma > gross.callGamma - gross.putGamma) gross = row;
  }
  return { putWallLevel: put?.strike ?? null, callWallLevel: call?.strike ?? null, absoluteGammaLevel: gross?.strike ?? null };
}
