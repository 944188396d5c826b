import { useMemo, type ReactNode } from 'react';
import { runInAction } from 'mobx';
import { MemoryRouter } from 'react-router-dom';
import { PluginRegistry } from '../../../engine/plugins';
import { createEngineServices, EngineProvider } from '../../../engine/ui';
import { ApiCallError, testDataProvider, type DataProvider } from '../../../engine/data';
import { memoryStorage } from '../../../engine/testing';
import { PRODUCT_ERROR_RULES } from '../../../product/errorRules';
import { PLANS } from '../../../product/plans';
import { DEFAULT_SETTINGS } from '../../../product/accountRules';
import type { CustomCorrelation, UserDataPatch } from '../../../contracts';
import { FIXTURE_CUSTOM, fixtureCftc, fixtureTable } from './fixtures';

/** How the story's server answers: the fixtures, a failure (500), or never (loading). */
export type StoryAnswer = 'fixture' | 'failed' | 'pending' | 'refused';

export interface CorrelationStoryOptions {
  language?: 'en' | 'de';
  answer?: StoryAnswer;
  /** The saved custom correlations (default: two). */
  custom?: CustomCorrelation[];
  /** The address the screen opens at, e.g. '/?tab=custom'. */
  path?: string;
}

/** The calls of the screens answered from the fixtures; a save answers the user object with the list. */
export function fixtureProvider(options: CorrelationStoryOptions, user: () => Record<string, unknown>): DataProvider {
  const answer = options.answer ?? 'fixture';
  return testDataProvider({
    request: (async (path: string, init?: { body?: unknown }) => {
      if (answer === 'pending') return new Promise(() => undefined);
      if (answer === 'failed') throw new ApiCallError(500, 'broken');
      if (path.startsWith('/reporting/correlationTable')) {
        const tickers = new URLSearchParams(path.split('?')[1]).get('tickers') ?? '';
        return fixtureTable(tickers.split(','));
      }
      if (path === '/reporting/cftc') return fixtureCftc();
      if (path === '/userData') {
        if (answer === 'refused') throw new ApiCallError(409, 'The ticker NVDA is not revealed. Reveal it to use it in a correlation.', 'TICKER_NOT_REVEALED');
        return { ...user(), customCorrelations: (init?.body as UserDataPatch).customCorrelations };
      }
      throw new Error(`the story has no answer for ${path}`);
    }) as DataProvider['request'],
  });
}

/** A signed-in Premium user with saved correlations, the engine over the fixture provider, a router. */
export function CorrelationStoryFrame({ children, options = {} }: { children: ReactNode; options?: CorrelationStoryOptions }) {
  const services = useMemo(() => {
    const base = createEngineServices({ plugins: new PluginRegistry(), storage: memoryStorage(), appVersion: 'story', errorRules: PRODUCT_ERROR_RULES });
    const services = { ...base, data: fixtureProvider(options, () => (base.session.user ?? {}) as Record<string, unknown>) };
    runInAction(() => {
      services.session.setUser({
        username: 'storyuser', firstname: 'Story', lastname: 'User', modules: [...PLANS.premium.modules], userPackage: PLANS.premium.dataPackage,
        settings: { ...DEFAULT_SETTINGS, language: options.language ?? 'en' }, planLabel: PLANS.premium.label, tokenBalance: 50,
        customCorrelations: options.custom ?? FIXTURE_CUSTOM,
      });
      services.session.status = 'LOGGED_IN';
    });
    return services;
  }, [options]);
  return (
    <EngineProvider services={services}>
      <MemoryRouter initialEntries={[options.path ?? '/']}>{children}</MemoryRouter>
    </EngineProvider>
  );
}
