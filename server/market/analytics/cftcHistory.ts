/**
 * The weekly rows of a CFTC entry (document 4 section 3): for each of the last `weeks` reports,
 * the net position and its z-scores against the 52 and 104 weeks up to that report (the same
 * statistic as cftcStats' zScore1Y and zScore2Y, taken week by week).
 */
import { cftcStats } from './cftc';

export interface CftcWeek {
  /** Index into the series. */
  index: number;
  net: number;
  zScore1Y: number | null;
  zScore2Y: number | null;
}

export function cftcHistory(netPositions: Float64Array, weeks: number): CftcWeek[] {
  const out: CftcWeek[] = [];
  for (let i = Math.max(0, netPositions.length - weeks); i < netPositions.length; i++) {
    const stats = cftcStats(netPositions.subarray(0, i + 1));
    out.push({ index: i, net: netPositions[i]!, zScore1Y: stats.zScore1Y, zScore2Y: stats.zScore2Y });
  }
  return out;
}
