/**
 * Generation speed: the snapshot job analyses every instrument, so candles must come cheap. The
 * bounds leave room for a busy machine; the figures measured on an idle one are in README.md.
 */
import { describe, expect, it } from 'vitest';
import { SimulatedMarket } from './simulatedMarket';

describe('generation speed', () => {
  it('generates about three years of candles per instrument in about a millisecond', () => {
    const now = new Date('2026-11-20T22:00:00Z');
    const market = new SimulatedMarket({ seed: 'perf', size: 3000, now: () => now, cacheSize: 64 });
    const tickers = market.listInstruments().slice(500, 1700).map((i) => i.ticker);
    for (const t of tickers.slice(0, 200)) market.getCandleColumns(t); // warm-up: factors, JIT
    const t0 = performance.now();
    for (const t of tickers.slice(200)) expect(market.getCandleColumns(t)!.close.length).toBeGreaterThan(700);
    const perInstrument = (performance.now() - t0) / 1000;
    expect(perInstrument).toBeLessThan(4);
  });
});
