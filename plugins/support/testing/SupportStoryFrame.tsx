import { useMemo, type ReactNode } from 'react';
import { runInAction } from 'mobx';
import { MemoryRouter } from 'react-router-dom';
import { PluginRegistry } from '../../../engine/plugins';
import { testDataProvider, type DataProvider, type RequestOptions } from '../../../engine/data';
import { createEngineServices, EngineProvider } from '../../../engine/ui';
import { memoryStorage } from '../../../engine/testing';
import { PRODUCT_ERROR_RULES } from '../../../product/errorRules';
import { PLANS } from '../../../product/plans';
import { DEFAULT_SETTINGS } from '../../../product/accountRules';
import type { SupportTicket } from '../data/supportApi';
import { FIXTURE_PNG, fixtureTickets } from './supportFixtures';

export interface SupportStoryOptions {
  /** The tickets the list call answers, or 'failed'. */
  tickets?: SupportTicket[] | 'failed';
  language?: 'en' | 'de';
  admin?: boolean;
  /** The address the router starts at (the editor opens with `?id=`). */
  path?: string;
}

/** The fixture answers of the support calls. */
function supportProvider(options: SupportStoryOptions): DataProvider {
  const tickets = options.tickets ?? fixtureTickets();
  const list = (): SupportTicket[] => {
    if (tickets === 'failed') throw new Error('Something went wrong');
    return tickets;
  };
  return testDataProvider({
    getList: async () => ({ rows: list() as unknown as Record<string, unknown>[], total: list().length }),
    getOne: async (_model, id) => {
      const found = list().find((t) => t.id === id);
      if (!found) throw new Error('No such record');
      return found as never;
    },
    create: async (_model, payload) => ({ ...fixtureTickets()[1]!, payload: { ...fixtureTickets()[1]!.payload, ...payload } }) as never,
    update: async (_model, id, payload) => ({ ...list().find((t) => t.id === id)!, payload }) as never,
    fireEvent: async () => ({ replies: [] }),
    request: (async (path: string, _options: RequestOptions = {}) => {
      if (path.startsWith('/support/attachments/')) return new Blob([FIXTURE_PNG], { type: 'image/png' });
      if (path === '/support/attachments') return [];
      throw new Error(`no fixture for ${path}`);
    }) as DataProvider['request'],
  });
}

/** A signed-in member (or admin) over the support fixtures, with a router. */
export function SupportStoryFrame({ children, options = {} }: { children: ReactNode; options?: SupportStoryOptions }) {
  const services = useMemo(() => {
    const base = createEngineServices({ plugins: new PluginRegistry(), storage: memoryStorage(), appVersion: 'story', errorRules: PRODUCT_ERROR_RULES });
    const services = { ...base, data: supportProvider(options) };
    const modules = options.admin ? [...PLANS.elite.modules, 'ADMIN'] : [...PLANS.premium.modules];
    runInAction(() => {
      services.session.setUser({
        username: options.admin ? 'demoadmin' : 'storyuser', firstname: 'Story', lastname: 'User', email: 'storyuser@example.com', modules,
        userPackage: PLANS.premium.dataPackage, settings: { ...DEFAULT_SETTINGS, language: options.language ?? 'en' }, tokenBalance: 50,
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
