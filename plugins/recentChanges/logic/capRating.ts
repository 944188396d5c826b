/**
 * The colour of a cap state, as the analytics rank it (docs/methodology.md, "Signals"): a lower
 * cap holds the downside (bullish), an upper cap the upside (bearish), none or both are neutral.
 * The engine's signal badge knows the trend and momentum ratings only.
 */
export const CAP_STATES = ['LowerCap', 'Uncapped', 'UpperLowerCap', 'UpperCap'] as const;
export type CapState = (typeof CAP_STATES)[number];

const CAP_RATING: Readonly<Record<CapState, 'bullish' | 'neutral' | 'bearish'>> = {
  LowerCap: 'bullish', Uncapped: 'neutral', UpperLowerCap: 'neutral', UpperCap: 'bearish',
};

export function isCapState(value: unknown): value is CapState {
  return typeof value === 'string' && (CAP_STATES as readonly string[]).includes(value);
}

export function capRating(state: CapState): 'bullish' | 'neutral' | 'bearish' {
  return CAP_RATING[state];
}
