/**
 * The help area's calls on the engine's data provider (issue 26): the FAQ (the home's teaser keeps
 * it FAQ_RULES.cacheSeconds, document 4 section 9; the FAQ page asks afresh, the server keeps it
 * until the next save), the tutorials document and its save. `faqChanged` drops the kept FAQ of
 * this provider at once (the FAQ editor calls it after every save).
 */
import { ApiCallError, defineDataMethods, publicRequest, type DataProvider, type DataRequest } from '../../../engine/data';
import { FAQ_RULES } from '../../../product/helpRules';
import type { Language } from '../../../product/accountRules';
import type { CmsEntryAnswer, CmsEntrySave, FaqAnswer, TutorialVideo } from '../../../contracts';

/** Only failures that end the session go to the error catalogue; the screens show the rest. */
const endsSession = (err: unknown): boolean => err instanceof ApiCallError && err.status === 401;

const faqPath = (language: Language, query: string): string =>
  `/faq?language=${language}${query ? `&q=${encodeURIComponent(query)}` : ''}`;

/** The FAQ of one language, narrowed to `query` (the server searches). */
export type FaqLoader = (language: Language, query: string, signal?: AbortSignal) => Promise<FaqAnswer>;

/** The FAQ for visitors (the public /qanda page: no session). */
export const publicFaq: FaqLoader = (language, query, signal) => (publicRequest as DataRequest)<FaqAnswer>(faqPath(language, query), { ...(signal ? { signal } : {}) });

export interface HelpApi {
  faq: FaqLoader;
  /** The FAQ as the home's teaser reads it: kept FAQ_RULES.cacheSeconds, dropped by faqChanged. */
  cachedFaq(language: Language): Promise<FaqAnswer>;
  faqChanged(): void;
  tutorials(language: Language, signal?: AbortSignal): Promise<CmsEntryAnswer>;
  saveTutorials(language: Language, videos: TutorialVideo[]): Promise<CmsEntryAnswer>;
}

export const helpMethods = defineDataMethods('help', (data: DataProvider): HelpApi => {
  // A new generation is a new cache key: what was kept under the old one is never read again.
  let generation = 0;
  return {
    faq: (language, query, signal) => data.request<FaqAnswer>(faqPath(language, query), { ...(signal ? { signal } : {}), reportError: endsSession }),
    cachedFaq: (language) => data.request<FaqAnswer>(faqPath(language, ''), {
      cache: { maxAgeMs: FAQ_RULES.cacheSeconds * 1000, key: `faq|${language}|${generation}` }, reportError: endsSession,
    }),
    faqChanged: () => { generation += 1; },
    tutorials: (language, signal) => data.request<CmsEntryAnswer>(`/cms/entry/tutorials/${language}`, { ...(signal ? { signal } : {}), reportError: endsSession }),
    saveTutorials: (language, videos) => data.request<CmsEntryAnswer>(`/cms/entry/tutorials/${language}`, {
      body: { content: { content: videos } } satisfies CmsEntrySave, reportError: endsSession,
    }),
  };
});
