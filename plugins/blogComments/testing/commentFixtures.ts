import type { BlogComment, BlogCommentDraft } from '../../../contracts';

/** One comment with every field, for tests and stories. */
export function commentFixture(overrides: Partial<BlogComment> = {}): BlogComment {
  return {
    commentId: 1, postId: 1, parentId: null, depth: 1, text: 'SPY sits right at the lower edge of its short-term range.',
    authorUsername: 'anna', authorDisplayName: 'anna', authorDisplayPreference: 'username',
    createdAt: '2026-11-20T10:00:00.000Z', updatedAt: '2026-11-20T10:00:00.000Z', lastActivityAt: '2026-11-20T10:00:00.000Z',
    isEdited: false, isDeleted: false, isHidden: false, isDraft: false, likeCount: 0, isLiked: false, isOwn: false, replyCount: 0, children: [],
    ...overrides,
  };
}

/** A thread three levels deep, an edited and a deleted comment, likes. */
export function threadFixture(): BlogComment[] {
  const deep = commentFixture({ commentId: 4, parentId: 3, depth: 3, text: 'And the range caps it this week.', authorUsername: 'storyuser', authorDisplayName: 'Story User', authorDisplayPreference: 'fullname', isOwn: true });
  const reply = commentFixture({ commentId: 3, parentId: 1, depth: 2, text: 'Agreed, the trend is still bullish.', authorUsername: 'ben', authorDisplayName: 'ben', likeCount: 2, isLiked: true, replyCount: 1, children: [deep] });
  return [
    commentFixture({ commentId: 5, text: '', isDeleted: true, createdAt: '2026-11-21T09:00:00.000Z' }),
    commentFixture({ commentId: 1, likeCount: 3, replyCount: 2, children: [reply], isEdited: true }),
  ];
}

export function draftFixture(overrides: Partial<BlogCommentDraft> = {}): BlogCommentDraft {
  return {
    commentId: 9, postId: 1, parentId: null, text: 'Half a thought about QQQ', preview: 'Half a thought about QQQ',
    authorDisplayPreference: 'username', createdAt: '2026-11-21T08:00:00.000Z', updatedAt: '2026-11-21T08:05:00.000Z', ...overrides,
  };
}
