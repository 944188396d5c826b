import { useCallback, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ApiCallError, testDataProvider, type DataProvider } from '../../../engine/data';
import { PLANS, type PlanTier } from '../../../product/plans';
import { SignedInFrame } from './SignedInFrame';
import { PREMIUM_NEEDED } from '../../../product/homeRules';
import type { MostHeldAnswer, TopSignalItem, TopSignalsAnswer } from '../../../contracts';

export interface SummaryStoryOptions {
  plan?: PlanTier;
  language?: 'en' | 'de';
  /** The cache status says UPDATING. */
  updating?: boolean;
  /** Path prefixes that never answer, and that fail. */
  pending?: readonly string[];
  fail?: readonly string[];
}

const item = (ticker: string, score: number, change: number): TopSignalItem => ({
  ticker, name: `${ticker} Corp.`, percentChange: change, score,
  trend: score > 0 ? 'trendBullish' : 'trendBearish', momentum: score >= 3 ? 'momentumBullish' : score <= -3 ? 'momentumBearish' : 'momentumNeutral',
});

export const topFixture = (scope: 'mine' | 'all'): TopSignalsAnswer => {
  const n = scope === 'mine' ? 5 : 10;
  return {
    scope, asOfDate: '2026-11-19', ranked: 40,
    bullish: Array.from({ length: n }, (_, i) => item(`BU${i + 1}`, i < 3 ? 3 : 2, 0.3 * (i + 1))),
    bearish: Array.from({ length: n }, (_, i) => item(`BE${i + 1}`, i < 2 ? -3 : -2, -0.4 * (i + 1))),
  };
};

export const mostHeldFixture = (kind: 'portfolio' | 'watchlist', limit: number): MostHeldAnswer => ({
  kind, limit, rows: Array.from({ length: Math.min(limit, 24) }, (_, i) => ({ ticker: `${kind === 'portfolio' ? 'P' : 'W'}${i + 1}`, holders: 60 - i * 2 })),
});

const matches = (path: string, prefixes: readonly string[] | undefined): boolean => (prefixes ?? []).some((p) => path.startsWith(p));

export function summaryProvider(options: SummaryStoryOptions = {}): DataProvider {
  const premium = PLANS[options.plan ?? 'elite'].modules.includes('PREMIUM');
  return testDataProvider({
    request: (async (path: string) => {
      if (path === '/systemStatus/cacheStatus') return { cacheStatus: options.updating ? 'UPDATING' : 'READY' };
      if (matches(path, options.pending)) return new Promise(() => undefined);
      if (matches(path, options.fail)) throw new ApiCallError(500, 'broken');
      const url = new URL(path, 'http://story');
      if (url.pathname === '/summary/top') {
        const scope = url.searchParams.get('scope') === 'mine' ? 'mine' : 'all';
        if (scope === 'mine' && !premium) throw new ApiCallError(403, 'Premium needed', PREMIUM_NEEDED);
        return topFixture(scope);
      }
      if (url.pathname === '/summary/most-held') {
        return mostHeldFixture(url.searchParams.get('kind') === 'watchlist' ? 'watchlist' : 'portfolio', Number(url.searchParams.get('limit')));
      }
      throw new Error(`the story has no answer for ${path}`);
    }) as DataProvider['request'],
  });
}

/** A signed-in user of a plan, the engine over the fixture provider, and a router. */
export function SummaryStoryFrame({ children, options = {} }: { children: ReactNode; options?: SummaryStoryOptions }) {
  const provider = useCallback(() => summaryProvider(options), [options]);
  return (
    <SignedInFrame provider={provider} plan={options.plan} language={options.language}>
      <MemoryRouter><main>{children}</main></MemoryRouter>
    </SignedInFrame>
  );
}
