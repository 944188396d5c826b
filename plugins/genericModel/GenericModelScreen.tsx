import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { useEngine } from '../../engine/ui';
import { ApiCallError, type EntityEnvelope } from '../../engine/data';
import type { FieldRefusal } from '../../contracts';
import { ListView } from '../../engine/list';
import { EntityForm } from '../../engine/form';
import { canWriteEntity, resolveText, type RowAction } from '../../engine/core';
import { useModelScreen } from './useModelScreen';

type Editing = { mode: 'create' } | { mode: 'edit'; row: EntityEnvelope } | null;

/** /dashboard/m/:model — a list model's table plus the create and edit form of its entity model. */
const GenericModelScreen = observer(function GenericModelScreen() {
  const { model = '' } = useParams();
  const { t, i18n } = useTranslation('common');
  const { session, data } = useEngine();
  const navigate = useNavigate();
  const { state, rows, rowsLoading, reload } = useModelScreen(model);
  const [editing, setEditing] = useState<Editing>(null);
  const [busy, setBusy] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldRefusal[]>([]);
  const [notice, setNotice] = useState<string | null>(null);

  if (state.kind === 'loading') return <p>{t('loading')}</p>;
  if (state.kind === 'denied') return <p role="alert" className="message message--error">{t('screen.denied')}</p>;
  if (state.kind === 'missing') return <p role="alert" className="message message--error">{t('screen.missing')}</p>;
  if (state.kind === 'failed') return <p role="alert" className="message message--error">{t('screen.failed')}</p>;
  const { list, form } = state;
  const language = session.language;
  const writable = form !== null && canWriteEntity(form, session.modules);

  const submit = async (payload: Record<string, unknown>): Promise<void> => {
    if (!form || !editing) return;
    setBusy(true);
    setServerErrors([]);
    try {
      if (editing.mode === 'create') await data.create(form.name, payload);
      else await data.update(form.name, editing.row.id, payload, { version: editing.row.version });
      setEditing(null);
      setNotice(t('screen.saved'));
      await reload();
    } catch (err) {
      const errors = err instanceof ApiCallError ? (err.body as { errors?: FieldRefusal[] } | undefined)?.errors : undefined;
      setServerErrors(errors ?? [{ field: '', rule: 'server', message: err instanceof Error ? err.message : String(err), messageKeys: [], params: {} }]);
    } finally {
      setBusy(false);
    }
  };

  const onRowAction = async (action: RowAction, row: Record<string, unknown>): Promise<void> => {
    const envelope = row as unknown as EntityEnvelope;
    if (action.kind === 'edit') setEditing({ mode: 'edit', row: envelope });
    if (action.kind === 'delete' && form && window.confirm(t('screen.confirmDelete'))) {
      await data.remove(form.name, envelope.id);
      await reload();
    }
    if (action.kind === 'event' && form && action.event) {
      await data.fireEvent(form.name, action.event, { id: envelope.id });
      await reload();
    }
    if (action.kind === 'open' && action.path) {
      navigate(action.path.replace(/:([A-Za-z_.]+)/g, (_, key: string) => encodeURIComponent(String(key === 'id' ? envelope.id : row[key] ?? ''))));
    }
  };

  return (
    <div className="generic-screen">
      <header className="generic-screen__head">
        <h1>{resolveText(list.label, i18n.language, t)}</h1>
        {writable && !editing && (
          <button type="button" className="button button--primary" onClick={() => { setServerErrors([]); setNotice(null); setEditing({ mode: 'create' }); }}>
            {t('screen.new')}
          </button>
        )}
      </header>
      {notice && <p role="status" className="message message--success">{notice}</p>}
      {editing && form && (
        <div className="generic-screen__form" role="dialog" aria-label={resolveText(form.label, i18n.language, t)}>
          <EntityForm
            key={editing.mode === 'edit' ? editing.row.id : 'new'}
            model={form}
            language={language}
            initial={editing.mode === 'edit' ? editing.row.payload : {}}
            busy={busy}
            serverErrors={serverErrors}
            onSubmit={submit}
            onCancel={() => setEditing(null)}
          />
        </div>
      )}
      <ListView model={list} rows={rows} modules={session.modules} language={language} loading={rowsLoading} onRowAction={(a, r) => void onRowAction(a, r)} rowId={(r) => String(r.id)} />
    </div>
  );
});

export default GenericModelScreen;
