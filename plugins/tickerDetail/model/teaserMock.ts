/**
 * The blurred teaser of an unrevealed ticker shows invented numbers (document 2 section 2: "The
 * teaser contains blurred mock data with a warning not to act on it"). They are drawn from a
 * seeded generator per ticker, so the teaser looks the same on every visit and tells nothing
 * about the real analytics, which stay on the server until the ticker is revealed.
 */
import { mulberry32 } from '../../../engine/core';

export interface TeaserMock {
  lower: number;
  upper: number;
  position: number;
  trend: 'bullish' | 'neutral' | 'bearish';
  momentum: 'bullish' | 'neutral' | 'bearish';
  hurst: number;
  performance: number[];
}

function seedOf(ticker: string): number {
  let hash = 2166136261;
  for (const ch of ticker) hash = Math.imul(hash ^ ch.charCodeAt(0), 16777619);
  return hash >>> 0;
}

const STATES = ['bullish', 'neutral', 'bearish'] as const;

/** Mock figures around `price` (100 when unknown) for the teaser of `ticker`. */
export function teaserMock(ticker: string, price: number | null): TeaserMock {
  const next = mulberry32(seedOf(ticker));
  const base = price && price > 0 ? price : 100;
  const width = 0.04 + next() * 0.08;
  const centre = base * (1 + (next() - 0.5) * 0.04);
  return {
    lower: centre * (1 - width / 2),
    upper: centre * (1 + width / 2),
    position: Math.round(next() * 100),
    trend: STATES[Math.floor(next() * 3)]!,
    momentum: STATES[Math.floor(next() * 3)]!,
    hurst: 0.35 + next() * 0.35,
    performance: Array.from({ length: 5 }, () => (next() - 0.45) * 12),
  };
}
