import { useCallback, useEffect, useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useEngine, useDataMethods } from '../../engine/ui';
import { ApiCallError } from '../../engine/data';
import type { AnyModel, ModelClass } from '../../engine/core';
import { modelEditorMethods } from './modelEditorApi';
import type { ModelHistoryAnswer, ModelSummary } from '../../contracts';
import { checkDraftText } from './modelDraft';
import { entityTemplate, listTemplate } from './modelTemplates';
import { ModelJsonEditor } from './ModelJsonEditor';
import { ModelHistory } from './ModelHistory';
import { ModelPreview } from './ModelPreview';
import { NavEntryForm } from './NavEntryForm';
import './modelEditor.css';

type Selection = { modelClass: ModelClass; name: string; isNew: boolean } | null;

/**
 * The runtime model editor for admins and CMS managers: JSON with the meta-schema's problems,
 * a live preview, version history with rollback, and sidebar entries for list models.
 */
const ModelEditorScreen = observer(function ModelEditorScreen() {
  const { t } = useTranslation('modelEditor');
  const { session, data } = useEngine();
  const api = useDataMethods(modelEditorMethods);
  const [models, setModels] = useState<ModelSummary<AnyModel>[]>([]);
  const [selection, setSelection] = useState<Selection>(null);
  const [text, setText] = useState('');
  const [history, setHistory] = useState<ModelHistoryAnswer<AnyModel>>({ shipped: false, versions: [] });
  const [note, setNote] = useState('');
  const [newName, setNewName] = useState('');
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const draft = useMemo(() => checkDraftText(text), [text]);

  const refresh = useCallback(() => api.list().then((r) => setModels(r.models)).catch(() => setMessage({ kind: 'error', text: t('loadFailed') })), [api, t]);
  useEffect(() => {
    void refresh();
  }, [refresh]);

  const open = async (modelClass: ModelClass, name: string): Promise<void> => {
    const [model, versions] = await Promise.all([data.getModel(modelClass, name), api.history(modelClass, name)]);
    setSelection({ modelClass, name, isNew: false });
    setText(JSON.stringify(model, null, 2));
    setHistory(versions);
  };

  const startNew = (modelClass: ModelClass): void => {
    const name = newName.trim();
    if (!/^[A-Za-z][A-Za-z0-9_]{1,63}$/.test(name)) {
      setMessage({ kind: 'error', text: t('nameRule') });
      return;
    }
    setSelection({ modelClass, name, isNew: true });
    setText(JSON.stringify(modelClass === 'EntityModel' ? entityTemplate(name) : listTemplate(name), null, 2));
    setHistory({ shipped: false, versions: [] });
    setMessage(null);
  };

  const save = async (): Promise<void> => {
    if (draft.kind !== 'valid' || !selection) return;
    try {
      const exists = models.some((m) => m.modelClass === draft.model.modelClass && m.name === draft.model.name);
      const answer = exists ? await api.update(draft.model, note) : await api.create(draft.model, note);
      setMessage({ kind: 'success', text: t('saved', { version: answer.version }) });
      setNote('');
      await refresh();
      await open(draft.model.modelClass, draft.model.name);
    } catch (err) {
      setMessage({ kind: 'error', text: err instanceof ApiCallError ? err.message : t('saveFailed') });
    }
  };

  const rollback = async (version: number): Promise<void> => {
    if (!selection) return;
    await api.rollback(selection.modelClass, selection.name, version);
    setMessage({ kind: 'success', text: t('rolledBack', { version }) });
    await open(selection.modelClass, selection.name);
  };

  return (
    <div className="model-editor">
      <aside className="model-editor__list">
        <h2>{t('title')}</h2>
        <div className="model-editor__new">
          <input aria-label={t('newName')} placeholder={t('newName')} value={newName} onChange={(e) => setNewName(e.target.value)} />
          <button type="button" className="button" onClick={() => startNew('EntityModel')}>{t('newEntity')}</button>
          <button type="button" className="button" onClick={() => startNew('ListModel')}>{t('newList')}</button>
        </div>
        <ul>
          {models.map((m) => (
            <li key={`${m.modelClass}:${m.name}`}>
              <button type="button" className="link-button" onClick={() => { setMessage(null); void open(m.modelClass, m.name); }}>
                {m.name} <small>{m.modelClass === 'EntityModel' ? t('entity') : t('list')} · {t(`origin.${m.origin}`)}</small>
              </button>
            </li>
          ))}
        </ul>
      </aside>
      <section className="model-editor__main">
        {message && <p role="alert" className={`message message--${message.kind}`}>{message.text}</p>}
        {!selection && <p className="muted">{t('pick')}</p>}
        {selection && (
          <>
            <h2>{selection.name} <small>{selection.modelClass}</small></h2>
            <ModelJsonEditor text={text} state={draft} onChange={setText} />
            <div className="model-editor__save">
              <input aria-label={t('note')} placeholder={t('note')} value={note} onChange={(e) => setNote(e.target.value)} maxLength={500} />
              <button type="button" className="button button--primary" disabled={draft.kind !== 'valid'} onClick={() => void save()}>{t('save')}</button>
            </div>
            {draft.kind === 'valid' && <ModelPreview model={draft.model} modules={session.modules} language={session.language} />}
            <h3>{t('history.title')}</h3>
            <ModelHistory versions={history.versions} shipped={history.shipped} onRollback={(v) => void rollback(v)} onShow={(v) => setText(JSON.stringify(v.definition, null, 2))} />
            {selection.modelClass === 'ListModel' && !selection.isNew && (
              <>
                <h3>{t('nav.title')}</h3>
                <NavEntryForm
                  listModel={selection.name}
                  onSubmit={async (entry) => {
                    try {
                      const r = await api.addNavigation(entry);
                      setMessage({ kind: 'success', text: t('nav.added', { path: r.entry.path }) });
                    } catch (err) {
                      setMessage({ kind: 'error', text: err instanceof ApiCallError ? err.message : t('saveFailed') });
                    }
                  }}
                />
              </>
            )}
          </>
        )}
      </section>
    </div>
  );
});

export default ModelEditorScreen;
