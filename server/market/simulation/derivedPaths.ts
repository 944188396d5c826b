/**
 * Paths derived from other instruments: `follow` (futures, ETFs on futures, the VIX term
 * structure), `daily` (leveraged, inverse and volatility products) and `combo` (pairs, FX crosses).
 * Open, high and low come from the base's bar, mapped through the same relation as the close.
 */
import type { ComboModel, DailyModel, FollowModel, SimInstrument } from './modelSpec';
import { buildVolume } from './ohlcBuilder';
import { barMapping, type PathContext, type PathData } from './pathData';
import { hashString, Rng } from './random';

const at = (a: Float64Array, map: Int32Array | null, t: number): number => a[map ? (map[t] ?? 0) : t] ?? 0;

function finish(sim: SimInstrument, ctx: PathContext, logClose: Float64Array, variance: Float64Array, nextVariance: Float64Array, open: Float64Array, high: Float64Array, low: Float64Array): PathData {
  const n = logClose.length;
  const close = new Float64Array(n);
  const sigma = new Float64Array(n);
  for (let t = 0; t < n; t++) {
    close[t] = Math.exp(logClose[t] ?? 0);
    const o = open[t] ?? 0;
    const c = close[t] ?? 0;
    high[t] = Math.max(high[t] ?? 0, o, c);
    low[t] = Math.min(low[t] ?? 0, o, c);
    sigma[t] = Math.sqrt(variance[t] ?? 0);
  }
  const calendar = sim.instrument.calendar;
  const volume = buildVolume(new Rng(hashString(`${ctx.seed}|${sim.instrument.ticker}|volume`)), sim.volume, logClose, sigma, ctx.grid.activity(calendar));
  return { calendar, open, high, low, close, volume, variance, nextVariance };
}

/** level = scale · base^a · e^{b_t} · e^{drift·t}, b an AR(1) basis with stationary sd `basisVol`. */
export function followPath(sim: SimInstrument, model: FollowModel, ctx: PathContext): PathData {
  const base = ctx.path(model.base);
  const calendar = sim.instrument.calendar;
  const map = barMapping(ctx.grid, calendar, base.calendar);
  const n = ctx.grid.bars(calendar).length;
  const a = model.exponent;
  const keep = 1 - model.basisReversion;
  const innovation = model.basisVol * Math.sqrt(1 - keep * keep);
  const rng = new Rng(hashString(`${ctx.seed}|${sim.instrument.ticker}|basis`));
  const logScale = model.scale !== undefined ? Math.log(model.scale) : Math.log(model.start ?? 1) - a * Math.log(at(base.close, map, 0));
  const logClose = new Float64Array(n);
  const open = new Float64Array(n);
  const high = new Float64Array(n);
  const low = new Float64Array(n);
  const variance = new Float64Array(n);
  const nextVariance = new Float64Array(n);
  let basis = 0;
  for (let t = 0; t < n; t++) {
    const previousBasis = basis;
    if (t > 0) basis = keep * basis + innovation * rng.normal();
    const shift = logScale + model.drift * t;
    logClose[t] = shift + a * Math.log(at(base.close, map, t)) + basis;
    open[t] = Math.exp(shift + a * Math.log(at(base.open, map, t)) + previousBasis);
    const hi = Math.exp(shift + a * Math.log(at(a >= 0 ? base.high : base.low, map, t)) + basis);
    const lo = Math.exp(shift + a * Math.log(at(a >= 0 ? base.low : base.high, map, t)) + basis);
    high[t] = hi;
    low[t] = lo;
    variance[t] = a * a * at(base.variance, map, t) + innovation * innovation;
    nextVariance[t] = a * a * at(base.nextVariance, map, t) + innovation * innovation;
  }
  return finish(sim, ctx, logClose, variance, nextVariance, open, high, low);
}

/** Simple return = multiple · base's simple return + drift (+ tracking noise), reset daily. */
export function dailyPath(sim: SimInstrument, model: DailyModel, ctx: PathContext): PathData {
  const base = ctx.path(model.base);
  const calendar = sim.instrument.calendar;
  const map = barMapping(ctx.grid, calendar, base.calendar);
  const n = ctx.grid.bars(calendar).length;
  const m = model.multiple;
  const rng = new Rng(hashString(`${ctx.seed}|${sim.instrument.ticker}|tracking`));
  const logClose = new Float64Array(n);
  const open = new Float64Array(n);
  const high = new Float64Array(n);
  const low = new Float64Array(n);
  const variance = new Float64Array(n);
  const nextVariance = new Float64Array(n);
  let previous = model.start;
  for (let t = 0; t < n; t++) {
    const ref = t > 0 ? at(base.close, map, t - 1) : at(base.open, map, 0);
    const move = (x: number) => previous * Math.max(0.01, 1 + m * (x / ref - 1));
    const noise = rng.normal();
    const close = t > 0 ? previous * Math.max(0.01, 1 + m * (at(base.close, map, t) / ref - 1) + model.drift + model.noiseVol * noise) : model.start;
    logClose[t] = Math.log(close);
    open[t] = t > 0 ? move(at(base.open, map, t)) : close;
    high[t] = move(at(m >= 0 ? base.high : base.low, map, t));
    low[t] = move(at(m >= 0 ? base.low : base.high, map, t));
    variance[t] = m * m * at(base.variance, map, t) + model.noiseVol ** 2;
    nextVariance[t] = m * m * at(base.nextVariance, map, t) + model.noiseVol ** 2;
    previous = close;
  }
  return finish(sim, ctx, logClose, variance, nextVariance, open, high, low);
}

/** Product of legs raised to exponents; the high and low add the legs' excursions as if independent. */
export function comboPath(sim: SimInstrument, model: ComboModel, ctx: PathContext): PathData {
  const calendar = sim.instrument.calendar;
  const n = ctx.grid.bars(calendar).length;
  const legs = model.legs.map(([ticker, e]) => {
    const p = ctx.path(ticker);
    return { p, e, map: barMapping(ctx.grid, calendar, p.calendar) };
  });
  const logClose = new Float64Array(n);
  const open = new Float64Array(n);
  const high = new Float64Array(n);
  const low = new Float64Array(n);
  const variance = new Float64Array(n);
  const nextVariance = new Float64Array(n);
  for (let t = 0; t < n; t++) {
    let lc = 0;
    let lo = 0;
    let up2 = 0;
    let down2 = 0;
    let v = 0;
    let nv = 0;
    for (const { p, e, map } of legs) {
      const c = Math.log(at(p.close, map, t));
      const o = Math.log(at(p.open, map, t));
      const excessUp = Math.log(at(p.high, map, t)) - Math.max(o, c);
      const excessDown = Math.min(o, c) - Math.log(at(p.low, map, t));
      lc += e * c;
      lo += e * o;
      up2 += (e * (e >= 0 ? excessUp : excessDown)) ** 2;
      down2 += (e * (e >= 0 ? excessDown : excessUp)) ** 2;
      v += e * e * at(p.variance, map, t);
      nv += e * e * at(p.nextVariance, map, t);
    }
    logClose[t] = lc;
    open[t] = Math.exp(lo);
    high[t] = Math.exp(Math.max(lo, lc) + Math.sqrt(up2));
    low[t] = Math.exp(Math.min(lo, lc) - Math.sqrt(down2));
    variance[t] = v;
    nextVariance[t] = nv;
  }
  return finish(sim, ctx, logClose, variance, nextVariance, open, high, low);
}
