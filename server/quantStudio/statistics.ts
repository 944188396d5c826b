/**
 * The statistics of a Quant-Studio run (docs/methodology.md, "Quant-Studio statistics"): pure
 * functions over an equity curve sampled at each session's close, its per-session returns, the
 * closed trades' returns and the weights traded. Every ratio is annualised with `periodsPerYear`
 * sessions (252 on the NYSE calendar, 365 for crypto). Undefined values (too few points, no
 * dispersion) are null, never NaN or Infinity.
 */
import type { QuantStatistics } from '../../contracts/quantStudio';
import { sampleStd } from '../market/analytics/stats';

/** Simple returns between consecutive points: r[i] = e[i+1] / e[i] − 1. */
export function periodReturns(equity: readonly number[]): number[] {
  const out: number[] = [];
  for (let i = 1; i < equity.length; i++) out.push(equity[i]! / equity[i - 1]! - 1);
  return out;
}

export function totalReturn(equity: readonly number[]): number {
  return equity.length < 2 ? 0 : equity[equity.length - 1]! / equity[0]! - 1;
}

/** Compound annual growth: (last / first)^(periodsPerYear / periods) − 1. */
export function cagr(equity: readonly number[], periodsPerYear: number): number | null {
  const periods = equity.length - 1;
  if (periods < 1 || equity[0]! <= 0) return null;
  const growth = equity[periods]! / equity[0]!;
  if (growth <= 0) return -1;
  return growth ** (periodsPerYear / periods) - 1;
}

function mean(values: readonly number[]): number {
  let sum = 0;
  for (const v of values) sum += v;
  return sum / values.length;
}

/** Sample standard deviation (n − 1, analytics/stats); null below two values. */
export function sampleStdev(values: readonly number[]): number | null {
  const sd = sampleStd(Float64Array.from(values));
  return Number.isFinite(sd) ? sd : null;
}

/** Annualised volatility: the sample standard deviation of the returns × √periodsPerYear. */
export function volatility(returns: readonly number[], periodsPerYear: number): number | null {
  const sd = sampleStdev(returns);
  return sd === null ? null : sd * Math.sqrt(periodsPerYear);
}

/** Sharpe ratio: mean excess return over its sample standard deviation, × √periodsPerYear. */
export function sharpe(returns: readonly number[], periodsPerYear: number, riskFreeRate = 0): number | null {
  const sd = sampleStdev(returns);
  if (sd === null || sd === 0) return null;
  return ((mean(returns) - riskFreeRate / periodsPerYear) / sd) * Math.sqrt(periodsPerYear);
}

/**
 * Sortino ratio: mean excess return over the downside deviation, × √periodsPerYear. The downside
 * deviation is √(Σ min(0, r − rf)² / n) over all n returns (target: the risk-free rate per period).
 */
export function sortino(returns: readonly number[], periodsPerYear: number, riskFreeRate = 0): number | null {
  if (returns.length < 2) return null;
  const rf = riskFreeRate / periodsPerYear;
  let downside = 0;
  for (const r of returns) downside += Math.min(0, r - rf) ** 2;
  const dd = Math.sqrt(downside / returns.length);
  if (dd === 0) return null;
  return ((mean(returns) - rf) / dd) * Math.sqrt(periodsPerYear);
}

/** The fall below the running peak at each point, as a positive fraction (0 at a new peak). */
export function drawdownSeries(equity: readonly number[]): number[] {
  let peak = -Infinity;
  return equity.map((e) => {
    peak = Math.max(peak, e);
    return peak > 0 ? 1 - e / peak : 0;
  });
}

export function maxDrawdown(equity: readonly number[]): number {
  let worst = 0;
  for (const d of drawdownSeries(equity)) worst = Math.max(worst, d);
  return worst;
}

/** Share of closed trades with a positive return; null without one. */
export function hitRate(tradeReturns: readonly number[]): number | null {
  if (tradeReturns.length === 0) return null;
  return tradeReturns.filter((r) => r > 0).length / tradeReturns.length;
}

/**
 * One-way turnover per year: half the sum of the absolute weight changes traded (Σ|Δw| of each
 * session, buys and sells), divided by the years the curve spans.
 */
export function turnover(tradedWeight: readonly number[], periods: number, periodsPerYear: number): number {
  if (periods < 1) return 0;
  let sum = 0;
  for (const w of tradedWeight) sum += w;
  return (sum / 2) / (periods / periodsPerYear);
}

/** Average invested share of the capital over the points of the curve. */
export function averageExposure(exposure: readonly number[]): number {
  return exposure.length === 0 ? 0 : mean(exposure);
}

export interface StatisticsInput {
  equity: readonly number[];
  /** Invested share at each point. */
  exposure: readonly number[];
  /** Σ|Δw| traded at each session (any length; only the sum counts). */
  tradedWeight: readonly number[];
  /** Returns of the closed trades. */
  tradeReturns: readonly number[];
  trades: number;
  periodsPerYear: number;
  riskFreeRate?: number;
}

export function computeStatistics(input: StatisticsInput): QuantStatistics {
  const returns = periodReturns(input.equity);
  const rf = input.riskFreeRate ?? 0;
  return {
    totalReturn: totalReturn(input.equity),
    cagr: cagr(input.equity, input.periodsPerYear),
    volatility: volatility(returns, input.periodsPerYear),
    sharpe: sharpe(returns, input.periodsPerYear, rf),
    sortino: sortino(returns, input.periodsPerYear, rf),
    maxDrawdown: maxDrawdown(input.equity),
    hitRate: hitRate(input.tradeReturns),
    turnover: turnover(input.tradedWeight, input.equity.length - 1, input.periodsPerYear),
    exposure: averageExposure(input.exposure),
    trades: input.trades,
  };
}
