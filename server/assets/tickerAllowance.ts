/**
 * The monthly EOD ticker allowance: the plan's tickers per month, used by billable activations in
 * the current rollover period. Usage is the negated sum of the user's `ticker` ledger rows booked
 * in the period (an activation books -1, a reset books back what was used).
 */
import type { Db } from '../db/database';
import type { UserRow } from '../appDeps';
import { PLANS, isPlanTier } from '../../product/plans';
import { balanceOf } from '../users/balances';
import { rolloverPeriod } from '../users/rolloverDate';

export interface TickerAllowance {
  tickersPerMonth: number;
  tickersInLastMonth: number;
  /** max(tickersPerMonth − tickersInLastMonth, 0) */
  remaining: number;
  periodStart: Date;
  rolloverDate: Date;
}

/** The plan's monthly allowance (extra-ticker add-ons are added by the billing module). */
export function planTickersPerMonth(user: Pick<UserRow, 'plan'>): number {
  return PLANS[isPlanTier(user.plan) ? user.plan : 'demo'].tickersPerMonth;
}

export async function tickerAllowanceOf(db: Db, user: Pick<UserRow, 'id' | 'plan' | 'activationDate'>, now: Date, extraTickers = 0): Promise<TickerAllowance> {
  const period = rolloverPeriod(user.activationDate, now);
  const used = Math.max(0, -(await balanceOf(db, user.id, 'ticker', period.start)));
  const tickersPerMonth = planTickersPerMonth(user) + extraTickers;
  return { tickersPerMonth, tickersInLastMonth: used, remaining: Math.max(tickersPerMonth - used, 0), periodStart: period.start, rolloverDate: period.end };
}
