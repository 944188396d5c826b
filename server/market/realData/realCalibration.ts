/**
 * Calibration of the volatility ranges on real daily closes (docs/methodology.md section 4, "on real
 * data"). For every series, at every `step`-th session from the `start`-th on, the short- and
 * long-term ranges are computed from the closes up to that session alone (and the Hurst exponent
 * of the returns up to it) and the close `horizon` sessions later is counted inside, above or below.
 * Shares are reported overall, for the fitted and the held-out series, per asset class and per
 * decade of the as-of session.
 */
import {
  H256_WINDOW,
  H64_WINDOW,
  hurstAsOf,
  logReturns,
  LONG_TERM_RANGE,
  SHORT_TERM_RANGE,
  volatilityRange,
  type RangeSpec,
} from '../analytics';
import type { RealSeries } from './realSeries';

export type CalibratedRangeId = 'shortTerm' | 'longTerm';

export const CALIBRATED_RANGES: ReadonlyArray<{ id: CalibratedRangeId; spec: RangeSpec; hurstWindow: number }> = [
  { id: 'shortTerm', spec: SHORT_TERM_RANGE, hurstWindow: H64_WINDOW },
  { id: 'longTerm', spec: LONG_TERM_RANGE, hurstWindow: H256_WINDOW },
];

export interface CalibrationOptions {
  /** First as-of session (index into the closes): a year of history behind every range. */
  start?: number;
  /** Sessions between two as-of sessions. */
  step?: number;
}

export const REAL_CALIBRATION_DEFAULTS: Required<CalibrationOptions> = { start: 252, step: 5 };

export interface CoverageCount {
  total: number;
  inside: number;
  above: number;
  below: number;
}

export interface CalibrationRow {
  /** `all`, `fit`, `holdout`, `class:<asset class>` or `decade:<1990s>`. */
  group: string;
  series: number;
  shortTerm: CoverageCount;
  longTerm: CoverageCount;
}

/** The range bounds a method gives as of the last close (the product's method by default). */
export type RangeMethod = (closes: Float64Array, spec: RangeSpec, hurst: number | null) => { lower: number; upper: number } | null;

export const productRangeMethod: RangeMethod = (closes, spec, hurst) => {
  const range = volatilityRange(closes, spec, hurst);
  return range && { lower: range.lowerVolatilityRange, upper: range.upperVolatilityRange };
};

const emptyCount = (): CoverageCount => ({ total: 0, inside: 0, above: 0, below: 0 });

function groupsOf(series: RealSeries, date: string): string[] {
  return ['all', series.role, `class:${series.assetClass}`, `decade:${date.slice(0, 3)}0s`];
}

/** The counts per group, rows in a fixed order: all, fit, holdout, classes, decades. */
export function realDataCalibration(
  allSeries: readonly RealSeries[],
  options: CalibrationOptions = {},
  method: RangeMethod = productRangeMethod,
): CalibrationRow[] {
  const { start, step } = { ...REAL_CALIBRATION_DEFAULTS, ...options };
  const rows = new Map<string, CalibrationRow>();
  const seriesIn = new Map<string, Set<string>>();
  const row = (group: string): CalibrationRow => {
    let r = rows.get(group);
    if (!r) rows.set(group, (r = { group, series: 0, shortTerm: emptyCount(), longTerm: emptyCount() }));
    return r;
  };
  for (const series of allSeries) {
    const { closes } = series;
    const returns = logReturns(closes);
    const n = closes.length;
    for (const { id, spec, hurstWindow } of CALIBRATED_RANGES) {
      for (let t = start; t + spec.horizon < n; t += step) {
        const range = method(closes.subarray(0, t + 1), spec, hurstAsOf(returns, hurstWindow, n - 1 - t));
        if (!range) continue;
        const later = closes[t + spec.horizon]!;
        const side = later > range.upper ? 'above' : later < range.lower ? 'below' : 'inside';
        for (const group of groupsOf(series, series.dates[t]!)) {
          const count = row(group)[id];
          count.total++;
          count[side]++;
          const members = seriesIn.get(group) ?? new Set<string>();
          members.add(series.id);
          seriesIn.set(group, members);
        }
      }
    }
  }
  for (const r of rows.values()) r.series = seriesIn.get(r.group)?.size ?? 0;
  const rank = (g: string): number => (g === 'all' ? 0 : g === 'fit' ? 1 : g === 'holdout' ? 2 : g.startsWith('class:') ? 3 : 4);
  return [...rows.values()].sort((a, b) => rank(a.group) - rank(b.group) || a.group.localeCompare(b.group));
}

const pct = (part: number, total: number): string => (total > 0 ? ((100 * part) / total).toFixed(1) : '–');

/** A Markdown table: per group the share inside, above and below for both ranges. */
export function formatCalibrationTable(rows: readonly CalibrationRow[]): string {
  const lines = [
    '| group | series | short-term ranges | inside | above | below | long-term ranges | inside | above | below |',
    '|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const r of rows) {
    const cells = [r.shortTerm, r.longTerm].flatMap((c) => [String(c.total), pct(c.inside, c.total), pct(c.above, c.total), pct(c.below, c.total)]);
    lines.push(`| ${r.group} | ${r.series} | ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}

/** Shares (0…1) of one count. */
export function shares(count: CoverageCount): { inside: number; above: number; below: number } {
  const total = Math.max(1, count.total);
  return { inside: count.inside / total, above: count.above / total, below: count.below / total };
}
