/**
 * The comment and like calls (contracts/blog.ts; document 4 section 7.1) on the engine's data
 * provider. The engine's client takes every answer but 200 for a failure (docs/decisions.md, "A
 * create's 201"): the calls the server answers with 201 (post, publish, like) read the created
 * item from that answer's body. Only a lost session goes to the error catalogue; every other
 * failure stays with the thread, which names it (document 4 section 8).
 */
import { ApiCallError, defineDataMethods, type DataProvider } from '../../../engine/data';
import type {
  BlogComment, BlogCommentCount, BlogCommentDraft, BlogCommentDraftInput, BlogCommentInput, BlogCommentsAnswer,
  BlogLikeAnswer, BlogLikersAnswer, CommentSort, SuccessAnswer,
} from '../../../contracts';

const endsSession = (err: unknown): boolean => err instanceof ApiCallError && err.status === 401;
const isCreated = (err: unknown): boolean => err instanceof ApiCallError && err.status === 201;

/** A call the server answers with 201: its body is the answer. */
async function created<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (err) {
    if (isCreated(err)) return (err as ApiCallError).body as T;
    throw err;
  }
}

export type LikeTarget = 'articles' | 'comments';

export interface CommentsApi {
  list(postId: number, sort: CommentSort): Promise<BlogCommentsAnswer>;
  count(postId: number): Promise<BlogCommentCount>;
  post(postId: number, input: BlogCommentInput): Promise<BlogComment>;
  edit(commentId: number, text: string): Promise<BlogComment>;
  remove(commentId: number): Promise<BlogComment>;
  saveDraft(input: BlogCommentDraftInput): Promise<BlogCommentDraft>;
  drafts(postId: number): Promise<BlogCommentDraft[]>;
  publishDraft(draftId: number): Promise<BlogComment>;
  deleteDraft(draftId: number): Promise<SuccessAnswer>;
  like(target: LikeTarget, id: number, liked: boolean): Promise<BlogLikeAnswer>;
  likers(target: LikeTarget, id: number, page: number, limit: number): Promise<BlogLikersAnswer>;
  hide(commentId: number, hidden: boolean): Promise<BlogComment>;
}

export const commentsMethods = defineDataMethods('blogComments', (data: DataProvider): CommentsApi => {
  const quiet = { reportError: (err: unknown) => endsSession(err) } as const;
  const createdToo = { reportError: (err: unknown) => endsSession(err) && !isCreated(err) } as const;
  return {
    list: (postId, sort) => data.request<BlogCommentsAnswer>(`/blog/posts/${postId}/comments?sort=${sort}`, quiet),
    count: (postId) => data.request<BlogCommentCount>(`/blog/posts/${postId}/commentCount`, quiet),
    post: (postId, input) => created(data.request<BlogComment>(`/blog/posts/${postId}/comments`, { method: 'POST', body: input, ...createdToo })),
    edit: (commentId, text) => data.request<BlogComment>(`/blog/comments/${commentId}`, { method: 'PUT', body: { text }, ...quiet }),
    remove: (commentId) => data.request<BlogComment>(`/blog/comments/${commentId}`, { method: 'DELETE', ...quiet }),
    saveDraft: (input) => data.request<BlogCommentDraft>('/blog/comments/draft', { method: 'POST', body: input, ...quiet }),
    drafts: (postId) => data.request<BlogCommentDraft[]>(`/blog/posts/${postId}/comments/drafts`, quiet),
    publishDraft: (draftId) => created(data.request<BlogComment>('/blog/comments/publishDraft', { method: 'POST', body: { draftId }, ...createdToo })),
    deleteDraft: (draftId) => data.request<SuccessAnswer>(`/blog/comments/drafts/${draftId}`, { method: 'DELETE', ...quiet }),
    like: (target, id, liked) => (liked
      ? created(data.request<BlogLikeAnswer>(`/blog/${target}/${id}/like`, { method: 'POST', ...createdToo }))
      : data.request<BlogLikeAnswer>(`/blog/${target}/${id}/like`, { method: 'DELETE', ...quiet })),
    likers: (target, id, page, limit) => data.request<BlogLikersAnswer>(`/blog/${target}/${id}/likes?page=${page}&limit=${limit}`, quiet),
    hide: (commentId, hidden) => data.request<BlogComment>(`/blog/comments/${commentId}/hide`, { method: 'POST', body: { hidden }, ...quiet }),
  };
});
