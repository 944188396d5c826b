import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BLOG_COMMENT_RULES, commentLengthState, type CommentDisplayPreference } from '../../../product/blogCommentRules';
import type { BlogCommentDraft } from '../../../contracts';
import { textProblem } from '../logic/thread';

export interface ComposerProps {
  mode: 'new' | 'reply' | 'edit';
  initialText?: string;
  /** The name replied to (reply mode). */
  replyTo?: string;
  /** The draft being continued, if any. */
  draft?: BlogCommentDraft | null;
  /** Drafts are saved (after 1 s idle when changed, or by Save Draft); not in edit mode. */
  saveDraft?(text: string, draftId: number | null, preference: CommentDisplayPreference): Promise<BlogCommentDraft>;
  names?: { username: string; fullname: string };
  submit(text: string, preference: CommentDisplayPreference, draftId: number | null): Promise<boolean>;
  cancel?(): void;
}

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/**
 * The comment box (document 4 section 5): the counter "n / 1000" (warning colour at 90 %, error at
 * 100 %), 'Comment cannot be empty' / 'Comment cannot exceed 1000 characters', the tooltips of the
 * submit button, Ctrl/Cmd+Enter submits, Save Draft (disabled when empty or too long) and the
 * autosave 1 s after the last change when the text differs from the last saved one.
 */
export function CommentComposer({ mode, initialText = '', replyTo, draft = null, saveDraft, names, submit, cancel }: ComposerProps) {
  const { t } = useTranslation('blogComments');
  const id = useId();
  const [text, setText] = useState(draft?.text ?? initialText);
  const [preference, setPreference] = useState<CommentDisplayPreference>(draft?.authorDisplayPreference ?? 'username');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [draftId, setDraftId] = useState<number | null>(draft?.commentId ?? null);
  const [draftState, setDraftState] = useState<{ kind: 'saving' | 'saved' | 'failed'; at?: string } | null>(null);
  const lastSaved = useRef(draft?.text ?? '');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const saving = useRef<Promise<unknown> | null>(null);
  const problem = textProblem(text);
  const length = text.trim().length;
  const lengthState = commentLengthState(length);

  const persist = async (value: string): Promise<void> => {
    if (!saveDraft || textProblem(value) || value === lastSaved.current) return;
    setDraftState({ kind: 'saving' });
    const run = saveDraft(value, draftId, preference).then((saved) => {
      lastSaved.current = value;
      setDraftId(saved.commentId);
      setDraftState({ kind: 'saved', at: new Date(saved.updatedAt).toLocaleTimeString() });
    }, () => setDraftState({ kind: 'failed' }));
    saving.current = run;
    await run;
  };

  useEffect(() => {
    if (!saveDraft) return undefined;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void persist(text), BLOG_COMMENT_RULES.autosaveMs);
    return () => { if (timer.current) clearTimeout(timer.current); };
    // Only a change of the text starts the idle timer.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- persist reads the latest state through its closure on purpose
  }, [text]);

  const send = async (): Promise<void> => {
    setTried(true);
    if (problem || busy) return;
    if (timer.current) clearTimeout(timer.current);
    setBusy(true);
    if (saving.current) await saving.current;
    const ok = await submit(text.trim(), preference, draftId);
    setBusy(false);
    if (ok && mode !== 'edit') {
      setText('');
      lastSaved.current = '';
      setDraftId(null);
      setDraftState(null);
      setTried(false);
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>): void => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      void send();
    }
  };

  const tooltip = problem === 'empty' ? t('tooltip.empty') : problem === 'tooLong' ? t('tooltip.tooLong') : t(isMac ? 'tooltip.submitMac' : 'tooltip.submit');
  const message = problem === 'tooLong' ? t('validation.tooLong', { max: BLOG_COMMENT_RULES.maxLength }) : problem === 'empty' && tried ? t('validation.empty') : null;
  const label = mode === 'edit' ? t('composer.editLabel') : mode === 'reply' ? t('composer.replyLabel', { name: replyTo }) : t('composer.label');
  return (
    <div className={`comment-composer comment-composer--${mode}`}>
      <label htmlFor={id} className="visually-hidden">{label}</label>
      <textarea
        id={id} value={text} rows={mode === 'new' ? 4 : 3} aria-label={label}
        placeholder={mode === 'reply' ? t('composer.replyPlaceholder') : t('composer.placeholder')}
        aria-invalid={message ? true : undefined} aria-describedby={`${id}-counter`}
        onChange={(e) => setText(e.target.value)} onKeyDown={onKeyDown} disabled={busy}
      />
      <div className="comment-composer__bar">
        <span id={`${id}-counter`} className={`comment-counter comment-counter--${lengthState}`} data-testid="comment-counter">
          {t('counter', { count: length, max: BLOG_COMMENT_RULES.maxLength })}
        </span>
        {message && <span role="alert" className="comment-composer__error">{message}</span>}
        {draftState && (
          <span className="comment-composer__draft" role="status">
            {draftState.kind === 'saving' ? t('composer.draftSaving') : draftState.kind === 'failed' ? t('composer.draftFailed') : t('composer.draftSavedAt', { time: draftState.at })}
          </span>
        )}
      </div>
      {mode !== 'edit' && names && (
        <label className="comment-composer__preference">
          {t('composer.displayAs')}{' '}
          <select value={preference} onChange={(e) => setPreference(e.target.value === 'fullname' ? 'fullname' : 'username')}>
            <option value="username">{t('composer.displayUsername', { name: names.username })}</option>
            <option value="fullname">{t('composer.displayFullname', { name: names.fullname })}</option>
          </select>
        </label>
      )}
      <div className="comment-composer__actions">
        <span title={tooltip}>
          <button type="button" className="button button--primary" disabled={problem !== null || busy} onClick={() => void send()}>
            {mode === 'edit' ? t('composer.save') : mode === 'reply' ? t('composer.postReply') : t('composer.post')}
          </button>
        </span>
        {saveDraft && (
          <button type="button" className="button" disabled={problem !== null || busy} onClick={() => void persist(text)}>{t('composer.saveDraft')}</button>
        )}
        {cancel && <button type="button" className="button button--link" onClick={cancel}>{t('composer.cancel')}</button>}
      </div>
    </div>
  );
}
