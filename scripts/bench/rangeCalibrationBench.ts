/**
 * The volatility ranges' calibration on the real closes of server/market/realData (the table of
 * docs/methodology.md section 4): per group the share of closes 15 and 63 sessions later inside,
 * above and below the range published that day, and how long the whole evaluation took.
 * `npx tsx scripts/bench/rangeCalibrationBench.ts`.
 */
import { formatCalibrationTable, realDataCalibration } from '../../server/market/realData/realCalibration';
import { loadRealSeries } from '../../server/market/realData/realSeries';

export interface RangeCalibrationBench {
  table: string;
  ranges: number;
  seconds: number;
}

export function rangeCalibrationBench(): RangeCalibrationBench {
  const started = performance.now();
  const rows = realDataCalibration(loadRealSeries());
  const all = rows.find((r) => r.group === 'all');
  return {
    table: formatCalibrationTable(rows),
    ranges: (all?.shortTerm.total ?? 0) + (all?.longTerm.total ?? 0),
    seconds: (performance.now() - started) / 1000,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = rangeCalibrationBench();
  console.log(result.table);
  console.log(`${result.ranges.toLocaleString('en')} ranges in ${result.seconds.toFixed(1)} s`);
}
