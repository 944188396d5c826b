/**
 * The home page's and the market-overview pages' rules (issue 21; document 1 section 9, document 4
 * sections 2.4 and 9): which tickers the home shows, the sizes of the top and most-held lists, who
 * sees what, and the cache ages. Read by the server (which enforces them) and the client.
 */

/** Document 4 section 9: the home strip, in this order. */
export const HOME_STRIP: readonly string[] = ['SPY', 'QQQ', 'IWM', '^VIX', 'UUP', 'BIL', 'SHY', 'IEF', 'TLT', 'GLD', 'USO', 'BITO'];

/** Document 4 section 9: the default main markets. */
export const DEFAULT_MAIN_MARKETS: readonly string[] = ['SPY', 'GLD', 'QQQ', 'UUP', 'USO', 'TLT'];

/** Document 4 section 9: the gamma tickers ("Gamma at open" on the home): the gamma page's rules. */
export { GAMMA_TICKERS } from './gammaRules';

export const HOME_RULES = {
  /** Document 1 section 9: the most-watched ticker cloud. */
  mostWatchedCloud: 75,
  /** Top N bullish and bearish of the user's own tickers (home and summary). */
  topMine: 5,
  /** Top N bullish and bearish of all active tickers (summary). */
  topAll: 10,
  /** Most held in portfolios and in watchlists: shown by default, and the most one call gives (document 4 section 9). */
  mostHeldDefault: 20,
  mostHeldMax: 100,
  /** How long the server keeps the counts over all users' lists (they change slowly). */
  holdersServerCacheSeconds: 300,
  /** The latest signal changes of the user's tickers shown on the home. */
  homeSignalChanges: 8,
  /** Economic events the calendar reads in one call at most (days from its first to its last date). */
  calendarMaxDays: 400,
  /** The calendar's default window around today. */
  calendarDefaultDaysBack: 7,
  calendarDefaultDaysAhead: 30,
} as const;

/** The module the user's own top lists need; without it they answer PREMIUM_NEEDED (issue 21). */
export const TOP_MINE_MODULE = 'PREMIUM';

/** The answer code of a call that needs the premium module. */
export const PREMIUM_NEEDED = 'PREMIUM_NEEDED';

/** Client cache ages in seconds (document 4 section 9: "cache ages on the home page"). */
export const HOME_CACHE_SECONDS = {
  eventsToday: 30,
  eventsPriorDay: 1500,
  /** The signal list on the home: client 2000 s, server 1200 s. */
  signalsClient: 2000,
  signalsServer: 1200,
  faq: 300,
  /** Strip, main markets, gamma, top lists and the cloud: the snapshot changes after a close only. */
  market: 300,
  calendar: 300,
} as const;
