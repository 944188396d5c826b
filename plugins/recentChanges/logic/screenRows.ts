import { inMarket, type SignalMarket } from './market';
import { inScope, type SignalScope } from './scope';

/**
 * The rows a screen works on before the list's own filters: its market's signals in the chosen
 * scope, in the order the server sent them (a new array; `rows` is not changed).
 *
 * @example screenRows(rows, 'crypto', 'mine') // the crypto signals of tickers in the user's lists
 */
export function screenRows<R extends { ticker?: unknown; containedInLists?: unknown }>(rows: readonly R[], market: SignalMarket, scope: SignalScope): R[] {
  return rows.filter((row) => inMarket(row, market) && inScope(row, scope));
}
