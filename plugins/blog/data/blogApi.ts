/**
 * The blog's calls on the engine's data provider (issue 25): the readers' pages (kept a minute
 * per page, so that the probe of the next page and the prefetch of the one after are read from
 * the cache when the reader gets there), a post's live data, and the CMS calls. `articlesChanged`
 * starts a new cache generation after a CMS save, so that readers see it at once.
 */
import { ApiCallError, defineDataMethods, type DataProvider } from '../../../engine/data';
import type {
  BlogArticle, BlogArticleCreated, BlogArticleInput, BlogArticleList, BlogArticleVersion, BlogAudience, BlogImage, PostLiveData, SuccessAnswer, WordPressPostsAnswer,
} from '../../../contracts';

/** Only failures that end the session go to the error catalogue; the screens show the rest. */
const endsSession = (err: unknown): boolean => err instanceof ApiCallError && err.status === 401;

/** How long a page of posts is kept for the reader. */
export const POSTS_CACHE_MS = 60_000;
/** How long a post's live data is kept (the snapshot changes once a session). */
export const LIVE_DATA_CACHE_MS = 60_000;

export interface BlogApi {
  posts(page: number, perPage: number, audience: BlogAudience, signal?: AbortSignal): Promise<WordPressPostsAnswer>;
  postData(id: number, signal?: AbortSignal): Promise<PostLiveData>;
  articles(signal?: AbortSignal): Promise<BlogArticleList>;
  versions(id: number, signal?: AbortSignal): Promise<BlogArticleVersion[]>;
  create(input: BlogArticleInput): Promise<BlogArticleCreated>;
  update(id: number, input: BlogArticleInput): Promise<BlogArticle>;
  remove(id: number): Promise<SuccessAnswer>;
  preview(content: string): Promise<{ html: string }>;
  uploadImage(file: File): Promise<BlogImage>;
  articlesChanged(): void;
}

export const blogMethods = defineDataMethods('blog', (data: DataProvider): BlogApi => {
  let generation = 0;
  const opts = (signal?: AbortSignal) => ({ ...(signal ? { signal } : {}), reportError: endsSession });
  return {
    posts: (page, perPage, audience, signal) => {
      const path = `/wordpress/posts?page=${page}&amountPerPage=${perPage}${audience === 'elite' ? '&audience=elite' : ''}`;
      return data.request<WordPressPostsAnswer>(path, { ...opts(signal), cache: { maxAgeMs: POSTS_CACHE_MS, key: `${path}|${generation}` } });
    },
    postData: (id, signal) => data.request<PostLiveData>(`/wordpress/postData?id=${id}`, { ...opts(signal), cache: { maxAgeMs: LIVE_DATA_CACHE_MS, key: `postData|${id}|${generation}` } }),
    articles: (signal) => data.request<BlogArticleList>('/blog/articles', opts(signal)),
    versions: (id, signal) => data.request<BlogArticleVersion[]>(`/blog/articles/${id}/versions`, opts(signal)),
    create: (input) => data.request<BlogArticleCreated>('/blog/articles', { method: 'POST', body: input, reportError: endsSession }),
    update: (id, input) => data.request<BlogArticle>(`/blog/articles/${id}`, { method: 'PUT', body: input, reportError: endsSession }),
    remove: (id) => data.request<SuccessAnswer>(`/blog/articles/${id}`, { method: 'DELETE', reportError: endsSession }),
    preview: (content) => data.request<{ html: string }>('/blog/articles/preview', { method: 'POST', body: { content }, reportError: endsSession }),
    uploadImage: (file) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return data.request<BlogImage>('/blog/images', { method: 'POST', body: form, reportError: endsSession });
    },
    articlesChanged: () => { generation += 1; },
  };
});
