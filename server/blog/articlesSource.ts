/**
 * Where the readers' posts come from (issue 25 scope 1): one interface, two adapters.
 * - the built-in store (default): the `blog_articles` table written through `/api/blog/articles`;
 * - WordPress (`WORDPRESS_URL`): the site's REST API (`/wp-json/wp/v2/posts`), published posts only;
 *   the Elite trading plan's posts are those of the category `WORDPRESS_ELITE_CATEGORY`.
 * Both answer the same `SourcePost`; the routes sanitise its HTML again before serving it.
 */
import type { Db } from '../db/database';
import { ApiError } from '../http/apiError';
import { BLOG_RULES } from '../../product/blogRules';
import type { BlogArticleStatus, BlogAudience } from '../../contracts';
import { articleById, publishedPage, type ArticleRow } from './articlesStore';
import { escapeHtml } from './articlesHtml';

/** One post as a source answers it; HTML fields are not trusted yet. */
export interface SourcePost {
  id: number;
  titleHtml: string;
  contentHtml: string;
  excerptHtml: string;
  /** ISO date-time of publication. */
  date: string;
  authorName: string;
  status: BlogArticleStatus;
  audience: BlogAudience;
  tags: string[];
}

export interface PostSource {
  readonly kind: 'builtin' | 'wordpress';
  /** Published posts of one audience, newest first; an empty list past the last page. */
  page(audience: BlogAudience, page: number, perPage: number): Promise<SourcePost[]>;
  /** One published post, or null when there is none (drafts are none). */
  post(id: number): Promise<SourcePost | null>;
}

function fromRow(row: ArticleRow): SourcePost {
  return {
    id: row.id, titleHtml: escapeHtml(row.title), contentHtml: row.content, excerptHtml: escapeHtml(row.excerpt),
    date: (row.publishedAt ?? row.createdAt).toISOString(), authorName: row.authorName,
    status: row.status as BlogArticleStatus, audience: row.audience as BlogAudience, tags: row.tags,
  };
}

export function builtinSource(db: Db): PostSource {
  return {
    kind: 'builtin',
    async page(audience, page, perPage) {
      return (await publishedPage(db, audience, page, perPage)).map(fromRow);
    },
    async post(id) {
      const row = await articleById(db, id);
      return row && row.status === 'publish' ? fromRow(row) : null;
    },
  };
}

/** The fields of a WordPress REST post that we read (`_embed=author,wp:term`). */
interface WpPost {
  id?: unknown;
  date_gmt?: unknown;
  status?: unknown;
  title?: { rendered?: unknown };
  content?: { rendered?: unknown };
  excerpt?: { rendered?: unknown };
  categories?: unknown;
  _embedded?: { author?: { name?: unknown }[]; 'wp:term'?: { taxonomy?: unknown; name?: unknown }[][] };
}

const str = (v: unknown): string => (typeof v === 'string' ? v : '');

function wordpressUnavailable(reason: string): ApiError {
  return new ApiError(502, `The blog could not be loaded from WordPress: ${reason}`, 'WORDPRESS_UNAVAILABLE');
}

export function wordpressSource(baseUrl: string, eliteCategory: number | undefined, fetchImpl: typeof fetch = fetch): PostSource {
  const audienceOf = (p: WpPost): BlogAudience =>
    eliteCategory !== undefined && Array.isArray(p.categories) && p.categories.includes(eliteCategory) ? 'elite' : 'everyone';

  const toPost = (p: WpPost): SourcePost | null => {
    const id = p.id;
    if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > 2_147_483_647) return null;
    if (p.status !== undefined && p.status !== 'publish') return null;
    const gmt = str(p.date_gmt);
    const date = new Date(gmt ? `${gmt.replace(/Z$/, '')}Z` : Number.NaN);
    const tags = (p._embedded?.['wp:term'] ?? []).flat().filter((term) => term?.taxonomy === 'post_tag').map((term) => str(term.name)).filter(Boolean);
    return {
      id, titleHtml: str(p.title?.rendered), contentHtml: str(p.content?.rendered), excerptHtml: str(p.excerpt?.rendered),
      date: Number.isNaN(date.getTime()) ? new Date(0).toISOString() : date.toISOString(),
      authorName: str(p._embedded?.author?.[0]?.name) || 'WordPress',
      status: 'publish', audience: audienceOf(p), tags: tags.slice(0, BLOG_RULES.maxTags),
    };
  };

  const get = async (path: string): Promise<{ status: number; body: unknown }> => {
    let res: Response;
    try {
      res = await fetchImpl(`${baseUrl}/wp-json/wp/v2/${path}`, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(BLOG_RULES.wordpressTimeoutMs) });
    } catch (err) {
      throw wordpressUnavailable(err instanceof Error ? err.message : 'no answer');
    }
    let body: unknown = null;
    try {
      body = await res.json();
    } catch {
      if (res.ok) throw wordpressUnavailable('the answer is not JSON');
    }
    return { status: res.status, body };
  };

  return {
    kind: 'wordpress',
    async page(audience, page, perPage) {
      const params = new URLSearchParams({ page: String(page), per_page: String(perPage), status: 'publish', orderby: 'date', order: 'desc', _embed: 'author,wp:term' });
      if (eliteCategory !== undefined) params.set(audience === 'elite' ? 'categories' : 'categories_exclude', String(eliteCategory));
      else if (audience === 'elite') return [];
      const { status, body } = await get(`posts?${params}`);
      // WordPress answers 400 rest_post_invalid_page_number past the last page.
      if (status === 400 && (body as { code?: unknown } | null)?.code === 'rest_post_invalid_page_number') return [];
      if (status !== 200 || !Array.isArray(body)) throw wordpressUnavailable(`status ${status}`);
      return (body as WpPost[]).map(toPost).filter((p): p is SourcePost => p !== null && p.audience === audience);
    },
    async post(id) {
      const { status, body } = await get(`posts/${id}?_embed=author,wp:term`);
      if (status === 404 || status === 401 || status === 403) return null;
      if (status !== 200 || !body || typeof body !== 'object') throw wordpressUnavailable(`status ${status}`);
      return toPost(body as WpPost);
    },
  };
}

/** The source the configuration names. */
export function postSourceFor(db: Db, config: { wordpressUrl: string | undefined; wordpressEliteCategory: number | undefined }): PostSource {
  return config.wordpressUrl ? wordpressSource(config.wordpressUrl, config.wordpressEliteCategory) : builtinSource(db);
}
