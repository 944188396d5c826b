/**
 * /backtestBuyAndHold: each ticker's close ratio over the last `weeks` weeks, and the equal-weight
 * portfolio of them (no costs) on the tickers' common calendar (the union of their dates, each
 * carrying its last close forward).
 */
import type { BacktestPriceHistory, BuyAndHoldAnswer, BuyAndHoldTicker } from '../../contracts';
import { alignedCloses, buyAndHoldEquity, calendarDates, periodDates } from '../market/backtest';

export function buyAndHoldAnswer(histories: readonly BacktestPriceHistory[], weeks: number, initialCash: number): BuyAndHoldAnswer {
  const dates = periodDates(calendarDates(histories, []), { weeks });
  const prices = histories.map((h) => alignedCloses(h, dates));
  const tickers = histories.flatMap((h): BuyAndHoldTicker[] => {
    const own = periodDates(h.dates, { weeks, end: dates[dates.length - 1] });
    if (own.length === 0) return [];
    const first = h.dates.indexOf(own[0]!);
    const last = first + own.length - 1;
    const startClose = Number(h.closes[first]);
    const endClose = Number(h.closes[last]);
    return [{ ticker: h.ticker, startDate: own[0]!, endDate: own[own.length - 1]!, startClose, endClose, return: endClose / startClose - 1 }];
  });
  const equity = buyAndHoldEquity(prices, dates.length, initialCash, 0);
  return { weeks, tickers, date: dates, moneyDiff: equity.map((v) => Math.round((v - initialCash) * 100) / 100), initialCash };
}
