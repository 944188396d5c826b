import { PRODUCT_ERROR_RULES } from '../../../product/errorRules';
import { useMemo, type ReactNode } from 'react';
import { runInAction } from 'mobx';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { PluginRegistry } from '../../../engine/plugins';
import { createEngineServices, EngineProvider } from '../../../engine/ui';
import { AccountActions, type EngineUser } from '../../../engine/state';
import type { SessionUser } from '../../../contracts';
import { testDataProvider, type DataRequest, withGetMany } from '../../../engine/data';
import { memoryStorage } from '../../../engine/testing';
import { shippedModel } from '../../../models/fixtures';
import { PLANS, type PlanTier } from '../../../product/plans';
import { DEFAULT_SETTINGS } from '../../../product/accountRules';
import { createTablesStores } from '../state/tablesSession';
import { TablesStoresContext } from '../state/useTablesStores';
import { CRYPTO_TICKERS, FUTURES_TICKERS, assetRow, assetRows, specialRows, storyLists } from './assetFixtures';

export interface StoryOptions {
  plan?: PlanTier;
  language?: 'en' | 'de';
  settings?: Record<string, unknown>;
  /** Rows of these tickers stay Loading, show ERROR, or are out of tickers. */
  loading?: string[];
  errors?: string[];
  outOfTickers?: string[];
}

/** A signed-in user of a plan (the modules and the package of product/plans.ts): part of contracts' SessionUser. */
export function storyUser(
  plan: PlanTier, settings: Record<string, unknown> = {}, language: 'en' | 'de' = 'en',
): EngineUser & Pick<SessionUser, 'firstname' | 'lastname' | 'planLabel' | 'tokenBalance'> {
  return {
    username: 'storyuser', firstname: 'Story', lastname: 'User', modules: [...PLANS[plan].modules], userPackage: PLANS[plan].dataPackage,
    settings: { ...DEFAULT_SETTINGS, language, ...settings }, planLabel: PLANS[plan].label, tokenBalance: 50,
  };
}

/** Answers the tables' calls from the fixtures (no server); `missing` tickers get no data. */
function fixtureApi(missing: ReadonlySet<string>): DataRequest {
  const all = new Map([...assetRows([...storyLists().dashboard.includedTicker, ...CRYPTO_TICKERS, ...FUTURES_TICKERS]), ...specialRows()]
    .filter((r) => !missing.has(r.ticker)).map((r) => [r.ticker, r]));
  return (async (path: string) => {
    if (path.startsWith('/watchlist')) return storyLists();
    if (path.startsWith('/assetData')) {
      const tickers = decodeURIComponent(new URL(path, 'http://x').searchParams.get('ticker') ?? '').split(/[ +]/);
      return tickers.flatMap((t) => (all.has(t) ? [all.get(t)] : []));
    }
    if (path.startsWith('/searchTicker')) return [{ ticker: 'AMZN', name: 'Amazon.com Inc.', type: 'stock' }];
    throw new Error(`the story has no answer for ${path}`);
  }) as DataRequest;
}

/**
 * The engine (a signed-in session of the plan, the DomainAsset model from models/, calls answered
 * from the fixtures) and the tables' stores holding the fixture rows, around a tables screen.
 */
export function TablesStoryFrame({ children, options = {} }: { children: ReactNode; options?: StoryOptions }) {
  const value = useMemo(() => {
    const base = createEngineServices({ plugins: new PluginRegistry(), storage: memoryStorage(), appVersion: 'story', errorRules: PRODUCT_ERROR_RULES });
    const hidden = new Set([...(options.loading ?? []), ...(options.errors ?? []), ...(options.outOfTickers ?? [])]);
    const request = fixtureApi(hidden);
    const data = withGetMany(testDataProvider({
      request,
      getModel: async () => shippedModel('ListModel', 'DomainAsset')!,
      getList: async () => ({ rows: [...CRYPTO_TICKERS, ...FUTURES_TICKERS].map((ticker) => ({ ticker })), total: CRYPTO_TICKERS.length + FUTURES_TICKERS.length }),
    }), { scope: () => 'story' });
    const services = { ...base, account: new AccountActions(base.session, request), data };
    runInAction(() => {
      services.session.setUser(storyUser(options.plan ?? 'demo', options.settings, options.language));
      services.session.status = 'LOGGED_IN';
    });
    const stores = createTablesStores({ session: services.session, data });
    stores.lists.apply(storyLists());
    stores.lists.setCryptoMarket(CRYPTO_TICKERS);
    stores.lists.setFutures(FUTURES_TICKERS);
    stores.assets.accept([...assetRows([...storyLists().dashboard.includedTicker, ...CRYPTO_TICKERS, ...FUTURES_TICKERS]), ...specialRows()].filter((r) => !hidden.has(r.ticker)));
    stores.assets.accept(storyLists().regular.flatMap((l) => l.includedTicker).filter((t) => !hidden.has(t)).map((t, i) => assetRow(t, i)));
    stores.assets.markError(options.errors ?? []);
    stores.assets.markOutOfTickers(options.outOfTickers ?? []);
    return { services, stores };
  }, [options]);
  return (
    <EngineProvider services={value.services}>
      <TablesStoresContext.Provider value={value.stores}>
        <MemoryRouter initialEntries={['/']}>
          <Routes>
            <Route path="*" element={children} />
          </Routes>
        </MemoryRouter>
      </TablesStoresContext.Provider>
    </EngineProvider>
  );
}
