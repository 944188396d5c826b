import { useCallback, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ApiCallError, testDataProvider, type DataProvider } from '../../../engine/data';
import { PLANS, type PlanTier } from '../../../product/plans';
import { SignedInFrame } from '../../summary';
import { volatilityFixture } from './volatilityFixtures';

export interface VolatilityStoryOptions {
  plan?: PlanTier;
  language?: 'en' | 'de';
  pending?: boolean;
  fail?: boolean;
}

/** The volatility call over fixtures: the IV figures for premium plans only, as the server decides. */
export function volatilityProvider(options: VolatilityStoryOptions = {}): DataProvider {
  const premium = PLANS[options.plan ?? 'elite'].modules.includes('PREMIUM');
  return testDataProvider({
    request: (async (path: string) => {
      if (path !== '/volatility') throw new Error(`the story has no answer for ${path}`);
      if (options.pending) return new Promise(() => undefined);
      if (options.fail) throw new ApiCallError(500, 'broken');
      return volatilityFixture(premium);
    }) as DataProvider['request'],
  });
}

export function VolatilityStoryFrame({ children, options = {} }: { children: ReactNode; options?: VolatilityStoryOptions }) {
  const provider = useCallback(() => volatilityProvider(options), [options]);
  return (
    <SignedInFrame provider={provider} plan={options.plan} language={options.language}>
      <MemoryRouter><main>{children}</main></MemoryRouter>
    </SignedInFrame>
  );
}
