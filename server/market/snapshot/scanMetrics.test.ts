import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SCANNER_FILTERS } from '../../../product/scannerFilters';
import { datedReturnCorrelation, ratingHistory, type DatedSeries } from '../analytics';
import { createSimulatedMarket } from '../simulation';
import type { CftcRecord, Instrument, MarketDataSource } from '../source/marketDataSource';
import { emptyRow } from './emptyRow';
import { cftcZScores, lastRatingChange, levelDistance, rangeStateOf, scanMetrics, spyCorrelation } from './scanMetrics';
import { SnapshotReferences } from './snapshotReferences';

const INSTRUMENT: Instrument = {
  ticker: 'TEST', name: 'Test Co', type: 'stock', sector: 'Technology', country: 'US', industry: null, isEtf: false, website: null,
  currency: 'USD', exchange: 'NASDAQ', exchangeShort: 'NAS', isin: null, calendar: 'nyse', hasOptions: true, underlying: null, legs: null,
  sharesOutstanding: null,
};

const NONE = { dates: [], ratingHistory: null, spyCorrelation30d: null, cftc: null };

/** Weekdays from 2026-01-05 (a Monday), `count` of them. */
function weekdays(count: number, from = Date.UTC(2026, 0, 5)): string[] {
  const out: string[] = [];
  for (let d = from; out.length < count; d += 86_400_000) {
    const dow = new Date(d).getUTCDay();
    if (dow !== 0 && dow !== 6) out.push(new Date(d).toISOString().slice(0, 10));
  }
  return out;
}

/** Closes 100·e^(cumulative sum of the returns), with their dates. */
function fromReturns(dates: string[], returns: number[]): DatedSeries {
  const values = new Float64Array(returns.length + 1);
  values[0] = 100;
  returns.forEach((r, i) => (values[i + 1] = values[i]! * Math.exp(r)));
  return { dates, values };
}

describe('scan metrics: Hurst changes', () => {
  it('subtracts the Hurst exponent 5, 15 and 30 sessions ago from the current one, null when either is missing', () => {
    const row = emptyRow(INSTRUMENT, false);
    row.h64 = 0.62;
    row.h64History = { d5: 0.55, d15: 0.7, d30: null };
    row.h256 = null;
    row.h256History = { d5: 0.5, d15: 0.5, d30: 0.5 };
    const m = scanMetrics(row, NONE);
    expect(m.h64Change5d).toBeCloseTo(0.07, 12);
    expect(m.h64Change15d).toBeCloseTo(-0.08, 12);
    expect([m.h64Change30d, m.h256Change5d, m.h256Change15d, m.h256Change30d]).toEqual([null, null, null, null]);
  });
});

describe('scan metrics: distances to the gamma levels', () => {
  it('gives (level − close) / close × 100, positive above the close', () => {
    expect(levelDistance(190, 200)).toBe(-5);
    expect(levelDistance(210, 200)).toBe(5);
    const row = emptyRow(INSTRUMENT, false);
    row.latestPrice = 80;
    row.gammaMetrics.gamma = { putWallLevel: 76, callWallLevel: 90, zeroGamma: 81.2, absGammaLevel: 85 };
    const m = scanMetrics(row, NONE);
    expect(m.putWallDistance).toBeCloseTo(-5, 12);
    expect(m.callWallDistance).toBeCloseTo(12.5, 12);
    expect(m.gammaFlipDistance).toBeCloseTo(1.5, 12);
  });

  it('is null without a level or a positive close', () => {
    expect(levelDistance(null, 100)).toBeNull();
    expect(levelDistance(100, null)).toBeNull();
    expect(levelDistance(100, 0)).toBeNull();
    const m = scanMetrics(emptyRow(INSTRUMENT, false), NONE);
    expect([m.putWallDistance, m.callWallDistance, m.gammaFlipDistance]).toEqual([null, null, null]);
  });
});

