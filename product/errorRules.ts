/**
 * The answers of RangeScope's API that show a message wherever they come from (document 1
 * section 8), handed to the engine's error catalogue (createEngineServices' `errorRules`); the
 * engine itself knows only the generic answers. Texts in locales common:errors.*.
 */
export interface ProductErrorRule {
  id: string;
  status?: number;
  code?: string | number;
  messageKey: string;
}

export const PRODUCT_ERROR_RULES: readonly ProductErrorRule[] = [
  // The plan's active alerts are used up (server/alerts/alertLimit.ts); before tickerLimit, which takes any other 429.
  { id: 'alertLimit', status: 429, code: 'ALERT_LIMIT', messageKey: 'common:errors.alertLimit' },
  // A 429 other than the rate limiter's RATE_LIMITED: the monthly ticker allowance is used up.
  { id: 'tickerLimit', status: 429, messageKey: 'common:errors.tickerLimit' },
  { id: 'notEnoughTokens', code: 765, messageKey: 'common:errors.notEnoughTokens' },
  { id: 'realtimeUnavailable', code: 766, messageKey: 'common:errors.realtimeUnavailable' },
];
