/**
 * The newsletters' rules (issue 26 scope 5; document 4 sections 1, 2.6, 5, 7.6 and 9): the free
 * daily newsletter for confirmed subscribers, the monthly Elite newsletter for Elite members, its
 * eligible universe, the signup's limits and the sending queue's retries. Read by the server (which
 * enforces them) and the client (the form's lengths, the admin page's texts).
 */

export const NEWSLETTER_KINDS = ['daily', 'monthly'] as const;
export type NewsletterKind = (typeof NEWSLETTER_KINDS)[number];

export const NEWSLETTER_RULES = {
  /** Document 4 section 1: eligible for the Elite newsletter, US stocks above this market capitalisation (USD). */
  eliteMinStockMarketCapUsd: 10_000_000_000,
  /** Document 4 section 1: and ETFs above these assets under management (USD). */
  eliteMinEtfAumUsd: 2_000_000_000,
  /** The issuer country of eligible stocks (ISO 3166-1 alpha-2). */
  eliteStockCountry: 'US',
  /** Document 4 sections 1 and 9: how many tickers the Elite newsletter covers, as the product advertises it ("1100+"). */
  eliteTickersAdvertised: 1100,
  /** The permission module that makes a member an Elite member (their plan's, not a staff role's). */
  eliteModule: 'ELITE',
  /** The daily issue: the notable range breaches and signal changes it lists at most. */
  dailyBreachesMax: 12,
  dailySignalChangesMax: 15,
  /** The daily issue: top bullish and bearish tickers of all active tickers. */
  dailyTopSignals: 5,
  /** How long the confirmation link of a signup is valid. */
  confirmLinkValidHours: 72,
  /** Signups of one address in one window: more answer 429 (mail bombing a stranger's address). */
  signupsPerAddress: 3,
  signupWindowMinutes: 60,
  /** The form's name field: at most this many characters. */
  nameMaxLength: 100,
  /** The sending queue: a failed mail is tried again after this wait, doubling, at most this often. */
  deliveryFirstRetrySeconds: 60,
  deliveryMaxAttempts: 6,
} as const;
