/**
 * The price of an instrument at a share f ∈ [0, 1] of one of its bars (final share basis):
 * - `factor` and `volIndex` instruments move along a Brownian bridge from open to close that
 *   mixes a market-wide bridge (weight ≈ the instrument's correlation with the market factor;
 *   negative for the VIX) with their own;
 * - `follow` and `daily` instruments take their base's intraday price to the power of their
 *   exponent or multiple, times a ratio that glides from the open's to the close's;
 * - `combo` instruments (pairs, crosses) multiply their legs' intraday prices.
 * Everything is a pure function of (seed, ticker, bar, f), and f = 0 gives the open, f = 1 the close.
 */
import type { SimInstrument } from './modelSpec';
import { bridgeNormals, bridgeValue, priceInBar } from './intraday';
import type { PathData } from './pathData';

const MARKET_VOL = 0.0095;

export interface PricerContext {
  seed: string;
  sim(ticker: string): SimInstrument | undefined;
  path(ticker: string): PathData;
}

export class IntradayPricer {
  constructor(private readonly ctx: PricerContext) {}

  price(ticker: string, t: number, f: number): number {
    const sim = this.ctx.sim(ticker);
    if (!sim) return Number.NaN;
    const p = this.ctx.path(ticker);
    const bar = { open: p.open[t] ?? 0, high: p.high[t] ?? 0, low: p.low[t] ?? 0, close: p.close[t] ?? 0 };
    const clamp = (x: number) => Math.min(bar.high, Math.max(bar.low, x));
    const m = sim.model;
    if ((m.kind === 'follow' || m.kind === 'daily') && this.sameCalendar(m.base, p)) {
      const a = m.kind === 'follow' ? m.exponent : m.multiple;
      const base = this.ctx.path(m.base);
      const ratio0 = Math.log(bar.open) - a * Math.log(base.open[t] ?? 1);
      const ratio1 = Math.log(bar.close) - a * Math.log(base.close[t] ?? 1);
      return clamp(Math.exp((1 - f) * ratio0 + f * ratio1 + a * Math.log(this.price(m.base, t, f))));
    }
    if (m.kind === 'combo' && m.legs.every(([leg]) => this.sameCalendar(leg, p))) {
      let log = 0;
      for (const [leg, e] of m.legs) log += e * Math.log(this.price(leg, t, f));
      return clamp(Math.exp(log));
    }
    const sigma = Math.sqrt(p.variance[t] ?? 0);
    let w = 0;
    if (m.kind === 'factor') {
      const beta = m.loadings.find(([factor]) => factor === 'MKT')?.[1] ?? 0;
      w = Math.max(-0.95, Math.min(0.95, (beta * MARKET_VOL) / Math.max(sigma, 1e-9)));
    } else if (m.kind === 'volIndex' && m.factor === 'MKT') {
      w = -0.85;
    }
    const own = bridgeValue(bridgeNormals(`${this.ctx.seed}|${ticker}|bridge|${t}`), f);
    const market = w === 0 ? 0 : bridgeValue(bridgeNormals(`${this.ctx.seed}|market-bridge|${p.calendar}|${t}`), f);
    const bridge = w * market + Math.sqrt(1 - w * w) * own;
    return priceInBar({ ...bar, sigma: sigma * Math.sqrt(1 - sim.gapShare) }, f, bridge);
  }

  private sameCalendar(ticker: string, p: PathData): boolean {
    return this.ctx.sim(ticker)?.instrument.calendar === p.calendar;
  }
}
