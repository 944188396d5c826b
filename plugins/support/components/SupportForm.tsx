import { useId, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ApiCallError } from '../../../engine/data';
import { Modal, useDataMethods, useEngine } from '../../../engine/ui';
import { SUPPORT_TICKET_RULES } from '../../../product/supportTickets';
import { supportMethods } from '../data/supportApi';
import { titleProblem } from '../logic/ticketForm';
import { DropZone } from './DropZone';

type Outcome = { kind: 'success' } | { kind: 'error'; upload: string | null } | null;

/**
 * The support ticket form (document 2 sections 2 and 4): Title, Content, the screenshot drop zone,
 * the warning about ticker and RT issues and 'CREATE A SUPPORT TICKET' (disabled while the title is
 * too short or a send is under way). Sending uploads the screenshots first (only if there are
 * any), then saves the ticket; a Success or Error dialog follows and the form resets either way.
 */
export const SupportForm = observer(function SupportForm({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation('support');
  const { session } = useEngine();
  const api = useDataMethods(supportMethods);
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [formKey, setFormKey] = useState(0);
  const titleId = useId();
  const problem = titleProblem(title);

  const reset = () => {
    setTitle('');
    setContent('');
    setFiles([]);
    setTouched(false);
    setFormKey((k) => k + 1);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (problem || busy) return;
    setBusy(true);
    let uploading = files.length > 0;
    try {
      const attachments = files.length ? await api.upload(files) : [];
      uploading = false;
      // The session's user object carries the address (SessionUser); the server writes both anyway.
      const user = session.user as (typeof session.user & { email?: string }) | null;
      await api.create({ title, content, attachments }, user?.username ?? '', user?.email ?? '');
      setOutcome({ kind: 'success' });
      onSent();
    } catch (err) {
      setOutcome({ kind: 'error', upload: uploading && err instanceof ApiCallError && err.status === 400 ? err.message : null });
    } finally {
      setBusy(false);
      reset();
    }
  };

  return (
    <section className="sp-card" aria-labelledby="sp-form-title">
      <h2 id="sp-form-title">{t('form.heading')}</h2>
      <aside className="sp-warning" role="note">
        <strong>{t('form.warningTitle')}</strong>
        <p>{t('form.warning')}</p>
      </aside>
      <form key={formKey} className="sp-form" onSubmit={(e) => void submit(e)} noValidate data-testid="support-form">
        <label className="sp-field">
          <span className="sp-field__label">{t('form.title')}</span>
          <input
            id={titleId} className="sp-input" value={title} maxLength={SUPPORT_TICKET_RULES.titleMaxLength} disabled={busy}
            onChange={(e) => setTitle(e.target.value)} onBlur={() => setTouched(true)}
            aria-invalid={touched && !!problem} aria-describedby={touched && problem ? `${titleId}-error` : undefined}
          />
          {touched && problem && <span id={`${titleId}-error`} className="sp-field-error">{t(problem)}</span>}
        </label>
        <label className="sp-field">
          <span className="sp-field__label">{t('form.content')}</span>
          <textarea className="sp-input" rows={6} value={content} maxLength={SUPPORT_TICKET_RULES.contentMaxLength} disabled={busy} onChange={(e) => setContent(e.target.value)} />
          <span className="sp-muted sp-small">{t('form.contentHint')}</span>
        </label>
        <DropZone files={files} onChange={setFiles} disabled={busy} />
        <div>
          <button type="submit" className="button button--primary" disabled={!!problem || busy}>
            {busy ? t('form.sending') : t('form.submit')}
          </button>
        </div>
      </form>
      {outcome && (
        <Modal
          role="alertdialog"
          title={outcome.kind === 'success' ? t('dialogs.successTitle') : t('dialogs.errorTitle')}
          onClose={() => setOutcome(null)}
          actions={<button type="button" className="button button--primary" onClick={() => setOutcome(null)}>{t('dialogs.ok')}</button>}
        >
          {outcome.kind === 'success' && <p>{t('dialogs.success')}</p>}
          {outcome.kind === 'error' && <p>{t('dialogs.error')}</p>}
          {outcome.kind === 'error' && outcome.upload && <p>{t('dialogs.uploadProblem')} {outcome.upload}</p>}
        </Modal>
      )}
    </section>
  );
});
