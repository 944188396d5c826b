import { describe, expect, it } from 'vitest';
import { createSimulatedMarket } from '../simulation';
import type { MarketDataSource } from '../source/marketDataSource';
import { buildImportedSeries, EMPTY_META, importedMarketOf, type StoredBar } from './importedMarket';
import { createLayeredMarketSource, IMPORTED_DATA_LABEL, isImportedInstrument, type ImportedInstrument } from './importedMarketSource';

/** Friday 2026-11-20, 17:00 New York: the session of that day is complete. */
const NOW = new Date('2026-11-20T22:00:00Z');
const base: MarketDataSource = createSimulatedMarket({ seed: 7, size: 500, now: () => NOW });

/** Weekdays (or every day) from `from` to `to`, with a price walking from `start`. */
function bars(from: string, to: string, start: number, options: { everyDay?: boolean; adjust?: number } = {}): StoredBar[] {
  const out: StoredBar[] = [];
  let price = start;
  for (let d = new Date(`${from}T00:00:00Z`); d <= new Date(`${to}T00:00:00Z`); d = new Date(d.getTime() + 86_400_000)) {
    const dow = d.getUTCDay();
    if (!options.everyDay && (dow === 0 || dow === 6)) continue;
    const open = price;
    const close = Math.round(price * (1 + 0.01 * Math.sin(out.length)) * 100) / 100;
    out.push({
      date: d.toISOString().slice(0, 10), open, high: Math.max(open, close) + 1, low: Math.min(open, close) - 1, close,
      adjClose: options.adjust ? close * options.adjust : null, volume: 1000 + out.length,
    });
    price = close;
  }
  return out;
}

const spyBars = bars('2026-01-02', '2026-11-20', 600, { adjust: 0.98 });
const imported = importedMarketOf([
  buildImportedSeries('SPY', spyBars, { ...EMPTY_META, name: 'SPDR S&P 500 (imported name)' }),
  buildImportedSeries('OLDCO', bars('2025-01-02', '2025-06-30', 40), { ...EMPTY_META, sector: 'Industrials', currency: 'EUR' }),
  buildImportedSeries('^VIX', bars('2026-06-01', '2026-11-20', 15)),
  // A bar after the clock (files are checked against the importer's clock, not the server's).
  buildImportedSeries('LATE', bars('2026-11-02', '2026-11-23', 10)),
  buildImportedSeries('CRYPTO.NEWCOIN', bars('2026-11-01', '2026-11-19', 2, { everyDay: true })),
  buildImportedSeries('CRYPTO.OLDCOIN', bars('2026-11-01', '2026-11-18', 2, { everyDay: true })),
]);
const market = createLayeredMarketSource(base, imported);
const imp = (ticker: string): ImportedInstrument => {
  const i = market.getInstrument(ticker);
  if (!i || !isImportedInstrument(i)) throw new Error(`${ticker} is not imported`);
  return i;
};

