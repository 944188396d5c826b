import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { BACKENDS } from './support/testBackends';
import { createTestApp, type TestApp } from './support/testApp';
import { expectError, newSession, userRow, type Session } from './support/accounts';
import { call, demo, ok } from './support/engine';
import { testMarket } from './support/testMarket';
import { accountState } from './support/fuzzState';
import { auditLog, blogArticles, blogPostLikes } from '../../server/db/schema';
import { BLOG_RULES } from '../../product/blogRules';
import { SEED_ARTICLES } from '../../server/blog/articlesSeed';
import type { MarketService } from '../../server/market/marketService';
import type {
  BlogArticle, BlogArticleCreated, BlogArticleInput, BlogArticleList, BlogArticleVersion, BlogImage, PostLiveData, WordPressPost, WordPressPostsAnswer,
} from '../../contracts';

/** Issue 25, scopes 1 and 2: the articles store, the reader calls, safe HTML, the CMS calls, the WordPress adapter. */

/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

function multipart(parts: { filename: string; data: Buffer; type?: string }[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----rangescope-blog-boundary';
  const chunks: Buffer[] = [];
  for (const p of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${p.filename}"\r\nContent-Type: ${p.type ?? 'image/png'}\r\n\r\n`), p.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const article = (overrides: Partial<BlogArticleInput> = {}): BlogArticleInput => ({
  title: 'Reading $SPY today', content: '<p>$SPY holds its range while $QQQ lags.</p>', status: 'publish', audience: 'everyone', tags: ['spy'], ...overrides,
});

let market: MarketService;
beforeAll(async () => { market = await testMarket(); }, 180_000);

describe.each(BACKENDS)('blog articles on %s', (backend) => {
  let t: TestApp;
  let free: Session;
  let elite: Session;
  let cms: Session;
  let admin: Session;

  const posts = async (session: Session | null, query = ''): Promise<WordPressPostsAnswer> => ok<WordPressPostsAnswer>(await call(t, session, 'GET', `/api/wordpress/posts${query}`));
  const create = async (session: Session, body: BlogArticleInput): Promise<number> => ok<BlogArticleCreated>(await call(t, session, 'POST', '/api/blog/articles', body)).id;
  const stored = async (id: number): Promise<BlogArticle> => ok<BlogArticle>(await call(t, cms, 'GET', `/api/blog/articles/${id}`));
  const upload = (session: Session, parts: Parameters<typeof multipart>[0]): Promise<LightMyRequestResponse> => {
    const body = multipart(parts);
    return t.app.inject({ method: 'POST', url: '/api/blog/images', payload: body.payload, headers: { ...body.headers, authorization: session.authorization } });
  };

  beforeAll(async () => {
    t = await createTestApp(backend, { seed: true, market });
    [free, elite, cms, admin] = await Promise.all([demo(t, 'demofree'), demo(t, 'demoelite'), demo(t, 'democms'), demo(t, 'demoadmin')]);
  }, 180_000);
  afterAll(async () => { await t.close(); });

  it('publishes the three seeded articles in the shape of document 4 section 3, to members and visitors', async () => {
    const page = await posts(free);
    expect(page.map((p) => p.title.rendered)).toEqual([...SEED_ARTICLES].reverse().map((a) => a.title));
    const first = page[0]!;
    expect(Number.isInteger(first.id)).toBe(true);
    expect(first).toMatchObject({ status: 'publish', likeCount: 0, isLiked: false, userData: [{ name: 'RangeScope Research' }], audience: 'everyone' });
    expect(new Date(first.date).toISOString()).toBe(first.date);
    expect(page.flatMap((p) => [...p.content.rendered.matchAll(/\$([A-Z]+)/g)].map((m) => m[1]))).toContain('SPY');
    // One of them embeds a video, served as a youtube-nocookie embed (the CSP's frame-src).
    expect(page.some((p) => /<iframe src="https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+"/.test(p.content.rendered))).toBe(true);
    expect(page.every((p) => p.excerpt.rendered.length > 0)).toBe(true);
    // Visitors read the general blog too.
    expect((await posts(null)).map((p) => p.id)).toEqual(page.map((p) => p.id));
  });

  it('pages with page and amountPerPage (default 1 and 4), newest first, and answers [] past the end', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push(await create(cms, article({ title: `Paging ${i}` })));
    const one = await posts(free);
    expect(one).toHaveLength(BLOG_RULES.pageSize);
    expect(one.slice(0, 3).map((p) => p.title.rendered)).toEqual(['Paging 2', 'Paging 1', 'Paging 0']);
    const two = await posts(free, '?page=2&amountPerPage=4');
    expect(two.length).toBe(2);
    expect(new Set([...one, ...two].map((p) => p.id)).size).toBe(6);
    expect(await posts(free, '?page=3')).toEqual([]);
    expect((await posts(free, '?page=2&amountPerPage=1')).map((p) => p.title.rendered)).toEqual(['Paging 1']);
    for (const id of ids) ok(await call(t, cms, 'DELETE', `/api/blog/articles/${id}`));
  });

  it('refuses bad paging with a 400', async () => {
    for (const q of ['?page=0', '?page=-1', '?page=abc', '?page=1.5', `?page=${BLOG_RULES.maxPage + 1}`, '?amountPerPage=0', `?amountPerPage=${BLOG_RULES.maxPageSize + 1}`, '?audience=vip', '?other=1']) {
      expectError(await call(t, free, 'GET', `/api/wordpress/posts${q}`), 400);
    }
  });

  it('shows only published articles; drafts, and the versions of every save, are the CMS\'s', async () => {
    const id = await create(cms, article({ title: 'Draft first', status: 'draft' }));
    expect((await posts(free)).some((p) => p.id === id)).toBe(false);
    expectError(await call(t, free, 'GET', `/api/wordpress/postData?id=${id}`), 404);
    const list = ok<BlogArticleList>(await call(t, cms, 'GET', '/api/blog/articles'));
    expect(list.find((a) => a.id === id)).toMatchObject({ status: 'draft', publishedAt: null, version: 1, authorUsername: 'democms' });
    const updated = ok<BlogArticle>(await call(t, cms, 'PUT', `/api/blog/articles/${id}`, article({ title: 'Now published', status: 'publish', tags: [' a ', 'A', 'b'] })));
    expect(updated).toMatchObject({ title: 'Now published', status: 'publish', version: 2, tags: ['a', 'b'] });
    expect(updated.publishedAt).not.toBeNull();
    expect((await posts(free))[0]).toMatchObject({ id, title: { rendered: 'Now published' } });
    // Back to draft: gone from the readers again; published again: the first publication date stays.
    ok(await call(t, admin, 'PUT', `/api/blog/articles/${id}`, article({ title: 'Now published', status: 'draft' })));
    expect((await posts(free)).some((p) => p.id === id)).toBe(false);
    t.clock.advance(60_000);
    const again = ok<BlogArticle>(await call(t, cms, 'PUT', `/api/blog/articles/${id}`, article({ title: 'Now published', status: 'publish' })));
    expect(again.publishedAt).toBe(updated.publishedAt);
    const versions = ok<BlogArticleVersion[]>(await call(t, cms, 'GET', `/api/blog/articles/${id}/versions`));
    expect(versions.map((v) => [v.version, v.status, v.savedBy])).toEqual([[4, 'publish', 'democms'], [3, 'draft', 'demoadmin'], [2, 'publish', 'democms'], [1, 'draft', 'democms']]);
    expect(versions[3]!.title).toBe('Draft first');
    ok(await call(t, cms, 'DELETE', `/api/blog/articles/${id}`));
    expectError(await call(t, cms, 'GET', `/api/blog/articles/${id}`), 404);
    expectError(await call(t, cms, 'PUT', `/api/blog/articles/${id}`, article()), 404);
    expectError(await call(t, cms, 'DELETE', `/api/blog/articles/${id}`), 404);
    expectError(await call(t, cms, 'GET', `/api/blog/articles/${id}/versions`), 404);
  });

  it('lets only CMS managers and admins write (members 403, visitors 401), changing nothing, and audits every write', async () => {
    const id = await create(admin, article({ title: 'Admin article' }));
    for (const who of [free, elite]) {
      const before = await accountState(t, (await userRow(t, who.username)).id);
      expectError(await call(t, who, 'GET', '/api/blog/articles'), 403);
      expectError(await call(t, who, 'GET', `/api/blog/articles/${id}`), 403);
      expectError(await call(t, who, 'POST', '/api/blog/articles', article()), 403);
      expectError(await call(t, who, 'PUT', `/api/blog/articles/${id}`, article({ title: 'Hijacked' })), 403);
      expectError(await call(t, who, 'DELETE', `/api/blog/articles/${id}`), 403);
      expectError(await call(t, who, 'POST', '/api/blog/articles/preview', { content: '<p>x</p>' }), 403);
      expectError(await upload(who, [{ filename: 'a.png', data: PNG }]), 403);
      expect(await accountState(t, (await userRow(t, who.username)).id)).toEqual(before);
    }
    expectError(await call(t, null, 'POST', '/api/blog/articles', article()), 401);
    expectError(await call(t, null, 'DELETE', `/api/blog/articles/${id}`), 401);
    expect((await stored(id)).title).toBe('Admin article');
    ok(await call(t, cms, 'PUT', `/api/blog/articles/${id}`, article({ title: 'Edited' })));
    ok(await call(t, cms, 'DELETE', `/api/blog/articles/${id}`));
    const actions = (await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, String(id)))).map((a) => a.action).sort();
    expect(actions).toEqual(['blog.article.create', 'blog.article.delete', 'blog.article.update']);
  });

  it('refuses bad article bodies with a 400 and stores nothing', async () => {
    const count = async (): Promise<number> => (await t.database.db.select({ id: blogArticles.id }).from(blogArticles)).length;
    const before = await count();
    const bad: unknown[] = [
      {}, { ...article(), title: '' }, { ...article(), title: '   ' }, { ...article(), title: '<b></b>' }, { ...article(), title: 'x'.repeat(BLOG_RULES.titleMaxLength + 1) },
      { ...article(), content: '' }, { ...article(), content: '<script>alert(1)</script>' }, { ...article(), status: 'private' }, { ...article(), audience: 'vip' },
      { ...article(), tags: Array.from({ length: BLOG_RULES.maxTags + 1 }, (_, i) => `t${i}`) }, { ...article(), tags: ['x'.repeat(BLOG_RULES.tagMaxLength + 1)] },
      { ...article(), excerpt: 'x'.repeat(BLOG_RULES.excerptMaxLength + 1) }, { ...article(), content: 'x'.repeat(BLOG_RULES.contentMaxLength + 1) },
      { ...article(), extra: 1 }, { ...article(), title: 5 }, [],
    ];
    for (const body of bad) expectError(await call(t, cms, 'POST', '/api/blog/articles', body), 400);
    for (const path of ['/api/blog/articles/abc', '/api/blog/articles/1.5', '/api/blog/articles/-1']) expectError(await call(t, cms, 'GET', path), 400);
    expectError(await call(t, cms, 'GET', '/api/blog/articles/99999999999'), 400);
    expectError(await call(t, cms, 'GET', '/api/blog/articles/2147483648'), 404);
    expect(await count()).toBe(before);
  });

  it('refuses a 2 MB body with 413', async () => {
    const res = await call(t, cms, 'POST', '/api/blog/articles', article({ content: `<p>${'x'.repeat(2 * 1024 * 1024)}</p>` }));
    expect(res.statusCode).toBe(413);
  });

  it('strips hostile content when saving and again when serving: script, event handlers, javascript: links, foreign iframes', async () => {
    const hostile = [
      '<p>Before<script>alert(1)</script>after</p>',
      '<img src="x" onerror="alert(1)"><img src="/api/blog/images/00000000-0000-4000-8000-000000000000" onload="alert(2)" alt="ok">',
      '<a href="javascript:alert(1)">one</a><a href=" JaVaScRiPt:alert(1)">two</a><a href="data:text/html,x">three</a><a href="https://example.com/x" onclick="x()">four</a>',
      '<iframe src="https://evil.example.com/embed/abc"></iframe><iframe src="javascript:alert(1)"></iframe>',
      '<div data-youtube-video=""><iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" onload="alert(1)"></iframe></div>',
      '<iframe src="https://player.vimeo.com/video/76979871"></iframe>',
      '<svg onload="alert(1)"><script>1</script></svg><style>body{display:none}</style><p style="position:fixed" class="x">styled</p><object data="x"></object>',
      '<form action="https://evil.example.com"><input name="pw"></form><base href="https://evil.example.com"><meta http-equiv="refresh" content="0">',
    ].join('');
    const id = await create(cms, article({ title: '<img src=x onerror=alert(1)>Hostile <b>title</b>', content: hostile, excerpt: '<script>x</script>Short <i>one</i>' }));
    const saved = await stored(id);
    const served = (await posts(free)).find((p) => p.id === id)!;
    for (const html of [saved.content, served.content.rendered]) {
      expect(html).not.toMatch(/<script|onerror|onload|onclick|javascript:|data:text|evil\.example|<svg|<style|<object|<form|<input|<base|<meta|style=|class=/i);
      expect(html).toContain('Beforeafter');
      expect(html).toContain('<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"');
      expect(html).toContain('<iframe src="https://player.vimeo.com/video/76979871"');
      expect(html).toContain('<img src="/api/blog/images/00000000-0000-4000-8000-000000000000" alt="ok" />');
      expect(html).toContain('<a href="https://example.com/x" target="_blank" rel="noopener noreferrer nofollow">four</a>');
      expect((html.match(/<iframe/g) ?? []).length).toBe(2);
    }
    expect(saved.title).toBe('Hostile title');
    expect(served.title.rendered).toBe('Hostile title');
    expect(saved.excerpt).toBe('Short one');
    // A row written around the save checks (an older rule, a direct import) is sanitised when served.
    await t.database.db.update(blogArticles).set({ content: '<p>Old</p><script>alert(1)</script><iframe src="https://evil.example.com/x"></iframe><a href="javascript:x">l</a>' }).where(eq(blogArticles.id, id));
    const again = (await posts(free)).find((p) => p.id === id)!;
    expect(again.content.rendered).toBe('<p>Old</p><a>l</a>');
    // The preview answers exactly what would be served.
    const preview = ok<{ html: string }>(await call(t, cms, 'POST', '/api/blog/articles/preview', { content: hostile }));
    expect(preview.html).toBe(saved.content);
    ok(await call(t, cms, 'DELETE', `/api/blog/articles/${id}`));
  });

  it('answers live data for the $TICKER mentions: quotes with company name, change and price, and trends', async () => {
    const id = await create(cms, article({ content: '<p>$SPY and $QQQ, not US$5 or $NOPE123X; $SPY again.</p>' }));
    const live = ok<PostLiveData>(await call(t, free, 'GET', `/api/wordpress/postData?id=${id}`));
    expect(Object.keys(live.quotes).sort()).toEqual(['QQQ', 'SPY']);
    const spy = market.snapshot()!.rows;
    expect(live.quotes.SPY!.quote.companyName).toBe(spy.value(spy.indexOf('SPY'), 'name'));
    expect(live.quotes.SPY!.quote.changePercent).toBe(spy.value(spy.indexOf('SPY'), 'daily_percentChange'));
    expect(typeof live.quotes.SPY!.quote.current_price).toBe('number');
    expect(['trendBullish', 'trendBearish', 'trendNeutral']).toContain(live.trends.SPY);
    expect(ok<PostLiveData>(await call(t, null, 'GET', `/api/wordpress/postData?id=${id}`))).toEqual(live);
    expectError(await call(t, free, 'GET', '/api/wordpress/postData?id=999999'), 404);
    expectError(await call(t, free, 'GET', '/api/wordpress/postData?id=abc'), 400);
    expectError(await call(t, free, 'GET', '/api/wordpress/postData'), 400);
    ok(await call(t, cms, 'DELETE', `/api/blog/articles/${id}`));
  });

  it('serves the Elite trading plan only to Elite members and the staff, one article per page', async () => {
    const a = await create(cms, article({ title: 'Plan one', audience: 'elite' }));
    const b = await create(cms, article({ title: 'Plan two', audience: 'elite' }));
    expect((await posts(free)).some((p) => p.id === a || p.id === b)).toBe(false);
    expectError(await call(t, null, 'GET', '/api/wordpress/posts?audience=elite'), 401);
    expectError(await call(t, free, 'GET', '/api/wordpress/posts?audience=elite'), 403);
    expectError(await call(t, free, 'GET', `/api/wordpress/postData?id=${a}`), 403);
    expect((await posts(elite, `?audience=elite&page=1&amountPerPage=${BLOG_RULES.elitePageSize}`)).map((p) => p.title.rendered)).toEqual(['Plan two']);
    expect((await posts(elite, '?audience=elite&page=2&amountPerPage=1')).map((p) => p.title.rendered)).toEqual(['Plan one']);
    expect(await posts(elite, '?audience=elite&page=3&amountPerPage=1')).toEqual([]);
    expect((await posts(cms, '?audience=elite')).length).toBe(2);
    ok(await call(t, elite, 'GET', `/api/wordpress/postData?id=${a}`));
    for (const id of [a, b]) ok(await call(t, cms, 'DELETE', `/api/blog/articles/${id}`));
  });

  it('reports the likes of each post and whether the reader likes it', async () => {
    const [first] = await posts(free);
    const freeId = (await userRow(t, 'demofree')).id;
    const eliteId = (await userRow(t, 'demoelite')).id;
    await t.database.db.insert(blogPostLikes).values([{ postId: first!.id, userId: freeId, createdAt: t.clock.now }, { postId: first!.id, userId: eliteId, createdAt: t.clock.now }]);
    const mine = (await posts(free)).find((p) => p.id === first!.id)!;
    expect(mine).toMatchObject({ likeCount: 2, isLiked: true });
    expect((await posts(admin)).find((p) => p.id === first!.id)).toMatchObject({ likeCount: 2, isLiked: false });
    expect((await posts(null)).find((p) => p.id === first!.id)).toMatchObject({ likeCount: 2, isLiked: false });
    await t.database.db.delete(blogPostLikes).where(and(eq(blogPostLikes.postId, first!.id)));
  });

  it('stores editor images checked by content and serves them to everyone', async () => {
    const res = await upload(cms, [{ filename: '../chart.png', data: PNG, type: 'application/octet-stream' }]);
    const image = ok<BlogImage>(res);
    expect(image).toMatchObject({ name: 'chart.png', contentType: 'image/png', size: PNG.length });
    expect(image.url).toBe(`/api/blog/images/${image.id}`);
    const served = await t.app.inject({ method: 'GET', url: image.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expectError(await upload(cms, [{ filename: 'evil.png', data: Buffer.from('<script>alert(1)</script>') }]), 400);
    expectError(await upload(cms, [{ filename: 'big.png', data: Buffer.concat([PNG, Buffer.alloc(BLOG_RULES.imageMaxBytes)]) }]), 400);
    expectError(await upload(cms, [{ filename: 'a.png', data: PNG }, { filename: 'b.png', data: PNG }]), 400);
    expectError(await call(t, cms, 'POST', '/api/blog/images', { file: 'x' }), 400);
    expectError(await t.app.inject({ method: 'GET', url: '/api/blog/images/00000000-0000-4000-8000-000000000000' }), 404);
    expectError(await t.app.inject({ method: 'GET', url: '/api/blog/images/nope' }), 400);
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'blog.image.upload'));
    expect(audits.map((a) => a.targetId)).toEqual([image.id]);
  });

  it('gives a new member the same blog (no per-user state) and lets them read the video article', async () => {
    const member = await newSession(t);
    expect((await posts(member)).map((p) => p.id)).toEqual((await posts(free)).map((p) => p.id));
  });
});

