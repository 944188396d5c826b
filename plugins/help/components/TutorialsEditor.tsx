import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TUTORIAL_RULES } from '../../../product/helpRules';
import type { TutorialVideo } from '../../../contracts';
import { cleanDraft, draftProblem } from '../logic/tutorialDraft';
import { failureMessage } from '../logic/failureText';

interface Props {
  videos: readonly TutorialVideo[];
  onSave(videos: TutorialVideo[]): Promise<void>;
  onCancel(): void;
}

/** The CMS managers' editor of the tutorials list: a title and a player address per video. */
export function TutorialsEditor({ videos, onSave, onCancel }: Props) {
  const { t } = useTranslation('help');
  const [draft, setDraft] = useState<TutorialVideo[]>(() => videos.map((v) => ({ ...v })));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const problem = draftProblem(draft);
  const change = (i: number, patch: Partial<TutorialVideo>): void => setDraft((d) => d.map((v, j) => (j === i ? { ...v, ...patch } : v)));

  const save = async (): Promise<void> => {
    setBusy(true);
    setError(null);
    try {
      await onSave(cleanDraft(draft));
    } catch (err) {
      setError(t('tutorials.failed', { message: failureMessage(err) }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="help-tutorials-editor" onSubmit={(e) => { e.preventDefault(); void save(); }} aria-label={t('tutorials.edit')}>
      {draft.map((video, i) => (
        <div key={i} className="help-tutorials-editor__row">
          <label>{t('tutorials.videoTitle', { n: i + 1 })}
            <input value={video.title} maxLength={TUTORIAL_RULES.titleMaxLength} onChange={(e) => change(i, { title: e.target.value })} />
          </label>
          <label>{t('tutorials.videoUrl', { n: i + 1 })}
            <input value={video.embedUrl} maxLength={TUTORIAL_RULES.urlMaxLength} inputMode="url" onChange={(e) => change(i, { embedUrl: e.target.value })} />
          </label>
          <button type="button" className="button" onClick={() => setDraft((d) => d.filter((_, j) => j !== i))}>{t('tutorials.remove', { n: i + 1 })}</button>
        </div>
      ))}
      {problem && <p role="alert" className="message message--error">{t(problem.kind === 'title' ? 'tutorials.invalidTitle' : 'tutorials.invalidUrl', { n: problem.n })}</p>}
      {error && <p role="alert" className="message message--error">{error}</p>}
      <div className="help-tutorials-editor__actions">
        <button type="button" className="button" disabled={draft.length >= TUTORIAL_RULES.maxVideos} onClick={() => setDraft((d) => [...d, { title: '', embedUrl: '' }])}>{t('tutorials.add')}</button>
        <button type="submit" className="button button--primary" disabled={busy || problem !== null}>{t('tutorials.save')}</button>
        <button type="button" className="button" onClick={onCancel}>{t('tutorials.cancel')}</button>
      </div>
    </form>
  );
}
