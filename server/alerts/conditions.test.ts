import { describe, expect, it } from 'vitest';
import { decide, observe, type TickerMemory } from './conditions';
import type { TickerValues } from './alertValues';
import type { AlertCondition } from '../../contracts';

const NONE: TickerValues = {
  price: null, stUpper: null, stLower: null, ltUpper: null, ltLower: null, trend: null, momentum: null,
  flip: null, putWall: null, callWall: null, ivRank: null, ivPercentile: null, h64: null, h256: null,
};

/** Runs a series through observe and decide; answers the steps that fired. */
function fires(condition: AlertCondition, series: Partial<TickerValues>[], stepMs = 60_000, cooldownMs = 0): number[] {
  let memory: TickerMemory = {};
  const fired: number[] = [];
  series.forEach((values, i) => {
    const observation = observe(condition, { ...NONE, ...values });
    if (!observation) return;
    const d = decide(observation, memory, i * stepMs, cooldownMs);
    memory = d.memory;
    if (d.fire) fired.push(i);
  });
  return fired;
}

describe('alert conditions', () => {
  it('a level fires when it becomes true, again only after it was false', () => {
    expect(fires({ type: 'price', direction: 'above', threshold: 10 }, [{ price: 9 }, { price: 10 }, { price: 11 }, { price: 9 }, { price: 12 }])).toEqual([1, 4]);
  });

  it('fires at the first observation when it already holds (a new alert starts armed)', () => {
    expect(fires({ type: 'metricThreshold', metric: 'h256', direction: 'below', threshold: 0.4 }, [{ h256: 0.3 }, { h256: 0.2 }])).toEqual([0]);
  });

  it('a missing value observes nothing and keeps the memory', () => {
    expect(fires({ type: 'price', direction: 'above', threshold: 10 }, [{ price: 11 }, { price: null }, { price: 12 }])).toEqual([0]);
  });

  it('within N % of the upper band counts from below the band', () => {
    const c: AlertCondition = { type: 'rangeCross', horizon: 'short', band: 'upper', withinPercent: 5 };
    expect(observe(c, { ...NONE, price: 95, stUpper: 100 })).toMatchObject({ holds: true, level: 100 });
    expect(observe(c, { ...NONE, price: 94.9, stUpper: 100 })).toMatchObject({ holds: false });
    expect(observe({ type: 'rangeCross', horizon: 'long', band: 'lower' }, { ...NONE, price: 90, ltLower: 90 })).toMatchObject({ holds: true });
  });

  it('a change condition records the first state and fires on each change', () => {
    expect(fires({ type: 'ratingChange', rating: 'trend', to: 'any' }, [{ trend: 'trendNeutral' }, { trend: 'trendNeutral' }, { trend: 'trendBullish' }, { trend: 'trendBearish' }])).toEqual([2, 3]);
    expect(fires({ type: 'gammaCross', level: 'putWall', direction: 'either' }, [{ price: 9, putWall: 10 }, { price: 11, putWall: 10 }, { price: 12, putWall: 10 }, { price: 9, putWall: 10 }])).toEqual([1, 3]);
  });

  it('within the cool-down nothing is consumed: it fires once the cool-down has passed', () => {
    const c: AlertCondition = { type: 'price', direction: 'above', threshold: 10 };
    // Steps one minute apart, a five-minute cool-down: fired at 0, re-armed at 1, held back at 2–4, fires at 5.
    expect(fires(c, [{ price: 11 }, { price: 9 }, { price: 11 }, { price: 11 }, { price: 11 }, { price: 11 }, { price: 11 }], 60_000, 5 * 60_000)).toEqual([0, 5]);
    const change: AlertCondition = { type: 'ratingChange', rating: 'momentum', to: 'any' };
    expect(fires(change, [{ momentum: 'momentumNeutral' }, { momentum: 'momentumBullish' }, { momentum: 'momentumBearish' }, { momentum: 'momentumBearish' }], 60_000, 2 * 60_000)).toEqual([1, 3]);
  });

  it('scan membership is not observed from values', () => {
    expect(observe({ type: 'scanMembership', change: 'gains' }, { ...NONE, price: 1 })).toBeNull();
  });
});
