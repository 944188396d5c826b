/**
 * Activation, in one place: POST /api/activate-assets `{tickers}` (docs/api.md; one EOD request per
 * new billable ticker). The detail page, the ticker tables and the batch import all call it.
 */
import type { DataProvider } from '../../engine/data';
import type { ActivationAnswer, UserBalance } from '../../contracts';

export type { ActivationAnswer };

export function activateTickers(data: DataProvider, tickers: readonly string[]): Promise<ActivationAnswer> {
  return data.request<ActivationAnswer>('/activate-assets', { body: { tickers: [...tickers] } });
}

/** The balances an activation answer carries, for the session. */
export function activationBalances(answer: Partial<ActivationAnswer>): Partial<UserBalance> {
  const balances: Partial<UserBalance> = {};
  for (const key of ['tickersInLastMonth', 'tickersPerMonth', 'tokenBalance'] as const) {
    const value = answer[key];
    if (typeof value === 'number') balances[key] = value;
  }
  return balances;
}
