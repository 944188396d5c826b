/**
 * The blog's article calls (issue 25 scopes 1 and 2; document 4 sections 2.1, 3 and 7.1):
 * - GET    /wordpress/posts?page&amountPerPage&audience → WordPressPostsAnswer: published posts, newest first
 *          (default page 1, 4 per page; `audience=elite` is the Elite trading plan: Elite members,
 *          CMS managers and admins only). Visitors may read the general blog.
 * - GET    /wordpress/postData?id                        → PostLiveData: quotes and trends of the post's `$TICKER` mentions
 * - GET    /blog/articles                                → BlogArticleList: every article in every state (CMS managers, admins)
 * - GET    /blog/articles/{id}                           → BlogArticle (CMS)
 * - GET    /blog/articles/{id}/versions                  → BlogArticleVersion[] (CMS)
 * - POST   /blog/articles                                → BlogArticleCreated (CMS; audited)
 * - PUT    /blog/articles/{id}                           → BlogArticle, the next version (CMS; audited)
 * - DELETE /blog/articles/{id}                           → {success} (CMS; audited)
 * - POST   /blog/articles/preview                        → {html}: the content as it would be served (CMS)
 * - POST   /blog/images                                  → BlogImage: one editor image, multipart (CMS; audited)
 * - GET    /blog/images/{id}                             → the image bytes (public, as the articles embed them)
 * The readers read the post source (built-in store or WordPress, articlesSource.ts); likes come
 * from server/blog/likes.ts. Content is sanitised on save (here) and on serve (postView).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import sanitizeHtml from 'sanitize-html';
import * as s from '../http/schemas';
import { ApiError, badRequest, forbidden, notFound, unauthorized } from '../http/apiError';
import { resolveSession, requireAuth } from '../auth/sessionAuth';
import { modulesOf } from '../users/userModules';
import { displayNameOf } from '../users/foreignUserData';
import { audit } from '../audit';
import { blogImages } from '../db/schema';
import { requireMarket } from '../assets/marketAccess';
import { snapshotFields } from '../home/snapshotFields';
import { cleanFileName } from '../support/attachmentUpload';
import { hasPermission } from '../../product/permissionModules';
import { BLOG_RULES } from '../../product/blogRules';
import {
  BLOG_ARTICLE_STATUSES, BLOG_AUDIENCES,
  type BlogArticle, type BlogArticleCreated, type BlogArticleInput, type BlogArticleList, type BlogArticleVersion,
  type BlogAudience, type BlogImage, type PostLiveData, type PostTrend, type SuccessAnswer, type WordPressPost, type WordPressPostsAnswer,
} from '../../contracts';
import { excerptOf, htmlToText, sanitizeArticleHtml, tickerMentions } from './articlesHtml';
import {
  allArticles, articleById, articleVersions, articleView, createArticle, deleteArticle, updateArticle, type ArticleFields,
} from './articlesStore';
import { postSourceFor, type PostSource, type SourcePost } from './articlesSource';
import { postLikeSummaries } from './likes';
import { seedBlogArticles } from './articlesSeed';

const cms = { auth: true, permission: 'CMSManager' };
const pageNumber = { type: 'string', pattern: '^[0-9]{1,6}$' } as const;
const idParams = s.object({ id: { type: 'string', pattern: '^[0-9]{1,10}$' } }, ['id']);
const uuid = { type: 'string', pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' } as const;

const articleBody = s.object({
  title: { type: 'string', minLength: 1, maxLength: BLOG_RULES.titleMaxLength },
  content: { type: 'string', maxLength: BLOG_RULES.contentMaxLength },
  excerpt: { type: 'string', maxLength: BLOG_RULES.excerptMaxLength },
  status: { type: 'string', enum: [...BLOG_ARTICLE_STATUSES] },
  audience: { type: 'string', enum: [...BLOG_AUDIENCES] },
  tags: { type: 'array', maxItems: BLOG_RULES.maxTags, items: { type: 'string', maxLength: BLOG_RULES.tagMaxLength } },
}, ['title', 'content', 'status', 'audience']);

/** The id of a path, or 404 for a number no article can have. */
function articleId(raw: string): number {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id < 1 || id > s.INT32_MAX) throw notFound('No such article');
  return id;
}

/** Checks and cleans an article body: plain-text title, sanitised content, tags trimmed and unique. */
export function checkArticle(body: BlogArticleInput): ArticleFields {
  const title = htmlToText(body.title).replace(/[<>]/g, '').trim();
  if (!title) throw badRequest('Please enter a title.', 'TITLE_REQUIRED');
  const content = sanitizeArticleHtml(body.content);
  if (!htmlToText(content) && !/<(img|iframe)\b/.test(content)) throw badRequest('Please write the article.', 'CONTENT_REQUIRED');
  const tags: string[] = [];
  for (const raw of body.tags ?? []) {
    const tag = htmlToText(raw).replace(/[<>]/g, '').trim();
    if (tag && !tags.some((t) => t.toLowerCase() === tag.toLowerCase())) tags.push(tag);
  }
  return { title, content, excerpt: excerptOf(body.excerpt, content), status: body.status, audience: body.audience, tags };
}

