import type { Formatters } from '../../../engine/ui';

/** A percent change with its sign (+1.25%, −0.50%), or `empty` when unknown. */
export function signedPercent(f: Pick<Formatters, 'percent'>, value: number | null, empty: string): string {
  if (value === null) return empty;
  return value > 0 ? `+${f.percent(value)}` : f.percent(value);
}
