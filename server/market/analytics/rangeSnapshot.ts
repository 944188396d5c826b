/**
 * The range part of an asset row, composed from the pieces: h64/h256 with their lookbacks, the
 * short-term range (scaled with h64) and the long-term range (scaled with h256), the cap flags and
 * the EOD flags. The top-level lowerVolatilityRange / upperVolatilityRange / upside / downside /
 * upsideDownsideRatio / positionOnRange of the row are those of the short-term range; rangeMetaInfo
 * carries its caps. The EOD flags compare the latest close with the short-term range published after
 * the previous close (the range that was in force during the session).
 */
import { hurstAsOf, hurstLookbacks, H64_WINDOW, type HurstLookback } from './hurstLookbacks';
import { eodRangeFlags, type EodRangeFlags } from './rangeMetrics';
import { logReturns } from './returns';
import { LONG_TERM_RANGE, SHORT_TERM_RANGE, volatilityRange, type VolatilityRange } from './volatilityRange';

export interface RangeSnapshot {
  h64: HurstLookback;
  h256: HurstLookback;
  stRange: VolatilityRange | null;
  ltRange: VolatilityRange | null;
  /** The short-term range as of the previous close. */
  previousStRange: VolatilityRange | null;
  eodFlags: EodRangeFlags | null;
  rangeMetaInfo: { hasUpperCap: boolean; hasLowerCap: boolean };
}

export function rangeSnapshot(closes: Float64Array): RangeSnapshot {
  const returns = logReturns(closes);
  const { h64, h256 } = hurstLookbacks(returns);
  const stRange = volatilityRange(closes, SHORT_TERM_RANGE, h64.current);
  const ltRange = volatilityRange(closes, LONG_TERM_RANGE, h256.current);
  const previousStRange =
    closes.length > 1 ? volatilityRange(closes.subarray(0, closes.length - 1), SHORT_TERM_RANGE, hurstAsOf(returns, H64_WINDOW, 1)) : null;
  const latest = closes[closes.length - 1];
  const eodFlags =
    previousStRange !== null && latest !== undefined
      ? eodRangeFlags(latest, previousStRange.lowerVolatilityRange, previousStRange.upperVolatilityRange)
      : null;
  return {
    h64,
    h256,
    stRange,
    ltRange,
    previousStRange,
    eodFlags,
    rangeMetaInfo: { hasUpperCap: stRange?.hasUpperCap ?? false, hasLowerCap: stRange?.hasLowerCap ?? false },
  };
}