/** A local fake of the WordPress REST API (wp-json/wp/v2/posts), with hostile content in one post. */
function fakeWordPress(): Promise<{ url: string; server: Server; requests: string[] }> {
  const wpPosts = Array.from({ length: 5 }, (_, i) => ({
    id: 100 + i, date_gmt: `2026-11-0${i + 1}T10:00:00`, status: 'publish', categories: i === 4 ? [7] : [1],
    title: { rendered: `WP post ${i} &amp; more` },
    content: { rendered: i === 0 ? '<p>$SPY from WordPress</p><script>alert(1)</script><iframe src="https://evil.example.com/x"></iframe>' : `<p>Post ${i}</p>` },
    excerpt: { rendered: `<p>Excerpt ${i}</p>` },
    _embedded: { author: [{ name: 'WP Author' }], 'wp:term': [[{ taxonomy: 'category', name: 'News' }], [{ taxonomy: 'post_tag', name: 'levels' }]] },
  }));
  const requests: string[] = [];
  const server = createServer((req, res) => {
    requests.push(req.url ?? '');
    const url = new URL(req.url ?? '/', 'http://localhost');
    res.setHeader('content-type', 'application/json');
    const single = /^\/wp-json\/wp\/v2\/posts\/(\d+)$/.exec(url.pathname);
    if (single) {
      const post = wpPosts.find((p) => p.id === Number(single[1]));
      res.statusCode = post ? 200 : 404;
      res.end(JSON.stringify(post ?? { code: 'rest_post_invalid_id' }));
      return;
    }
    if (url.pathname !== '/wp-json/wp/v2/posts') { res.statusCode = 404; res.end('{}'); return; }
    const include = url.searchParams.get('categories');
    const exclude = url.searchParams.get('categories_exclude');
    const chosen = wpPosts.filter((p) => (include ? p.categories.includes(Number(include)) : true) && (exclude ? !p.categories.includes(Number(exclude)) : true))
      .sort((a, b) => b.date_gmt.localeCompare(a.date_gmt));
    const page = Number(url.searchParams.get('page') ?? 1);
    const perPage = Number(url.searchParams.get('per_page') ?? 10);
    const slice = chosen.slice((page - 1) * perPage, page * perPage);
    if (!slice.length && page > 1) { res.statusCode = 400; res.end(JSON.stringify({ code: 'rest_post_invalid_page_number' })); return; }
    res.end(JSON.stringify(slice));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server, requests })));
}

