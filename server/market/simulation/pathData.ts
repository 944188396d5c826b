/**
 * A generated price path over the whole time grid, in the final share basis (after every split
 * of the schedule), before rounding. Bars are NYSE sessions or calendar days by `calendar`.
 */
import type { TradingCalendar } from '../source/marketDataSource';
import type { FactorBank } from './factors';
import type { TimeGrid } from './timeGrid';

export interface PathData {
  calendar: TradingCalendar;
  open: Float64Array;
  high: Float64Array;
  low: Float64Array;
  close: Float64Array;
  volume: Float64Array;
  /** Conditional variance of each bar's log return (daily). */
  variance: Float64Array;
  /** Variance expected for the next bar, known at this bar's close (what options price). */
  nextVariance: Float64Array;
}

export interface PathContext {
  seed: string;
  grid: TimeGrid;
  factors: FactorBank;
  /** The path of another instrument (bases of futures and ETFs, legs of pairs). */
  path(ticker: string): PathData;
}

/**
 * Indices that map this calendar's bars onto a base path's bars: identity on the same calendar,
 * the session's calendar day for a crypto base under a US instrument.
 */
export function barMapping(grid: TimeGrid, own: TradingCalendar, base: TradingCalendar): Int32Array | null {
  if (own === base) return null;
  if (own === 'nyse' && base === 'crypto') return grid.sessionCalendarIndex();
  throw new Error('a crypto-calendar instrument cannot follow a US-calendar one');
}