describe('scan metrics: range state', () => {
  it('says below, on or above from the EOD flags, null when they are unknown', () => {
    expect(rangeStateOf({ belowEODRange: true, onEODRange: false, aboveEODRange: false })).toBe('below');
    expect(rangeStateOf({ belowEODRange: false, onEODRange: true, aboveEODRange: false })).toBe('on');
    expect(rangeStateOf({ belowEODRange: false, onEODRange: false, aboveEODRange: true })).toBe('above');
    expect(rangeStateOf({ belowEODRange: null, onEODRange: null, aboveEODRange: null })).toBeNull();
  });
});

describe('scan metrics: last rating change', () => {
  const dates = ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20'];

  it('finds the session the current rating began and counts the sessions since (0 = the latest)', () => {
    // Latest first: bullish on 11-20 and 11-19, neutral before.
    expect(lastRatingChange(['trendBullish', 'trendBullish', 'trendNeutral', 'trendNeutral', 'trendBearish'], dates)).toEqual({ date: '2026-11-19', sessions: 1 });
    expect(lastRatingChange(['momentumNeutralDanger', 'momentumNeutral', 'momentumNeutral'], dates)).toEqual({ date: '2026-11-20', sessions: 0 });
  });

  it('says "at least the lookback" when nothing changed within it, and unknown when the history runs out first', () => {
    expect(lastRatingChange(['trendNeutral', 'trendNeutral', 'trendNeutral', 'trendNeutral'], dates, 3)).toEqual({ date: null, sessions: 3 });
    expect(lastRatingChange(['trendNeutral', 'trendNeutral', 'error', 'error'], dates, 3)).toEqual({ date: null, sessions: null });
    expect(lastRatingChange(['trendNeutral', 'trendNeutral'], dates, 3)).toEqual({ date: null, sessions: null });
    expect(lastRatingChange(['error', 'trendNeutral'], dates, 3)).toEqual({ date: null, sessions: null });
  });

  it('agrees with the session-by-session ratings of a real series', () => {
    const market = createSimulatedMarket({ seed: 11, size: 300, now: () => new Date('2026-11-20T22:00:00Z') });
    const c = market.getCandleColumns('QQQ')!;
    const history = ratingHistory(c.close, 251);
    const change = lastRatingChange(history.trend, c.dates, 250);
    expect(change.sessions).not.toBeNull();
    const k = change.sessions!;
    expect(history.trend.slice(0, k + 1).every((r) => r === history.trend[0])).toBe(true);
    expect(history.trend[k + 1]).not.toBe(history.trend[0]);
    expect(change.date).toBe(c.dates[c.dates.length - 1 - k]);
  });
});

