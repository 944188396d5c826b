import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { BACKENDS } from './support/testBackends';
import type { TestApp } from './support/testApp';
import { expectError, userRow, type Session } from './support/accounts';
import { call, ok } from './support/engine';
import { article, commentCalls, eliteMember as newEliteMember, findComment as find, startBlogCommentsWorld, type BlogCommentsWorld } from './support/blogComments';
import { blogComments, notifications } from '../../server/db/schema';
import { BLOG_COMMENT_RULES } from '../../product/blogCommentRules';
import type { BlogArticleCreated, BlogComment, BlogCommentDraft } from '../../contracts';

/** Issue 25, scope 4: reading, posting (hostile content included), threads to depth 3, edit and delete by the author only, sorting, the rate limit (document 4 sections 3 to 7). */

describe.each(BACKENDS)('blog comments: reading, posting, threads, sorting and the rate limit on %s', (backend) => {
  let world: BlogCommentsWorld;
  let t: TestApp;
  let cms: Session;
  let admin: Session;
  let free: Session;
  let anna: Session;
  let ben: Session;
  let postId: number;
  let otherPostId: number;
  let elitePostId: number;
  let draftPostId: number;
  const { comments, post, posted, count } = commentCalls(() => world);
  const eliteMember = (overrides: { firstname?: string; lastname?: string } = {}): Promise<Session> => newEliteMember(t, overrides);

  beforeAll(async () => {
    world = await startBlogCommentsWorld(backend);
    ({ t, cms, admin, free, anna, ben, postId, otherPostId, elitePostId, draftPostId } = world);
  }, 180_000);
  afterAll(async () => { await t?.close(); });

  describe('reading', () => {
    it('answers an empty thread and a count of 0 to visitors', async () => {
      expect(await comments(null, otherPostId)).toEqual([]);
      expect(await count(otherPostId)).toBe(0);
    });

    it('answers 404 for an article that does not exist or is not published, and 400 for a bad sort', async () => {
      expectError(await call(t, null, 'GET', '/api/blog/posts/999999/comments'), 404);
      expectError(await call(t, null, 'GET', `/api/blog/posts/${draftPostId}/comments`), 404);
      expectError(await call(t, null, 'GET', '/api/blog/posts/9999999999/commentCount'), 404);
      expectError(await call(t, null, 'GET', '/api/blog/posts/99999999999/commentCount'), 400);
      expectError(await call(t, null, 'GET', `/api/blog/posts/${postId}/comments?sort=best`), 400);
      expectError(await call(t, null, 'GET', '/api/blog/posts/abc/comments'), 400);
    });

    it('keeps the comments of the Elite trading plan for Elite members and the staff', async () => {
      await posted(anna, 'Elite thoughts', null, elitePostId);
      expectError(await call(t, null, 'GET', `/api/blog/posts/${elitePostId}/comments`), 401);
      expectError(await call(t, free, 'GET', `/api/blog/posts/${elitePostId}/comments`), 403);
      expect((await comments(ben, elitePostId)).map((c) => c.text)).toEqual(['Elite thoughts']);
      expect((await comments(cms, elitePostId))).toHaveLength(1);
    });
  });

  describe('posting', () => {
    it('refuses visitors (401) and members without Elite (403), and changes nothing', async () => {
      expectError(await post(null, { text: 'Hello' }), 401);
      expectError(await post(free, { text: 'Hello' }), 403);
      expectError(await post(cms, { text: 'Hello' }), 403);
      expect(await comments(null)).toEqual([]);
    });

    it('publishes an Elite member\'s comment (201) with the fields of document 4 section 3', async () => {
      const c = await posted(anna, 'First look at the range');
      expect(c).toMatchObject({
        postId, parentId: null, depth: 1, text: 'First look at the range', authorUsername: anna.username, authorDisplayName: anna.username,
        authorDisplayPreference: 'username', isEdited: false, isDeleted: false, isHidden: false, isDraft: false, likeCount: 0, isLiked: false,
        isOwn: true, replyCount: 0, children: [],
      });
      expect(typeof c.commentId).toBe('number');
      expect(Date.parse(c.createdAt)).not.toBeNaN();
      const seen = find(await comments(null), c.commentId)!;
      expect(seen.text).toBe('First look at the range');
      expect(seen.isOwn).toBe(false);
      expect(await count()).toBe(1);
    });

    it('names the author by the chosen preference', async () => {
      const res = await post(ben, { text: 'By full name', authorDisplayPreference: 'fullname' }, otherPostId);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ authorDisplayName: 'Ben Meyer', authorDisplayPreference: 'fullname', authorUsername: ben.username });
      expectError(await post(ben, { text: 'x', authorDisplayPreference: 'nickname' }, otherPostId), 400);
    });

    it("refuses an empty, blank or too long comment with the spec's messages", async () => {
      expectError(await post(anna, { text: '' }), 400, 'Comment cannot be empty', 'COMMENT_EMPTY');
      expectError(await post(anna, { text: ' \n\t ' }), 400, 'Comment cannot be empty');
      expectError(await post(anna, { text: '<script>alert(1)</script>' }), 400, 'Comment cannot be empty');
      expectError(await post(anna, { text: 'x'.repeat(BLOG_COMMENT_RULES.maxLength + 1) }), 400, 'Comment cannot exceed 1000 characters', 'COMMENT_TOO_LONG');
      expectError(await post(anna, {}), 400);
      expectError(await post(anna, { text: 5 }), 400);
      const exact = await posted(anna, 'y'.repeat(BLOG_COMMENT_RULES.maxLength), null, otherPostId);
      expect(exact.text).toHaveLength(1000);
    });

    it('strips hostile markup: script, event handlers, javascript: links, foreign iframes', async () => {
      const hostile = [
        ['<script>alert(1)</script>Nice level', 'Nice level'],
        ['<img src=x onerror="alert(1)">Range holds', 'Range holds'],
        ['<a href="javascript:alert(1)">click</a> here', 'click here'],
        ['<iframe src="https://evil.example/x"></iframe>Video', 'Video'],
        ['&lt;script&gt;alert(1)&lt;/script&gt;Encoded', 'Encoded'],
        ['SPY < 600 & QQQ > 500', 'SPY < 600 & QQQ > 500'],
        ['Line one\r\n\r\nLine two\u202E', 'Line one\n\nLine two'],
      ] as const;
      for (const [text, expected] of hostile) {
        const c = await posted(ben, text, null, otherPostId);
        expect(c.text, text).toBe(expected);
      }
      const stored = await t.database.db.select({ text: blogComments.text }).from(blogComments).where(eq(blogComments.postId, otherPostId));
      for (const row of stored) expect(row.text).not.toMatch(/<script|onerror|javascript:|<iframe/i);
    });

    it('refuses a 2 MB body (413) and unknown fields (400)', async () => {
      expect((await post(anna, { text: 'x'.repeat(2 * 1024 * 1024) })).statusCode).toBe(413);
      expectError(await post(anna, { text: 'Hi', admin: true }), 400);
    });
  });

  describe('threads', () => {
    let root: BlogComment;
    let reply: BlogComment;
    let deep: BlogComment;

    it('nests replies to depth 3 and refuses depth 4', async () => {
      root = await posted(anna, 'Root');
      reply = await posted(ben, 'Reply', root.commentId);
      deep = await posted(anna, 'Reply to reply', reply.commentId);
      expect([root.depth, reply.depth, deep.depth]).toEqual([1, 2, 3]);
      expectError(await post(ben, { text: 'Too deep', parentId: deep.commentId }), 400, /at most 3 levels/, 'MAX_NESTING');
      const tree = find(await comments(null), root.commentId)!;
      expect(tree.replyCount).toBe(2);
      expect(tree.children.map((c) => c.commentId)).toEqual([reply.commentId]);
      expect(tree.children[0]!.children.map((c) => c.commentId)).toEqual([deep.commentId]);
      expect(tree.children[0]!.children[0]!.children).toEqual([]);
    });

    it('refuses a parent of another article or one that does not exist', async () => {
      expectError(await post(ben, { text: 'Wrong post', parentId: root.commentId }, otherPostId), 404);
      expectError(await post(ben, { text: 'No parent', parentId: 987654321 }), 404);
      expectError(await post(ben, { text: 'Bad parent', parentId: 'one' }), 400);
    });

    it('notifies the author of the comment replied to, in the app, and not for a reply to oneself', async () => {
      const annaId = (await userRow(t, anna.username)).id;
      const benId = (await userRow(t, ben.username)).id;
      const forAnna = await t.database.db.select().from(notifications).where(eq(notifications.userId, annaId));
      expect(forAnna.some((n) => n.title === `${ben.username} replied to your comment` && n.content.includes('Reply'))).toBe(true);
      const forBen = await t.database.db.select().from(notifications).where(eq(notifications.userId, benId));
      expect(forBen.filter((n) => n.title.includes('replied to your comment'))).toHaveLength(1);
      const own = await posted(ben, 'Self reply', reply.commentId);
      const after = await t.database.db.select().from(notifications).where(eq(notifications.userId, benId));
      expect(after).toHaveLength(forBen.length);
      // The member reads it through the notification call.
      const res = await call(t, anna, 'GET', '/api/fetchNotifications');
      expect(JSON.stringify(res.json())).toContain('replied to your comment');
      await call(t, ben, 'DELETE', `/api/blog/comments/${own.commentId}`);
    });

    it('lets only the author edit (403 for anyone else, admins included)', async () => {
      expectError(await call(t, ben, 'PUT', `/api/blog/comments/${root.commentId}`, { text: 'Hijacked' }), 403);
      expectError(await call(t, admin, 'PUT', `/api/blog/comments/${root.commentId}`, { text: 'Hijacked' }), 403);
      expectError(await call(t, null, 'PUT', `/api/blog/comments/${root.commentId}`, { text: 'Hijacked' }), 401);
      expectError(await call(t, anna, 'PUT', `/api/blog/comments/${root.commentId}`, { text: '   ' }), 400, 'Comment cannot be empty');
      expectError(await call(t, anna, 'PUT', '/api/blog/comments/987654321', { text: 'Nothing' }), 404);
      const edited = ok<BlogComment>(await call(t, anna, 'PUT', `/api/blog/comments/${root.commentId}`, { text: 'Root <b>edited</b>' }));
      expect(edited).toMatchObject({ commentId: root.commentId, text: 'Root edited', isEdited: true });
      expect(find(await comments(null), root.commentId)!.text).toBe('Root edited');
    });

    it('lets only the author delete; the text becomes empty, isDeleted, and the replies stay', async () => {
      expectError(await call(t, ben, 'DELETE', `/api/blog/comments/${root.commentId}`), 403);
      const before = await count();
      const deleted = ok<BlogComment>(await call(t, anna, 'DELETE', `/api/blog/comments/${root.commentId}`));
      expect(deleted).toMatchObject({ commentId: root.commentId, isDeleted: true, text: '' });
      const tree = find(await comments(null), root.commentId)!;
      expect(tree).toMatchObject({ isDeleted: true, text: '' });
      expect(tree.children.map((c) => c.commentId)).toEqual([reply.commentId]);
      expect(await count()).toBe(before - 1);
      expectError(await call(t, anna, 'DELETE', `/api/blog/comments/${root.commentId}`), 409, undefined, 'COMMENT_DELETED');
      expectError(await call(t, anna, 'PUT', `/api/blog/comments/${root.commentId}`, { text: 'Back' }), 409);
      expectError(await post(ben, { text: 'Reply to a deleted one', parentId: root.commentId }), 409, undefined, 'PARENT_REMOVED');
      const stored = await t.database.db.select().from(blogComments).where(eq(blogComments.id, root.commentId));
      expect(stored[0]!.text).toBe('');
    });
  });

  describe('sorting', () => {
    it('sorts the top level by newest, oldest, activity, likes and replies; replies oldest first', async () => {
      const board = await eliteMember();
      const sortPost = ok<BlogArticleCreated>(await call(t, cms, 'POST', '/api/blog/articles', article({ title: 'Sorting' }))).id;
      const times = [Date.parse('2026-11-20T10:00:00Z'), Date.parse('2026-11-20T11:00:00Z'), Date.parse('2026-11-20T12:00:00Z')];
      const clockBefore = t.clock.now;
      const at = (ms: number): void => { t.clock.now = new Date(ms); };
      at(times[0]!);
      const a = await posted(anna, 'A (oldest, most replies)', null, sortPost);
      at(times[1]!);
      const b = await posted(ben, 'B (most liked)', null, sortPost);
      at(times[2]!);
      const c = await posted(board, 'C (newest)', null, sortPost);
      at(times[2]! + 60_000);
      const r1 = await posted(ben, 'reply 1', a.commentId, sortPost);
      at(times[2]! + 120_000);
      const r2 = await posted(board, 'reply 2', a.commentId, sortPost);
      at(times[2]! + 180_000);
      // B becomes the most active thread through an edit.
      await call(t, ben, 'PUT', `/api/blog/comments/${b.commentId}`, { text: 'B (most liked, edited last)' });
      for (const s of [anna, board]) expect((await call(t, s, 'POST', `/api/blog/comments/${b.commentId}/like`)).statusCode).toBe(201);
      t.clock.now = clockBefore;
      const ids = async (sort: string) => (await comments(null, sortPost, sort)).map((x) => x.commentId);
      expect(await ids('newest')).toEqual([c.commentId, b.commentId, a.commentId]);
      expect((await comments(null, sortPost)).map((x) => x.commentId)).toEqual([c.commentId, b.commentId, a.commentId]);
      expect(await ids('oldest')).toEqual([a.commentId, b.commentId, c.commentId]);
      expect(await ids('likes')).toEqual([b.commentId, c.commentId, a.commentId]);
      expect(await ids('replies')).toEqual([a.commentId, c.commentId, b.commentId]);
      expect(await ids('active')).toEqual([b.commentId, a.commentId, c.commentId]);
      const thread = (await comments(null, sortPost, 'newest')).find((x) => x.commentId === a.commentId)!;
      expect(thread.children.map((x) => x.commentId)).toEqual([r1.commentId, r2.commentId]);
    });
  });

  describe('rate limit', () => {
    it('limits posting and publishing per member and minute (RATE_LIMIT_COMMENTS; 429), other members unaffected', async () => {
      const limits = t.app.deps.config.rateLimits.comments;
      const before = limits.max;
      limits.max = BLOG_COMMENT_RULES.postsPerMinute;
      try {
        const busy = await eliteMember();
        for (let i = 0; i < limits.max; i++) expect((await post(busy, { text: `Post ${i}` }, otherPostId)).statusCode).toBe(201);
        expectError(await post(busy, { text: 'One too many' }, otherPostId), 429, /Too many requests/, 'RATE_LIMITED');
        const mine = await t.database.db.select().from(blogComments)
          .where(and(eq(blogComments.postId, otherPostId), eq(blogComments.authorId, (await userRow(t, busy.username)).id)));
        expect(mine).toHaveLength(limits.max);
        expect((await post(await eliteMember(), { text: 'Still fine' }, otherPostId)).statusCode).toBe(201);
        // Publishing drafts counts the same way.
        const drafter = await eliteMember();
        for (let i = 0; i <= limits.max; i++) {
          const d = ok<BlogCommentDraft>(await call(t, drafter, 'POST', '/api/blog/comments/draft', { postId: otherPostId, text: `Draft ${i}` }));
          const res = await call(t, drafter, 'POST', '/api/blog/comments/publishDraft', { draftId: d.commentId });
          expect(res.statusCode).toBe(i < limits.max ? 201 : 429);
          if (i >= limits.max) await call(t, drafter, 'DELETE', `/api/blog/comments/drafts/${d.commentId}`);
        }
        // Refused input does not count against the limit.
        const careful = await eliteMember();
        for (let i = 0; i < limits.max + 2; i++) expect((await post(careful, { text: 5 }, otherPostId)).statusCode).toBe(400);
        expect((await post(careful, { text: 'Now valid' }, otherPostId)).statusCode).toBe(201);
      } finally {
        limits.max = before;
      }
    });
  });
});
