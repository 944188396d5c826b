import { useCallback, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ApiCallError, testDataProvider, type DataProvider } from '../../../engine/data';
import { SignedInFrame } from '../../summary';
import type { PlanTier } from '../../../product/plans';
import { CONFIG_FIXTURE, compareFixture, quantRunAnswerFixture, savedListFixture, savedRunFixture } from './quantStudioFixtures';

export interface QuantStudioStoryOptions {
  language?: 'en' | 'de';
  plan?: PlanTier;
  pending?: boolean;
  fail?: boolean;
  noSaved?: boolean;
  /** The run answers 400 with this message. */
  runProblem?: string;
}

/** Quant-Studio's calls over the fixtures. */
export function quantStudioProvider(options: QuantStudioStoryOptions = {}): DataProvider {
  return testDataProvider({
    request: (async (path: string, init?: { method?: string; body?: unknown }) => {
      if (options.pending) return new Promise(() => undefined);
      if (options.fail) throw new ApiCallError(500, 'broken');
      if (path === '/quant-studio/config') return CONFIG_FIXTURE;
      if (path === '/quant-studio/runs' && init?.body) return savedRunFixture('a');
      if (path === '/quant-studio/runs') return savedListFixture(options.noSaved);
      if (path === '/quant-studio/run') {
        if (options.runProblem) throw new ApiCallError(400, options.runProblem, 'QUANT_BAD_PERIOD');
        return quantRunAnswerFixture();
      }
      if (path.startsWith('/quant-studio/compare')) return compareFixture();
      if (path.startsWith('/quant-studio/runs/')) return init?.method === 'DELETE' ? { deleted: path.split('/').pop() } : savedRunFixture('a');
      throw new Error(`the story has no answer for ${path}`);
    }) as DataProvider['request'],
  });
}

export function QuantStudioStoryFrame({ children, options = {} }: { children: ReactNode; options?: QuantStudioStoryOptions }) {
  const provider = useCallback(() => quantStudioProvider(options), [options]);
  return (
    <SignedInFrame provider={provider} language={options.language} plan={options.plan}>
      <MemoryRouter><main>{children}</main></MemoryRouter>
    </SignedInFrame>
  );
}
