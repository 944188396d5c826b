/**
 * Generates instruments' paths on demand and keeps the most recently used ones (an LRU cache;
 * regenerating is cheap and gives the same numbers). Bases of derived instruments are fetched
 * through the same store, so SPY, ES_F and VOO share one ^GSPC path.
 */
import { comboPath, dailyPath, followPath } from './derivedPaths';
import { FactorBank } from './factors';
import { factorPath } from './factorPath';
import { LruCache } from './lruCache';
import type { SimInstrument } from './modelSpec';
import type { PathContext, PathData } from './pathData';
import type { TimeGrid } from './timeGrid';
import { volIndexPath } from './volIndexPath';

export class PathStore {
  readonly factors: FactorBank;
  private readonly cache: LruCache<string, PathData>;
  private readonly ctx: PathContext;

  constructor(readonly seed: string, readonly grid: TimeGrid, private readonly lookup: (ticker: string) => SimInstrument | undefined, capacity: number) {
    this.factors = new FactorBank(seed, grid);
    this.cache = new LruCache(capacity);
    this.ctx = { seed, grid, factors: this.factors, path: (ticker) => this.get(ticker) };
  }

  get(ticker: string): PathData {
    const cached = this.cache.get(ticker);
    if (cached) return cached;
    const sim = this.lookup(ticker);
    if (!sim) throw new Error(`unknown ticker ${ticker}`);
    const path = this.generate(sim);
    this.cache.set(ticker, path);
    return path;
  }

  private generate(sim: SimInstrument): PathData {
    const m = sim.model;
    switch (m.kind) {
      case 'factor':
        return factorPath(sim, m, this.ctx);
      case 'follow':
        return followPath(sim, m, this.ctx);
      case 'daily':
        return dailyPath(sim, m, this.ctx);
      case 'volIndex':
        return volIndexPath(sim, m, this.ctx);
      case 'combo':
        return comboPath(sim, m, this.ctx);
    }
  }
}
