/**
 * The rules of the watchlist calls (documents 1 and 2, section 5): names are trimmed and
 * upper-cased, required and unique per kind (case-insensitive); tickers are trimmed, upper-cased,
 * de-duplicated and checked; crypto lists keep the CRYPTO. prefix; the portfolio holds at most
 * 2,000 tickers. Every refusal is an ApiError with the spec's wording and a code.
 */
import { ApiError, badRequest } from '../http/apiError';
import { isValidTicker } from '../assets/tickerParams';
import { isKeptListName, sameListName } from '../../product/accountRules';
import { TICKER_RULES } from '../../product/tickerAccess';
import { toCryptoTicker } from '../../product/priceDecimals';
import type { StoredListType } from '../users/watchlistStore';

export const WATCHLIST_MESSAGES = {
  nameRequired: 'Please set a name for the watchlist.',
  duplicateName: 'Duplicate names not allowed',
  portfolioFull: `The portfolio holds at most ${TICKER_RULES.portfolioMax} tickers.`,
  listFull: `A watchlist holds at most ${TICKER_RULES.portfolioMax} tickers.`,
  tooManyLists: 'You have reached the maximal number of watchlists.',
  portfolioFixed: 'The portfolio cannot be created, renamed or deleted.',
} as const;

/** Watchlists of one kind a user may keep. */
export const MAX_WATCHLISTS_PER_KIND = TICKER_RULES.watchlistsPerKindMax;


/** A list name as stored: trimmed and upper-cased; empty or missing is refused. */
export function watchlistName(raw: string | undefined): string {
  const name = (raw ?? '').trim().toUpperCase();
  if (!name) throw badRequest(WATCHLIST_MESSAGES.nameRequired, 'WATCHLIST_NAME_REQUIRED');
  return name;
}

/** Refuses a name that another list of the kind (or a kept list) already has, case-insensitively. */
export function assertUniqueName(name: string, others: readonly { name: string }[]): void {
  if (others.some((o) => sameListName(o.name, name)) || isKeptListName(name)) {
    throw badRequest(WATCHLIST_MESSAGES.duplicateName, 'WATCHLIST_NAME_DUPLICATE');
  }
}

export function notFoundList(name: string): ApiError {
  return new ApiError(404, `The watchlist "${name}" does not exist.`, 'WATCHLIST_NOT_FOUND');
}

/** Tickers as a list of `kind` keeps them; an empty result is allowed (adds without a ticker are ignored). */
export function listTickers(raw: readonly string[], kind: StoredListType | 'DASHBOARD'): string[] {
  const out: string[] = [];
  for (const entry of raw) {
    const ticker = kind === 'CRYPTO' ? toCryptoTicker(entry) : entry.trim().toUpperCase();
    if (!ticker) continue;
    if (!isValidTicker(ticker)) throw badRequest(`"${entry.trim().slice(0, 40)}" is not a valid ticker.`, 'INVALID_TICKERS');
    if (!out.includes(ticker)) out.push(ticker);
  }
  return out;
}

/** Refuses a list that would hold more than TICKER_RULES.portfolioMax tickers. */
export function assertCapacity(kind: StoredListType | 'DASHBOARD', current: number, next: number): void {
  if (next <= TICKER_RULES.portfolioMax || next <= current) return;
  const portfolio = kind === 'DASHBOARD';
  throw new ApiError(400, portfolio ? WATCHLIST_MESSAGES.portfolioFull : WATCHLIST_MESSAGES.listFull, portfolio ? 'PORTFOLIO_FULL' : 'WATCHLIST_FULL', {
    max: TICKER_RULES.portfolioMax, current, requested: next - current,
  });
}
