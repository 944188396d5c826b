import { useMemo, type ReactNode } from 'react';
import { runInAction } from 'mobx';
import { MemoryRouter, Route, Routes, useParams } from 'react-router-dom';
import { PluginRegistry } from '../../../engine/plugins';
import { createEngineServices, EngineProvider } from '../../../engine/ui';
import { ApiCallError, testDataProvider, type DataProvider } from '../../../engine/data';
import { memoryStorage } from '../../../engine/testing';
import { PRODUCT_ERROR_RULES } from '../../../product/errorRules';
import { PLANS } from '../../../product/plans';
import { DEFAULT_SETTINGS } from '../../../product/accountRules';
import { clusterFixture, FIXTURE_LISTS, leadershipFixture, quietLeadershipFixture } from './clusterFixtures';

/** How the story's server answers: the fixtures, nothing to show, a universe too small, the market loading, a failure, or never. */
export type ClustersAnswer = 'fixture' | 'empty' | 'tooSmall' | 'marketLoading' | 'failed' | 'pending';

export interface ClustersStoryOptions {
  language?: 'en' | 'de';
  answer?: ClustersAnswer;
  /** The address the screen opens at, e.g. '/?universe=group:bonds'. */
  path?: string;
}

/** The two calls answered from the fixtures; the bodies asked are kept in `asked`. */
export function fixtureProvider(answer: ClustersAnswer = 'fixture', asked: unknown[] = []): DataProvider {
  return testDataProvider({
    request: (async (path: string, options?: { body?: unknown }) => {
      asked.push(options?.body);
      if (answer === 'pending') return new Promise(() => undefined);
      if (answer === 'tooSmall') throw new ApiCallError(400, 'too small', 'UNIVERSE_TOO_SMALL');
      if (answer === 'marketLoading') throw new ApiCallError(503, 'Market data is loading. Please try again in a moment.', 'MARKET_LOADING');
      if (answer === 'failed') throw new ApiCallError(500, 'broken');
      if (path === '/analytics/clusters') return answer === 'empty' ? { ...clusterFixture(), clusters: [] } : clusterFixture();
      if (path === '/analytics/leadership') return answer === 'empty' ? quietLeadershipFixture() : leadershipFixture();
      throw new Error(`the story has no answer for ${path}`);
    }) as DataProvider['request'],
  });
}

function DetailStandIn() {
  const { ticker, caller } = useParams();
  return <p data-testid="detail-stand-in">{`Detail of ${ticker ?? ''} (${caller ?? ''})`}</p>;
}

/** A signed-in Elite user with a watchlist, the engine over the fixture provider, a router with a stand-in detail route. */
export function ClustersStoryFrame({ children, options = {}, asked }: { children: ReactNode; options?: ClustersStoryOptions; asked?: unknown[] }) {
  const services = useMemo(() => {
    const base = createEngineServices({ plugins: new PluginRegistry(), storage: memoryStorage(), appVersion: 'story', errorRules: PRODUCT_ERROR_RULES });
    const services = { ...base, data: fixtureProvider(options.answer, asked) };
    runInAction(() => {
      services.session.setUser({
        username: 'storyuser', firstname: 'Story', lastname: 'User', modules: [...PLANS.elite.modules], userPackage: PLANS.elite.dataPackage,
        settings: { ...DEFAULT_SETTINGS, language: options.language ?? 'en' }, planLabel: PLANS.elite.label, tokenBalance: 50, ...FIXTURE_LISTS,
      });
      services.session.status = 'LOGGED_IN';
    });
    return services;
  }, [options, asked]);
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
