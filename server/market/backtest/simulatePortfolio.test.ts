import { describe, expect, it } from 'vitest';
import { simulatePortfolio, type SimulationInput } from './simulatePortfolio';

const input = (over: Partial<SimulationInput>): SimulationInput => ({
  tickers: ['A', 'B'],
  prices: [Float64Array.from([10, 10, 20, 20]), Float64Array.from([5, 5, 5, 10])],
  days: 4,
  decisions: new Map(),
  costBps: 0,
  initialCash: 1000,
  band: 0.25,
  ...over,
});

describe('simulatePortfolio', () => {
  it('trades a decision at the next close and values the positions at each close', () => {
    const r = simulatePortfolio(input({ decisions: new Map([[0, Float64Array.from([0.5, 0.5])]]) }));
    expect(r.trades[0]).toEqual([]);
    expect(r.trades[1]!.map((t) => [t.ticker, t.type, t.amount, t.price])).toEqual([['A', 'buy', 500, 10], ['B', 'buy', 500, 5]]);
    // 50 A and 100 B: A doubles on day 2, B on day 3.
    expect(r.equity).toEqual([1000, 1000, 1500, 2000]);
    expect(r.cash).toEqual([1000, 0, 0, 0]);
    expect(r.finalAllocation).toEqual({ cash: 0, allocations: { A: 1000, B: 1000 } });
  });

  it('pays the costs out of cash and scales the buys to the cash there is', () => {
    const r = simulatePortfolio(input({ costBps: 100, decisions: new Map([[0, Float64Array.from([0.5, 0.5])]]) }));
    const bought = r.trades[1]!.reduce((s, t) => s + t.amount, 0);
    expect(bought * 1.01).toBeCloseTo(1000, 9);
    expect(r.cash[1]).toBeCloseTo(0, 9);
    expect(r.costs).toBeCloseTo(bought * 0.01, 9);
  });

  it('sells first, and leaves a held position alone inside the rebalancing band', () => {
    const decisions = new Map([[0, Float64Array.from([0.5, 0.5])], [2, Float64Array.from([0.6, 0])]]);
    const r = simulatePortfolio(input({ decisions }));
    // Day 3: equity 2000 (A 1000, B 1000); A's target 1200 is within 25 % of it → only B is sold.
    expect(r.trades[3]!.map((t) => [t.ticker, t.type, t.amount])).toEqual([['B', 'sell', 1000]]);
    const rebalanced = simulatePortfolio(input({ decisions: new Map([[0, Float64Array.from([0.5, 0.5])], [2, Float64Array.from([0.3, 0])]]) }));
    // A's target 0.3 × 2000 = 600 is more than 25 % off its 1000: sold down to it.
    expect(rebalanced.trades[3]!.map((t) => [t.ticker, t.type, t.amount])).toEqual([['A', 'sell', 400], ['B', 'sell', 1000]]);
  });
});
