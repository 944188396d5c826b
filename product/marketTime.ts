/**
 * The market's clock (document 1 section 9): the day of stored market data and the session's
 * daily tasks (the quote refresh, the daily wipe) are New York's.
 */
export const MARKET_TIME_ZONE = 'America/New_York';
