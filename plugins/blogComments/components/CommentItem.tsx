import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuButton, useFormat } from '../../../engine/ui';
import { BLOG_COMMENT_RULES } from '../../../product/blogCommentRules';
import type { BlogComment } from '../../../contracts';
import { canReplyTo } from '../logic/thread';
import { CommentComposer, type ComposerProps } from './CommentComposer';
import { LikeButton } from './LikeButton';

export interface CommentActions {
  canWrite: boolean;
  signedIn: boolean;
  moderator: boolean;
  reply(parent: BlogComment, text: string, preference: Parameters<ComposerProps['submit']>[1], draftId: number | null): Promise<boolean>;
  saveReplyDraft(parent: BlogComment): ComposerProps['saveDraft'];
  names?: ComposerProps['names'];
  edit(c: BlogComment, text: string): Promise<boolean>;
  remove(c: BlogComment): Promise<void>;
  hide(c: BlogComment, hidden: boolean): Promise<void>;
  liked(c: BlogComment, likeCount: number, isLiked: boolean): void;
  error(message: string): void;
}

/** One comment and (above depth 3) its replies; the reply action is disabled at depth 3 with the max-nesting note. */
export function CommentItem({ comment, actions }: { comment: BlogComment; actions: CommentActions }) {
  const { t } = useTranslation('blogComments');
  const f = useFormat();
  const [replying, setReplying] = useState(false);
  const [editing, setEditing] = useState(false);
  const pending = comment.commentId < 0;
  const replyable = canReplyTo(comment);
  const text = comment.isDeleted ? t('comment.deleted') : comment.isHidden && !comment.text ? t('comment.hidden') : comment.text;
  return (
    <li className={`comment comment--depth-${comment.depth}${pending ? ' comment--pending' : ''}`} data-testid={`comment-${comment.commentId}`} data-depth={comment.depth}>
      <div className="comment__head">
        <strong className="comment__author">{comment.authorDisplayName}</strong>
        <time dateTime={comment.createdAt} className="comment__date">{f.dateTime(comment.createdAt)}</time>
        {comment.isEdited && !comment.isDeleted && <span className="comment__edited">{t('comment.edited')}</span>}
        {comment.isHidden && <span className="comment__hidden-badge">{t('comment.hiddenBadge')}</span>}
        {pending && <span className="comment__pending">{t('comment.pending')}</span>}
        {!pending && ((comment.isOwn && !comment.isDeleted && actions.canWrite) || (actions.moderator && !comment.isDeleted)) && (
          <MenuButton label="⋯" popup="menu" className="comment__menu" buttonProps={{ 'aria-label': t('comment.actions') }}>
            {(panel) => (
              <div role="menu" id={panel.id} className="comment__menu-panel">
                {comment.isOwn && actions.canWrite && !comment.isHidden && (
                  <button type="button" role="menuitem" onClick={() => { panel.close(false); setEditing(true); }}>{t('comment.edit')}</button>
                )}
                {comment.isOwn && actions.canWrite && (
                  <button type="button" role="menuitem" onClick={() => { panel.close(); void actions.remove(comment); }}>{t('comment.delete')}</button>
                )}
                {actions.moderator && (
                  <button type="button" role="menuitem" onClick={() => { panel.close(); void actions.hide(comment, !comment.isHidden); }}>
                    {comment.isHidden ? t('comment.show') : t('comment.hide')}
                  </button>
                )}
              </div>
            )}
          </MenuButton>
        )}
      </div>
      {editing ? (
        <CommentComposer mode="edit" initialText={comment.text} submit={async (value) => {
          const ok = await actions.edit(comment, value);
          if (ok) setEditing(false);
          return ok;
        }} cancel={() => setEditing(false)} />
      ) : (
        <p className={`comment__text${comment.isDeleted || (comment.isHidden && !comment.text) ? ' comment__text--placeholder' : ''}`}>{text}</p>
      )}
      {!pending && !comment.isDeleted && (
        <div className="comment__actions">
          {actions.signedIn && (
            <LikeButton target="comments" id={comment.commentId} likeCount={comment.likeCount} isLiked={comment.isLiked}
              onChange={(count, liked) => actions.liked(comment, count, liked)} onError={actions.error} />
          )}
          {actions.canWrite && (
            <span title={replyable ? undefined : t('comment.maxNesting', { max: BLOG_COMMENT_RULES.maxDepth })}>
              <button type="button" className="button button--link" disabled={!replyable} onClick={() => setReplying((r) => !r)}>{t('comment.reply')}</button>
            </span>
          )}
          {actions.canWrite && !replyable && comment.depth >= BLOG_COMMENT_RULES.maxDepth && (
            <span className="comment__note">{t('comment.maxNesting', { max: BLOG_COMMENT_RULES.maxDepth })}</span>
          )}
        </div>
      )}
      {replying && (
        <CommentComposer mode="reply" replyTo={comment.authorDisplayName} names={actions.names} saveDraft={actions.saveReplyDraft(comment)}
          submit={async (value, preference, draftId) => {
            const ok = await actions.reply(comment, value, preference, draftId);
            if (ok) setReplying(false);
            return ok;
          }} cancel={() => setReplying(false)} />
      )}
      {comment.depth < BLOG_COMMENT_RULES.maxDepth && comment.children.length > 0 && (
        <ul className="comment__children">
          {comment.children.map((child) => <CommentItem key={child.commentId} comment={child} actions={actions} />)}
        </ul>
      )}
    </li>
  );
}
