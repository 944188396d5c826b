/**
 * The two messages of an empty signal list (document 2 section 8): 'Processing signals. Please
 * check back later...' while the market data are being computed (the server answers 503
 * MARKET_LOADING before its first snapshot; an empty answer while the cache status is UPDATING),
 * and 'The given filter does not match any data' when the scope and filters leave no row.
 */
export type ScreenMessage = 'processing' | 'noMatch' | null;

export interface MessageInput {
  /** The signals are being computed (see above). */
  processing: boolean;
  /** Rows left after the scope and the list's filters. */
  shown: number;
}

export function screenMessage({ processing, shown }: MessageInput): ScreenMessage {
  if (processing) return 'processing';
  return shown === 0 ? 'noMatch' : null;
}

/** Whether an answer means "still computing": no signals at all while the cache is UPDATING. */
export function stillComputing(total: number, cacheStatus: string | null | undefined): boolean {
  return total === 0 && cacheStatus === 'UPDATING';
}
