import { useMemo, type ReactNode } from 'react';
import { runInAction } from 'mobx';
import { PluginRegistry } from '../../../engine/plugins';
import { createEngineServices, EngineProvider } from '../../../engine/ui';
import type { DataProvider } from '../../../engine/data';
import { memoryStorage } from '../../../engine/testing';
import { PRODUCT_ERROR_RULES } from '../../../product/errorRules';
import { PLANS, type PlanTier } from '../../../product/plans';
import { DEFAULT_SETTINGS } from '../../../product/accountRules';

export interface SignedInFrameProps {
  /** Built once per frame: the stories' fixture answers. */
  provider: () => DataProvider;
  plan?: PlanTier;
  language?: 'en' | 'de';
  /** Modules beyond the plan's (ADMIN for the admin screens). */
  extraModules?: readonly string[];
  children: ReactNode;
}

/**
 * Stories and tests of the home, the summary and the economic calendar: a signed-in user of a
 * plan and the engine over a fixture provider (the caller adds its router).
 */
export function SignedInFrame({ provider, plan = 'elite', language = 'en', extraModules = [], children }: SignedInFrameProps) {
  const services = useMemo(() => {
    const base = createEngineServices({ plugins: new PluginRegistry(), storage: memoryStorage(), appVersion: 'story', errorRules: PRODUCT_ERROR_RULES });
    const services = { ...base, data: provider() };
    runInAction(() => {
      services.session.setUser({
        username: 'storyuser', firstname: 'Story', lastname: 'User', modules: [...PLANS[plan].modules, ...extraModules], userPackage: PLANS[plan].dataPackage,
        settings: { ...DEFAULT_SETTINGS, language }, planLabel: PLANS[plan].label, tokenBalance: 50,
      });
      services.session.status = 'LOGGED_IN';
    });
    return services;
  }, [provider, plan, language, extraModules]);
  return <EngineProvider services={services}>{children}</EngineProvider>;
}
