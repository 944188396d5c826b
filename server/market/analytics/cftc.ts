/**
 * Statistics of weekly CFTC non-commercial net positioning (one value per weekly report, oldest
 * first): the latest value, the change on the week, averages over 4, 13, 26 and 52 weeks (1M, 3M, 6M,
 * 1Y), the 104-week (2-year) maximum and minimum, and z-scores of the latest value against the last
 * 52 and 104 weeks: z = (latest − mean) / sample sd. Every window includes the latest week; a
 * statistic whose window is not filled is null.
 */
import type { CftcStatistics } from '../../../contracts/correlations';

export const CFTC_WEEKS = { m1: 4, m3: 13, m6: 26, y1: 52, y2: 104 } as const;

/** The contract's statistics (contracts/correlations.ts), as GET /reporting/cftc sends them. */
export type CftcStats = CftcStatistics;

function tail(values: Float64Array, weeks: number): Float64Array | null {
  if (values.length < weeks) return null;
  const w = values.subarray(values.length - weeks);
  return w.every((v) => Number.isFinite(v)) ? w : null;
}

function average(values: Float64Array, weeks: number): number | null {
  const w = tail(values, weeks);
  return w === null ? null : w.reduce((a, b) => a + b, 0) / weeks;
}

function zScore(values: Float64Array, weeks: number): number | null {
  const w = tail(values, weeks);
  if (w === null || weeks < 2) return null;
  const mean = w.reduce((a, b) => a + b, 0) / weeks;
  const sd = Math.sqrt(w.reduce((a, b) => a + (b - mean) ** 2, 0) / (weeks - 1));
  return sd > 0 ? (w[weeks - 1]! - mean) / sd : null;
}

export function cftcStats(netPositions: Float64Array): CftcStats {
  const n = netPositions.length;
  const latest = n > 0 && Number.isFinite(netPositions[n - 1]!) ? netPositions[n - 1]! : null;
  const previous = n > 1 ? netPositions[n - 2]! : NaN;
  const twoYears = tail(netPositions, CFTC_WEEKS.y2);
  return {
    latest,
    wowChange: latest !== null && Number.isFinite(previous) ? latest - previous : null,
    avg1M: average(netPositions, CFTC_WEEKS.m1),
    avg3M: average(netPositions, CFTC_WEEKS.m3),
    avg6M: average(netPositions, CFTC_WEEKS.m6),
    avg1Y: average(netPositions, CFTC_WEEKS.y1),
    max2Y: twoYears === null ? null : Math.max(...twoYears),
    min2Y: twoYears === null ? null : Math.min(...twoYears),
    zScore1Y: zScore(netPositions, CFTC_WEEKS.y1),
    zScore2Y: zScore(netPositions, CFTC_WEEKS.y2),
  };
}
