/**
 * Weekly non-commercial (speculative) positioning for the CFTC markets of document 4: one report
 * per Tuesday from the history start, published on the Friday after at 15:30 New York (the next
 * session when that Friday is a holiday). Speculators follow trends: the net position as a share of
 * open interest is a market-specific mean, plus 0.25 · tanh(z / 1.5) of the contract's 13-week
 * momentum z-score, plus a persistent AR(1) component; open interest drifts log-normally.
 */
import type { CftcMarket, CftcRecord } from '../source/marketDataSource';
import { isoFromDay, weekday } from './dayNumbers';
import { instantOfNewYork } from './nyClock';
import { isNyseSession, nextSession } from './nyseCalendar';
import type { PathData } from './pathData';
import { hashString, Rng } from './random';
import type { TimeGrid } from './timeGrid';

/** Typical open interest (contracts) and mean net share of open interest. */
const PROFILE: Record<string, readonly [number, number]> = {
  es: [2.3e6, 0.02], rty: [5e5, -0.05], dow: [9e4, 0.05], nq: [2.5e5, 0.08], nikkei: [2e4, 0.1], vix: [3.5e5, -0.2],
  us30y: [1.8e6, -0.05], us10y: [4.5e6, -0.1], us5y: [5.5e6, -0.15], us2y: [4e6, -0.2], eurodollar: [9e6, 0],
  usd: [3e4, 0.3], eur: [7e5, 0.1], jpy: [2.5e5, -0.2], gbp: [2e5, 0.1], aud: [1.8e5, -0.2], cad: [2e5, -0.2], chf: [6e4, -0.1],
  wti: [1.9e6, 0.12], wheat: [4e5, -0.15], corn: [1.5e6, -0.05], silver: [1.5e5, 0.2], natgas: [1.4e6, -0.08], copper: [2.3e5, 0.1], gold: [5e5, 0.45],
};

export const CFTC_RELEASE_MINUTE = 15 * 60 + 30;

/** Release instant of the report dated `tuesday`. */
export function cftcReleaseMs(tuesday: number): number {
  const friday = tuesday + 3;
  return instantOfNewYork(isNyseSession(friday) ? friday : nextSession(friday), CFTC_RELEASE_MINUTE);
}

/** Every report of the market on the grid, whether released or not (the caller filters by release). */
export function cftcRecords(seed: string, market: CftcMarket, grid: TimeGrid, contract: PathData): CftcRecord[] {
  const [baseOi, meanShare] = PROFILE[market.code] ?? [1e5, 0];
  const rng = new Rng(hashString(`${seed}|cftc|${market.code}`));
  const gross = 0.45 + 0.15 * rng.uniform();
  let firstTuesday = grid.startDay;
  while (weekday(firstTuesday) !== 2) firstTuesday++;
  // The scale of momentum from the first year only, so that later reports never change earlier ones.
  const window = Math.min(250, contract.variance.length);
  let sumVariance = 0;
  for (let t = 0; t < window; t++) sumVariance += contract.variance[t] ?? 0;
  const weeklySd = Math.sqrt((5 * sumVariance) / Math.max(1, window));
  const records: CftcRecord[] = [];
  let logOi = 0;
  let ou = 0;
  for (let day = firstTuesday; day + 3 <= grid.endDay; day += 7) {
    logOi = 0.95 * logOi + 0.05 * rng.normal();
    ou = 0.9 * ou + 0.03 * rng.normal();
    const t = grid.barIndexAtOrBefore(contract.calendar, day);
    const t13 = grid.barIndexAtOrBefore(contract.calendar, day - 91);
    const price = contract.close[Math.max(0, t)] ?? 1;
    const past = contract.close[Math.max(0, t13)] ?? price;
    const z = Math.log(price / past) / (weeklySd * Math.sqrt(13) || 1);
    const share = Math.max(-(gross - 0.05), Math.min(gross - 0.05, meanShare + 0.25 * Math.tanh(z / 1.5) + ou));
    const openInterest = Math.round(baseOi * Math.exp(logOi));
    const netPosition = Math.round(openInterest * share);
    const total = Math.round(openInterest * gross);
    const longPositions = Math.round((total + netPosition) / 2);
    records.push({
      date: isoFromDay(day), market: market.code, netPosition, longPositions, shortPositions: longPositions - netPosition,
      openInterest, releasedAt: new Date(cftcReleaseMs(day)).toISOString(),
    });
  }
  return records;
}
