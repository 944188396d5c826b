import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BACKENDS } from './support/testBackends';
import type { TestApp } from './support/testApp';
import { expectError, userRow, type Session } from './support/accounts';
import { call, ok } from './support/engine';
import { article, commentCalls, eliteMember as newEliteMember, findComment as find, startBlogCommentsWorld, type BlogCommentsWorld } from './support/blogComments';
import { blogCommentLikes, blogPostLikes } from '../../server/db/schema';
import { postLikeSummaries } from '../../server/blog/likes';
import type { BlogArticleCreated, BlogLikeAnswer, BlogLikersAnswer, WordPressPostsAnswer } from '../../contracts';

/** Issue 25, scope 5: likes of articles and comments: 201, one per member, never below 0 (also under concurrent likes and unlikes), the likers with paging (document 4 sections 4 and 9). */

describe.each(BACKENDS)('blog likes on %s', (backend) => {
  let world: BlogCommentsWorld;
  let t: TestApp;
  let cms: Session;
  let free: Session;
  let anna: Session;
  let ben: Session;
  let postId: number;
  let otherPostId: number;
  let draftPostId: number;
  const { comments, posted } = commentCalls(() => world);
  const eliteMember = (overrides: { firstname?: string; lastname?: string } = {}): Promise<Session> => newEliteMember(t, overrides);

  beforeAll(async () => {
    world = await startBlogCommentsWorld(backend);
    ({ t, cms, free, anna, ben, postId, otherPostId, draftPostId } = world);
  }, 180_000);
  afterAll(async () => { await t?.close(); });

  describe('likes', () => {
    it('likes an article once per member (201), unlikes it, never below 0', async () => {
      const url = `/api/blog/articles/${postId}/like`;
      const first = await call(t, anna, 'POST', url);
      expect(first.statusCode, first.body).toBe(201);
      expect(first.json()).toEqual({ likeCount: 1, isLiked: true });
      expect((await call(t, anna, 'POST', url)).json()).toEqual({ likeCount: 1, isLiked: true });
      expect((await call(t, ben, 'POST', url)).json()).toEqual({ likeCount: 2, isLiked: true });
      expect(ok<BlogLikeAnswer>(await call(t, anna, 'DELETE', url))).toEqual({ likeCount: 1, isLiked: false });
      expect(ok<BlogLikeAnswer>(await call(t, anna, 'DELETE', url))).toEqual({ likeCount: 1, isLiked: false });
      expect(ok<BlogLikeAnswer>(await call(t, ben, 'DELETE', url))).toEqual({ likeCount: 0, isLiked: false });
      expect(ok<BlogLikeAnswer>(await call(t, ben, 'DELETE', url))).toEqual({ likeCount: 0, isLiked: false });
    });

    it('refuses visitors, members without Elite and articles that do not exist', async () => {
      expectError(await call(t, null, 'POST', `/api/blog/articles/${postId}/like`), 401);
      expectError(await call(t, free, 'POST', `/api/blog/articles/${postId}/like`), 403);
      expectError(await call(t, anna, 'POST', '/api/blog/articles/999999/like'), 404);
      expectError(await call(t, anna, 'POST', `/api/blog/articles/${draftPostId}/like`), 404);
      expectError(await call(t, anna, 'POST', '/api/blog/articles/x1/like'), 400);
    });

    it('shows the counts in the reader call and through postLikeSummaries', async () => {
      await call(t, anna, 'POST', `/api/blog/articles/${postId}/like`);
      const annaId = (await userRow(t, anna.username)).id;
      const summaries = await postLikeSummaries(t.database.db, [postId, otherPostId, postId], annaId);
      expect(summaries.get(postId)).toEqual({ likeCount: 1, isLiked: true });
      expect(summaries.get(otherPostId)).toEqual({ likeCount: 0, isLiked: false });
      expect((await postLikeSummaries(t.database.db, [postId], null)).get(postId)).toEqual({ likeCount: 1, isLiked: false });
      expect((await postLikeSummaries(t.database.db, [], annaId)).size).toBe(0);
      const page = ok<WordPressPostsAnswer>(await call(t, anna, 'GET', '/api/wordpress/posts?page=1&amountPerPage=20'));
      expect(page.find((p) => p.id === postId)).toMatchObject({ likeCount: 1, isLiked: true });
    });

    it('lists the likers with paging (page 1 and 50 by default, the tooltip asks 10)', async () => {
      const likers: Session[] = [];
      likers.push(...(await Promise.all(Array.from({ length: 12 }, () => eliteMember()))));
      for (const s of likers) expect((await call(t, s, 'POST', `/api/blog/articles/${otherPostId}/like`)).statusCode).toBe(201);
      const all = ok<BlogLikersAnswer>(await call(t, free, 'GET', `/api/blog/articles/${otherPostId}/likes`));
      expect(all).toMatchObject({ total: 12, page: 1, limit: 50 });
      expect(all.users).toHaveLength(12);
      expect(new Set(all.users.map((u) => u.username))).toEqual(new Set(likers.map((s) => s.username)));
      const first = ok<BlogLikersAnswer>(await call(t, anna, 'GET', `/api/blog/articles/${otherPostId}/likes?page=1&limit=10`));
      expect(first.users).toHaveLength(10);
      const second = ok<BlogLikersAnswer>(await call(t, anna, 'GET', `/api/blog/articles/${otherPostId}/likes?page=2&limit=10`));
      expect(second.users).toHaveLength(2);
      expect(new Set([...first.users, ...second.users].map((u) => u.username)).size).toBe(12);
      expectError(await call(t, anna, 'GET', `/api/blog/articles/${otherPostId}/likes?limit=0`), 400);
      expectError(await call(t, anna, 'GET', `/api/blog/articles/${otherPostId}/likes?limit=101`), 400);
      expectError(await call(t, anna, 'GET', `/api/blog/articles/${otherPostId}/likes?page=0`), 400);
      expectError(await call(t, null, 'GET', `/api/blog/articles/${otherPostId}/likes`), 401);
    }, 120_000);

    it('likes and unlikes comments, not deleted ones, and lists their likers', async () => {
      const c = await posted(ben, 'Like me');
      const url = `/api/blog/comments/${c.commentId}/like`;
      const res = await call(t, anna, 'POST', url);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toEqual({ likeCount: 1, isLiked: true });
      expect(find(await comments(anna), c.commentId)).toMatchObject({ likeCount: 1, isLiked: true });
      expect(find(await comments(null), c.commentId)).toMatchObject({ likeCount: 1, isLiked: false });
      const likers = ok<BlogLikersAnswer>(await call(t, ben, 'GET', `/api/blog/comments/${c.commentId}/likes`));
      expect(likers).toMatchObject({ total: 1, page: 1, limit: 50, users: [{ username: anna.username }] });
      expect(ok<BlogLikeAnswer>(await call(t, anna, 'DELETE', url))).toEqual({ likeCount: 0, isLiked: false });
      expect(ok<BlogLikeAnswer>(await call(t, anna, 'DELETE', url))).toEqual({ likeCount: 0, isLiked: false });
      expectError(await call(t, free, 'POST', url), 403);
      expectError(await call(t, anna, 'POST', '/api/blog/comments/987654321/like'), 404);
      await call(t, ben, 'DELETE', `/api/blog/comments/${c.commentId}`);
      expectError(await call(t, anna, 'POST', url), 409, undefined, 'COMMENT_REMOVED');
    });

    it('never goes below 0 nor counts twice under concurrent likes and unlikes', async () => {
      const members = [anna, ben, ...(await Promise.all([eliteMember(), eliteMember(), eliteMember()]))];
      const target = ok<BlogArticleCreated>(await call(t, cms, 'POST', '/api/blog/articles', article({ title: 'Concurrency' }))).id;
      const c = await posted(anna, 'Concurrent likes', null, target);
      for (const base of [`/api/blog/articles/${target}`, `/api/blog/comments/${c.commentId}`]) {
        for (let round = 0; round < 3; round++) {
          const requests = members.flatMap((m, i) => [
            call(t, m, 'POST', `${base}/like`), call(t, m, 'DELETE', `${base}/like`), call(t, m, 'POST', `${base}/like`),
            ...(i % 2 ? [call(t, m, 'DELETE', `${base}/like`), call(t, m, 'DELETE', `${base}/like`)] : []),
          ]);
          const answers = await Promise.all(requests);
          for (const a of answers) {
            expect([200, 201], a.body).toContain(a.statusCode);
            const body = a.json() as BlogLikeAnswer;
            expect(body.likeCount).toBeGreaterThanOrEqual(0);
            expect(body.likeCount).toBeLessThanOrEqual(members.length);
          }
        }
      }
      const postRows = await t.database.db.select().from(blogPostLikes).where(eq(blogPostLikes.postId, target));
      expect(new Set(postRows.map((r) => r.userId)).size).toBe(postRows.length);
      const summary = (await postLikeSummaries(t.database.db, [target], null)).get(target)!;
      expect(summary.likeCount).toBe(postRows.length);
      const commentRows = await t.database.db.select().from(blogCommentLikes).where(eq(blogCommentLikes.commentId, c.commentId));
      expect(new Set(commentRows.map((r) => r.userId)).size).toBe(commentRows.length);
      // Everybody unlikes at once: exactly 0.
      const unliked = await Promise.all(members.flatMap((m) => [call(t, m, 'DELETE', `/api/blog/articles/${target}/like`), call(t, m, 'DELETE', `/api/blog/articles/${target}/like`)]));
      for (const a of unliked) expect((a.json() as BlogLikeAnswer).likeCount).toBeGreaterThanOrEqual(0);
      expect((await postLikeSummaries(t.database.db, [target], null)).get(target)!.likeCount).toBe(0);
      // One member liking twice at once counts once.
      await Promise.all([call(t, ben, 'POST', `/api/blog/articles/${target}/like`), call(t, ben, 'POST', `/api/blog/articles/${target}/like`)]);
      expect((await postLikeSummaries(t.database.db, [target], null)).get(target)!.likeCount).toBe(1);
    }, 120_000);
  });
});
