/**
 * The public API v2 (document 4 sections 2.5 and 7.6, issue 27): token scopes, limits and the
 * plans that include it. Who holds ApiAccess is decided in plans.ts and the billing entitlements
 * (Elite, Elite+ and Professional include it; Premium with a ticker add-on of at least
 * API_ADDON_MIN_TICKERS in catalogue.ts gets it too).
 */
export const API_TOKEN_SCOPES = ['assets:read', 'rtassets:spend', 'watchlists:read', 'signals:read'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

export const API_RULES = {
  /** Live (not revoked, not expired) tokens one member may hold at a time. */
  maxTokensPerUser: 5,
  /** Random bytes of a token: 256 bits. */
  tokenBytes: 32,
  /** Prefix of every token, so that secret scanners can recognise a leaked one. */
  tokenPrefix: 'rs_',
  /** Requests per minute and token, and per owner across all their tokens. */
  perTokenPerMinute: 60,
  perOwnerPerMinute: 120,
  /** Tickers in one idIn list. */
  maxTickersPerCall: 50,
  /** The signal feed's page size. */
  signalFeedDefaultLimit: 100,
  signalFeedMaxLimit: 1000,
  /** `lastUsedAt` is written at most once per this many milliseconds and token. */
  lastUsedGranularityMs: 60_000,
  /** Plan SKUs named on the API preview page (document 4 section 6: Premium, Professional, Elite). */
  previewPlanSkus: ['020', '050', '060'] as const,
} as const;

export function isApiTokenScope(value: unknown): value is ApiTokenScope {
  return typeof value === 'string' && (API_TOKEN_SCOPES as readonly string[]).includes(value);
}