const textOnly = (html: string): string => sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).trim();

/** A source post as the readers get it, sanitised again. */
function postView(p: SourcePost, likes: { likeCount: number; isLiked: boolean } | undefined): WordPressPost {
  return {
    id: p.id,
    title: { rendered: textOnly(p.titleHtml) },
    content: { rendered: sanitizeArticleHtml(p.contentHtml) },
    excerpt: { rendered: textOnly(p.excerptHtml) },
    date: p.date,
    likeCount: likes?.likeCount ?? 0,
    isLiked: likes?.isLiked ?? false,
    userData: [{ name: p.authorName }],
    status: p.status,
    audience: p.audience,
    tags: p.tags,
  };
}

/** The reader's session, when there is one (the general blog is open to visitors). */
async function readerOf(app: FastifyInstance, req: FastifyRequest): Promise<{ userId: string; modules: readonly string[] } | null> {
  const auth = await resolveSession(app, req);
  if (!auth || auth.user.product !== app.deps.config.productId) return null;
  return { userId: auth.user.id, modules: modulesOf(auth.user) };
}

/** Elite posts: Elite members, and the staff who write them. */
function mayRead(audience: BlogAudience, reader: { modules: readonly string[] } | null): void {
  if (audience === 'everyone') return;
  if (!reader) throw unauthorized();
  if (!hasPermission(reader.modules, 'ELITE') && !hasPermission(reader.modules, 'CMSManager')) throw forbidden('The trading plan is for Elite members.');
}

function trendOf(value: unknown): PostTrend {
  return value === 'trendBullish' || value === 'trendBearish' ? value : 'trendNeutral';
}

