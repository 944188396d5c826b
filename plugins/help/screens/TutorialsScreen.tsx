import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useDataMethods, useEngine, useKeyedLoad } from '../../../engine/ui';
import { hasPermission } from '../../../product/permissionModules';
import type { CmsEntryAnswer, TutorialVideo } from '../../../contracts';
import { helpMethods } from '../data/helpApi';
import { TutorialsGrid } from '../components/TutorialsGrid';
import { TutorialsEditor } from '../components/TutorialsEditor';
import { failureMessage } from '../logic/failureText';
import '../help.css';

/** /help/tutorials: the tutorial videos of the user's language; CMS managers edit the list in place. */
const TutorialsScreen = observer(function TutorialsScreen() {
  const { session } = useEngine();
  const language = session.language;
  const { t } = useTranslation('help', { lng: language });
  const api = useDataMethods(helpMethods);
  const [saved, setSaved] = useState<{ language: string; answer: CmsEntryAnswer } | null>(null);
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState(false);
  const state = useKeyedLoad(language, (signal) => api.tutorials(language, signal));
  const videos = saved?.language === language ? saved.answer.content.content : state.status === 'ready' ? state.value.content.content : null;
  const canEdit = hasPermission(session.modules, 'CMSManager');

  const save = async (next: TutorialVideo[]): Promise<void> => {
    const answer = await api.saveTutorials(language, next);
    setSaved({ language, answer });
    setEditing(false);
    setNotice(true);
  };

  return (
    <div className="help-screen" data-testid="tutorials" data-state={videos ? 'ready' : state.status}>
      <header className="help-head">
        <h1>{t('tutorials.title')}</h1>
        {canEdit && videos && !editing && (
          <button type="button" className="button" onClick={() => { setNotice(false); setEditing(true); }}>{t('tutorials.edit')}</button>
        )}
      </header>
      <p>{t('tutorials.lead')}</p>
      {notice && <p role="status" className="message message--success">{t('tutorials.saved')}</p>}
      {editing && videos && <TutorialsEditor videos={videos} onSave={save} onCancel={() => setEditing(false)} />}
      {!videos && state.status === 'loading' && <p role="status">{t('tutorials.loading')}</p>}
      {!videos && state.status === 'failed' && <p role="alert" className="message message--error">{t('tutorials.failed', { message: failureMessage(state.error) })}</p>}
      {videos && videos.length === 0 && <p>{t('tutorials.empty')}</p>}
      {videos && <TutorialsGrid videos={videos} />}
    </div>
  );
});

export default TutorialsScreen;
