/**
 * The newsletters' calls (issue 26 scope 5; document 4 sections 3 and 7.6):
 * - POST /api/promo-subscriptions/subscribe {email, name} → NewsletterResponse (a confirmation mail
 *   with a link; 400 for bad input, 429 when the address signed up too often);
 * - POST /api/promo-subscriptions/confirm {token} and POST /api/promo-subscriptions/unsubscribe
 *   {token} → NewsletterResponse (the pages behind the mails' links, no session);
 * - GET /api/promo-subscriptions/preview → NewsletterPreview (the next free daily issue);
 * - admins: GET /api/admin/newsletters/preview?kind=daily|monthly → NewsletterAdminPreview,
 *   POST /api/admin/newsletters/send {kind} → NewsletterSendAnswer.
 */
import type { NewsletterKind } from '../product/newsletterRules';
import type { InstrumentType } from './assets';
import type { MomentumRating, RatingError, SignalChange, SignalClass, TrendRating } from './ratings';
import type { TopSignalItem } from './summary';

export type { NewsletterKind };

export interface NewsletterSignupBody {
  email: string;
  name: string;
}

/** Document 4 section 3: the newsletter response. */
export interface NewsletterResponse {
  success: boolean;
  message: string;
  error?: string;
}

export interface NewsletterTokenBody {
  token: string;
}

/** A main market's line in the daily issue's market summary. */
export interface NewsletterMarketLine {
  ticker: string;
  name: string;
  latestPrice: number | null;
  percentChange: number | null;
  positionOnRange: number | null;
  trend: string | null;
  momentum: string | null;
}

/** A close outside the short-term range published after the session before (the row's above/belowEODRange). */
export interface NewsletterBreach {
  ticker: string;
  name: string;
  direction: 'above' | 'below';
  latestPrice: number | null;
  lowerRange: number | null;
  upperRange: number | null;
  percentChange: number | null;
}

/** A rating change of the issue's session (a signal row of that date). */
export interface NewsletterSignalChange {
  ticker: string;
  name: string;
  signalClass: SignalClass;
  from: string;
  to: string;
  change: SignalChange;
  currentTrend: TrendRating | RatingError;
}

export interface DailyNewsletterContent {
  kind: 'daily';
  /** The session the issue is about (the snapshot's). */
  asOfDate: string;
  markets: NewsletterMarketLine[];
  bullish: TopSignalItem[];
  bearish: TopSignalItem[];
  breaches: NewsletterBreach[];
  changes: NewsletterSignalChange[];
  /** How many tickers the breaches and changes were looked for in. */
  universe: number;
}

/** One eligible ticker of the Elite issue: the trigger (short-term range), target (long-term range) and gamma levels. */
export interface EliteNewsletterLine {
  ticker: string;
  name: string;
  type: InstrumentType;
  /** Stocks: market capitalisation; ETFs: assets under management (USD). */
  capitalisation: number;
  latestPrice: number | null;
  trend: TrendRating | RatingError | null;
  momentum: MomentumRating | RatingError | null;
  triggerLow: number | null;
  triggerHigh: number | null;
  targetLow: number | null;
  targetHigh: number | null;
  zeroGamma: number | null;
  putWall: number | null;
  callWall: number | null;
}

export interface MonthlyNewsletterContent {
  kind: 'monthly';
  asOfDate: string;
  /** `YYYY-MM`. */
  month: string;
  lines: EliteNewsletterLine[];
}

export type NewsletterContent = DailyNewsletterContent | MonthlyNewsletterContent;

/** GET /api/promo-subscriptions/preview: what the next free daily issue holds (null before the first snapshot). */
export interface NewsletterPreview {
  issueKey: string | null;
  content: DailyNewsletterContent | null;
}

export interface NewsletterAdminPreview {
  kind: NewsletterKind;
  issueKey: string;
  subject: string;
  /** The mail's text, in English, as a recipient would get it. */
  text: string;
  content: NewsletterContent;
  /** Who would get it now. */
  recipients: number;
  /** Mails of this issue already queued or sent. */
  queued: number;
  sent: number;
}

export interface NewsletterSendBody {
  kind: NewsletterKind;
}

export interface NewsletterSendAnswer {
  issueKey: string;
  /** Recipients newly queued by this call (0 when everyone already had the issue queued). */
  queued: number;
  /** Recipients who already had it queued or sent. */
  alreadyQueued: number;
}
