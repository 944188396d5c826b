/**
 * The split detector (server/market/analytics/splitDetection.ts) on real closes: real splits put back
 * into split-adjusted prices on their real dates must be flagged; real crashes, a leveraged fund built
 * from the Dow's real returns and the whole history of every shipped series must not be.
 */
import { describe, expect, it } from 'vitest';
import { detectSplitError, splitCheckOptionsFor } from '../analytics';
import { loadRealSeries } from './realSeries';

describe('detectSplitError on real closes (server/market/realData)', () => {
  const real = loadRealSeries();
  const series = (id: string) => real.find((s) => s.id === id)!;
  /** The closes of a series up to `end`, those before `split.date` multiplied back by its factor (undoing the adjustment). */
  function closesUpTo(id: string, end: string, split?: { date: string; factor: number }): { closes: Float64Array; dates: string[] } {
    const s = series(id);
    const n = s.dates.filter((d) => d <= end).length;
    const closes = s.closes.slice(0, n);
    if (split) s.dates.forEach((d, i) => { if (i < n && d < split.date) closes[i] = closes[i]! * split.factor; });
    return { closes, dates: s.dates.slice(0, n) };
  }
  /** A fund returning `multiple` × the daily simple return of a real series (a leveraged ETF). */
  function leveraged(id: string, end: string, multiple: number): Float64Array {
    const { closes } = closesUpTo(id, end);
    const out = new Float64Array(closes.length);
    out[0] = 100;
    for (let i = 1; i < closes.length; i++) out[i] = out[i - 1]! * (1 + multiple * (closes[i]! / closes[i - 1]! - 1));
    return out;
  }

  it('flags Microsoft\'s 2:1 split of 29 March 1999 and Intel\'s 3:2 split of 14 July 1997 left unadjusted', () => {
    const msft = closesUpTo('dj30-msft', '1999-06-30', { date: '1999-03-29', factor: 2 });
    const hit = detectSplitError(msft.closes, splitCheckOptionsFor('stock'));
    expect(hit).toMatchObject({ potentialSplitError: true, ratio: '2:1' });
    expect(msft.dates[hit.index!]).toBe('1999-03-29');
    const intc = closesUpTo('dj30-intc', '1997-07-14', { date: '1997-07-14', factor: 1.5 });
    expect(detectSplitError(intc.closes, splitCheckOptionsFor('stock'))).toMatchObject({ potentialSplitError: true, index: intc.closes.length - 1, ratio: '3:2' });
  });

  it('does not flag Procter & Gamble\'s −30 % day of 7 March 2000 (4.6 % from 3:2), on the day or after', () => {
    expect(detectSplitError(closesUpTo('dj30-pg', '2000-03-07').closes).potentialSplitError).toBe(false);
    expect(detectSplitError(closesUpTo('dj30-pg', '2000-06-30').closes).potentialSplitError).toBe(false);
  });

  it('clears a 3× leveraged Dow Jones fund\'s −68 % day of 19 October 1987 once turbulent sessions follow', () => {
    // on the day itself the fall lies 3.4 % from 3:1 and nothing has followed yet: a share's jump on its latest bar counts
    expect(detectSplitError(leveraged('djia', '1987-10-19', 3), splitCheckOptionsFor('etf')).ratio).toBe('3:1');
    expect(detectSplitError(leveraged('djia', '1987-10-30', 3), splitCheckOptionsFor('etf')).potentialSplitError).toBe(false);
    expect(detectSplitError(leveraged('djia', '1987-12-31', 3), splitCheckOptionsFor('etf')).potentialSplitError).toBe(false);
  });

  it('raises no false alarm over the whole history of any of the 62 real series', () => {
    for (const s of real) {
      expect(detectSplitError(s.closes, { ...splitCheckOptionsFor(s.assetClass === 'stock' ? 'stock' : 'index'), lookback: s.closes.length }), s.id).toMatchObject({ potentialSplitError: false });
    }
  });
});
