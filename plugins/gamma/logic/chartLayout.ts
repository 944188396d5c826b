/**
 * The gamma charts' layout rules (document 4 section 9, product/gammaRules.ts GAMMA_CHART), pure:
 * the chart's size for a window, the strikes near the spot, the display scale of exposures, the
 * trimmed profile window and the key levels with their colours.
 */
import { GAMMA_CHART } from '../../../product/gammaRules';
import type { GammaReportData, GammaStrikeRow } from '../../../contracts';

export interface ChartSize {
  width: number;
  height: number;
}

/** The smaller of 95 % of the window and 1,400 px wide; 41.67 % of that high. */
export function chartSize(windowWidth: number): ChartSize {
  const width = Math.round(Math.max(0, Math.min(windowWidth * GAMMA_CHART.windowShare, GAMMA_CHART.maxWidth)));
  return { width, height: Math.round(width * GAMMA_CHART.heightRatio) };
}

/** The df_agg rows whose strike lies within 90 % to 110 % of the spot. */
export function strikesNearSpot(rows: readonly GammaStrikeRow[], spot: number): GammaStrikeRow[] {
  const from = spot * GAMMA_CHART.strikeFrom;
  const to = spot * GAMMA_CHART.strikeTo;
  return rows.filter((r) => r.strike_price >= from && r.strike_price <= to);
}

/** How a chart shows exposures: in billions per 1 % move when the largest magnitude exceeds 1,000, else as they are. */
export interface GammaScale {
  divisor: number;
  billions: boolean;
}

export function gammaScale(values: Iterable<number>): GammaScale {
  let largest = 0;
  for (const v of values) if (Number.isFinite(v)) largest = Math.max(largest, Math.abs(v));
  return largest > GAMMA_CHART.billionsAbove ? { divisor: GAMMA_CHART.billion, billions: true } : { divisor: 1, billions: false };
}

export const scaled = (values: readonly number[], scale: GammaScale): number[] => values.map((v) => v / scale.divisor);

export type KeyLevelKind = 'callWall' | 'putWall' | 'flip' | 'absGamma' | 'spot';

export interface KeyLevel {
  kind: KeyLevelKind;
  value: number;
}

/** The report's known key levels: call wall, put wall, gamma flip, absolute gamma and the spot. */
export function keyLevels(report: GammaReportData): KeyLevel[] {
  const all: [KeyLevelKind, number | null][] = [
    ['callWall', report.callWallLevel], ['putWall', report.putWallLevel], ['flip', report.zeroGamma],
    ['absGamma', report.absoluteGammaLevel], ['spot', report.quote.current_price],
  ];
  return all.filter((e): e is [KeyLevelKind, number] => e[1] !== null && Number.isFinite(e[1])).map(([kind, value]) => ({ kind, value }));
}

/** Call wall green, put wall red, flip orange, absolute gamma blue, spot black (light theme) or white (dark theme). */
export function keyLevelColours(dark: boolean): Record<KeyLevelKind, string> {
  return { callWall: '#16a34a', putWall: '#dc2626', flip: '#f97316', absGamma: '#2563eb', spot: dark ? '#ffffff' : '#000000' };
}

/**
 * The indexes [from, to] of the profile levels to draw: from the level just below the lowest key
 * level to the one just above the highest, widened by `padding` levels on each side (within the
 * profile). All levels when there is no key level.
 */
export function profileWindow(levels: readonly number[], keys: readonly number[], padding: number = GAMMA_CHART.profilePadding): [number, number] {
  const last = levels.length - 1;
  if (last < 0) return [0, -1];
  if (keys.length === 0) return [0, last];
  const low = Math.min(...keys);
  const high = Math.max(...keys);
  let from = 0;
  while (from < last && levels[from + 1]! <= low) from++;
  let to = last;
  while (to > 0 && levels[to - 1]! >= high) to--;
  return [Math.max(0, from - padding), Math.min(last, to + padding)];
}
