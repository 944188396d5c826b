/**
 * Display rules of document 2 section 5 for the ticker tables: the position on the range (clamped
 * to 0–100 % on a 10-step scale), the upside/downside ratio ('> 100', '< 0') and the 'high Hurst'
 * note of the trend.
 */
export const POSITION_STEPS = 10;
export const HIGH_HURST = 0.6;
export const RATIO_CAP = 100;

/** The position clamped to 0…100 and the step (0…10) of the scale it falls on. */
export function positionScale(position: number): { percent: number; step: number } {
  const percent = Math.min(100, Math.max(0, position));
  return { percent, step: Math.round(percent / (100 / POSITION_STEPS)) };
}

/**
 * How the upside/downside ratio reads: '> 100' above 100, '< 0' when the price is above the EOD
 * range (a negative ratio), else the number.
 */
export function ratioDisplay(ratio: number, aboveEodRange?: boolean | null): { kind: 'above100' } | { kind: 'belowZero' } | { kind: 'value'; value: number } {
  if (ratio > RATIO_CAP) return { kind: 'above100' };
  if (ratio < 0 || aboveEodRange === true) return { kind: 'belowZero' };
  return { kind: 'value', value: ratio };
}

/** Whether the trend description adds 'high Hurst' (a Hurst value above 0.6). */
export function isHighHurst(h64: unknown, h256?: unknown): boolean {
  return [h64, h256].some((h) => typeof h === 'number' && h > HIGH_HURST);
}
