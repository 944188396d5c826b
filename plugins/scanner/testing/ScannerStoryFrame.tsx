import { runInAction } from 'mobx';
import { useMemo, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { PluginRegistry } from '../../../engine/plugins';
import type { EngineUser } from '../../../engine/state';
import { canWriteEntity, type EntityModel } from '../../../engine/core';
import { createEngineServices, EngineProvider } from '../../../engine/ui';
import { ApiCallError, testDataProvider, type DataRequest } from '../../../engine/data';
import { memoryStorage } from '../../../engine/testing';
import { shippedModel } from '../../../models/fixtures';
import { DEFAULT_SETTINGS } from '../../../product/accountRules';
import { PRODUCT_ERROR_RULES } from '../../../product/errorRules';
import { PLANS, type PlanTier } from '../../../product/plans';
import { STORY_COUNTRIES, STORY_SAVED_TITLES, STORY_SEARCH, resultRows, savedRecord } from './scannerFixtures';

export interface ScannerStoryOptions {
  plan?: PlanTier;
  language?: 'en' | 'de';
  settings?: Record<string, unknown>;
  tokenBalance?: number;
  /** The user has searched before (default) or never. */
  searched?: boolean;
  /** How many saved filters the user has (default 7: five and See More). */
  saved?: number;
  /** The market data is being updated. */
  updating?: boolean;
  /** The last results stay on their way (the skeleton). */
  pending?: boolean;
  /** The saved-filter model refuses the user (403): no saved filters, no Save. */
  refuseSavedModel?: boolean;
}

export function scannerStoryUser(plan: PlanTier, options: ScannerStoryOptions = {}): EngineUser & Record<string, unknown> {
  return {
    username: 'storyuser', firstname: 'Story', lastname: 'User', modules: [...PLANS[plan].modules], userPackage: PLANS[plan].dataPackage,
    settings: { ...DEFAULT_SETTINGS, language: options.language ?? 'en', ...options.settings }, planLabel: PLANS[plan].label,
    tokenBalance: options.tokenBalance ?? 40,
  };
}

/** The scanner's calls answered from the fixtures (no server). */
function fixtureRequest(options: ScannerStoryOptions, canSave: boolean): DataRequest {
  const rows = resultRows();
  const searched = options.searched ?? true;
  return (async (path: string) => {
    if (path === '/scanner/lastResults') {
      if (options.pending) return new Promise(() => undefined);
      return searched ? { scannerResults: rows, filterQuery: STORY_SEARCH, total: 1234, searchedAt: '2026-11-20T15:00:00Z' } : { scannerResults: [], filterQuery: [], total: 0, searchedAt: null };
    }
    if (path === '/scanner/results') return { scannerResults: rows, filterQuery: STORY_SEARCH, total: 1234, searchedAt: '2026-11-20T15:00:00Z' };
    if (path === '/scanner/search') return { scannerResults: rows, total: rows.length, tokenBalance: 30, tokensCharged: 10, searchedAt: '2026-11-20T15:00:00Z', asOf: '2026-11-20' };
    if (path === '/cache/info/countries') return STORY_COUNTRIES;
    if (path === '/systemStatus/cacheStatus') return options.updating ? { systemStatus: 'UPDATING', cacheStatus: 'UPDATING' } : { systemStatus: 'OK', cacheStatus: 'READY' };
    if (path === '/models/EntityModel/DomainScannerQuery') {
      if (!canSave) throw new ApiCallError(403, 'Forbidden');
      return shippedModel('EntityModel', 'DomainScannerQuery');
    }
    throw new Error(`the story has no answer for ${path}`);
  }) as DataRequest;
}

/** The engine (a signed-in user of the plan, the models from models/, the calls answered from fixtures) around a scanner screen. */
export function ScannerStoryFrame({ children, options = {} }: { children: ReactNode; options?: ScannerStoryOptions }) {
  const services = useMemo(() => {
    const plan = options.plan ?? 'premium';
    const base = createEngineServices({ plugins: new PluginRegistry(), storage: memoryStorage(), appVersion: 'story', errorRules: PRODUCT_ERROR_RULES });
    // As the server decides: the DomainScannerQuery model's permissions.
    const savedModel = shippedModel('EntityModel', 'DomainScannerQuery') as EntityModel;
    const canSave = !options.refuseSavedModel && canWriteEntity(savedModel, PLANS[plan].modules);
    const saved = STORY_SAVED_TITLES.slice(0, options.saved ?? STORY_SAVED_TITLES.length).map((title, i) => savedRecord(i, title));
    const data = testDataProvider({
      request: fixtureRequest(options, canSave),
      getModel: async (modelClass, name) => shippedModel(modelClass, name)!,
      getList: async () => ({ rows: saved as unknown as Record<string, unknown>[], total: saved.length }),
      create: async (_model, payload) => ({ ...savedRecord(99, String(payload.title)), payload }),
      update: async (_model, id, payload) => ({ ...savedRecord(1, String(payload.title)), id }),
      remove: async () => undefined,
    });
    const services = { ...base, data };
    runInAction(() => {
      services.session.setUser(scannerStoryUser(plan, options));
      services.session.status = 'LOGGED_IN';
    });
    return services;
  }, [options]);
  return (
    <EngineProvider services={services}>
      <MemoryRouter initialEntries={['/dashboard/scanner']}>
        <Routes>
          <Route path="*" element={children} />
        </Routes>
      </MemoryRouter>
    </EngineProvider>
  );
}
