import { describe, expect, it } from 'vitest';
import {
  classifyChange,
  hurstLookbacks,
  logReturns,
  performance,
  ratings,
  SHORT_TERM_RANGE,
  LONG_TERM_RANGE,
  volatilityRange,
  hurstAsOf,
  H64_WINDOW,
  gammaReport,
  datedReturnCorrelation,
  cftcStats,
} from '../analytics';
import { createSimulatedMarket } from '../simulation';
import type { MarketDataSource } from '../source/marketDataSource';
import { computeAssetRow, rangeFields } from './computeAssetRow';
import { gammaMarketOf } from './gammaLevels';
import { EditedSource } from './testing/editedSource';

const AT = new Date('2026-11-20T22:00:00Z');
const market = createSimulatedMarket({ seed: 7, size: 500, now: () => AT });

function compute(ticker: string, source: MarketDataSource = market, signalDays = 10) {
  const instrument = source.getInstrument(ticker);
  if (!instrument) throw new Error(ticker);
  return computeAssetRow(instrument, { source, at: AT, signalDays });
}

describe('computeAssetRow', () => {
  it('fills a liquid ETF row from the analytics', () => {
    const { row } = compute('SPY');
    const c = market.getCandleColumns('SPY', { asOf: AT })!;
    const n = c.close.length;
    const returns = logReturns(c.close);
    expect(row).toMatchObject({ ticker: 'SPY', type: 'etf', latestPrice: c.close[n - 1], latestPriceDate: '2026-11-20', latestSource: 'demo' });
    expect(row.noRealtime).toBe(false);
    expect(row.asOfDate).toBeNull();
    expect(row.daily_percentChange).toBeCloseTo((c.close[n - 1]! / c.close[n - 2]! - 1) * 100, 12);
    const st = rangeFields(volatilityRange(c.close, SHORT_TERM_RANGE, hurstLookbacks(returns).h64.current));
    expect(row.stRange).toEqual(st);
    expect(row.ltRange).toEqual(rangeFields(volatilityRange(c.close, LONG_TERM_RANGE, hurstLookbacks(returns).h256.current)));
    expect({ lower: row.lowerVolatilityRange, upper: row.upperVolatilityRange, pos: row.positionOnRange }).toEqual({
      lower: st.lowerVolatilityRange, upper: st.upperVolatilityRange, pos: st.positionOnRange,
    });
    expect(row.h64).toBe(hurstLookbacks(returns).h64.current);
    expect(row.h256History.d30).toBe(hurstLookbacks(returns).h256.d30);
    const rated = ratings(c.close);
    expect([row.overallTARating, row.ltTARating, row.stTARating]).toEqual([rated.overallTARating, rated.ltTARating, rated.stTARating]);
    expect(row.ytd).toBe(performance(c.dates, c.close).ytd);
    expect(row.metaInfo).toEqual({ strippedReason: null, bars: n });
    expect(row.onEODRange || row.belowEODRange || row.aboveEODRange).toBe(true);
    expect(row.volData.currentIV).toBeGreaterThan(0);
    expect(row.volData.series?.dates.at(-1)).toBe('2026-11-20');
    expect(row.volData.currentPremium).toBeCloseTo(row.volData.currentIV! - row.volData.currentRV!, 12);
    const chain = market.getOptionChain('SPY', AT)!;
    const report = gammaReport(chain.contracts, gammaMarketOf(chain));
    expect(row.gammaMetrics.gamma).toEqual({
      putWallLevel: report.putWallLevel, callWallLevel: report.callWallLevel, zeroGamma: report.zeroGamma, absGammaLevel: report.absoluteGammaLevel,
    });
    expect(row.companyInfo).toMatchObject({ country: 'US', isEtf: true });
    expect(row.fingerprint).toMatch(/^[0-9a-f]{16}$/);
    expect(JSON.parse(JSON.stringify(row))).toEqual(row);
  });

  it('analyses a pair on the ratio of its legs, without volume', () => {
    const { row } = compute('^VVIX:^VIX');
    const a = market.getCandleColumns('^VVIX', { asOf: AT })!;
    const b = market.getCandleColumns('^VIX', { asOf: AT })!;
    expect(row.type).toBe('pair');
    expect(row.latestPrice).toBe(a.close.at(-1)! / b.close.at(-1)!);
    expect(row.relativeVolume.vs1M).toBeNull();
    expect(row.stRange.upside).not.toBeNull();
    expect(row.volData.series).toBeNull();
  });

  it('takes crypto bars per UTC day', () => {
    const { row } = compute('CRYPTO.BTC');
    expect(row.latestPriceDate).toBe('2026-11-19');
    expect(row.asOfDate).toBeNull();
    expect(row.stRange.lowerVolatilityRange).not.toBeNull();
  });

  it('leaves fields null on short histories and says why', () => {
    const source = new EditedSource(market, { AAPL: { lastBars: 20 }, MSFT: { lastBars: 100 }, NVDA: { lastBars: 0 } });
    const short = compute('AAPL', source).row;
    expect(short.metaInfo).toEqual({ strippedReason: 'insufficientHistory', bars: 20 });
    expect([short.stRange.upside, short.h64, short.ytd]).toEqual([null, null, null]);
    expect(short.overallTARating).toBe('error');
    expect(short.latestPrice).not.toBeNull();
    const partial = compute('MSFT', source).row;
    expect(partial.metaInfo.strippedReason).toBe('shortHistory');
    expect(partial.stRange.upside).not.toBeNull();
    expect(partial.ltRange.upside).toBeNull();
    expect(partial.h256).toBeNull();
    const none = compute('NVDA', source);
    expect(none.row.metaInfo).toEqual({ strippedReason: 'noData', bars: 0 });
    expect(none.row.latestPrice).toBeNull();
    expect(none.signals).toEqual([]);
  });

  it('never offers a real-time refresh of the Korean index (TICKER_RULES.noRealtimeTickers)', () => {
    expect(compute('^KS11').row.noRealtime).toBe(true);
  });

  it('analyses a history that ended as of its last bar', () => {
    const { row } = compute('AMZN', new EditedSource(market, { AMZN: { endDate: '2026-06-30' } }));
    expect(row.asOfDate).toBe('2026-06-30');
    expect(row.latestPriceDate).toBe('2026-06-30');
    expect(row.latestRangeDate).toBe('2026-06-30');
    expect(row.noRealtime).toBe(true);
  });

  it('withholds the analytics of a stock with a suspected unadjusted split', () => {
    const { row, signals } = compute('JPM', new EditedSource(market, { JPM: { unadjusted: { date: '2026-09-15', factor: 4 } } }));
    expect(row.potentialSplitError).toBe(true);
    expect(row.metaInfo.strippedReason).toBe('potentialSplitError');
    expect([row.stRange.upside, row.h64, row.upside]).toEqual([null, null, null]);
    expect(signals).toEqual([]);
    expect(row.latestPrice).not.toBeNull();
  });

  it('checks every asset class for a lasting unadjusted jump: a future with a 1:10 unit error is withheld too', () => {
    const future = market.listInstruments().find((i) => i.type === 'future')!;
    const { row } = compute(future.ticker, new EditedSource(market, { [future.ticker]: { unadjusted: { date: '2026-09-15', factor: 0.1 } } }));
    expect(row.potentialSplitError).toBe(true);
    expect(row.metaInfo.strippedReason).toBe('potentialSplitError');
  });

  it('raises a signal exactly when a rating or the cap state changes from one session to the next', () => {
    const days = 10;
    let checked = 0;
    for (const instrument of market.listInstruments().slice(380, 430)) {
      const { row, signals } = compute(instrument.ticker, market, days);
      const c = market.getCandleColumns(instrument.ticker, { asOf: AT })!;
      if (instrument.type === 'pair' || row.potentialSplitError) continue;
      const returns = logReturns(c.close);
      const n = c.close.length;
      const state = (back: number) => {
        const closes = c.close.subarray(0, n - back);
        const r = ratings(closes);
        const cap = volatilityRange(closes, SHORT_TERM_RANGE, hurstAsOf(returns, H64_WINDOW, back))?.capState ?? null;
        return { Trend: r.overallTARating as string, Momentum: r.ltTARating as string, Cap: cap as string | null };
      };
      const expected: string[] = [];
      for (let back = 0; back < days; back++) {
        const [now, before] = [state(back), state(back + 1)];
        for (const cls of ['Trend', 'Momentum', 'Cap'] as const) {
          const [from, to] = [before[cls], now[cls]];
          if (from === null || to === null || from === to || from === 'error' || to === 'error') continue;
          expected.push(`${c.dates[n - 1 - back]}|${instrument.ticker}|${cls}|${from}|${to}`);
        }
      }
      expect(signals.map((s) => `${s.id}|${s.signalDirectionPrior}|${s.signalDirectionNew}`).sort()).toEqual(expected.sort());
      checked += expected.length;
      for (const s of signals) {
        expect(s.signalChange).toBe(classifyChange(s.signalDirectionPrior as never, s.signalDirectionNew as never));
        expect(s.currentTrend).toBe(row.overallTARating);
        expect(s.tickerName).toBe(instrument.name);
      }
      expect(row.recentTrendSignals.map((s) => s.date)).toEqual(signals.filter((s) => s.signalClass === 'Trend').map((s) => s.date));
    }
    expect(checked).toBeGreaterThan(30);
  });

  it('fills the scanner figures from the row, the rating history, SPY and the CFTC reports', () => {
    const spy = compute('SPY').row;
    const c = market.getCandleColumns('SPY', { asOf: AT })!;
    const m = spy.scanMetrics;
    expect(m.spyCorrelation30d).toBe(1);
    expect(m.h64Change5d).toBe(spy.h64! - spy.h64History.d5!);
    expect(m.h256Change30d).toBe(spy.h256! - spy.h256History.d30!);
    const close = spy.latestPrice!;
    expect(m.putWallDistance).toBeCloseTo(((spy.gammaMetrics.gamma.putWallLevel! - close) / close) * 100, 12);
    expect(m.callWallDistance).toBeCloseTo(((spy.gammaMetrics.gamma.callWallLevel! - close) / close) * 100, 12);
    expect(m.gammaFlipDistance).toBeCloseTo(((spy.gammaMetrics.gamma.zeroGamma! - close) / close) * 100, 12);
    expect(m.rangeState).toBe(spy.belowEODRange ? 'below' : spy.aboveEODRange ? 'above' : 'on');
    // The trend began trendChangeSessions sessions ago: ratings() on the history cut there agrees.
    const k = m.trendChangeSessions!;
    const n = c.close.length;
    const trendAt = (back: number) => ratings(c.close.subarray(0, n - back)).overallTARating;
    expect(k).toBeLessThan(250);
    for (let back = 0; back <= k; back++) expect(trendAt(back)).toBe(spy.overallTARating);
    expect(trendAt(k + 1)).not.toBe(spy.overallTARating);
    expect(m.trendChangeDate).toBe(c.dates[n - 1 - k]);
    expect(m.momentumChangeDate).toBe(c.dates[n - 1 - m.momentumChangeSessions!]);
    expect([m.cftcZScore1Y, m.cftcZScore2Y]).toEqual([null, null]);

    const qqq = market.getCandleColumns('QQQ', { asOf: AT })!;
    expect(compute('QQQ').row.scanMetrics.spyCorrelation30d).toBeCloseTo(
      datedReturnCorrelation({ dates: qqq.dates, values: qqq.close }, { dates: c.dates, values: c.close }, 30), 12,
    );
    const es = compute('ES_F').row.scanMetrics;
    const stats = cftcStats(Float64Array.from(market.getCftc('es')!, (r) => r.netPosition));
    expect([es.cftcZScore1Y, es.cftcZScore2Y]).toEqual([stats.zScore1Y, stats.zScore2Y]);
    expect(es.cftcZScore1Y).not.toBeNull();
    expect([es.putWallDistance, es.gammaFlipDistance]).toEqual([null, null]);
  });

  it('dates the last trend and momentum change as the signals do', () => {
    const days = 10;
    let checked = 0;
    for (const instrument of market.listInstruments().slice(380, 430)) {
      const { row, signals } = compute(instrument.ticker, market, days);
      for (const [cls, sessions, date] of [
        ['Trend', row.scanMetrics.trendChangeSessions, row.scanMetrics.trendChangeDate],
        ['Momentum', row.scanMetrics.momentumChangeSessions, row.scanMetrics.momentumChangeDate],
      ] as const) {
        const latest = signals.filter((s) => s.signalClass === cls).sort((a, b) => (a.date < b.date ? 1 : -1))[0];
        if (sessions !== null && sessions < days) {
          expect(latest?.date, `${instrument.ticker} ${cls}`).toBe(date);
          checked++;
        } else if (sessions !== null) expect(latest).toBeUndefined();
      }
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('keeps only the gamma distances of a stock with a suspected split, and nothing history-based of a short history', () => {
    const source = new EditedSource(market, { JPM: { unadjusted: { date: '2026-09-15', factor: 4 } }, AAPL: { lastBars: 20 } });
    const split = compute('JPM', source).row;
    expect(split.scanMetrics.putWallDistance).toBeCloseTo(((split.gammaMetrics.gamma.putWallLevel! - split.latestPrice!) / split.latestPrice!) * 100, 12);
    const { putWallDistance, callWallDistance, gammaFlipDistance, ...rest } = split.scanMetrics;
    expect([putWallDistance, callWallDistance, gammaFlipDistance].every((v) => v !== null)).toBe(true);
    expect(Object.values(rest).every((v) => v === null)).toBe(true);
    const short = compute('AAPL', source).row.scanMetrics;
    expect([short.h64Change5d, short.spyCorrelation30d, short.trendChangeSessions, short.momentumChangeSessions, short.rangeState]).toEqual([null, null, null, null, null]);
  });

  it('gives equal rows equal fingerprints and changed rows new ones', () => {
    const a = compute('QQQ').row;
    const b = compute('QQQ').row;
    expect(a.fingerprint).toBe(b.fingerprint);
    const earlier = computeAssetRow(market.getInstrument('QQQ')!, { source: market, at: new Date('2026-11-19T22:00:00Z'), signalDays: 10 }).row;
    expect(earlier.fingerprint).not.toBe(a.fingerprint);
  });
});
