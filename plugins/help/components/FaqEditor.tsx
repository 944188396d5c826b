import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDataMethods, useEngine } from '../../../engine/ui';
import { ApiCallError, type EntityEnvelope } from '../../../engine/data';
import { ListView } from '../../../engine/list';
import { EntityForm } from '../../../engine/form';
import { resolveText, type RowAction } from '../../../engine/core';
import type { FieldRefusal } from '../../../contracts';
import { helpMethods } from '../data/helpApi';
import { useFaqModel } from '../state/useFaqModel';

type Editing = { mode: 'create' } | { mode: 'edit'; row: EntityEnvelope } | null;

/** The next free sort rank: ten past the largest, so that an item fits between two later. */
const nextRank = (rows: readonly EntityEnvelope[]): number =>
  rows.reduce((max, r) => Math.max(max, typeof r.payload.sortRank === 'number' ? r.payload.sortRank : 0), 0) + 10;

/**
 * One half of the FAQ editor (document 4 section 2.7): the model's list with a side editor form.
 * Selecting a row (its Edit action) opens the form; a save or delete reloads the list and drops
 * the kept FAQ, so that the FAQ shows the change at once.
 */
export function FaqEditor({ model }: { model: 'DomainFAQSection' | 'DomainFAQEntry' }) {
  const { t, i18n } = useTranslation('help');
  const { session, data } = useEngine();
  const api = useDataMethods(helpMethods);
  const { state, reload } = useFaqModel(model);
  const [editing, setEditing] = useState<Editing>(null);
  const [busy, setBusy] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldRefusal[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const language = session.language;

  if (state.kind === 'loading') return <p role="status">{t('editor.loading')}</p>;
  if (state.kind === 'failed') {
    return <p role="alert" className="message message--error">{state.status === 403 ? t('editor.denied') : t('editor.failed', { message: state.message })}</p>;
  }
  const { list, form, rows, rowsLoading } = state;

  const finished = (text: string): void => {
    api.faqChanged();
    setEditing(null);
    setNotice(text);
    reload();
  };

  const submit = async (payload: Record<string, unknown>): Promise<void> => {
    if (!editing) return;
    setBusy(true);
    setServerErrors([]);
    try {
      if (editing.mode === 'create') await data.create(form.name, payload);
      else await data.update(form.name, editing.row.id, payload, { version: editing.row.version });
      finished(t('editor.saved'));
    } catch (err) {
      const errors = err instanceof ApiCallError ? (err.body as { errors?: FieldRefusal[] } | undefined)?.errors : undefined;
      setServerErrors(errors ?? [{ field: '', rule: 'server', message: err instanceof Error ? err.message : String(err), messageKeys: [], params: {} }]);
    } finally {
      setBusy(false);
    }
  };

  const onRowAction = async (action: RowAction, row: Record<string, unknown>): Promise<void> => {
    const envelope = row as unknown as EntityEnvelope;
    setNotice(null);
    if (action.kind === 'edit') {
      setServerErrors([]);
      setEditing({ mode: 'edit', row: envelope });
    }
    if (action.kind === 'delete' && window.confirm(t('editor.confirmDelete'))) {
      await data.remove(form.name, envelope.id);
      finished(t('editor.deleted'));
    }
  };

  const formLabel = resolveText(form.label, i18n.language, t);
  return (
    <div className={`help-editor__layout${editing ? ' help-editor__layout--open' : ''}`}>
      <div>
        <div className="help-head">
          <h2>{resolveText(list.label, i18n.language, t)}</h2>
          {!editing && (
            <button type="button" className="button button--primary" onClick={() => { setServerErrors([]); setNotice(null); setEditing({ mode: 'create' }); }}>
              {t('editor.new')}
            </button>
          )}
        </div>
        {notice && <p role="status" className="message message--success">{notice}</p>}
        <ListView model={list} rows={rows} modules={session.modules} language={language} loading={rowsLoading} onRowAction={(a, r) => void onRowAction(a, r)} rowId={(r) => String(r.id)} height={480} />
      </div>
      {editing && (
        <aside className="help-editor__form" aria-label={`${t('editor.formTitle')}: ${formLabel}`}>
          <EntityForm
            key={editing.mode === 'edit' ? editing.row.id : 'new'}
            model={form}
            language={language}
            initial={editing.mode === 'edit' ? editing.row.payload : { language, active: true, sortRank: nextRank(rows) }}
            busy={busy}
            serverErrors={serverErrors}
            onSubmit={submit}
            onCancel={() => setEditing(null)}
          />
        </aside>
      )}
    </div>
  );
}
