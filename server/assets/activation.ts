/**
 * Activating tickers (POST /api/activate-assets): free tickers are recorded as non-billable, the
 * others each use one EOD request of the monthly allowance. All billable activations of a request
 * happen in one transaction under the user's balance lock, or none: when the remaining allowance
 * does not cover them the request changes nothing and answers 429.
 */
import type { Db } from '../db/database';
import type { UserRow } from '../appDeps';
import { ApiError } from '../http/apiError';
import { book, lockUserBalances } from '../users/balances';
import { modulesOf } from '../users/userModules';
import { canActivateTicker, isNonBillableTicker } from '../../product/tickerAccess';
import { activeTickersOf, recordActivations } from './activeTickers';
import { tickerAllowanceOf } from './tickerAllowance';
import { extraTickersOf } from '../billing/userBilling';
import type { ActivationAnswer } from '../../contracts';

/** The activation answer (contracts/lists.ts) before the token balance is added. */
export type ActivationResult = Omit<ActivationAnswer, 'tokenBalance'>;

export const TICKER_LIMIT_MESSAGE =
  'The current account balance does not allow adding further tickers in this month. You have reached the maximal amount of tickers; upgrade your plan or buy extra tickers to add more.';

/**
 * Activates `tickers` (normalised) for the user. `known` tells which tickers the market knows;
 * unknown ones are reported and cost nothing.
 */
export async function activateTickers(db: Db, user: UserRow, tickers: readonly string[], known: (ticker: string) => boolean, now: Date): Promise<ActivationResult> {
  const modules = modulesOf(user);
  const refused = tickers.filter((t) => known(t) && !canActivateTicker(t, modules));
  if (refused.length) {
    throw new ApiError(400, `Crypto tickers need the crypto subscription: ${refused.join(', ')}`, 'CRYPTO_MODULE_REQUIRED', { tickers: refused });
  }
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    await lockUserBalances(tx, user.id);
    const active = await activeTickersOf(tx, user.id, now);
    const result: ActivationResult = {
      activatedTickers: [], nonBillableTickers: [], alreadyActiveTickers: [], unknownTickers: [], tickersInLastMonth: 0, tickersPerMonth: 0,
    };
    const billable: string[] = [];
    for (const ticker of tickers) {
      if (!known(ticker)) result.unknownTickers.push(ticker);
      else if (isNonBillableTicker(ticker, modules)) result.nonBillableTickers.push(ticker);
      else if (active.has(ticker)) result.alreadyActiveTickers.push(ticker);
      else billable.push(ticker);
    }
    const allowance = await tickerAllowanceOf(tx, user, now, await extraTickersOf(tx, user));
    if (billable.length > allowance.remaining) {
      throw new ApiError(429, TICKER_LIMIT_MESSAGE, 'TICKER_LIMIT', {
        tickersInLastMonth: allowance.tickersInLastMonth, tickersPerMonth: allowance.tickersPerMonth, requested: billable.length,
      });
    }
    for (const ticker of billable) {
      await book(tx, { userId: user.id, account: 'ticker', delta: -1, reason: `activate ${ticker}`, reference: `activation:${user.id}:${ticker}:${now.toISOString()}`, at: now });
    }
    await recordActivations(tx, user.id, billable, true, now);
    await recordActivations(tx, user.id, result.nonBillableTickers.filter((t) => !active.has(t)), false, now);
    result.activatedTickers = billable;
    result.tickersInLastMonth = allowance.tickersInLastMonth + billable.length;
    result.tickersPerMonth = allowance.tickersPerMonth;
    return result;
  });
}