describe('the WordPress adapter (WORDPRESS_URL) against a local fake WordPress', () => {
  let t: TestApp;
  let wp: Awaited<ReturnType<typeof fakeWordPress>>;
  let free: Session;
  let elite: Session;
  let down: TestApp;

  beforeAll(async () => {
    wp = await fakeWordPress();
    t = await createTestApp('pglite', { seed: true, market, env: { WORDPRESS_URL: `${wp.url}/`, WORDPRESS_ELITE_CATEGORY: '7' } });
    down = await createTestApp('pglite', { env: { WORDPRESS_URL: 'http://127.0.0.1:9' } });
    [free, elite] = await Promise.all([demo(t, 'demofree'), demo(t, 'demoelite')]);
  }, 180_000);
  afterAll(async () => {
    await t.close();
    await down.close();
    await new Promise<void>((resolve) => wp.server.close(() => resolve()));
  });

  it('reads published posts through the same calls, sanitised, paged, with likes', async () => {
    const page = ok<WordPressPost[]>(await call(t, free, 'GET', '/api/wordpress/posts?page=1&amountPerPage=2'));
    expect(page.map((p) => p.id)).toEqual([103, 102]);
    expect(page[0]).toMatchObject({ title: { rendered: 'WP post 3 &amp; more' }, userData: [{ name: 'WP Author' }], tags: ['levels'], status: 'publish', likeCount: 0, audience: 'everyone' });
    expect(page[0]!.date).toBe('2026-11-04T10:00:00.000Z');
    const last = ok<WordPressPost[]>(await call(t, free, 'GET', '/api/wordpress/posts?page=2&amountPerPage=2'));
    expect(last.map((p) => p.id)).toEqual([101, 100]);
    expect(last[1]!.content.rendered).toBe('<p>$SPY from WordPress</p>');
    expect(ok<WordPressPost[]>(await call(t, free, 'GET', '/api/wordpress/posts?page=3&amountPerPage=2'))).toEqual([]);
    expect(wp.requests.some((r) => r.includes('categories_exclude=7') && r.includes('status=publish'))).toBe(true);
    // The Elite category is the trading plan.
    expectError(await call(t, free, 'GET', '/api/wordpress/posts?audience=elite'), 403);
    expect(ok<WordPressPost[]>(await call(t, elite, 'GET', '/api/wordpress/posts?audience=elite&amountPerPage=1')).map((p) => p.id)).toEqual([104]);
  });

  it('answers live data for a WordPress post, 404 for an unknown one', async () => {
    const live = ok<PostLiveData>(await call(t, free, 'GET', '/api/wordpress/postData?id=100'));
    expect(Object.keys(live.quotes)).toEqual(['SPY']);
    expectError(await call(t, free, 'GET', '/api/wordpress/postData?id=555'), 404);
    expectError(await call(t, free, 'GET', '/api/wordpress/postData?id=104'), 403);
  });

  it('answers 502 with a message when WordPress cannot be reached', async () => {
    const res = await call(down, null, 'GET', '/api/wordpress/posts');
    expect(res.statusCode).toBe(502);
    expect(res.body).toMatch(/WordPress/);
  });
});
