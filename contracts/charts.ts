/**
 * The detail page's series: GET /api/asset/candles/:ticker, /api/rangeDataForDashboard,
 * /api/getHurstSeries and /api/reporting/correlationTable.
 */

export interface Candle {
  date: string;
  open: number;
  low: number;
  high: number;
  close: number;
  volume: number;
}

/** GET /api/asset/candles/:ticker?days: the last `days` daily candles, oldest first. */
export interface CandlesAnswer {
  payload: { ticker: string; candles: Candle[] };
}

/** GET /api/rangeDataForDashboard: 'Range High' and 'Range Low', with the bound of the session before. */
export interface RangeLine {
  name: 'Range High' | 'Range Low';
  value: number | null;
  date: string | null;
  previousValue: number | null;
  previousDate: string | null;
}

export interface HurstPoint {
  Date: string;
  Hurst: number;
}

/** GET /api/getHurstSeries: the rolling h64 ('3Mo') and h256 ('1Yr'). */
export interface HurstSeries {
  '3Mo': HurstPoint[];
  '1Yr': HurstPoint[];
}

/** GET /api/reporting/correlationTable: ticker → ticker → correlation (null without enough common history). */
export type CorrelationTable = Record<string, Record<string, number | null>>;
