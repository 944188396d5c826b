/**
 * End-of-day CSV files for the ticker admin's tests (API and browser): a calm random walk of
 * weekday bars ending on `end`, optionally with an unadjusted split (the prices from `splitAt` on
 * divided by `ratio`, the volumes multiplied) that the split detector must find.
 */
import { mulberry32 } from '../../../engine/core/random/mulberry32';

export interface EodCsvOptions {
  /** Bars (weekdays), default 320. */
  bars?: number;
  /** The last bar's date, default 2026-11-19 (the API tests' market is on 2026-11-20). */
  end?: string;
  /** Index of the first bar after an unadjusted split; none when absent. */
  splitAt?: number;
  /** New shares per old share (2 for a 2:1 split). */
  ratio?: number;
  seed?: number;
}

/** Weekdays ending on `end`, oldest first. */
function weekdays(end: string, n: number): string[] {
  const out: string[] = [];
  const d = new Date(`${end}T00:00:00Z`);
  while (out.length < n) {
    const day = d.getUTCDay();
    if (day !== 0 && day !== 6) out.push(d.toISOString().slice(0, 10));
    d.setUTCDate(d.getUTCDate() - 1);
  }
  return out.reverse();
}

export function eodCsv(options: EodCsvOptions = {}): string {
  const { bars = 320, end = '2026-11-19', splitAt, ratio = 2, seed = 7 } = options;
  const random = mulberry32(seed);
  const dates = weekdays(end, bars);
  let price = 120;
  const lines = ['Date,Open,High,Low,Close,Volume'];
  dates.forEach((date, i) => {
    // ±1 % a day, nothing on the split day itself: the split is the whole move.
    if (i > 0 && i !== splitAt) price *= 1 + (random() - 0.5) * 0.02;
    const scale = splitAt !== undefined && i >= splitAt ? 1 / ratio : 1;
    const close = price * scale;
    const open = close * (1 + (random() - 0.5) * 0.004);
    const high = Math.max(open, close) * 1.004;
    const low = Math.min(open, close) * 0.996;
    const volume = Math.round((1_000_000 + random() * 200_000) / scale);
    lines.push([date, open.toFixed(4), high.toFixed(4), low.toFixed(4), close.toFixed(4), volume].join(','));
  });
  return `${lines.join('\n')}\n`;
}
