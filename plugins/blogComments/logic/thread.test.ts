import { describe, expect, it } from 'vitest';
import { canReplyTo, findComment, insertComment, mapComment, removeComment, textProblem } from './thread';
import { commentFixture } from '../testing/commentFixtures';

describe('thread changes', () => {
  const root = commentFixture({ commentId: 1 });
  const reply = commentFixture({ commentId: 2, parentId: 1, depth: 2 });
  const tree = [{ ...root, children: [reply], replyCount: 1 }];

  it('inserts at the top or under the parent without touching the old tree', () => {
    const top = insertComment(tree, commentFixture({ commentId: 3 }), true);
    expect(top.map((c) => c.commentId)).toEqual([3, 1]);
    const nested = insertComment(tree, commentFixture({ commentId: 4, parentId: 2, depth: 3 }), true);
    expect(findComment(nested, 2)!.children.map((c) => c.commentId)).toEqual([4]);
    expect(findComment(tree, 2)!.children).toEqual([]);
  });

  it('changes and removes one comment anywhere in the tree', () => {
    expect(findComment(mapComment(tree, 2, (c) => ({ ...c, text: 'new' })), 2)!.text).toBe('new');
    expect(findComment(removeComment(tree, 2), 2)).toBeUndefined();
  });

  it('allows replies above depth 3 only, and checks the text', () => {
    expect(canReplyTo(reply)).toBe(true);
    expect(canReplyTo({ ...reply, depth: 3 })).toBe(false);
    expect(textProblem('  ')).toBe('empty');
    expect(textProblem('x'.repeat(1001))).toBe('tooLong');
    expect(textProblem('x'.repeat(1000))).toBeNull();
  });
});
