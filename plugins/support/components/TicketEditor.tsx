import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDataMethods, useKeyedLoad } from '../../../engine/ui';
import { SUPPORT_TICKET_RULES, SUPPORT_TICKET_STATUSES, type SupportTicketStatus } from '../../../product/supportTickets';
import { supportMethods, type SupportTicket } from '../data/supportApi';
import { TicketView } from './TicketView';

const messageOf = (err: unknown): string => (err instanceof Error ? err.message : String(err));

/** The staff's editor of one ticket: the ticket, an answer (the `reply` event: the member is mailed) and its status. */
export function TicketEditor({ id, onClose, onChanged }: { id: string; onClose: () => void; onChanged: () => void }) {
  const { t } = useTranslation(['support', 'models']);
  const api = useDataMethods(supportMethods);
  const state = useKeyedLoad(id, () => api.ticket(id));
  return (
    <aside className="sp-card sp-admin__editor" aria-label={t('support:admin.title')} data-testid="support-editor">
      <div className="sp-editor__close"><button type="button" className="button" onClick={onClose}>{t('support:admin.closeEditor')}</button></div>
      {state.status === 'loading' && <p className="sp-muted" role="status">…</p>}
      {state.status === 'failed' && <p className="sp-problem" role="alert">{t('support:admin.failed', { message: messageOf(state.error) })}</p>}
      {state.status === 'ready' && <EditorBody ticket={state.value} onChanged={onChanged} />}
    </aside>
  );
}

function EditorBody({ ticket, onChanged }: { ticket: SupportTicket; onChanged: () => void }) {
  const { t } = useTranslation(['support', 'models']);
  const api = useDataMethods(supportMethods);
  const [text, setText] = useState('');
  const [status, setStatus] = useState<SupportTicketStatus>(ticket.payload.status ?? 'open');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setProblem(null);
    try {
      await action();
      onChanged();
    } catch (err) {
      setProblem(t('support:admin.failed', { message: messageOf(err) }));
      setBusy(false);
    }
  };
  const sendReply = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setProblem(t('support:admin.replyEmpty'));
      return;
    }
    void run(() => api.reply(ticket.id, text));
  };

  return (
    <>
      <TicketView ticket={ticket} headingLevel={2} />
      <p className="sp-muted sp-small">{t('support:admin.from', { username: ticket.payload.username, mail: ticket.payload.mail })}</p>
      <form className="sp-form" onSubmit={sendReply}>
        <label className="sp-field">
          <span className="sp-field__label">{t('support:admin.answer')}</span>
          <textarea className="sp-input" rows={5} value={text} maxLength={SUPPORT_TICKET_RULES.replyMaxLength} disabled={busy} onChange={(e) => setText(e.target.value)} />
          <span className="sp-muted sp-small">{t('support:admin.answerHint')}</span>
        </label>
        <div><button type="submit" className="button button--primary" disabled={busy}>{t('support:admin.send')}</button></div>
      </form>
      <form className="sp-form sp-form--inline" onSubmit={(e) => { e.preventDefault(); void run(() => api.setStatus(ticket, status)); }}>
        <label className="sp-field">
          <span className="sp-field__label">{t('support:admin.setStatus')}</span>
          <select className="sp-input" value={status} disabled={busy} onChange={(e) => setStatus(e.target.value as SupportTicketStatus)}>
            {SUPPORT_TICKET_STATUSES.map((s) => <option key={s} value={s}>{t(`models:DomainSupportTicket.status.${s}`)}</option>)}
          </select>
        </label>
        <div><button type="submit" className="button" disabled={busy || status === (ticket.payload.status ?? 'open')}>{t('support:admin.saveStatus')}</button></div>
      </form>
      {problem && <p className="sp-problem" role="alert">{problem}</p>}
    </>
  );
}
