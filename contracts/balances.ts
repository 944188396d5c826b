/** The user's balances: GET /api/userBalance, GET /api/used-tickers and the balances of the user object. */

/** GET /api/userBalance, and the heartbeat's `userBalance`. */
export interface UserBalance {
  tokenBalance: number;
  resetBalance: number;
  /** EOD requests (billable ticker activations) used in the current month. */
  tickersInLastMonth: number;
  /** The month's allowance: the plan's plus the add-on packs'. */
  tickersPerMonth: number;
}

/** The balances the user object carries (login, GET /api/userData): `usedTickers` repeats tickersInLastMonth. */
export interface UserDataBalances extends UserBalance {
  usedTickers: number;
}

/** An active ticker of GET /api/used-tickers (dates ISO). */
export interface ActiveTickerEntry {
  ticker: string;
  activatedAt: string;
  expiresAt: string;
  billable: boolean;
}

/** GET /api/used-tickers. */
export interface UsedTickers extends UserBalance {
  remaining: number;
  /** The account's activation date (ISO); the monthly allowance rolls over on its day of the month. */
  activationDate: string;
  rolloverDate: string;
  /** Newest first. */
  activeTickers: ActiveTickerEntry[];
}
