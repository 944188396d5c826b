import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS } from './support/testBackends';
import type { TestApp } from './support/testApp';
import { expectError, type Session } from './support/accounts';
import { auditOf, call, ok } from './support/engine';
import { commentCalls, findComment as find, startBlogCommentsWorld, type BlogCommentsWorld } from './support/blogComments';
import type { BlogComment } from '../../contracts';

/** Issue 25, scope 6: admins and CMS managers hide and show comments, audited; members cannot. */

describe.each(BACKENDS)('blog comment moderation on %s', (backend) => {
  let world: BlogCommentsWorld;
  let t: TestApp;
  let cms: Session;
  let admin: Session;
  let free: Session;
  let anna: Session;
  let ben: Session;
  const { comments, posted } = commentCalls(() => world);

  beforeAll(async () => {
    world = await startBlogCommentsWorld(backend);
    ({ t, cms, admin, free, anna, ben } = world);
  }, 180_000);
  afterAll(async () => { await t?.close(); });

  describe('moderation', () => {
    it('lets admins and CMS managers hide and show a comment, audited; members cannot', async () => {
      const c = await posted(ben, 'Spam spam spam');
      const hide = (s: Session | null, hidden: boolean) => call(t, s, 'POST', `/api/blog/comments/${c.commentId}/hide`, { hidden });
      expectError(await hide(anna, true), 403);
      expectError(await hide(free, true), 403);
      expectError(await hide(null, true), 401);
      const hidden = ok<BlogComment>(await hide(cms, true));
      expect(hidden).toMatchObject({ isHidden: true, text: 'Spam spam spam' });
      expect(find(await comments(null), c.commentId)).toMatchObject({ isHidden: true, text: '' });
      expect(find(await comments(ben), c.commentId)).toMatchObject({ isHidden: true, text: '' });
      expect(find(await comments(admin), c.commentId)).toMatchObject({ isHidden: true, text: 'Spam spam spam' });
      expectError(await call(t, ben, 'PUT', `/api/blog/comments/${c.commentId}`, { text: 'Sneaky' }), 403);
      expectError(await call(t, anna, 'POST', `/api/blog/comments/${c.commentId}/like`), 409);
      const shown = ok<BlogComment>(await hide(admin, false));
      expect(shown.isHidden).toBe(false);
      expect(find(await comments(null), c.commentId)!.text).toBe('Spam spam spam');
      const log = await auditOf(t, 'blog_comment', String(c.commentId));
      expect(log.map((l) => l.action)).toEqual(['blog.comment.hide', 'blog.comment.show']);
      expectError(await call(t, cms, 'POST', '/api/blog/comments/987654321/hide', { hidden: true }), 404);
      expectError(await call(t, cms, 'POST', `/api/blog/comments/${c.commentId}/hide`, { hidden: 'yes' }), 400);
    });
  });
});
