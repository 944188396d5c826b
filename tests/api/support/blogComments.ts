import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { Backend } from './testBackends';
import { createTestApp, type TestApp } from './testApp';
import { newSession, type Session } from './accounts';
import { call, demo, ok } from './engine';
import { users } from '../../../server/db/schema';
import type { BlogArticleCreated, BlogArticleInput, BlogComment, BlogCommentCount, BlogCommentsAnswer } from '../../../contracts';

/**
 * The shared setup of the blog comment suites (blogComments, blogCommentDrafts, blogLikes,
 * blogCommentsModeration; issue 25 scopes 4 to 6): a seeded app with a generous comment rate limit
 * (the rate-limit test lowers it itself), the staff and a free member, two Elite members, and four
 * articles (two published for everyone, one for Elite, one draft).
 */
export interface BlogCommentsWorld {
  t: TestApp;
  cms: Session;
  admin: Session;
  free: Session;
  anna: Session;
  ben: Session;
  postId: number;
  otherPostId: number;
  elitePostId: number;
  draftPostId: number;
}

export const article = (overrides: Partial<BlogArticleInput> = {}): BlogArticleInput => ({
  title: 'Comments & levels', content: '<p>Where $SPY sits in its range.</p>', status: 'publish', audience: 'everyone', ...overrides,
});

/** A new member on the Elite plan (the seeded demoelite is shared with the browser-like checks). */
export async function eliteMember(t: TestApp, overrides: { firstname?: string; lastname?: string } = {}): Promise<Session> {
  const session = await newSession(t, overrides);
  await t.database.db.update(users).set({ plan: 'elite' }).where(eq(users.usernameLower, session.username.toLowerCase()));
  return session;
}

export async function startBlogCommentsWorld(backend: Backend): Promise<BlogCommentsWorld> {
  const t = await createTestApp(backend, { seed: true, env: { RATE_LIMIT_COMMENTS: '100000' } });
  const [cms, admin, free] = await Promise.all([demo(t, 'democms'), demo(t, 'demoadmin'), demo(t, 'demofree')]);
  const anna = await eliteMember(t, { firstname: 'Anna', lastname: 'Schmidt' });
  const ben = await eliteMember(t, { firstname: 'Ben', lastname: 'Meyer' });
  const create = async (body: BlogArticleInput): Promise<number> => ok<BlogArticleCreated>(await call(t, cms, 'POST', '/api/blog/articles', body)).id;
  const postId = await create(article());
  const otherPostId = await create(article({ title: 'Another article' }));
  const elitePostId = await create(article({ title: 'The trading plan', audience: 'elite' }));
  const draftPostId = await create(article({ title: 'Not yet', status: 'draft' }));
  return { t, cms, admin, free, anna, ben, postId, otherPostId, elitePostId, draftPostId };
}

/** A comment anywhere in a thread. */
export function findComment(tree: BlogComment[], id: number): BlogComment | undefined {
  for (const c of tree) {
    if (c.commentId === id) return c;
    const inner = findComment(c.children, id);
    if (inner) return inner;
  }
  return undefined;
}

/** The comment calls of a suite, on the world its beforeAll made (read when called). */
export function commentCalls(world: () => BlogCommentsWorld) {
  const comments = async (session: Session | null, id = world().postId, sort?: string): Promise<BlogCommentsAnswer> =>
    ok<BlogCommentsAnswer>(await call(world().t, session, 'GET', `/api/blog/posts/${id}/comments${sort ? `?sort=${sort}` : ''}`));
  const post = (session: Session | null, body: Record<string, unknown>, id = world().postId): Promise<LightMyRequestResponse> =>
    call(world().t, session, 'POST', `/api/blog/posts/${id}/comments`, body);
  const posted = async (session: Session, text: string, parentId: number | null = null, id = world().postId): Promise<BlogComment> => {
    const res = await post(session, { text, parentId }, id);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as BlogComment;
  };
  const count = async (id = world().postId): Promise<number> =>
    ok<BlogCommentCount>(await call(world().t, null, 'GET', `/api/blog/posts/${id}/commentCount`)).count;
  return { comments, post, posted, count };
}
