/**
 * The common factors behind every return: the equity market, style factors (size, value,
 * momentum, quality, low volatility), one factor per sector and per industry, regions, rates
 * (in log-yield units), credit, the US dollar, commodities and crypto. Each is a GJR-GARCH(1,1)
 * path with Student-t innovations and memory regimes (d = ±0.08, the market ±0.15), generated once per market on its own
 * calendar (crypto every day, the rest on NYSE sessions) and projected onto the other calendar
 * on demand (a session sums the crypto days since the previous session).
 */
import type { TradingCalendar } from '../source/marketDataSource';
import { applyMemoryRegimes, type RegimeParams } from './memoryRegimes';
import { simulateGarch, type GarchParams, type GarchPath } from './garch';
import { hashString, Rng } from './random';
import type { TimeGrid } from './timeGrid';

export interface FactorDef {
  calendar: TradingCalendar;
  garch: GarchParams;
  /** Mean log return per bar of the factor's calendar. */
  drift: number;
  regime: RegimeParams;
}

const MILD: RegimeParams = { dUp: 0.08, dDown: -0.08, switchProbability: 1 / 200, startUp: 0.5 };
const def = (vol: number, drift = 0, alpha = 0.05, beta = 0.92, gamma = 0, calendar: TradingCalendar = 'nyse'): FactorDef => ({
  calendar,
  garch: { vol, alpha, beta, gamma },
  drift,
  regime: MILD,
});

/** Daily long-run volatilities; the market factor carries the leverage effect. */
const FIXED: Record<string, FactorDef> = {
  MKT: {
    ...def(0.0095, 0.00035),
    garch: { vol: 0.0095, alpha: 0.03, beta: 0.9, gamma: 0.1, maxVarianceRatio: 12, minVarianceRatio: 0.25 },
    regime: { dUp: 0.15, dDown: -0.15, switchProbability: 1 / 250, startUp: 0.5 },
  },
  SIZE: def(0.0045),
  VALUE: def(0.0045),
  MOM: def(0.005),
  QUALITY: def(0.003),
  LOWVOL: def(0.0035),
  EUROPE: def(0.006, 0.0001),
  UK: def(0.005),
  JAPAN: def(0.007, 0.0002),
  CHINA: def(0.011),
  EM: def(0.007),
  CANADA: def(0.004),
  AUSTRALIA: def(0.005),
  KOREA: def(0.008),
  INDIA: def(0.007, 0.0003),
  LATAM: def(0.01),
  RATES: def(0.013, 0, 0.06, 0.92),
  CREDIT: def(0.0025, 0, 0.08, 0.9),
  USD: def(0.0035),
  GOLD: def(0.009, 0.0002),
  OIL: def(0.02, 0, 0.07, 0.9),
  NATGAS: def(0.035, -0.0005, 0.08, 0.88),
  METALS: def(0.012),
  AGRI: def(0.011),
  SOFTS: def(0.015),
  LIVESTOCK: def(0.009),
  CRYPTO: def(0.026, 0.0006, 0.08, 0.9, 0.02, 'crypto'),
};

const SECTOR_DEF = def(0.007);
const INDUSTRY_DEF = def(0.0045);

export function factorDef(id: string): FactorDef {
  const fixed = FIXED[id];
  if (fixed) return fixed;
  if (id.startsWith('SEC:')) return SECTOR_DEF;
  if (id.startsWith('IND:')) return INDUSTRY_DEF;
  throw new Error(`unknown factor ${id}`);
}

export interface FactorSeries {
  id: string;
  calendar: TradingCalendar;
  /** Log returns on the factor's own calendar, without the drift (added by instruments after their own filtering). */
  returns: Float64Array;
  drift: number;
  garch: GarchPath;
}

/** Lazily generated factors of one market; everything is derived from the seed and the factor id. */
export class FactorBank {
  private readonly series = new Map<string, FactorSeries>();
  private readonly projected = new Map<string, Float64Array>();

  constructor(private readonly seed: string, private readonly grid: TimeGrid) {}

  get(id: string): FactorSeries {
    let s = this.series.get(id);
    if (!s) {
      const d = factorDef(id);
      const n = this.grid.bars(d.calendar).length;
      const garch = simulateGarch(new Rng(hashString(`${this.seed}|factor|${id}`)), n, d.garch);
      const returns = applyMemoryRegimes(new Rng(hashString(`${this.seed}|factor-regime|${id}`)), garch.shock, d.regime);
      s = { id, calendar: d.calendar, returns, drift: d.drift, garch };
      this.series.set(id, s);
    }
    return s;
  }

  /** The factor's drift per bar of the given calendar (a session holds 365/252 calendar days on average). */
  driftOn(id: string, calendar: TradingCalendar): number {
    const s = this.get(id);
    if (s.calendar === calendar) return s.drift;
    return calendar === 'nyse' ? (s.drift * 365) / 252 : (s.drift * 252) / 365;
  }

  /** The factor's log returns (without drift) on the given calendar. */
  returnsOn(id: string, calendar: TradingCalendar): Float64Array {
    const s = this.get(id);
    if (s.calendar === calendar) return s.returns;
    const key = `${id}@${calendar}`;
    let p = this.projected.get(key);
    if (!p) {
      p = calendar === 'nyse' ? this.grid.daysToSessions(s.returns) : this.grid.sessionsToDays(s.returns);
      this.projected.set(key, p);
    }
    return p;
  }

  /** The factor's variance of each bar on the given calendar (summed over days, zero off-session). */
  varianceOn(id: string, calendar: TradingCalendar): Float64Array {
    const s = this.get(id);
    if (s.calendar === calendar) return s.garch.variance;
    const key = `${id}@${calendar}#var`;
    let p = this.projected.get(key);
    if (!p) {
      p = calendar === 'nyse' ? this.grid.daysToSessions(s.garch.variance) : this.grid.sessionsToDays(s.garch.variance);
      this.projected.set(key, p);
    }
    return p;
  }
}
