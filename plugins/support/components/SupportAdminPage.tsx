import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useDataMethods, useFormat, useKeyedLoad } from '../../../engine/ui';
import { SUPPORT_TICKET_STATUSES, type SupportTicketStatus } from '../../../product/supportTickets';
import { supportMethods } from '../data/supportApi';
import { StatusBadge } from './StatusBadge';
import { TicketEditor } from './TicketEditor';
import '../support.css';

/**
 * The staff's support ticket list and editor (document 4 section 2.7): every member's tickets,
 * newest first, filtered by status; selecting a row opens the editor beside the list (also from
 * the staff mail's link, `?id=`), and finishing an answer or a status change reloads the list.
 */
export function SupportAdminPage() {
  const { t } = useTranslation(['support', 'models']);
  const { dateTime } = useFormat();
  const api = useDataMethods(supportMethods);
  const [params, setParams] = useSearchParams();
  const [status, setStatus] = useState<SupportTicketStatus | ''>('');
  const [version, setVersion] = useState(0);
  const selected = params.get('id');
  const list = useKeyedLoad(`${status}|${version}`, () => api.tickets(status || undefined));
  const select = (id: string | null) => setParams(id ? { id } : {});

  return (
    <section className="shell-screen sp-screen" data-testid="support-admin">
      <header className="shell-screen__head">
        <h1 className="shell-screen__title">{t('admin.title')}</h1>
        <p className="sp-muted">{t('admin.lead')}</p>
      </header>
      <div className="sp-admin">
        <div className="sp-admin__list">
          <label className="sp-filter">
            <span>{t('admin.status')}</span>
            <select className="sp-input" value={status} onChange={(e) => setStatus(e.target.value as SupportTicketStatus | '')}>
              <option value="">{t('admin.all')}</option>
              {SUPPORT_TICKET_STATUSES.map((s) => <option key={s} value={s}>{t(`models:DomainSupportTicket.status.${s}`)}</option>)}
            </select>
          </label>
          {list.status === 'failed' && <p className="sp-problem" role="alert">{t('mine.loadFailed')}</p>}
          {list.status === 'ready' && list.value.length === 0 && <p className="sp-muted">{t('admin.empty')}</p>}
          {list.status === 'ready' && list.value.length > 0 && (
            <table className="sp-table">
              <thead>
                <tr>
                  <th scope="col">{t('admin.columns.date')}</th>
                  <th scope="col">{t('admin.columns.user')}</th>
                  <th scope="col">{t('admin.columns.title')}</th>
                  <th scope="col">{t('admin.columns.status')}</th>
                </tr>
              </thead>
              <tbody>
                {list.value.map((ticket) => (
                  <tr key={ticket.id} className={ticket.id === selected ? 'sp-row--selected' : undefined} data-testid="support-admin-row">
                    <td>{dateTime(ticket.payload.creationDate || ticket.creationDate)}</td>
                    <td>{ticket.payload.username || ticket.createdBy}</td>
                    <td><button type="button" className="sp-link" aria-pressed={ticket.id === selected} onClick={() => select(ticket.id)}>{ticket.payload.title}</button></td>
                    <td><StatusBadge status={ticket.payload.status ?? 'open'} /></td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
        {selected && (
          <TicketEditor key={`${selected}|${version}`} id={selected} onClose={() => select(null)} onChanged={() => setVersion((v) => v + 1)} />
        )}
      </div>
    </section>
  );
}