describe('imported tickers replace the base ones', () => {
  it('serves the imported history of SPY, adjusted by Adj Close, under its own metadata only (never the base instrument\'s)', () => {
    const spy = imp('spy');
    expect(base.getInstrument('SPY')?.sector).toBeTruthy();
    expect(spy).toMatchObject({
      // No type in its metadata: inferred from the symbol, not taken from the base's SPY.
      ticker: 'SPY', source: 'import', name: 'SPDR S&P 500 (imported name)', type: 'stock', isEtf: false, hasOptions: false,
      sector: null, country: null, industry: null, isin: null, website: null, exchange: '', currency: 'USD', calendar: 'nyse', firstDate: '2026-01-02', lastDate: '2026-11-20',
    });
    expect(spy.asOf).toBeUndefined();
    const series = market.getCandles('SPY');
    expect(series?.asOf).toBe('2026-11-20');
    expect(series?.candles).toHaveLength(spyBars.length);
    expect(series?.raw).toBeNull();
    const last = spyBars[spyBars.length - 1];
    expect(series?.candles.at(-1)?.close).toBeCloseTo((last?.close ?? 0) * 0.98, 6);
    expect(series?.candles.at(-1)?.open).toBeCloseTo((last?.open ?? 0) * 0.98, 6);
    expect(series?.candles.at(-1)?.volume).toBe(last?.volume);
  });

  it('lists each ticker once: base order with imported replacements, new tickers appended', () => {
    const list = market.listInstruments();
    const baseList = base.listInstruments();
    expect(list.filter((i) => i.ticker === 'SPY')).toHaveLength(1);
    expect(list.find((i) => i.ticker === 'SPY')).toMatchObject({ source: 'import' });
    const added = list.slice(baseList.length).map((i) => i.ticker);
    expect(added).toEqual(['CRYPTO.NEWCOIN', 'CRYPTO.OLDCOIN', 'LATE', 'OLDCO']);
    expect(list.slice(0, baseList.length).map((i) => i.ticker)).toEqual(baseList.map((i) => i.ticker));
    expect(market.listInstruments()).toBe(list);
  });

  it('quotes an imported ticker at its last close (source eod), even during the session, and offers no options', () => {
    const inSession = new Date('2026-11-20T17:00:00Z');
    expect(base.getQuote('SPY', inSession)?.marketOpen).toBe(true);
    const q = market.getQuote('SPY', inSession);
    expect(q).toMatchObject({ ticker: 'SPY', source: 'eod', marketOpen: false, sessionDate: '2026-11-19', time: '2026-11-19T21:00:00.000Z' });
    const after = market.getQuote('SPY', NOW);
    const candles = market.getCandles('SPY')?.candles ?? [];
    expect(after).toMatchObject({ price: candles.at(-1)?.close, previousClose: candles.at(-2)?.close, sessionDate: '2026-11-20' });
    expect(base.getOptionChain('SPY', NOW)).toBeDefined();
    expect(market.getOptionChain('SPY', NOW)).toBeUndefined();
    expect(market.getImpliedVolSeries('SPY')).toBeUndefined();
    expect(market.labelFor('SPY')).toBe(IMPORTED_DATA_LABEL);
  });

  it('leaves the base tickers, CFTC, events and the clock as they are', () => {
    expect(market.getCandles('QQQ')).toEqual(base.getCandles('QQQ'));
    expect(market.getQuote('QQQ', NOW)).toEqual(base.getQuote('QQQ', NOW));
    expect(market.getOptionChain('QQQ', NOW)?.contracts.length).toBeGreaterThan(0);
    expect(market.getInstrument('QQQ')).toBe(base.getInstrument('QQQ'));
    expect(market.labelFor('QQQ')).toBe(base.label);
    expect(market.getCftc('es')).toEqual(base.getCftc('es'));
    expect(market.lastCompletedSession(NOW)).toBe('2026-11-20');
    expect(market.now()).toBe(NOW);
    expect(market.id).toBe('simulated+import');
  });

  it('takes the imported market as plain data, so worker threads can receive it (structured clone)', () => {
    const copy = createLayeredMarketSource(base, structuredClone(imported));
    expect(copy.getCandles('OLDCO')).toEqual(market.getCandles('OLDCO'));
  });

  it('without imports the base list is served as it is', () => {
    const plain = createLayeredMarketSource(base, importedMarketOf([]));
    expect(plain.listInstruments()).toBe(base.listInstruments());
  });
});

describe('new tickers', () => {
  it('join the universe with metadata from the table or inferred from the ticker', () => {
    expect(imp('oldco')).toMatchObject({ ticker: 'OLDCO', name: 'OLDCO', type: 'stock', sector: 'Industrials', currency: 'EUR', calendar: 'nyse', isin: null });
    expect(imp('CRYPTO.NEWCOIN')).toMatchObject({ type: 'crypto', calendar: 'crypto' });
  });
});

