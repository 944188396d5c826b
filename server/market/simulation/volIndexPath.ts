/**
 * A volatility index priced from a factor's GARCH forecast of the average variance over the next
 * 21 sessions: level = scale · √(252 · (σ² + w · (h_{t+1} − σ²))) · e^{u_t}, where h_{t+1} is the
 * factor's variance for the next day (known at today's close), σ² its long-run variance,
 * w = (1 − p²¹) / (21 (1 − p)) with p the GARCH persistence, and
 * u_t = (1 − κ) u_{t−1} + c · z_t + s · n_t mean-reverts while loading on the factor's shock z_t.
 * With the market factor's leverage term (γ) and c < 0 the VIX jumps when the market falls, drifts
 * down in calm markets and always returns to its long-run level.
 */
import { factorDef } from './factors';
import type { SimInstrument, VolIndexModel } from './modelSpec';
import { buildBars, buildVolume } from './ohlcBuilder';
import type { PathContext, PathData } from './pathData';
import { hashString, Rng } from './random';

export function volIndexPath(sim: SimInstrument, model: VolIndexModel, ctx: PathContext): PathData {
  const factor = ctx.factors.get(model.factor);
  const g = factorDef(model.factor).garch;
  const longRun = g.vol * g.vol;
  const p = g.alpha + (g.gamma ?? 0) / 2 + g.beta;
  const w = (1 - p ** 21) / (21 * (1 - p));
  const calendar = sim.instrument.calendar;
  if (factor.calendar !== calendar) throw new Error('a volatility index lives on its factor calendar');
  const n = ctx.grid.bars(calendar).length;
  const key = `${ctx.seed}|${sim.instrument.ticker}`;
  const rng = new Rng(hashString(`${key}|noise`));
  const logClose = new Float64Array(n);
  const sigma = new Float64Array(n);
  const variance = new Float64Array(n);
  const daily = Math.hypot(model.shockLoading, model.noiseVol) * 1.3;
  let u = 0;
  for (let t = 0; t < n; t++) {
    u = (1 - model.reversion) * u + model.shockLoading * (factor.garch.z[t] ?? 0) + model.noiseVol * rng.normal();
    const expected = longRun + w * ((factor.garch.nextVariance[t] ?? longRun) - longRun);
    logClose[t] = Math.log(model.scale * Math.sqrt(252 * expected)) + u;
    const move = t > 0 ? Math.abs((logClose[t] ?? 0) - (logClose[t - 1] ?? 0)) : daily;
    sigma[t] = 0.5 * daily + 0.5 * move;
    variance[t] = daily * daily;
  }
  const bars = buildBars(new Rng(hashString(`${key}|bars`)), logClose, sigma, sim.gapShare);
  const volume = buildVolume(new Rng(hashString(`${key}|volume`)), sim.volume, logClose, sigma, ctx.grid.activity(calendar));
  return { calendar, ...bars, volume, variance, nextVariance: Float64Array.from(variance) };
}
