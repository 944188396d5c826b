import { describe, expect, it } from 'vitest';
import type { DailyCandle } from '../source/marketDataSource';
import { dayFromIso, weekday } from './dayNumbers';
import { isNyseSession } from './nyseCalendar';
import { defaultHistoryStart, SimulatedMarket } from './simulatedMarket';

const FRIDAY_1PM = new Date('2026-11-20T18:00:00Z');

function marketAt(start: Date, seed: string | number = 11) {
  let now = start;
  const market = new SimulatedMarket({ seed, size: 800, now: () => now });
  return { market, set: (d: Date) => (now = d) };
}

const closes = (c: DailyCandle[]) => c.map((k) => k.close);

describe('simulated market', () => {
  const { market } = marketAt(FRIDAY_1PM);

  it('is deterministic from its seed', () => {
    const again = marketAt(FRIDAY_1PM).market;
    expect(again.getCandles('SPY')).toEqual(market.getCandles('SPY'));
    expect(again.getCandles(market.listInstruments()[700]!.ticker)).toEqual(market.getCandles(market.listInstruments()[700]!.ticker));
    expect(again.listInstruments()).toEqual(market.listInstruments());
    const other = marketAt(FRIDAY_1PM, 12).market;
    expect(closes(other.getCandles('SPY')!.candles)).not.toEqual(closes(market.getCandles('SPY')!.candles));
  });

  it('has at least two years of history and starts on 1 January 2024 by default', () => {
    const spy = market.getCandles('SPY')!;
    expect(spy.candles[0]?.date).toBe('2024-01-02');
    expect(spy.candles.length).toBeGreaterThan(2 * 250);
    expect(defaultHistoryStart(Date.parse('2026-11-20T00:00:00Z'))).toBe(dayFromIso('2024-01-01'));
    expect(defaultHistoryStart(Date.parse('2025-03-01T00:00:00Z'))).toBe(dayFromIso('2023-01-01'));
  });

  it('has US bars on NYSE sessions only and crypto bars every day', () => {
    const spy = market.getCandles('SPY')!.candles;
    expect(spy.every((c) => isNyseSession(dayFromIso(c.date)))).toBe(true);
    expect(spy.map((c) => c.date)).not.toContain('2025-01-09');
    expect(spy.map((c) => c.date)).not.toContain('2026-04-03');
    const btc = market.getCandles('CRYPTO.BTC')!.candles;
    const days = btc.map((c) => dayFromIso(c.date));
    for (let i = 1; i < days.length; i++) expect(days[i]! - days[i - 1]!).toBe(1);
    expect(days.some((d) => weekday(d) === 6)).toBe(true);
    expect(btc[btc.length - 1]?.date).toBe('2026-11-19');
  });

  it('adds a daily bar after the New York close and keeps the earlier bars', () => {
    const { market: m, set } = marketAt(new Date('2026-11-20T20:59:00Z'));
    const before = m.getCandles('QQQ')!;
    expect(before.asOf).toBe('2026-11-19');
    set(new Date('2026-11-20T21:00:00Z'));
    const after = m.getCandles('QQQ')!;
    expect(after.asOf).toBe('2026-11-20');
    expect(after.candles.slice(0, -1)).toEqual(before.candles);
    set(new Date('2026-11-24T12:00:00Z'));
    expect(m.getCandles('QQQ')!.candles.at(-1)?.date).toBe('2026-11-23');
    // Far past the generated horizon: the grid grows, the history stays.
    set(new Date('2027-09-01T12:00:00Z'));
    const later = m.getCandles('QQQ')!;
    expect(later.candles.slice(0, after.candles.length)).toEqual(after.candles);
    expect(later.asOf).toBe('2027-08-31');
  });

  it('never shows bars after the clock, and cuts by from, to and asOf', () => {
    expect(market.getCandles('SPY', { asOf: new Date('2030-01-01T00:00:00Z') })!.asOf).toBe('2026-11-19');
    const range = market.getCandles('SPY', { from: '2025-01-06', to: '2025-01-10' })!.candles.map((c) => c.date);
    expect(range).toEqual(['2025-01-06', '2025-01-07', '2025-01-08', '2025-01-10']);
    expect(market.getCandles('SPY', { asOf: new Date('2025-06-02T12:00:00Z') })!.candles.at(-1)?.date).toBe('2025-05-30');
    expect(market.getCandles('SPY', { asOf: new Date('2023-06-02T12:00:00Z') })!.candles).toEqual([]);
    expect(() => market.getCandles('SPY', { from: '2025-13-01' })).toThrow(RangeError);
    expect(market.getCandles('NOPE')).toBeUndefined();
  });

  it('serves the same bars as columns for the analytics', () => {
    const cols = market.getCandleColumns('IWM', { from: '2026-01-01' })!;
    const rows = market.getCandles('IWM', { from: '2026-01-01' })!.candles;
    expect(cols.dates).toEqual(rows.map((r) => r.date));
    expect(Array.from(cols.close)).toEqual(rows.map((r) => r.close));
    expect(Array.from(cols.volume)).toEqual(rows.map((r) => r.volume));
  });

  it('quotes intraday during the session and the close outside it', () => {
    const q1 = market.getQuote('SPY', new Date('2026-11-20T16:00:00Z'))!;
    const q2 = market.getQuote('SPY', new Date('2026-11-20T17:30:00Z'))!;
    expect(q1).toMatchObject({ source: 'demo', marketOpen: true, sessionDate: '2026-11-20', time: '2026-11-20T16:00:00.000Z' });
    expect(q1.price).not.toBe(q2.price);
    expect(q1.previousClose).toBe(market.getCandles('SPY')!.candles.at(-1)?.close);
    const early = market.getQuote('SPY', new Date('2026-11-20T13:00:00Z'))!;
    expect(early).toMatchObject({ marketOpen: false, sessionDate: '2026-11-19', time: '2026-11-19T21:00:00.000Z', price: q1.previousClose });
    // A future instant is answered as of now.
    expect(market.getQuote('SPY', new Date('2027-01-01T00:00:00Z'))!.time).toBe(FRIDAY_1PM.toISOString());
    const { market: m } = marketAt(new Date('2026-11-22T15:00:00Z'));
    const sunday = m.getQuote('SPY', new Date('2026-11-22T15:00:00Z'))!;
    expect(sunday).toMatchObject({ marketOpen: false, sessionDate: '2026-11-20', price: m.getCandles('SPY')!.candles.at(-1)?.close });
    const btc1 = m.getQuote('CRYPTO.BTC', new Date('2026-11-22T10:00:00Z'))!;
    const btc2 = m.getQuote('CRYPTO.BTC', new Date('2026-11-22T14:00:00Z'))!;
    expect(btc1.marketOpen).toBe(true);
    expect(btc1.price).not.toBe(btc2.price);
    expect(market.getQuote('NOPE', FRIDAY_1PM)).toBeUndefined();
    expect(market.getQuote('SPY', new Date('2020-01-01T00:00:00Z'))).toBeUndefined();
  });

  it('reaches the close at the end of the session', () => {
    const { market: m } = marketAt(new Date('2026-11-20T22:00:00Z'));
    const last = m.getQuote('AAPL', new Date('2026-11-20T20:59:59.999Z'))!;
    const close = m.getCandles('AAPL')!.candles.at(-1)!;
    expect(close.date).toBe('2026-11-20');
    expect(Math.abs(last.price / close.close - 1)).toBeLessThan(0.002);
  });

  it('derives pairs as the ratio of their legs', () => {
    const pair = market.getCandles('^VVIX:^VIX')!.candles;
    const a = market.getCandles('^VVIX')!.candles;
    const b = market.getCandles('^VIX')!.candles;
    for (let i = 0; i < pair.length; i += 25) expect(pair[i]!.close / (a[i]!.close / b[i]!.close)).toBeCloseTo(1, 3);
    const custom = market.getCandles('gld:spy')!;
    expect(custom.ticker).toBe('GLD:SPY');
    expect(market.getInstrument('GLD:SPY')?.type).toBe('pair');
    const q = market.getQuote('^VVIX:^VIX', FRIDAY_1PM)!;
    expect(q.price / (market.getQuote('^VVIX', FRIDAY_1PM)!.price / market.getQuote('^VIX', FRIDAY_1PM)!.price)).toBeCloseTo(1, 3);
  });

  it('keeps split-adjusted and raw series consistent', () => {
    const nvda = market.getCandles('NVDA')!;
    expect(nvda.splits).toEqual([{ date: '2024-06-10', ratio: 10 }]);
    const raw = nvda.raw!;
    const i = nvda.candles.findIndex((c) => c.date === '2024-06-10');
    expect(raw[i - 1]!.close / nvda.candles[i - 1]!.close).toBeCloseTo(10, 3);
    expect(raw[i]!.close).toBe(nvda.candles[i]!.close);
    expect(raw[i - 1]!.volume * 10).toBeCloseTo(nvda.candles[i - 1]!.volume, -2);
    // The adjusted series is continuous across the split; the raw one drops by the ratio.
    expect(Math.abs(Math.log(nvda.candles[i]!.close / nvda.candles[i - 1]!.close))).toBeLessThan(0.25);
    expect(raw[i - 1]!.close / raw[i]!.close).toBeGreaterThan(6);
    // Before the split date the series is on the old basis.
    const asOfMay = market.getCandles('NVDA', { asOf: new Date('2024-05-31T22:00:00Z') })!;
    expect(asOfMay.splits).toEqual([]);
    expect(asOfMay.raw).toBeNull();
    expect(asOfMay.candles[10]!.close).toBeCloseTo(raw[10]!.close, 2);
    expect(market.getCandles('SPY')!.raw).toBeNull();
  });

  it('has volumes for traded instruments and none for indices', () => {
    expect(market.getCandles('SPY')!.candles.every((c) => c.volume > 1e6)).toBe(true);
    expect(market.getCandles('^VIX')!.candles.every((c) => c.volume === 0)).toBe(true);
    expect(market.getCandles('ES_F')!.candles.every((c) => c.volume > 0)).toBe(true);
  });

  it('has option chains and an IV series for optionable instruments only', () => {
    const chain = market.getOptionChain('SPY', FRIDAY_1PM)!;
    expect(chain.underlyingPrice).toBe(market.getQuote('SPY', FRIDAY_1PM)!.price);
    expect(chain.sessionDate).toBe('2026-11-20');
    expect(chain.riskFreeRate).toBeGreaterThan(0);
    expect(chain.contracts.length).toBeGreaterThan(1000);
    expect(market.getOptionChain('CRYPTO.BTC', FRIDAY_1PM)).toBeUndefined();
    expect(market.getOptionChain('ES_F', FRIDAY_1PM)).toBeUndefined();
    const iv = market.getImpliedVolSeries('QQQ', { from: '2026-01-01' })!;
    expect(iv.dates).toEqual(market.getCandles('QQQ', { from: '2026-01-01' })!.candles.map((c) => c.date));
    expect(iv.iv.every((x) => x > 0.03 && x < 2)).toBe(true);
    expect(market.getImpliedVolSeries('^VIX')).toBeUndefined();
  });

  it('publishes CFTC reports by their release time and economic events by date', () => {
    expect(market.listCftcMarkets()).toHaveLength(25);
    const es = market.getCftc('ES')!;
    expect(es.at(-1)?.date).toBe('2026-11-10'); // the report of Tuesday the 17th comes out at 15:30
    expect(marketAt(new Date('2026-11-20T20:31:00Z')).market.getCftc('es')!.at(-1)?.date).toBe('2026-11-17');
    expect(es.length).toBeGreaterThan(100);
    expect(market.getCftc('nope')).toBeUndefined();
    const events = market.getEconomicEvents('2026-11-01', '2026-11-30');
    expect(events.length).toBeGreaterThan(20);
    expect(events.every((e) => e.date >= '2026-11-01' && e.date <= '2026-11-30')).toBe(true);
    expect(events.filter((e) => e.date > '2026-11-20').every((e) => e.actual === null)).toBe(true);
    expect(events.find((e) => e.event === 'Nonfarm Payrolls')?.actual).not.toBeNull();
  });

  it('answers calendar questions', () => {
    expect(market.lastCompletedSession(new Date('2026-11-21T12:00:00Z'))).toBe('2026-11-20');
    expect(market.isUSMarketOpen(FRIDAY_1PM)).toBe(true);
    expect(market.isUSMarketOpen(new Date('2026-11-21T15:00:00Z'))).toBe(false);
    expect(market.label).toBe('Demo data');
    expect(market.now()).toEqual(FRIDAY_1PM);
  });
});
