import { useMemo, type ReactNode } from 'react';
import { runInAction } from 'mobx';
import { MemoryRouter } from 'react-router-dom';
import { PluginRegistry } from '../../../engine/plugins';
import { createEngineServices, EngineProvider } from '../../../engine/ui';
import { ApiCallError, testDataProvider, type DataProvider } from '../../../engine/data';
import { memoryStorage } from '../../../engine/testing';
import { PRODUCT_ERROR_RULES } from '../../../product/errorRules';
import { PLANS, type PlanTier } from '../../../product/plans';
import { DEFAULT_SETTINGS } from '../../../product/accountRules';
import { FIXTURE_GENERATED, FIXTURE_REQUESTS, FIXTURE_TOKENS } from './fixtures';

export interface ScriptsApiStoryOptions {
  language?: 'en' | 'de';
  plan?: PlanTier;
  answer?: 'fixture' | 'failed' | 'pending';
  chartingAppUsername?: string | null;
}

function provider(options: ScriptsApiStoryOptions): DataProvider {
  const answer = options.answer ?? 'fixture';
  const gate = async <T,>(value: T): Promise<T> => {
    if (answer === 'pending') return new Promise<T>(() => undefined);
    if (answer === 'failed') throw new ApiCallError(500, 'broken');
    return value;
  };
  return testDataProvider({
    getList: () => gate({ rows: FIXTURE_TOKENS, total: FIXTURE_TOKENS.length }),
    fireEvent: () => gate(FIXTURE_GENERATED),
    request: (async (path: string) => {
      if (path.startsWith('/v2/asset/SPY')) return gate({ ticker: 'SPY', isActive: true, latestPrice: 604.12 });
      if (path.startsWith('/admin/chartingAccess?')) return gate(FIXTURE_REQUESTS);
      if (path.startsWith('/admin/chartingAccess/')) return gate({ request: { ...FIXTURE_REQUESTS[0]!, status: 'granted' }, platform: { mode: 'manual', note: 'Add elena_tv on TradingView to: MFR_RANGE, MFR_TREND, HURST_EXPONENTS' } });
      if (path === '/requestChartingAppAccess') return gate({ success: true, requestId: 'r9' });
      throw new Error(`the story has no answer for ${path}`);
    }) as DataProvider['request'],
  });
}

/** A signed-in member of `plan` (default Elite), the engine over the fixture provider, a router. */
export function ScriptsApiStoryFrame({ children, options = {} }: { children: ReactNode; options?: ScriptsApiStoryOptions }) {
  const services = useMemo(() => {
    const base = createEngineServices({ plugins: new PluginRegistry(), storage: memoryStorage(), appVersion: 'story', errorRules: PRODUCT_ERROR_RULES });
    const services = { ...base, data: provider(options) };
    const plan = PLANS[options.plan ?? 'elite'];
    runInAction(() => {
      services.session.setUser({
        username: 'storyuser', firstname: 'Story', lastname: 'User', modules: [...plan.modules], userPackage: plan.dataPackage,
        settings: { ...DEFAULT_SETTINGS, language: options.language ?? 'en' }, planLabel: plan.label, tokenBalance: 50,
        chartingAppUsername: options.chartingAppUsername ?? null, chartingAppName: null, chartingAppAccessGranted: false,
      });
      services.session.status = 'LOGGED_IN';
    });
    return services;
  }, [options]);
  return (
    <EngineProvider services={services}>
      <MemoryRouter>{children}</MemoryRouter>
    </EngineProvider>
  );
}
