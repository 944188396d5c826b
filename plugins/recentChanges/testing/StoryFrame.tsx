import { useMemo, type ReactNode } from 'react';
import { runInAction } from 'mobx';
import { MemoryRouter, Route, Routes, useParams } from 'react-router-dom';
import { PluginRegistry } from '../../../engine/plugins';
import { createEngineServices, EngineProvider } from '../../../engine/ui';
import { ApiCallError, testDataProvider, type DataProvider } from '../../../engine/data';
import { memoryStorage } from '../../../engine/testing';
import { PRODUCT_ERROR_RULES } from '../../../product/errorRules';
import { PLANS, type PlanTier } from '../../../product/plans';
import { DEFAULT_SETTINGS } from '../../../product/accountRules';
import { fixtureSignals, signalModel } from './signalFixtures';

/**
 * How the story's server answers: the fixture rows, none (cache READY), none while the snapshot is
 * UPDATING, 503 before the first snapshot, or a failure.
 */
export type SignalAnswer = 'fixture' | 'empty' | 'updating' | 'marketLoading' | 'failed';

export interface SignalStoryOptions {
  plan?: PlanTier;
  language?: 'en' | 'de';
  answer?: SignalAnswer;
  /** The address the screen opens at, e.g. '/?scope=all'. */
  path?: string;
}

/** The list, model and status calls of the recent changes, answered from the fixtures. */
export function fixtureProvider(answer: SignalAnswer = 'fixture'): DataProvider {
  return testDataProvider({
    getModel: async () => signalModel(),
    getList: async () => {
      if (answer === 'marketLoading') throw new ApiCallError(503, 'Market data is loading. Please try again in a moment.');
      if (answer === 'failed') throw new ApiCallError(500, 'broken');
      const rows = answer === 'fixture' ? fixtureSignals() : [];
      return { rows, total: rows.length };
    },
    request: (async (path: string) => {
      if (path === '/systemStatus/cacheStatus') return { cacheStatus: answer === 'updating' ? 'UPDATING' : 'READY' };
      throw new Error(`the story has no answer for ${path}`);
    }) as DataProvider['request'],
  });
}

/** Where a row leads in the stories: the address, shown (the detail page is another plugin). */
function DetailStandIn() {
  const { ticker, caller } = useParams();
  return <p data-testid="detail-stand-in">{`Detail of ${ticker ?? ''} (${caller ?? ''})`}</p>;
}

/** A signed-in user of a plan, the engine over the fixture provider, and a router around a recent-changes screen. */
export function SignalStoryFrame({ children, options = {} }: { children: ReactNode; options?: SignalStoryOptions }) {
  const services = useMemo(() => {
    const base = createEngineServices({ plugins: new PluginRegistry(), storage: memoryStorage(), appVersion: 'story', errorRules: PRODUCT_ERROR_RULES });
    const plan = options.plan ?? 'elite';
    const services = { ...base, data: fixtureProvider(options.answer) };
    runInAction(() => {
      services.session.setUser({
        username: 'storyuser', firstname: 'Story', lastname: 'User', modules: [...PLANS[plan].modules], userPackage: PLANS[plan].dataPackage,
        settings: { ...DEFAULT_SETTINGS, language: options.language ?? 'en' }, planLabel: PLANS[plan].label, tokenBalance: 50,
      });
      services.session.status = 'LOGGED_IN';
    });
    return services;
  }, [options]);
  return (
    <EngineProvider services={services}>
      <MemoryRouter initialEntries={[options.path ?? '/']}>
        <Routes>
          <Route path="/dashboard/detail/:ticker/:caller" element={<DetailStandIn />} />
          <Route path="*" element={children} />
        </Routes>
      </MemoryRouter>
    </EngineProvider>
  );
}
