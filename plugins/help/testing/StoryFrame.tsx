import { useMemo, type ReactNode } from 'react';
import { runInAction } from 'mobx';
import { MemoryRouter } from 'react-router-dom';
import { PluginRegistry } from '../../../engine/plugins';
import { createEngineServices, EngineProvider } from '../../../engine/ui';
import { ApiCallError, testDataProvider, type DataProvider, type EntityEnvelope } from '../../../engine/data';
import { memoryStorage } from '../../../engine/testing';
import { shippedModel } from '../../../models/fixtures';
import { PRODUCT_ERROR_RULES } from '../../../product/errorRules';
import { PLANS } from '../../../product/plans';
import { DEFAULT_SETTINGS } from '../../../product/accountRules';
import type { AnyModel } from '../../../engine/core';
import { FAQ_RECORDS, faqFixture, tutorialsFixture } from './fixtures';

/** How the story's server answers: the fixtures, a failure (500 with a message), or never (loading). */
export type HelpStoryAnswer = 'fixture' | 'failed' | 'pending';

export interface HelpStoryOptions {
  language?: 'en' | 'de';
  answer?: HelpStoryAnswer;
  /** A CMS manager (the editor, the tutorials' Edit videos) rather than a Premium member. */
  cms?: boolean;
}

/** The help calls answered from the fixtures; saves answer what was sent. */
export function helpProvider(options: HelpStoryOptions): DataProvider {
  const answer = options.answer ?? 'fixture';
  const records = { DomainFAQSection: [...FAQ_RECORDS.DomainFAQSection], DomainFAQEntry: [...FAQ_RECORDS.DomainFAQEntry] };
  const settle = <T,>(value: () => T): Promise<T> => {
    if (answer === 'pending') return new Promise(() => undefined);
    if (answer === 'failed') return Promise.reject(new ApiCallError(500, 'The server is not reachable'));
    return Promise.resolve(value());
  };
  return testDataProvider({
    request: ((path: string, init?: { body?: unknown }) => settle(() => {
      const url = new URL(path, 'http://story');
      const language = url.searchParams.get('language') === 'de' || url.pathname.endsWith('/de') ? 'de' : 'en';
      if (url.pathname === '/faq') return faqFixture(language, url.searchParams.get('q') ?? '');
      if (url.pathname.startsWith('/cms/entry/tutorials/')) {
        const stored = tutorialsFixture(language);
        return init?.body ? { ...stored, version: 2, content: (init.body as { content: unknown }).content } : stored;
      }
      throw new Error(`the story has no answer for ${path}`);
    })) as DataProvider['request'],
    getModel: (modelClass, name) => settle(() => {
      const model = shippedModel(modelClass, name);
      if (!model) throw new ApiCallError(404, `There is no ${modelClass} "${name}"`);
      return model as AnyModel;
    }),
    getList: (name) => settle(() => {
      const rows = records[name as keyof typeof records] ?? [];
      return { rows: [...rows] as unknown as Record<string, unknown>[], total: rows.length };
    }),
    create: (model, payload) => settle((): EntityEnvelope => {
      const row = { id: `00000000-0000-4000-8000-${String(Date.now()).slice(-12).padStart(12, '0')}`, createdBy: 'democms', creationDate: new Date().toISOString(), version: 1, entityModelName: model, payload };
      records[model as keyof typeof records]?.push(row);
      return row;
    }),
    update: (model, id, payload) => settle((): EntityEnvelope => {
      const list = records[model as keyof typeof records] ?? [];
      const i = list.findIndex((r) => r.id === id);
      const row = { ...list[i]!, payload, version: list[i]!.version + 1 };
      list[i] = row;
      return row;
    }),
    remove: (model, id) => settle(() => {
      const list = records[model as keyof typeof records] ?? [];
      list.splice(list.findIndex((r) => r.id === id), 1);
    }),
  });
}

/** A signed-in Premium member (or CMS manager), the engine over the fixture provider, a router. */
export function HelpStoryFrame({ children, options = {} }: { children: ReactNode; options?: HelpStoryOptions }) {
  const services = useMemo(() => {
    const base = createEngineServices({ plugins: new PluginRegistry(), storage: memoryStorage(), appVersion: 'story', errorRules: PRODUCT_ERROR_RULES });
    const services = { ...base, data: helpProvider(options) };
    runInAction(() => {
      services.session.setUser({
        username: options.cms ? 'democms' : 'storyuser', firstname: 'Story', lastname: 'User',
        modules: [...PLANS.premium.modules, ...(options.cms ? ['CMSManager'] : [])], userPackage: PLANS.premium.dataPackage,
        settings: { ...DEFAULT_SETTINGS, language: options.language ?? 'en' }, planLabel: PLANS.premium.label, tokenBalance: 50,
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
