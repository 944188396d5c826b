/**
 * Paths of `factor` instruments: log return = Σ βₖ·Fₖ + idiosyncratic GARCH-t shock, passed
 * through the instrument's memory regimes, plus its drift and the factors' drifts (β-weighted). The conditional variance adds the
 * factors' GARCH variances (times β²) to the idiosyncratic one.
 */
import { factorDef } from './factors';
import { applyMemoryRegimes } from './memoryRegimes';
import { simulateGarch } from './garch';
import type { FactorModel, SimInstrument } from './modelSpec';
import { buildBars, buildVolume } from './ohlcBuilder';
import type { PathContext, PathData } from './pathData';
import { hashString, Rng } from './random';

export function factorPath(sim: SimInstrument, model: FactorModel, ctx: PathContext): PathData {
  const calendar = sim.instrument.calendar;
  const n = ctx.grid.bars(calendar).length;
  const key = `${ctx.seed}|${sim.instrument.ticker}`;
  const idio = simulateGarch(new Rng(hashString(`${key}|idio`)), n, model.idio);
  const x = idio.shock;
  const variance = idio.variance;
  const nextVariance = idio.nextVariance;
  let drift = model.drift;
  for (const [factor, beta] of model.loadings) {
    if (beta === 0) continue;
    drift += beta * ctx.factors.driftOn(factor, calendar);
    const r = ctx.factors.returnsOn(factor, calendar);
    const v = ctx.factors.varianceOn(factor, calendar);
    const b2 = beta * beta;
    for (let t = 0; t < n; t++) {
      x[t] = (x[t] ?? 0) + beta * (r[t] ?? 0);
      variance[t] = (variance[t] ?? 0) + b2 * (v[t] ?? 0);
      nextVariance[t] = (nextVariance[t] ?? 0) + b2 * (v[t + 1] ?? v[t] ?? 0);
    }
  }
  // The instrument's own regimes act on its own share of the variance: an index fund that is all
  // market follows the market factor's regimes, a small company mostly its own.
  let factorVariance = 0;
  for (const [factor, beta] of model.loadings) factorVariance += beta * beta * factorDef(factor).garch.vol ** 2;
  const own = Math.sqrt(model.idio.vol ** 2 / (model.idio.vol ** 2 + factorVariance));
  const regime = { ...model.regime, dUp: model.regime.dUp * own, dDown: model.regime.dDown * own };
  const returns = applyMemoryRegimes(new Rng(hashString(`${key}|regime`)), x, regime);
  const logClose = new Float64Array(n);
  const sigma = new Float64Array(n);
  let level = Math.log(model.start);
  for (let t = 0; t < n; t++) {
    if (t > 0) level += (returns[t] ?? 0) + drift;
    logClose[t] = level;
    sigma[t] = Math.sqrt(variance[t] ?? 0);
  }
  const bars = buildBars(new Rng(hashString(`${key}|bars`)), logClose, sigma, sim.gapShare);
  const volume = buildVolume(new Rng(hashString(`${key}|volume`)), sim.volume, logClose, sigma, ctx.grid.activity(calendar));
  return { calendar, ...bars, volume, variance, nextVariance };
}