describe('as-of dates', () => {
  it('an instrument whose history ends before the last completed session is analysed as of its last bar', () => {
    expect(imp('OLDCO').asOf).toBe('2025-06-30');
    expect(market.asOfFor('OLDCO')).toBe('2025-06-30');
    const cols = market.getCandleColumns('OLDCO');
    expect(cols?.asOf).toBe('2025-06-30');
    expect(cols?.dates.at(-1)).toBe('2025-06-30');
    expect(market.getQuote('OLDCO', NOW)?.sessionDate).toBe('2025-06-30');
    expect(market.listInstruments().find((i) => i.ticker === 'OLDCO')).toMatchObject({ asOf: '2025-06-30' });
    expect(market.asOfFor('SPY')).toBeNull();
    expect(market.asOfFor('QQQ')).toBeNull();
  });

  it('as of an earlier instant the same history is current, and later bars are cut', () => {
    const at = new Date('2025-03-04T22:00:00Z');
    expect(market.asOfFor('OLDCO', at)).toBeNull();
    const cols = market.getCandleColumns('OLDCO', { asOf: at });
    expect(cols?.asOf).toBe('2025-03-04');
    expect(cols?.dates.at(-1)).toBe('2025-03-04');
  });

  it('never shows bars after the clock', () => {
    expect(market.getCandleColumns('LATE')?.dates.at(-1)).toBe('2026-11-20');
    expect(imp('LATE').asOf).toBeUndefined();
  });

  it('crypto is current when its bar of the last completed UTC day is there', () => {
    expect(imp('CRYPTO.NEWCOIN').asOf).toBeUndefined();
    expect(imp('CRYPTO.OLDCOIN').asOf).toBe('2026-11-18');
    expect(market.getQuote('CRYPTO.NEWCOIN', NOW)?.time).toBe('2026-11-20T00:00:00.000Z');
  });

  it('cuts ranges by from and to; asOf stays the last bar the series could contain', () => {
    const cols = market.getCandleColumns('OLDCO', { from: '2025-06-01', to: '2025-06-10' });
    expect(cols?.dates[0]).toBe('2025-06-02');
    expect(cols?.dates.at(-1)).toBe('2025-06-10');
    expect(cols?.asOf).toBe('2025-06-30');
    expect(cols?.open).toBeInstanceOf(Float64Array);
    expect(cols?.rawFactor).toBeNull();
    expect(market.getCandleColumns('OLDCO', { from: '2030-01-01' })?.dates).toEqual([]);
    expect(() => market.getCandleColumns('OLDCO', { from: '1/1/2025' })).toThrow(RangeError);
  });
});

describe('pairs with an imported leg', () => {
  it('are the ratio of the legs over their common dates, as of the earlier end', () => {
    const pair = imp('oldco:qqq');
    expect(pair).toMatchObject({ ticker: 'OLDCO:QQQ', type: 'pair', legs: ['OLDCO', 'QQQ'], firstDate: '2025-01-02', lastDate: '2025-06-30', asOf: '2025-06-30' });
    const cols = market.getCandleColumns('OLDCO:QQQ');
    const oldco = market.getCandleColumns('OLDCO');
    const qqq = market.getCandleColumns('QQQ', { from: '2025-06-30', to: '2025-06-30' });
    expect(cols?.asOf).toBe('2025-06-30');
    expect(cols?.close.at(-1)).toBeCloseTo((oldco?.close.at(-1) ?? 0) / (qqq?.close[0] ?? 1), 6);
    expect(Array.from(cols?.volume ?? [])).toEqual(new Array(cols?.dates.length).fill(0));
    // No common dates, no pair.
    expect(market.getInstrument('OLDCO:SPY')).toBeUndefined();
    expect(market.getCandleColumns('OLDCO:SPY')).toBeUndefined();
  });

  it('replace the base pair, high and low enclosing open and close', () => {
    const pair = imp('^VVIX:^VIX');
    expect(pair).toMatchObject({ source: 'import', legs: ['^VVIX', '^VIX'], firstDate: '2026-06-01' });
    const cols = market.getCandleColumns('^VVIX:^VIX');
    const vvix = market.getCandleColumns('^VVIX', { from: '2026-06-01' });
    const vix = market.getCandleColumns('^VIX');
    // The imported ^VIX has bars on US holidays (every weekday), the simulated ^VVIX does not.
    const common = vix?.dates.filter((d) => vvix?.dates.includes(d));
    expect(cols?.dates).toEqual(common);
    expect(cols?.dates).not.toContain('2026-06-19');
    const d = cols?.dates[10] ?? '';
    const at = (c: typeof vix, date: string): number => c?.close[c.dates.indexOf(date)] ?? Number.NaN;
    expect(cols?.close[10]).toBeCloseTo(at(vvix, d) / at(vix, d), 6);
    for (let k = 0; k < (cols?.dates.length ?? 0); k++) {
      const [o, h, l, c] = [cols?.open[k] ?? 0, cols?.high[k] ?? 0, cols?.low[k] ?? 0, cols?.close[k] ?? 0];
      expect(h).toBeGreaterThanOrEqual(Math.max(o, c));
      expect(l).toBeLessThanOrEqual(Math.min(o, c));
    }
    expect(market.listInstruments().find((x) => x.ticker === '^VVIX:^VIX')).toMatchObject({ source: 'import' });
    expect(market.getQuote('^VVIX:^VIX', NOW)).toMatchObject({ source: 'eod', price: cols?.close.at(-1) });
    expect(market.labelFor('^VVIX:^VIX')).toBe(IMPORTED_DATA_LABEL);
    expect(market.getInstrument('QQQ:SPY')).toMatchObject({ source: 'import' });
    expect(market.getInstrument('QQQ:IWM')).toEqual(base.getInstrument('QQQ:IWM'));
  });
});
