import { describe, expect, it } from 'vitest';
import { createSimulatedMarket, DEFAULT_UNIVERSE_SIZE, DEMO_DATA_LABEL, MAX_UNIVERSE_SIZE } from './index';

describe('createSimulatedMarket', () => {
  it('makes a labelled demo source of the default size', () => {
    const now = new Date('2026-11-20T18:00:00Z');
    const market = createSimulatedMarket({ seed: 1, now: () => now });
    expect(DEMO_DATA_LABEL).toBe('Demo data');
    expect(market.label).toBe(DEMO_DATA_LABEL);
    expect(market.id).toBe('simulated');
    expect(market.listInstruments()).toHaveLength(DEFAULT_UNIVERSE_SIZE);
    expect(market.getQuote('SPY', now)?.source).toBe('demo');
    expect(MAX_UNIVERSE_SIZE).toBe(100_000);
  });
  it('accepts a size, a history start and the real clock', () => {
    const market = createSimulatedMarket({ seed: 'x', size: 500, historyStart: '2023-06-01' });
    expect(market.listInstruments()).toHaveLength(500);
    expect(market.getCandles('SPY')?.candles[0]?.date).toBe('2023-06-01');
    expect(() => createSimulatedMarket({ seed: 'x', historyStart: 'June' })).toThrow(RangeError);
  });
});
