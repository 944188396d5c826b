import { describe, expect, it } from 'vitest';
import { fixtureCorrelations, fixtureHurst } from '../fixtures/detailFixtures';
import {
  CORRELATION_BENCHMARKS, CORRELATION_WINDOWS, HIGH_HURST, HURST_LOOKBACKS, UnexpectedAnswer,
  boundChange, correlationRow, correlationTickers, hurstTable, isHighHurst, trendDescription,
} from './analytics';
import type { HurstSeries } from '../../../contracts';

describe('the Hurst table (document 2 section 9)', () => {
  it('looks 0, 5, 15 and 30 sessions back, 3-month row first', () => {
    expect(HURST_LOOKBACKS).toEqual([0, 5, 15, 30]);
    const series = fixtureHurst(120);
    const [m3, y1] = hurstTable(series);
    expect(m3!.key).toBe('3Mo');
    expect(y1!.key).toBe('1Yr');
    const at = (points: HurstSeries['3Mo'], back: number) => points[points.length - 1 - back]!.Hurst;
    expect(m3!.values).toEqual([at(series['3Mo'], 0), at(series['3Mo'], 5), at(series['3Mo'], 15), at(series['3Mo'], 30)]);
    expect(y1!.values[0]).toBe(series['1Yr'].at(-1)!.Hurst);
  });

  it('reaches exactly 30 sessions back with 31 points, not with 30', () => {
    const points = (n: number) => Array.from({ length: n }, (_, i) => ({ Date: `d${i}`, Hurst: i }));
    expect(hurstTable({ '3Mo': points(31), '1Yr': points(30) }).map((r) => r.values)).toEqual([[30, 25, 15, 0], [29, 24, 14, null]]);
  });

  it('shows empty cells for an empty or missing series', () => {
    const rows = hurstTable({ '3Mo': [] } as unknown as HurstSeries);
    expect(rows).toEqual([{ key: '3Mo', values: [null, null, null, null] }, { key: '1Yr', values: [null, null, null, null] }]);
  });
});

describe("'high Hurst' (document 2 section 5)", () => {
  it('is a value above 0.6, not 0.6 itself', () => {
    expect(HIGH_HURST).toBe(0.6);
    expect(isHighHurst(0.6)).toBe(false);
    expect(isHighHurst(0.6001)).toBe(true);
    expect(isHighHurst(null)).toBe(false);
    expect(isHighHurst(undefined)).toBe(false);
  });
});

describe('the correlation table', () => {
  it('has the windows 15, 30, 90 and 180 days against SPY, UUP and TLT', () => {
    expect(CORRELATION_WINDOWS).toEqual([15, 30, 90, 180]);
    expect(CORRELATION_BENCHMARKS).toEqual(['SPY', 'UUP', 'TLT']);
  });

  it("reads the ticker's row of an answer for its tickers", () => {
    const table = fixtureCorrelations(correlationTickers('AAPL'), 90);
    const row = correlationRow(90, 'AAPL', table);
    expect(row.window).toBe(90);
    expect(row.values).toEqual({ SPY: table.AAPL!.SPY ?? null, UUP: table.AAPL!.UUP ?? null, TLT: table.AAPL!.TLT ?? null });
  });

  it('shows an empty cell for a benchmark the answer lacks', () => {
    expect(correlationRow(15, 'GLD', { GLD: { SPY: 0.1 } }).values).toEqual({ SPY: 0.1, UUP: null, TLT: null });
  });

  it('refuses an answer without the ticker as an unexpected answer', () => {
    expect(() => correlationRow(15, 'GLD', {})).toThrow(UnexpectedAnswer);
    const thrown = ((): unknown => {
      try {
        return correlationRow(15, 'GLD', { SPY: { SPY: 1 } });
      } catch (err) {
        return err;
      }
    })();
    expect(thrown).toBeInstanceOf(UnexpectedAnswer);
    expect((thrown as Error).name).toBe('UnexpectedAnswer');
    expect((thrown as Error).message).toContain('GLD');
  });

  it('asks for the ticker and the benchmarks once each', () => {
    expect(correlationTickers('AAPL')).toEqual(['AAPL', 'SPY', 'UUP', 'TLT']);
    expect(correlationTickers('TLT')).toEqual(['TLT', 'SPY', 'UUP']);
  });
});

describe('the trend description', () => {
  it('strips the trend and momentum prefixes and lower-cases the first letter', () => {
    expect(trendDescription({ overallTARating: 'trendBearish', ltTARating: 'momentumBullish', h64: 0.4 })).toEqual({ trend: 'bearish', momentum: 'bullish', highHurst: false });
  });

  it('takes a state without its prefix as it is', () => {
    expect(trendDescription({ overallTARating: 'Neutral', ltTARating: 'neutralDanger' })).toEqual({ trend: 'neutral', momentum: 'neutralDanger', highHurst: false });
  });

  it('has no trend or momentum for missing, error or bare-prefix ratings', () => {
    expect(trendDescription({})).toEqual({ trend: null, momentum: null, highHurst: false });
    expect(trendDescription({ overallTARating: 'trend', ltTARating: 'error', h64: null })).toEqual({ trend: null, momentum: null, highHurst: false });
  });
});

describe('boundChange', () => {
  it('is null when the bound of the session before is 0 (no percentage of nothing)', () => {
    expect(boundChange({ value: 5, previousValue: 0 })).toBeNull();
  });

  it('is 0 for an unchanged bound and measures from the earlier value', () => {
    expect(boundChange({ value: 100, previousValue: 100 })).toBe(0);
    expect(boundChange({ value: 50, previousValue: 200 })).toBeCloseTo(-75);
    expect(boundChange({ value: 200, previousValue: 50 })).toBeCloseTo(300);
  });
});
