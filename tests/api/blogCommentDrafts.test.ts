import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS } from './support/testBackends';
import type { TestApp } from './support/testApp';
import { expectError, type Session } from './support/accounts';
import { call, ok } from './support/engine';
import { commentCalls, eliteMember as newEliteMember, findComment as find, startBlogCommentsWorld, type BlogCommentsWorld } from './support/blogComments';
import { BLOG_COMMENT_RULES } from '../../product/blogCommentRules';
import type { BlogCommentDraft } from '../../contracts';

/** Issue 25, scope 4: comment drafts: saved, updated, kept to depth 3, published once, deleted, limited per member and article (document 4 sections 4 and 5). */

describe.each(BACKENDS)('blog comment drafts on %s', (backend) => {
  let world: BlogCommentsWorld;
  let t: TestApp;
  let free: Session;
  let anna: Session;
  let ben: Session;
  let postId: number;
  let otherPostId: number;
  const { comments, posted } = commentCalls(() => world);
  const eliteMember = (overrides: { firstname?: string; lastname?: string } = {}): Promise<Session> => newEliteMember(t, overrides);

  beforeAll(async () => {
    world = await startBlogCommentsWorld(backend);
    ({ t, free, anna, ben, postId, otherPostId } = world);
  }, 180_000);
  afterAll(async () => { await t?.close(); });

  describe('drafts', () => {
    let draft: BlogCommentDraft;

    it('saves a new draft and answers its commentId; only the author sees it', async () => {
      const res = await call(t, anna, 'POST', '/api/blog/comments/draft', { postId, text: 'Half a thought', parentId: null, authorDisplayPreference: 'fullname' });
      expect(res.statusCode, res.body).toBe(200);
      draft = res.json() as BlogCommentDraft;
      expect(draft).toMatchObject({ postId, parentId: null, text: 'Half a thought', preview: 'Half a thought', authorDisplayPreference: 'fullname' });
      expect(typeof draft.commentId).toBe('number');
      expect((await comments(null)).some((c) => c.commentId === draft.commentId)).toBe(false);
      expect(ok<BlogCommentDraft[]>(await call(t, anna, 'GET', `/api/blog/posts/${postId}/comments/drafts`)).map((d) => d.commentId)).toEqual([draft.commentId]);
      expect(ok<BlogCommentDraft[]>(await call(t, ben, 'GET', `/api/blog/posts/${postId}/comments/drafts`))).toEqual([]);
      expectError(await call(t, free, 'GET', `/api/blog/posts/${postId}/comments/drafts`), 403);
      expectError(await call(t, null, 'GET', `/api/blog/posts/${postId}/comments/drafts`), 401);
    });

    it('updates the draft named by draftId; another member cannot', async () => {
      const long = `${'word '.repeat(60)}end`;
      const res = await call(t, anna, 'POST', '/api/blog/comments/draft', { postId, text: long, draftId: draft.commentId });
      expect(res.statusCode, res.body).toBe(200);
      const saved = res.json() as BlogCommentDraft;
      expect(saved.commentId).toBe(draft.commentId);
      expect(saved.text).toBe(long);
      expect(saved.preview).toBe(`${long.replace(/\s+/g, ' ').slice(0, 150)}…`);
      expectError(await call(t, ben, 'POST', '/api/blog/comments/draft', { postId, text: 'Mine now', draftId: draft.commentId }), 404, 'Cannot save draft: Invalid draft ID');
      expectError(await call(t, anna, 'POST', '/api/blog/comments/draft', { postId: otherPostId, text: 'Moved', draftId: draft.commentId }), 404);
      expectError(await call(t, anna, 'POST', '/api/blog/comments/draft', { postId, text: '' }), 400, 'Comment cannot be empty');
      expectError(await call(t, anna, 'POST', '/api/blog/comments/draft', { postId, text: 'z'.repeat(1001) }), 400, 'Comment cannot exceed 1000 characters');
      expectError(await call(t, free, 'POST', '/api/blog/comments/draft', { postId, text: 'Free draft' }), 403);
      expectError(await call(t, anna, 'POST', '/api/blog/comments/draft', { postId: 999999, text: 'No article' }), 404);
    });

    it('keeps reply drafts to depth 3', async () => {
      const root = await posted(ben, 'Draft parent');
      const mid = await posted(ben, 'Draft mid', root.commentId);
      const low = await posted(ben, 'Draft low', mid.commentId);
      expectError(await call(t, anna, 'POST', '/api/blog/comments/draft', { postId, text: 'Too deep', parentId: low.commentId }), 400, undefined, 'MAX_NESTING');
      const replyDraft = ok<BlogCommentDraft>(await call(t, anna, 'POST', '/api/blog/comments/draft', { postId, text: 'Reply draft', parentId: mid.commentId }));
      expect(replyDraft.parentId).toBe(mid.commentId);
      const published = await call(t, anna, 'POST', '/api/blog/comments/publishDraft', { draftId: replyDraft.commentId });
      expect(published.statusCode, published.body).toBe(201);
      expect(published.json()).toMatchObject({ parentId: mid.commentId, depth: 3 });
    });

    it('publishes a draft once (201), as a comment dated now; a second publish finds no draft', async () => {
      expectError(await call(t, ben, 'POST', '/api/blog/comments/publishDraft', { draftId: draft.commentId }), 404);
      const [first, second] = await Promise.all([
        call(t, anna, 'POST', '/api/blog/comments/publishDraft', { draftId: draft.commentId }),
        call(t, anna, 'POST', '/api/blog/comments/publishDraft', { draftId: draft.commentId }),
      ]);
      expect([first.statusCode, second.statusCode].sort()).toEqual([201, 404]);
      const c = find(await comments(null), draft.commentId)!;
      expect(c).toMatchObject({ isDraft: false, authorDisplayName: 'Anna Schmidt' });
      expect(ok<BlogCommentDraft[]>(await call(t, anna, 'GET', `/api/blog/posts/${postId}/comments/drafts`))).toEqual([]);
      expectError(await call(t, anna, 'POST', '/api/blog/comments/publishDraft', { draftId: 'abc' }), 400);
    });

    it("deletes a draft; an invalid id answers 'Cannot delete draft: Invalid draft ID'", async () => {
      const d = ok<BlogCommentDraft>(await call(t, anna, 'POST', '/api/blog/comments/draft', { postId, text: 'Throw away' }));
      expectError(await call(t, ben, 'DELETE', `/api/blog/comments/drafts/${d.commentId}`), 404, 'Cannot delete draft: Invalid draft ID');
      expectError(await call(t, anna, 'DELETE', '/api/blog/comments/drafts/undefined'), 400, 'Cannot delete draft: Invalid draft ID');
      expectError(await call(t, anna, 'DELETE', '/api/blog/comments/drafts/0'), 400, 'Cannot delete draft: Invalid draft ID');
      // A published comment is no draft.
      const c = await posted(anna, 'Published');
      expectError(await call(t, anna, 'DELETE', `/api/blog/comments/drafts/${c.commentId}`), 404, 'Cannot delete draft: Invalid draft ID');
      expect(ok(await call(t, anna, 'DELETE', `/api/blog/comments/drafts/${d.commentId}`))).toEqual({ success: true });
      expectError(await call(t, anna, 'DELETE', `/api/blog/comments/drafts/${d.commentId}`), 404, 'Cannot delete draft: Invalid draft ID');
    });

    it('limits the drafts per member and article', async () => {
      const member = await eliteMember();
      for (let i = 0; i < BLOG_COMMENT_RULES.maxDraftsPerPost; i++) {
        expect((await call(t, member, 'POST', '/api/blog/comments/draft', { postId: otherPostId, text: `Draft ${i}` })).statusCode).toBe(200);
      }
      expectError(await call(t, member, 'POST', '/api/blog/comments/draft', { postId: otherPostId, text: 'One more' }), 400, undefined, 'TOO_MANY_DRAFTS');
    });
  });
});
