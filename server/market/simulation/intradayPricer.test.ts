import { describe, expect, it } from 'vitest';
import { dayFromIso } from './dayNumbers';
import { IntradayPricer } from './intradayPricer';
import { PathStore } from './pathStore';
import { TimeGrid } from './timeGrid';
import { Universe } from './universe';

const start = dayFromIso('2024-01-01');
const universe = new Universe('i', 500, start);
const store = new PathStore('i', new TimeGrid(start, dayFromIso('2025-06-30')), (t) => universe.get(t), 256);
const pricer = new IntradayPricer({ seed: 'i', sim: (t) => universe.get(t), path: (t) => store.get(t) });

describe('intraday prices', () => {
  it('open at the open, close at the close and stay inside the bar', () => {
    for (const ticker of ['SPY', '^VIX', 'ES_F', 'UVXY', '^VVIX:^VIX', 'CRYPTO.ETH', universe.list()[460]!.ticker]) {
      const p = store.get(ticker);
      for (const t of [5, 100, 300]) {
        expect(pricer.price(ticker, t, 0), ticker).toBeCloseTo(p.open[t]!, 6);
        expect(pricer.price(ticker, t, 1), ticker).toBeCloseTo(p.close[t]!, 6);
        for (const f of [0.2, 0.5, 0.9]) {
          const x = pricer.price(ticker, t, f);
          expect(x).toBeGreaterThanOrEqual(p.low[t]! - 1e-9);
          expect(x).toBeLessThanOrEqual(p.high[t]! + 1e-9);
        }
      }
    }
    expect(pricer.price('NOPE', 1, 0.5)).toBeNaN();
  });
  it('moves together intraday: index products with their index, the VIX against it', () => {
    let same = 0;
    let against = 0;
    let n = 0;
    for (let t = 10; t < 300; t += 3) {
      const spy = [pricer.price('SPY', t, 0.3), pricer.price('SPY', t, 0.6)];
      const es = [pricer.price('ES_F', t, 0.3), pricer.price('ES_F', t, 0.6)];
      const vix = [pricer.price('^VIX', t, 0.3), pricer.price('^VIX', t, 0.6)];
      if (spy[1] === spy[0]) continue;
      n++;
      if ((spy[1]! > spy[0]!) === (es[1]! > es[0]!)) same++;
      if ((spy[1]! > spy[0]!) !== (vix[1]! > vix[0]!)) against++;
    }
    expect(same / n).toBeGreaterThan(0.9);
    expect(against / n).toBeGreaterThan(0.6);
  });
});
