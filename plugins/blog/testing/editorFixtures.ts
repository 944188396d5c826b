import { ApiCallError, testDataProvider, type DataProvider } from '../../../engine/data';
import type { BlogArticle, BlogArticleInput, BlogArticleVersion } from '../../../contracts';
import { POSTS } from './blogFixtures';

/** The CMS list of the editor's stories and tests: a published article with a $SPY mention and a video, a draft, an Elite article. */
export const ARTICLES: BlogArticle[] = [
  {
    id: 10, title: 'Where $SPY meets its range & what to do', content: POSTS[0]!.content.rendered, excerpt: 'Where the ranges put support and resistance.',
    status: 'publish', audience: 'everyone', tags: ['spy', 'ranges'], authorUsername: 'democms', authorName: 'RangeScope Research',
    createdAt: '2026-11-18T09:00:00.000Z', updatedAt: '2026-11-20T09:00:00.000Z', publishedAt: '2026-11-20T09:00:00.000Z', version: 3,
  },
  {
    id: 11, title: 'Gamma levels for the week', content: '<p>Where $QQQ meets its gamma flip, and why $TLT keeps sliding.</p>', excerpt: '',
    status: 'draft', audience: 'everyone', tags: ['gamma'], authorUsername: 'democms', authorName: 'RangeScope Research',
    createdAt: '2026-11-21T08:00:00.000Z', updatedAt: '2026-11-21T08:30:00.000Z', publishedAt: null, version: 1,
  },
  {
    id: 12, title: 'Plan for the week', content: '<p>Levels for $SPY and $GLD.</p><ul><li>Add near the low of the range.</li></ul>', excerpt: '',
    status: 'publish', audience: 'elite', tags: [], authorUsername: 'demoadmin', authorName: 'RangeScope Research',
    createdAt: '2026-11-22T07:00:00.000Z', updatedAt: '2026-11-22T07:00:00.000Z', publishedAt: '2026-11-22T07:00:00.000Z', version: 1,
  },
];

/** The versions of the first article, newest first. */
export const VERSIONS: BlogArticleVersion[] = [3, 2, 1].map((version) => ({
  version, title: ARTICLES[0]!.title, content: version === 1 ? '<p>Today $SPY trades near the bottom of its range.</p>' : ARTICLES[0]!.content,
  excerpt: ARTICLES[0]!.excerpt, status: version === 1 ? 'draft' : 'publish', audience: 'everyone', tags: ['spy', 'ranges'],
  savedBy: 'democms', savedAt: new Date(Date.UTC(2026, 10, 17 + version, 9)).toISOString(),
}));

export type EditorStoryAnswer = 'fixture' | 'empty' | 'pending' | 'failed';

/**
 * The CMS calls answered from the fixtures: the list, the versions, the preview (the content as
 * given: the fixtures hold only HTML the server's sanitiser keeps), saves answering the article.
 */
export function blogEditorProvider(answer: EditorStoryAnswer = 'fixture'): DataProvider {
  return testDataProvider({
    request: ((path: string, options?: { method?: string; body?: unknown }) => {
      if (answer === 'pending') return new Promise(() => undefined);
      if (answer === 'failed') return Promise.reject(new ApiCallError(503, 'The database is not reachable'));
      const url = new URL(path, 'http://story');
      const method = options?.method ?? 'GET';
      if (method === 'GET' && url.pathname === '/blog/articles') return Promise.resolve(answer === 'empty' ? [] : ARTICLES);
      if (method === 'GET' && /^\/blog\/articles\/\d+\/versions$/.test(url.pathname)) return Promise.resolve(VERSIONS);
      if (method === 'POST' && url.pathname === '/blog/articles/preview') return Promise.resolve({ html: (options?.body as { content: string }).content });
      if (method === 'POST' && url.pathname === '/blog/articles') return Promise.resolve({ id: 13 });
      const put = /^\/blog\/articles\/(\d+)$/.exec(url.pathname);
      if (method === 'PUT' && put) {
        const before = ARTICLES.find((a) => a.id === Number(put[1])) ?? ARTICLES[0]!;
        const input = options?.body as BlogArticleInput;
        return Promise.resolve({ ...before, ...input, tags: input.tags ?? [], excerpt: input.excerpt ?? '', version: before.version + 1 });
      }
      if (method === 'DELETE' && put) return Promise.resolve({ success: true });
      if (method === 'POST' && url.pathname === '/blog/images') return Promise.resolve({ id: 'img1', url: '/api/blog/images/img1', name: 'chart.png', size: 2048, contentType: 'image/png' });
      return Promise.reject(new Error(`the story has no answer for ${method} ${path}`));
    }) as DataProvider['request'],
  });
}