async function readImage(req: FastifyRequest): Promise<{ name: string; contentType: string; data: Buffer }> {
  if (!req.isMultipart()) throw badRequest('Please send the image as multipart/form-data.', 'NOT_MULTIPART');
  const refused = (): ApiError => badRequest(`Please choose an image (PNG, JPEG, GIF or WebP) of at most ${BLOG_RULES.imageMaxBytes / 1_000_000} MB.`, 'FILE_REFUSED');
  let file: { name: string; data: Buffer } | null = null;
  try {
    for await (const part of req.parts()) {
      if (part.type !== 'file' || file) throw badRequest('Please send one image.', 'NOT_A_FILE');
      const name = cleanFileName(part.filename ?? '');
      const data = await part.toBuffer();
      if (!name || name.length > BLOG_RULES.imageNameMaxLength) throw refused();
      file = { name, data };
    }
  } catch (err) {
    if (err instanceof ApiError) throw err;
    if ((err as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') throw refused();
    if (['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT'].includes(String((err as { code?: unknown }).code))) throw badRequest('Please send one image.', 'NOT_A_FILE');
    throw badRequest('The upload could not be read.', 'BAD_UPLOAD');
  }
  if (!file) throw badRequest('Please choose an image.', 'NO_FILES');
  if (!file.data.length || file.data.length > BLOG_RULES.imageMaxBytes) throw refused();
  const type = await fileTypeFromBuffer(file.data);
  if (!type || !(BLOG_RULES.imageTypes as readonly string[]).includes(type.mime)) throw refused();
  return { name: file.name, contentType: type.mime, data: file.data };
}

export interface BlogArticleRoutesOptions {
  /** Another post source (tests); by default the configured one. */
  source?: PostSource;
}

export async function blogArticleRoutes(app: FastifyInstance, options: BlogArticleRoutesOptions = {}): Promise<void> {
  const { db, config } = app.deps;
  const source = options.source ?? postSourceFor(db, config);
  await seedBlogArticles(db, app.deps.now());
  await app.register(multipart, { limits: { fileSize: BLOG_RULES.imageMaxBytes, files: 1, parts: 1, fields: 0, fieldNameSize: 100, headerPairs: 50 }, throwFileSizeLimit: true });

  app.get<{ Querystring: { page?: string; amountPerPage?: string; audience?: BlogAudience } }>('/wordpress/posts', {
    schema: { querystring: s.object({ page: pageNumber, amountPerPage: pageNumber, audience: { type: 'string', enum: [...BLOG_AUDIENCES] } }) },
  }, async (req): Promise<WordPressPostsAnswer> => {
    const page = req.query.page === undefined ? 1 : Number(req.query.page);
    const perPage = req.query.amountPerPage === undefined ? BLOG_RULES.pageSize : Number(req.query.amountPerPage);
    if (page < 1 || page > BLOG_RULES.maxPage) throw badRequest(`page must be between 1 and ${BLOG_RULES.maxPage}.`, 'BAD_PAGE');
    if (perPage < 1 || perPage > BLOG_RULES.maxPageSize) throw badRequest(`amountPerPage must be between 1 and ${BLOG_RULES.maxPageSize}.`, 'BAD_PAGE_SIZE');
    const audience = req.query.audience ?? 'everyone';
    const reader = await readerOf(app, req);
    mayRead(audience, reader);
    const posts = await source.page(audience, page, perPage);
    const likes = await postLikeSummaries(db, posts.map((p) => p.id), reader?.userId ?? null);
    return posts.map((p) => postView(p, likes.get(p.id)));
  });

  app.get<{ Querystring: { id: string } }>('/wordpress/postData', {
    schema: { querystring: s.object({ id: { type: 'string', pattern: '^[0-9]{1,10}$' } }, ['id']) },
  }, async (req): Promise<PostLiveData> => {
    const id = articleId(req.query.id);
    const post = await source.post(id);
    if (!post) throw notFound('No such article');
    mayRead(post.audience, await readerOf(app, req));
    const mentions = tickerMentions(sanitizeArticleHtml(post.contentHtml));
    const answer: PostLiveData = { quotes: {}, trends: {} };
    if (!mentions.length) return answer;
    const { snapshot } = requireMarket(app);
    for (const ticker of mentions) {
      const f = snapshotFields(snapshot.rows, ticker);
      if (!f) continue;
      answer.quotes[ticker] = { quote: { companyName: f.name, changePercent: f.percentChange, current_price: f.latestPrice } };
      answer.trends[ticker] = trendOf(f.trend);
    }
    return answer;
  });

  app.get('/blog/articles', { config: cms }, async (): Promise<BlogArticleList> => (await allArticles(db)).map(articleView));

  app.get<{ Params: { id: string } }>('/blog/articles/:id', { config: cms, schema: { params: idParams } }, async (req): Promise<BlogArticle> => {
    const row = await articleById(db, articleId(req.params.id));
    if (!row) throw notFound('No such article');
    return articleView(row);
  });

  app.get<{ Params: { id: string } }>('/blog/articles/:id/versions', { config: cms, schema: { params: idParams } }, async (req): Promise<BlogArticleVersion[]> => {
    const id = articleId(req.params.id);
    if (!(await articleById(db, id))) throw notFound('No such article');
    return articleVersions(db, id);
  });

  app.post<{ Body: { content: string } }>('/blog/articles/preview', {
    config: cms, schema: { body: s.object({ content: { type: 'string', maxLength: BLOG_RULES.contentMaxLength } }, ['content']) },
  }, async (req): Promise<{ html: string }> => ({ html: sanitizeArticleHtml(req.body.content) }));

  app.post<{ Body: BlogArticleInput }>('/blog/articles', { config: cms, schema: { body: articleBody } }, async (req): Promise<BlogArticleCreated> => {
    const fields = checkArticle(req.body);
    const { user } = requireAuth(req);
    const row = await createArticle(db, fields, { userId: user.id, username: user.username, name: displayNameOf(user.firstname, user.lastname) || user.username }, app.deps.now());
    await audit(db, { actorId: user.id, action: 'blog.article.create', targetType: 'blog_article', targetId: String(row.id), ip: req.ip, details: { status: row.status, audience: row.audience } });
    return { id: row.id };
  });

  app.put<{ Params: { id: string }; Body: BlogArticleInput }>('/blog/articles/:id', {
    config: cms, schema: { params: idParams, body: articleBody },
  }, async (req): Promise<BlogArticle> => {
    const id = articleId(req.params.id);
    const fields = checkArticle(req.body);
    const { user } = requireAuth(req);
    const row = await updateArticle(db, id, fields, user.username, app.deps.now());
    if (!row) throw notFound('No such article');
    await audit(db, { actorId: user.id, action: 'blog.article.update', targetType: 'blog_article', targetId: String(id), ip: req.ip, details: { version: row.version, status: row.status, audience: row.audience } });
    return articleView(row);
  });

  app.delete<{ Params: { id: string } }>('/blog/articles/:id', { config: cms, schema: { params: idParams } }, async (req): Promise<SuccessAnswer> => {
    const id = articleId(req.params.id);
    const { user } = requireAuth(req);
    if (!(await deleteArticle(db, id))) throw notFound('No such article');
    await audit(db, { actorId: user.id, action: 'blog.article.delete', targetType: 'blog_article', targetId: String(id), ip: req.ip });
    return { success: true };
  });

  app.post('/blog/images', { config: cms }, async (req): Promise<BlogImage> => {
    const file = await readImage(req);
    const { user } = requireAuth(req);
    const [row] = await db.insert(blogImages).values({ userId: user.id, name: file.name, contentType: file.contentType, size: file.data.length, data: file.data, createdAt: app.deps.now() })
      .returning({ id: blogImages.id });
    await audit(db, { actorId: user.id, action: 'blog.image.upload', targetType: 'blog_image', targetId: row!.id, ip: req.ip, details: { name: file.name, size: file.data.length } });
    return { id: row!.id, url: `/api/blog/images/${row!.id}`, name: file.name, size: file.data.length, contentType: file.contentType };
  });

  app.get<{ Params: { id: string } }>('/blog/images/:id', { schema: { params: s.object({ id: uuid }, ['id']) } }, async (req, reply) => {
    const rows = await db.select().from(blogImages).where(eq(blogImages.id, req.params.id)).limit(1);
    const image = rows[0];
    if (!image) throw notFound('No such image');
    return reply
      .header('content-type', image.contentType)
      .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(image.name)}`)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(image.data);
  });
}
