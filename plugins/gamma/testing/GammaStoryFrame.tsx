import { useCallback, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ApiCallError, testDataProvider, type DataProvider } from '../../../engine/data';
import type { PlanTier } from '../../../product/plans';
import { SignedInFrame } from '../../summary';
import { emptyGammaFixture, gammaOverviewFixture, gammaReportFixture } from './gammaFixtures';

export interface GammaStoryOptions {
  plan?: PlanTier;
  language?: 'en' | 'de';
  /** The report never arrives. */
  pending?: boolean;
  /** The report fails with this server message. */
  fail?: string;
  /** The overview fails. */
  failOverview?: boolean;
  /** The ticker has no options: an empty gamma object. */
  noOptions?: boolean;
}

/** The gamma calls over fixtures: the report of any ticker (empty with `noOptions`) and the overview. */
export function gammaProvider(options: GammaStoryOptions = {}): DataProvider {
  return testDataProvider({
    request: (async (path: string) => {
      if (path.startsWith('/gamma-overview')) {
        if (options.failOverview) throw new ApiCallError(500, 'broken');
        return gammaOverviewFixture();
      }
      const match = /^\/gamma\/([^?]+)\?allowDelay=(true|false)$/.exec(path);
      if (!match) throw new Error(`the story has no answer for ${path}`);
      if (options.pending) return new Promise(() => undefined);
      if (options.fail) throw new ApiCallError(500, options.fail);
      const ticker = decodeURIComponent(match[1]!);
      const mode = match[2] === 'true' ? 'delayed' : 'realtime';
      return options.noOptions ? emptyGammaFixture(ticker, mode) : gammaReportFixture(ticker, mode, ticker === 'SPY' ? 600 : 100);
    }) as DataProvider['request'],
  });
}

export function GammaStoryFrame({ children, options = {} }: { children: ReactNode; options?: GammaStoryOptions }) {
  const provider = useCallback(() => gammaProvider(options), [options]);
  return (
    <SignedInFrame provider={provider} plan={options.plan} language={options.language}>
      <MemoryRouter><main>{children}</main></MemoryRouter>
    </SignedInFrame>
  );
}
