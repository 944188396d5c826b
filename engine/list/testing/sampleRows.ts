import { mulberry32 } from '../../core/random/mulberry32';

/** The fixed "today" of the fixtures (a Wednesday), so that date filters and dates are deterministic. */
export const SAMPLE_TODAY = new Date('2025-06-04T12:00:00Z');

const EXCHANGES = ['NYSE', 'NASDAQ', 'XETRA'] as const;
const SECTORS = ['tech', 'energy', 'health', 'finance'] as const;
const COUNTRIES = ['US', 'DE', 'GB', 'FR', 'JP'] as const;
const TRENDS = ['trendBullish', 'trendNeutral', 'trendBearish'] as const;
const MOMENTUM = ['momentumBullish', 'momentumNeutral', 'momentumNeutralDanger', 'momentumBearish'] as const;

const seeded = mulberry32;

/** A unique four-letter ticker per index, not in index order (7919 is coprime with 26^4). */
export function sampleTicker(index: number): string {
  let n = (index * 7919) % 26 ** 4;
  let text = '';
  for (let i = 0; i < 4; i++) {
    text = String.fromCharCode(65 + (n % 26)) + text;
    n = Math.floor(n / 26);
  }
  return text;
}

const round = (value: number, decimals: number): number => Math.round(value * 10 ** decimals) / 10 ** decimals;
const isoDay = (base: Date, days: number): string => new Date(base.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * `n` deterministic rows for `sampleListModel` (the same `n` gives the same rows). Every 17th row
 * has no Hurst value, to show empty cells and that empty values sort last.
 *
 * @example sampleRows(2000).length === 2000
 */
export function sampleRows(n: number, seed = 42): Record<string, unknown>[] {
  const random = seeded(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const between = (min: number, max: number, decimals: number): number => round(min + random() * (max - min), decimals);
  return Array.from({ length: n }, (_, i) => {
    const ticker = sampleTicker(i);
    return {
      id: `row-${i}`,
      ticker,
      name: `${ticker.charAt(0)}${ticker.slice(1).toLowerCase()} Holdings`,
      exchange: pick(EXCHANGES),
      sector: pick(SECTORS),
      country: pick(COUNTRIES),
      price: between(5, 500, 2),
      change: between(-5, 5, 2),
      volume: Math.floor(random() * 5_000_000),
      marketCap: Math.floor(random() * 900_000_000_000),
      trend: pick(TRENDS),
      momentum: pick(MOMENTUM),
      hurst: i % 17 === 16 ? null : between(0.3, 0.8, 3),
      ltRange: { upside: between(0, 30, 3), downside: between(0, 30, 3) },
      stRange: { upside: between(0, 10, 3), downside: between(0, 10, 3) },
      positionOnRange: between(0, 100, 0),
      impliedVolatility: between(10, 80, 2),
      ivPremium: between(-10, 10, 2),
      gammaLevel: between(5, 500, 2),
      earningsDate: isoDay(SAMPLE_TODAY, Math.floor(random() * 60) - 10),
      lastUpdate: new Date(SAMPLE_TODAY.getTime() - Math.floor(random() * 86_400) * 1000).toISOString(),
      realtime: random() < 0.5,
      website: `https://example.com/${ticker.toLowerCase()}`,
      rsi: between(10, 90, 1),
      beta: between(0.2, 2.5, 2),
      dividendYield: between(0, 8, 2),
      peRatio: between(4, 60, 1),
      internalScore: between(0, 1, 4),
      sourceId: `src-${i}`,
    };
  });
}
