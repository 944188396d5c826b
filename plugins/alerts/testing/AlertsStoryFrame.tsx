import { useMemo, type ReactNode } from 'react';
import { runInAction } from 'mobx';
import { MemoryRouter } from 'react-router-dom';
import { PluginRegistry } from '../../../engine/plugins';
import { createEngineServices, EngineProvider } from '../../../engine/ui';
import { memoryStorage } from '../../../engine/testing';
import { PRODUCT_ERROR_RULES } from '../../../product/errorRules';
import { PLANS, type PlanTier } from '../../../product/plans';
import { DEFAULT_SETTINGS } from '../../../product/accountRules';
import { alertsProvider, type AlertsAnswers, type SeenCall } from './alertsProvider';

export interface AlertsStoryOptions extends AlertsAnswers {
  plan?: PlanTier;
  language?: 'en' | 'de';
  /** Records the calls the screen made (tests). */
  seen?: SeenCall[];
}

/** A signed-in user of a plan with two watchlists, the engine over the alerts' fixture provider, and a router. */
export function AlertsStoryFrame({ children, options = {} }: { children: ReactNode; options?: AlertsStoryOptions }) {
  const services = useMemo(() => {
    const base = createEngineServices({ plugins: new PluginRegistry(), storage: memoryStorage(), appVersion: 'story', errorRules: PRODUCT_ERROR_RULES });
    const plan = options.plan ?? 'premium';
    const services = { ...base, data: alertsProvider(options, options.seen) };
    runInAction(() => {
      services.session.setUser({
        username: 'storyuser', firstname: 'Story', lastname: 'User', modules: [...PLANS[plan].modules], userPackage: PLANS[plan].dataPackage,
        settings: { ...DEFAULT_SETTINGS, language: options.language ?? 'en' }, planLabel: PLANS[plan].label, tokenBalance: 50,
        dashboardList: { name: 'Market overview', includedTicker: ['SPY'] },
        watchlists: { regular: [{ name: 'TECH', includedTicker: ['AAPL', 'MSFT'], wlType: 'GENERAL' }], crypto: [] },
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
