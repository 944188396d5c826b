/** Constructed series for the engine's tests: weekday dates and closes from given log returns. */
import type { BacktestPriceHistory } from '../../../contracts';
import { dateOfDay, dayNumber } from './calendar';

/** `n` weekdays from `start` (a Monday by default: 2020-01-06). */
export function weekdays(n: number, start = '2020-01-06'): string[] {
  const out: string[] = [];
  for (let day = dayNumber(start); out.length < n; day++) {
    const weekday = (day + 4) % 7; // 0 = Sunday
    if (weekday !== 0 && weekday !== 6) out.push(dateOfDay(day));
  }
  return out;
}

/** Closes from 100 with the given log returns (`returns(i)` is the return into close i, i ≥ 1). */
export function closesFrom(n: number, returns: (i: number) => number, start = 100): Float64Array {
  const closes = new Float64Array(n);
  closes[0] = start;
  for (let i = 1; i < n; i++) closes[i] = closes[i - 1]! * Math.exp(returns(i));
  return closes;
}

export function history(ticker: string, dates: readonly string[], closes: Float64Array): BacktestPriceHistory {
  return { ticker, dates, closes };
}
