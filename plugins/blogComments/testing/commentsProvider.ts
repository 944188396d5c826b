import { ApiCallError, testDataProvider, type DataProvider } from '../../../engine/data';
import type { BlogLikersAnswer } from '../../../contracts';
import { commentFixture, draftFixture, threadFixture } from './commentFixtures';

export type CommentsStoryAnswer = 'thread' | 'empty' | 'pending' | 'failed';

const LIKERS: BlogLikersAnswer = {
  users: [{ username: 'anna', likedAt: '2026-11-20T11:00:00.000Z' }, { username: 'ben', likedAt: '2026-11-20T12:00:00.000Z' }],
  total: 2, page: 1, limit: 10,
};

/** The comment calls over the fixtures: reads answer the thread, writes answer what they made. */
export function commentsProvider(answer: CommentsStoryAnswer = 'thread'): DataProvider {
  return testDataProvider({
    request: ((path: string, options?: { method?: string; body?: { text?: string } }) => {
      if (answer === 'pending') return new Promise(() => undefined);
      if (answer === 'failed') return Promise.reject(new ApiCallError(503, 'The comments could not be loaded.'));
      const url = new URL(path, 'http://story');
      const method = options?.method ?? 'GET';
      if (method === 'GET' && url.pathname.endsWith('/comments')) return Promise.resolve(answer === 'empty' ? [] : threadFixture());
      if (url.pathname.endsWith('/commentCount')) return Promise.resolve({ count: answer === 'empty' ? 0 : 3 });
      if (url.pathname.endsWith('/drafts')) return Promise.resolve(answer === 'empty' ? [] : [draftFixture()]);
      if (url.pathname.endsWith('/likes')) return Promise.resolve(LIKERS);
      if (url.pathname.endsWith('/like')) return Promise.resolve({ likeCount: method === 'POST' ? 4 : 3, isLiked: method === 'POST' });
      if (method === 'POST' || method === 'PUT') return Promise.resolve(commentFixture({ commentId: 99, text: options?.body?.text ?? '', isOwn: true }));
      return Promise.reject(new Error(`the story has no answer for ${method} ${path}`));
    }) as DataProvider['request'],
  });
}
