/**
 * The signals of one ticker over the last sessions: for each of the last `days` sessions, the trend
 * and momentum ratings and the cap state of the short-term range are compared with the session
 * before (docs/methodology.md section 6). A day without a range on either side raises no Cap
 * signal; 'error' ratings raise nothing (detectSignals).
 */
import {
  detectSignals,
  hurstAsOf,
  H64_WINDOW,
  ratings,
  SHORT_TERM_RANGE,
  volatilityRange,
  type CapState,
  type MomentumRating,
  type RatingHistory,
  type Signal,
  type TrendRating,
  type VolatilityRange,
} from '../analytics';
import type { RecentTrendSignal, SignalRow } from './assetRow';

interface DayState {
  trend: TrendRating | 'error';
  momentum: MomentumRating | 'error';
  cap: CapState | null;
}

export interface LatestStates {
  trend: TrendRating | 'error';
  momentum: MomentumRating | 'error';
  stRange: VolatilityRange | null;
  /** The short-term range as of the previous close (rangeSnapshot's previousStRange). */
  previousStRange: VolatilityRange | null;
  /** The trend and momentum ratings of the last sessions (ratingHistory), when computed already. */
  history?: RatingHistory;
}

/** The state `back` sessions before the latest close. */
function stateAt(closes: Float64Array, returns: Float64Array, back: number, latest: LatestStates): DayState {
  if (back === 0) return { trend: latest.trend, momentum: latest.momentum, cap: latest.stRange?.capState ?? null };
  const past = closes.subarray(0, closes.length - back);
  const range = back === 1 ? latest.previousStRange : volatilityRange(past, SHORT_TERM_RANGE, hurstAsOf(returns, H64_WINDOW, back));
  const cap = range?.capState ?? null;
  const { history } = latest;
  if (history && back < history.trend.length) return { trend: history.trend[back]!, momentum: history.momentum[back]!, cap };
  const r = ratings(past);
  return { trend: r.overallTARating, momentum: r.ltTARating, cap };
}

/** Signals of the last `days` sessions, most recent first. */
export function recentSignals(
  ticker: string,
  dates: readonly string[],
  closes: Float64Array,
  returns: Float64Array,
  days: number,
  latest: LatestStates,
): Signal[] {
  const n = closes.length;
  const span = Math.min(days, n - 1);
  if (span <= 0) return [];
  const states: DayState[] = [];
  for (let back = 0; back <= span; back++) states.push(stateAt(closes, returns, back, latest));
  const signals: Signal[] = [];
  for (let back = 0; back < span; back++) {
    const current = states[back]!;
    const prior = states[back + 1]!;
    const bothCapped = current.cap !== null && prior.cap !== null;
    const cap: CapState = bothCapped ? current.cap! : 'Uncapped';
    signals.push(
      ...detectSignals(
        dates[n - 1 - back]!,
        ticker,
        { trend: prior.trend, momentum: prior.momentum, cap: bothCapped ? prior.cap! : cap },
        { trend: current.trend, momentum: current.momentum, cap },
      ),
    );
  }
  return signals;
}

/** A ListUISignal row; currentTrend is the ticker's trend as of the snapshot, not of the signal's day. */
export function signalRow(signal: Signal, tickerName: string, currentTrend: TrendRating | 'error'): SignalRow {
  return {
    id: `${signal.date}|${signal.ticker}|${signal.signalClass}`,
    date: signal.date,
    ticker: signal.ticker,
    tickerName,
    signalClass: signal.signalClass,
    signalDirectionPrior: signal.signalDirectionPrior,
    signalDirectionNew: signal.signalDirectionNew,
    signalChange: signal.signalChange,
    currentTrend,
  };
}

export function recentTrendSignals(signals: readonly Signal[]): RecentTrendSignal[] {
  return signals
    .filter((s) => s.signalClass === 'Trend')
    .map((s) => ({ date: s.date, signalDirectionPrior: s.signalDirectionPrior, signalDirectionNew: s.signalDirectionNew, signalChange: s.signalChange }));
}