describe('scan metrics: SPY correlation', () => {
  it('is the Pearson correlation of the log returns: 0.5 for returns (1, 2, 3) % against (1, 3, 2) %', () => {
    // x − x̄ = (−1, 0, 1), y − ȳ = (−1, 1, 0): Σxy = 1, Σx² = Σy² = 2, ρ = 1 / 2.
    const dates = weekdays(4);
    expect(spyCorrelation(fromReturns(dates, [0.01, 0.02, 0.03]), fromReturns(dates, [0.01, 0.03, 0.02]), 3)).toBeCloseTo(0.5, 12);
    expect(spyCorrelation(fromReturns(dates, [0.02, 0.06, 0.04]), fromReturns(dates, [0.01, 0.03, 0.02]), 3)).toBeCloseTo(1, 12);
    expect(spyCorrelation(fromReturns(dates, [-0.01, -0.03, -0.02]), fromReturns(dates, [0.01, 0.03, 0.02]), 3)).toBeCloseTo(-1, 12);
  });

  it('takes the last `window` returns on the dates both have', () => {
    const spyDates = weekdays(6);
    const spy = fromReturns(spyDates, [0.05, -0.04, 0.01, 0.03, 0.02]);
    // Seven days a week between the third and the last SPY session: Saturday and Sunday fold into Monday's return.
    const dates = ['2026-01-07', '2026-01-08', '2026-01-09', '2026-01-10', '2026-01-11', '2026-01-12'];
    const values = Float64Array.from([100, 101, 100 * Math.exp(0.01), 50, 70, 100 * Math.exp(0.01 + 0.02)]);
    // Common dates 01-07, 01-08, 01-09, 01-12: returns (ln 1.01, 0.01 − ln 1.01, 0.02) against SPY's (0.01, 0.03, 0.02).
    const expected = datedReturnCorrelation({ dates, values }, spy, 3);
    expect(spyCorrelation({ dates, values }, spy, 3)).toBeCloseTo(expected, 12);
    const x = [Math.log(1.01), 0.01 - Math.log(1.01), 0.02];
    const y = [0.01, 0.03, 0.02];
    const mx = (x[0]! + x[1]! + x[2]!) / 3;
    const my = 0.02;
    const sxy = x.reduce((s, v, i) => s + (v - mx) * (y[i]! - my), 0);
    const sxx = x.reduce((s, v) => s + (v - mx) ** 2, 0);
    expect(spyCorrelation({ dates, values }, spy, 3)).toBeCloseTo(sxy / Math.sqrt(sxx * 2e-4), 12);
  });

  it('ends at the series’ last bar and is null with too few common returns or no variance', () => {
    const spyDates = weekdays(8);
    const spy = fromReturns(spyDates, [0.01, 0.03, 0.02, 0.5, -0.7, 0.1, 0.2]);
    // A history that ended on the fourth SPY session correlates over SPY's returns up to then.
    expect(spyCorrelation(fromReturns(spyDates.slice(0, 4), [0.01, 0.02, 0.03]), spy, 3)).toBeCloseTo(0.5, 12);
    expect(spyCorrelation(fromReturns(spyDates.slice(0, 3), [0.01, 0.02]), spy, 3)).toBeNull();
    expect(spyCorrelation({ dates: spyDates.slice(0, 4), values: new Float64Array(4).fill(7) }, spy, 3)).toBeNull();
    expect(spyCorrelation({ dates: [], values: new Float64Array(0) }, spy, 3)).toBeNull();
  });

  it('equals the correlation over the whole aligned histories for stocks, crypto and sparse series', () => {
    const market = createSimulatedMarket({ seed: 11, size: 300, now: () => new Date('2026-11-20T22:00:00Z') });
    const series = (t: string): DatedSeries => {
      const c = market.getCandleColumns(t)!;
      return { dates: c.dates, values: c.close };
    };
    const spy = series('SPY');
    const sparse = series('QQQ');
    const everyThird = { dates: sparse.dates.filter((_, i) => i % 3 === 0), values: sparse.values.filter((_, i) => i % 3 === 0) };
    for (const s of [series('QQQ'), series('CRYPTO.BTC'), series('GC_F'), everyThird]) {
      expect(spyCorrelation(s, spy)).toBeCloseTo(datedReturnCorrelation(s, spy, 30), 12);
    }
    expect(spyCorrelation(spy, spy)).toBeCloseTo(1, 12);
  });
});

