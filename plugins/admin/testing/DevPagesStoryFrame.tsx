import { useCallback, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ApiCallError, testDataProvider, type DataProvider } from '../../../engine/data';
import { SignedInFrame } from '../../summary';
import { alertHistoryFixture, EXPLORER_MODEL, explorerListModel, explorerModelsFixture, explorerRows, managedPortfolioFixture } from './devPagesFixtures';

export interface DevPagesStoryOptions {
  language?: 'en' | 'de';
  /** The managed portfolio answers 503 (the backtests are being computed). */
  computing?: boolean;
  /** The user is a member (every page sends them to /dashboard). */
  member?: boolean;
}

/** The dev-only pages' calls over fixtures (the explorer's through getModel and getList). */
export function devPagesProvider(options: DevPagesStoryOptions = {}): DataProvider {
  return testDataProvider({
    getModel: async (modelClass, name) => {
      if (modelClass === 'ListModel' && name === EXPLORER_MODEL) return explorerListModel();
      throw new ApiCallError(404, 'Not found');
    },
    getList: async (_name, params) => explorerRows(params.page ?? 1, params.pageSize ?? 50),
    request: (async (path: string) => {
      const [bare, query] = path.split('?') as [string, string | undefined];
      if (bare === '/admin/models') return explorerModelsFixture();
      if (bare === '/admin/alertHistory') return alertHistoryFixture(Number(new URLSearchParams(query).get('page') ?? 1));
      if (bare === '/admin/managedPortfolio') {
        if (options.computing) throw new ApiCallError(503, 'The model backtests are being computed.');
        return managedPortfolioFixture();
      }
      throw new Error(`the story has no answer for ${path}`);
    }) as DataProvider['request'],
  });
}

const ADMIN = ['ADMIN', 'DEV_ONLY'] as const;
const NO_MODULES: readonly string[] = [];

export function DevPagesStoryFrame({ children, options = {} }: { children: ReactNode; options?: DevPagesStoryOptions }) {
  const provider = useCallback(() => devPagesProvider(options), [options]);
  return (
    <SignedInFrame provider={provider} plan="elite" language={options.language} extraModules={options.member ? NO_MODULES : ADMIN}>
      <MemoryRouter initialEntries={['/dashboard/dev']}>
        <Routes>
          <Route path="/dashboard" element={<h1 data-testid="dashboard">Dashboard</h1>} />
          <Route path="*" element={<main>{children}</main>} />
        </Routes>
      </MemoryRouter>
    </SignedInFrame>
  );
}
