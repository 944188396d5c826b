/**
 * The model strategies' rules: whether to hold a ticker after a decision day, and how much of the
 * portfolio it gets. Pure and per ticker; docs/methodology.md "Backtests" states them.
 */
import type {
  BacktestParameterOverrides,
  BacktestParameters,
  BacktestStrategyId,
  RangeReversionParameters,
  SizingParameters,
  TrendFollowingParameters,
} from '../../../contracts';
import type { MomentumRating, TrendRating } from '../analytics/ratings';

export const DEFAULT_BACKTEST_PARAMETERS: BacktestParameters = {
  rangeReversion: { buyBelowPosition: 20, sellAbovePosition: 80, range: 'shortTerm' },
  trendFollowing: { allowNeutralMomentum: false },
  sizing: { targetVolatility: 0.2, volatilityWindow: 63, rebalanceBand: 0.25 },
};

export type StrategyFamily = 'rangeReversion' | 'trendFollowing' | 'buyAndHold';

export function familyOf(strategy: BacktestStrategyId): StrategyFamily {
  return strategy.startsWith('range') ? 'rangeReversion' : strategy.startsWith('trend') ? 'trendFollowing' : 'buyAndHold';
}

export function isRiskAdjusted(strategy: BacktestStrategyId): boolean {
  return strategy.endsWith('RiskAdjusted');
}

/** The defaults with the overrides laid over them; throws RangeError for values that make no sense. */
export function resolveParameters(overrides: BacktestParameterOverrides | undefined): BacktestParameters {
  const p: BacktestParameters = {
    rangeReversion: { ...DEFAULT_BACKTEST_PARAMETERS.rangeReversion, ...overrides?.rangeReversion },
    trendFollowing: { ...DEFAULT_BACKTEST_PARAMETERS.trendFollowing, ...overrides?.trendFollowing },
    sizing: { ...DEFAULT_BACKTEST_PARAMETERS.sizing, ...overrides?.sizing },
  };
  const { buyBelowPosition: buy, sellAbovePosition: sell, range } = p.rangeReversion;
  if (!(Number.isFinite(buy) && Number.isFinite(sell) && buy < sell)) throw new RangeError('buyBelowPosition must be below sellAbovePosition');
  if (range !== 'shortTerm' && range !== 'longTerm') throw new RangeError('range must be shortTerm or longTerm');
  if (typeof p.trendFollowing.allowNeutralMomentum !== 'boolean') throw new RangeError('allowNeutralMomentum must be true or false');
  const { targetVolatility, volatilityWindow, rebalanceBand } = p.sizing;
  if (!(targetVolatility > 0 && targetVolatility <= 5)) throw new RangeError('targetVolatility must be in (0, 5]');
  if (!(Number.isInteger(volatilityWindow) && volatilityWindow >= 2 && volatilityWindow <= 756)) throw new RangeError('volatilityWindow must be an integer from 2 to 756');
  if (!(rebalanceBand >= 0 && rebalanceBand <= 10)) throw new RangeError('rebalanceBand must be in [0, 10]');
  return p;
}

/**
 * Range reversion: enter at or below `buyBelowPosition` on the range while the trend is known and not
 * bearish; leave at or above `sellAbovePosition` or when the trend turns bearish; otherwise keep
 * what is held. No range (NaN) never enters. `position` is asked only when the trend leaves it open.
 */
export function rangeReversionHolds(held: boolean, position: () => number, trend: TrendRating | 'error', p: RangeReversionParameters): boolean {
  if (trend === 'trendBearish') return false;
  if (held) return !(position() >= p.sellAbovePosition);
  return trend !== 'error' && position() <= p.buyBelowPosition;
}

/** Trend following: hold while the trend is bullish and momentum bullish (or neutral when allowed). */
export function trendFollowingHolds(trend: TrendRating | 'error', momentum: MomentumRating | 'error', p: TrendFollowingParameters): boolean {
  if (trend !== 'trendBullish') return false;
  return momentum === 'momentumBullish' || (p.allowNeutralMomentum && momentum === 'momentumNeutral');
}

/**
 * The target weight of a held ticker: an equal slot 1 / tickers; risk-adjusted, the slot scaled by
 * min(1, targetVolatility / σ), and nothing while σ is unknown.
 */
export function targetWeight(slot: number, riskAdjusted: boolean, volatility: number, sizing: SizingParameters): number {
  if (!riskAdjusted) return slot;
  if (!(volatility > 0)) return 0;
  return slot * Math.min(1, sizing.targetVolatility / volatility);
}