describe('scan metrics: CFTC z-scores', () => {
  /** Weekly reports dated Tuesday, released Friday 15:30 New York (20:30 UTC in winter). */
  function reports(values: number[]): CftcRecord[] {
    return values.map((netPosition, i) => {
      const tuesday = Date.UTC(2024, 0, 2) + i * 7 * 86_400_000;
      return {
        date: new Date(tuesday).toISOString().slice(0, 10), market: 'gold', netPosition, longPositions: 0, shortPositions: 0, openInterest: 0,
        releasedAt: new Date(tuesday + 3 * 86_400_000 + 20.5 * 3_600_000).toISOString(),
      };
    });
  }

  it('scores the latest released report against 52 and 104 weeks: 1.6826 and 1.7072 for the net positions 1 … 104', () => {
    // 1Y: the last 52 values are 53 … 104: mean 78.5, sample variance 52·53/12, z = 25.5 / √229.67 = 1.68264.
    // 2Y: 1 … 104: mean 52.5, sample variance 104·105/12 = 910, z = 51.5 / √910 = 1.70721.
    const records = reports([...Array.from({ length: 104 }, (_, i) => i + 1), 1e6]);
    const lastReleased = new Date(records[103]!.releasedAt);
    expect(cftcZScores(records, lastReleased)).toEqual({ cftcZScore1Y: expect.closeTo(1.68264, 5), cftcZScore2Y: expect.closeTo(1.70721, 5) });
    // A millisecond before its release the 104th report is unknown: two years are not filled.
    const before = cftcZScores(records, new Date(lastReleased.getTime() - 1));
    expect(before.cftcZScore1Y).toBeCloseTo(1.68264, 5);
    expect(before.cftcZScore2Y).toBeNull();
    expect(cftcZScores(reports([1, 2, 3]), lastReleased)).toEqual({ cftcZScore1Y: null, cftcZScore2Y: null });
  });
});

describe('snapshot references', () => {
  const AT = new Date('2026-11-20T22:00:00Z');

  /** The simulated market, counting SPY loads and CFTC reads. */
  function counting(source: MarketDataSource): { source: MarketDataSource; spyLoads: () => number; cftcReads: () => number } {
    let spyLoads = 0;
    let cftcReads = 0;
    const wrapped = Object.create(source) as MarketDataSource;
    wrapped.getCandleColumns = (ticker, range) => {
      if (ticker === 'SPY') spyLoads++;
      return source.getCandleColumns(ticker, range);
    };
    wrapped.getCftc = (market) => {
      cftcReads++;
      return source.getCftc(market);
    };
    return { source: wrapped, spyLoads: () => spyLoads, cftcReads: () => cftcReads };
  }

  it('loads SPY and each CFTC market once, and takes only the reports released by the snapshot instant', () => {
    const later = createSimulatedMarket({ seed: 11, size: 300, now: () => new Date('2026-12-11T22:00:00Z') });
    const { source, spyLoads, cftcReads } = counting(later);
    const refs = new SnapshotReferences(source, AT);
    for (let k = 0; k < 3; k++) {
      expect(refs.spyCloses()?.dates.at(-1)).toBe('2026-11-20');
      refs.cftcFor('GC_F');
      refs.cftcFor('gc_f');
    }
    expect([spyLoads(), cftcReads()]).toEqual([1, 1]);
    expect(refs.cftcFor('SPY')).toBeNull();
    const atSnapshot = createSimulatedMarket({ seed: 11, size: 300, now: () => AT });
    const gold = atSnapshot.getCftc('gold')!;
    expect(gold.length).toBeLessThan(later.getCftc('gold')!.length);
    expect(refs.cftcFor('GC_F')).toEqual(cftcZScores(gold, AT));
    expect(refs.cftcFor('GC_F')?.cftcZScore1Y).not.toBeNull();
  });

  it('has no SPY when the source has none', () => {
    const market = createSimulatedMarket({ seed: 11, size: 300, now: () => AT });
    const withoutSpy = Object.create(market) as MarketDataSource;
    withoutSpy.getCandleColumns = (ticker, range) => (ticker === 'SPY' ? undefined : market.getCandleColumns(ticker, range));
    expect(new SnapshotReferences(withoutSpy, AT).spyCloses()).toBeNull();
  });
});

describe('docs/methodology.md, "Scanner figures"', () => {
  it('names every scanner filter with the field it reads', () => {
    const text = readFileSync(new URL('../../../docs/methodology.md', import.meta.url), 'utf8');
    const section = text.slice(text.indexOf('Scanner figures'));
    for (const def of SCANNER_FILTERS) expect(section, def.key).toContain(`| ${def.key} | \`${def.field}\` |`);
  });
});
