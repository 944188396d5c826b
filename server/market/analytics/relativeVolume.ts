import type { RelativeVolume } from '../../../contracts/assets';
/**
 * Relative volume of the previous day (the latest completed session, the last bar): against the
 * session before it and against the average volume of the 21, 63, 126 and 252 sessions before it
 * (1, 3, 6 and 12 months). Ratios (1.5 = 50 % above); null when the volume is missing or zero
 * ('No volume') or the history is shorter than the window.
 */
export const RELATIVE_VOLUME_WINDOWS = { m1: 21, m3: 63, m6: 126, m12: 252 } as const;

/** The answer's shape (contracts/assets.ts), computed here. */
export type { RelativeVolume };

function ratio(value: number, reference: number): number | null {
  return value > 0 && reference > 0 && Number.isFinite(value / reference) ? value / reference : null;
}

/** Mean volume of the `window` sessions before the last one; NaN if short or any volume is missing. */
export function averageVolumeBefore(volume: Float64Array, window: number): number {
  const end = volume.length - 1;
  if (end - window < 0) return NaN;
  let sum = 0;
  for (let i = end - window; i < end; i++) sum += volume[i]!;
  return sum / window;
}

export function relativeVolume(volume: Float64Array): RelativeVolume {
  const n = volume.length;
  const last = n > 0 ? volume[n - 1]! : NaN;
  if (!(last > 0)) return { previousDayVolume: null, vsDayPrior: null, vs1M: null, vs3M: null, vs6M: null, vs12M: null };
  return {
    previousDayVolume: last,
    vsDayPrior: n >= 2 ? ratio(last, volume[n - 2]!) : null,
    vs1M: ratio(last, averageVolumeBefore(volume, RELATIVE_VOLUME_WINDOWS.m1)),
    vs3M: ratio(last, averageVolumeBefore(volume, RELATIVE_VOLUME_WINDOWS.m3)),
    vs6M: ratio(last, averageVolumeBefore(volume, RELATIVE_VOLUME_WINDOWS.m6)),
    vs12M: ratio(last, averageVolumeBefore(volume, RELATIVE_VOLUME_WINDOWS.m12)),
  };
}
