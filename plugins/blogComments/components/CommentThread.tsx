import { useCallback, useEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useDataMethods, useEngine } from '../../../engine/ui';
import { hasPermission } from '../../../product/permissionModules';
import { COMMENT_SORTS, ELITE_UPGRADE_PATH, type CommentDisplayPreference } from '../../../product/blogCommentRules';
import type { BlogComment, BlogCommentDraft, CommentSort } from '../../../contracts';
import { commentsMethods } from '../data/commentsApi';
import { findComment, insertComment, mapComment, removeComment } from '../logic/thread';
import { CommentComposer } from './CommentComposer';
import { CommentItem, type CommentActions } from './CommentItem';
import { Toasts, useToasts } from './Toasts';
import '../blogComments.css';

let temporaryId = -1;

/**
 * The comment area under an article (document 4 sections 2.1, 4 to 6 and 8): readable by
 * everyone; Elite members write (optimistic post, edit, delete, like, rolled back on failure with
 * the section 8 messages and 4-second toasts), keep drafts and sort; other members see the
 * "Exclusive Community Access" prompt, visitors a prompt to log in.
 */
export const CommentThread = observer(function CommentThread({ postId }: { postId: number }) {
  const { t } = useTranslation('blogComments');
  const { session } = useEngine();
  const api = useDataMethods(commentsMethods);
  const { toasts, show, close } = useToasts();
  const [sort, setSort] = useState<CommentSort>('newest');
  const [tree, setTree] = useState<BlogComment[] | 'loading' | 'failed'>('loading');
  const [drafts, setDrafts] = useState<BlogCommentDraft[]>([]);
  const [continuing, setContinuing] = useState<BlogCommentDraft | null>(null);
  const treeRef = useRef<BlogComment[]>([]);
  const user = session.user as { username: string; firstname?: string; lastname?: string } | null;
  const signedIn = user !== null;
  const elite = hasPermission(session.modules, 'ELITE');
  const moderator = hasPermission(session.modules, 'CMSManager');

  const apply = useCallback((next: BlogComment[]) => { treeRef.current = next; setTree(next); }, []);
  const load = useCallback(async () => {
    setTree('loading');
    try {
      apply(await api.list(postId, sort));
    } catch {
      setTree('failed');
    }
  }, [api, postId, sort, apply]);
  useEffect(() => { void load(); }, [load]);
  useEffect(() => {
    if (!elite) return;
    api.drafts(postId).then(setDrafts, () => show('error', t('errors.draftsLoad')));
  }, [api, postId, elite, show, t]);

  const names = user ? { username: user.username, fullname: `${user.firstname ?? ''} ${user.lastname ?? ''}`.trim() || user.username } : undefined;
  const placeholder = (text: string, parent: BlogComment | null, preference: CommentDisplayPreference): BlogComment => {
    const now = new Date().toISOString();
    return {
      commentId: temporaryId--, postId, parentId: parent?.commentId ?? null, depth: parent ? parent.depth + 1 : 1, text,
      authorUsername: user?.username ?? '', authorDisplayName: preference === 'fullname' && names ? names.fullname : user?.username ?? '',
      authorDisplayPreference: preference, createdAt: now, updatedAt: now, lastActivityAt: now, isEdited: false, isDeleted: false,
      isHidden: false, isDraft: false, likeCount: 0, isLiked: false, isOwn: true, replyCount: 0, children: [],
    };
  };

  /** Posts optimistically; a failure takes the temporary comment out again. A draft of the same text is published instead. */
  const publish = async (text: string, parent: BlogComment | null, preference: CommentDisplayPreference, draftId: number | null): Promise<boolean> => {
    const before = treeRef.current;
    const temp = placeholder(text, parent, preference);
    apply(insertComment(before, temp, sort === 'newest'));
    try {
      let saved: BlogComment;
      if (draftId !== null) {
        await api.saveDraft({ postId, text, parentId: parent?.commentId ?? null, draftId, authorDisplayPreference: preference });
        saved = await api.publishDraft(draftId);
        setDrafts((all) => all.filter((d) => d.commentId !== draftId));
      } else {
        saved = await api.post(postId, { text, parentId: parent?.commentId ?? null, authorDisplayPreference: preference });
      }
      apply(mapComment(treeRef.current, temp.commentId, () => saved));
      show('success', t('success.posted'));
      return true;
    } catch {
      apply(removeComment(treeRef.current, temp.commentId));
      show('error', t('errors.post'));
      return false;
    }
  };

  const saveDraft = (parent: BlogComment | null) => async (text: string, draftId: number | null, preference: CommentDisplayPreference): Promise<BlogCommentDraft> => {
    try {
      const saved = await api.saveDraft({ postId, text, parentId: parent?.commentId ?? null, draftId, authorDisplayPreference: preference });
      setDrafts((all) => [saved, ...all.filter((d) => d.commentId !== saved.commentId)]);
      return saved;
    } catch (err) {
      show('error', t('errors.draftSave'));
      throw err;
    }
  };

  const actions: CommentActions = {
    canWrite: elite, signedIn, moderator, names,
    reply: (parent, text, preference, draftId) => publish(text, parent, preference, draftId),
    saveReplyDraft: (parent) => saveDraft(parent),
    async edit(c, text) {
      const before = treeRef.current;
      apply(mapComment(before, c.commentId, (x) => ({ ...x, text, isEdited: true })));
      try {
        const saved = await api.edit(c.commentId, text);
        apply(mapComment(treeRef.current, c.commentId, (x) => ({ ...saved, children: x.children })));
        show('success', t('success.updated'));
        return true;
      } catch {
        apply(mapComment(treeRef.current, c.commentId, (x) => ({ ...x, text: c.text, isEdited: c.isEdited })));
        show('error', t('errors.update'));
        return false;
      }
    },
    async remove(c) {
      apply(mapComment(treeRef.current, c.commentId, (x) => ({ ...x, isDeleted: true, text: '' })));
      try {
        await api.remove(c.commentId);
        show('success', t('success.deleted'));
      } catch {
        apply(mapComment(treeRef.current, c.commentId, (x) => ({ ...x, isDeleted: false, text: c.text })));
        show('error', t('errors.delete'));
      }
    },
    async hide(c, hidden) {
      try {
        const saved = await api.hide(c.commentId, hidden);
        apply(mapComment(treeRef.current, c.commentId, (x) => ({ ...saved, children: x.children })));
        show('success', t(hidden ? 'success.hidden' : 'success.shown'));
      } catch {
        show('error', t('errors.moderate'));
      }
    },
    liked(c, likeCount, isLiked) {
      apply(mapComment(treeRef.current, c.commentId, (x) => ({ ...x, likeCount, isLiked })));
    },
    error: (message) => show('error', message),
  };

  const publishDraft = async (draft: BlogCommentDraft): Promise<void> => {
    try {
      const saved = await api.publishDraft(draft.commentId);
      setDrafts((all) => all.filter((d) => d.commentId !== draft.commentId));
      apply(insertComment(treeRef.current, saved, sort === 'newest'));
      show('success', t('success.draftPublished'));
    } catch {
      show('error', t('errors.draftPublish'));
    }
  };
  const deleteDraft = async (draftId: number | null | undefined): Promise<void> => {
    if (typeof draftId !== 'number' || !Number.isInteger(draftId) || draftId < 1) {
      show('error', t('errors.invalidDraft'));
      return;
    }
    try {
      await api.deleteDraft(draftId);
      setDrafts((all) => all.filter((d) => d.commentId !== draftId));
      if (continuing?.commentId === draftId) setContinuing(null);
      show('success', t('success.draftDeleted'));
    } catch {
      show('error', t('errors.draftDelete'));
    }
  };

  const list = Array.isArray(tree) ? tree : [];
  const continuingParent = continuing?.parentId ? findComment(list, continuing.parentId) ?? null : null;
  return (
    <section className="comments" aria-labelledby={`comments-${postId}`} data-testid={`comments-${postId}`}>
      <div className="comments__head">
        <h3 id={`comments-${postId}`}>{Array.isArray(tree) ? t('titleCount', { count: countVisible(tree) }) : t('title')}</h3>
        {signedIn && elite && list.length > 0 && (
          <label className="comments__sort">
            {t('sort.label')}{' '}
            <select value={sort} onChange={(e) => setSort(e.target.value as CommentSort)}>
              {COMMENT_SORTS.map((s) => <option key={s} value={s}>{t(`sort.${s}`)}</option>)}
            </select>
          </label>
        )}
      </div>
      {!signedIn ? (
        <div className="comments__gate">
          <strong>{t('gate.loginTitle')}</strong>
          <p>{t('gate.loginText')}</p>
          <Link className="button button--primary" to="/login">{t('gate.login')}</Link>
        </div>
      ) : !elite ? (
        <div className="comments__gate comments__gate--elite">
          <strong>{t('gate.eliteTitle')}</strong>
          <p>{t('gate.eliteText')}</p>
          <Link className="button button--primary" to={ELITE_UPGRADE_PATH}>{t('gate.upgrade')}</Link>
        </div>
      ) : (
        <>
          {continuingParent && <p className="comments__replying">{t('composer.replyingTo', { name: continuingParent.authorDisplayName })}</p>}
          <CommentComposer
            key={continuing?.commentId ?? 'new'} mode="new" draft={continuing} names={names}
            saveDraft={saveDraft(continuingParent)}
            submit={async (text, preference, draftId) => {
              const ok = await publish(text, continuingParent, preference, draftId);
              if (ok) setContinuing(null);
              return ok;
            }}
            cancel={continuing ? () => setContinuing(null) : undefined}
          />
          {drafts.length > 0 && (
            <details className="comments__drafts" open>
              <summary>{t('drafts.title', { count: drafts.length })}</summary>
              <ul>
                {drafts.map((d) => (
                  <li key={d.commentId} className="comment-draft" data-testid={`draft-${d.commentId}`}>
                    {d.parentId !== null && <span className="comment-draft__kind">{t('drafts.replyDraft')}</span>}
                    <span className="comment-draft__preview">{d.preview}</span>
                    <span className="comment-draft__actions">
                      <button type="button" className="button button--link" onClick={() => setContinuing(d)}>{t('drafts.edit')}</button>
                      <button type="button" className="button button--link" onClick={() => void publishDraft(d)}>{t('drafts.publish')}</button>
                      <button type="button" className="button button--link" onClick={() => void deleteDraft(d.commentId)}>{t('drafts.delete')}</button>
                    </span>
                  </li>
                ))}
              </ul>
            </details>
          )}
        </>
      )}
      {tree === 'loading' && <p className="comments__state" role="status">{t('loading')}</p>}
      {tree === 'failed' && (
        <div className="comments__state" role="alert">
          <p>{t('errors.load')}</p>
          <button type="button" className="button" onClick={() => void load()}>{t('retry')}</button>
        </div>
      )}
      {Array.isArray(tree) && tree.length === 0 && <p className="comments__state">{t('empty')}</p>}
      {list.length > 0 && <ul className="comments__list">{list.map((c) => <CommentItem key={c.commentId} comment={c} actions={actions} />)}</ul>}
      <Toasts toasts={toasts} close={close} />
    </section>
  );
});

function countVisible(tree: readonly BlogComment[]): number {
  return tree.reduce((n, c) => n + (c.isDeleted || c.isHidden ? 0 : 1) + countVisible(c.children), 0);
}
