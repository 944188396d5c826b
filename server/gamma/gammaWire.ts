/**
 * The analytics' gamma report (server/market/analytics/gammaProfile.ts, billions per 1 % move) as
 * the wire carries it (contracts/gamma.ts): dollars per 1 % move, plain arrays, 'NaT' for a
 * missing expiry, and the df_agg rows under the spec's names.
 */
import type { GammaReportData, GammaStrikeRow } from '../../contracts';
import { BILLION, type GammaReport } from '../market/analytics';

const NOT_A_TIME = 'NaT';
const dollars = (billions: number): number => billions * BILLION;

export function gammaReportData(report: GammaReport): GammaReportData {
  return {
    quote: { current_price: report.spot },
    putWallLevel: report.putWallLevel,
    callWallLevel: report.callWallLevel,
    absoluteGammaLevel: report.absoluteGammaLevel,
    zeroGamma: report.zeroGamma,
    levels: Array.from(report.levels),
    totalGamma: Array.from(report.totalGamma, dollars),
    totalGammaExNext: Array.from(report.totalGammaExNext, dollars),
    totalGammaExFri: Array.from(report.totalGammaExFri, dollars),
    nextExpiry: report.nextExpiry ?? NOT_A_TIME,
    nextMonthlyExp: report.nextMonthlyExp ?? NOT_A_TIME,
  };
}

export function gammaStrikeRows(report: GammaReport): GammaStrikeRow[] {
  return report.dfAgg.map((row) => ({
    strike_price: row.strike, total_gamma: dollars(row.totalGamma), GEX_call: dollars(row.callGamma), GEX_put: dollars(row.putGamma),
  }));
}
