import { useTranslation } from 'react-i18next';
import { useDataMethods, useKeyedLoad } from '../../../engine/ui';
import { supportMethods } from '../data/supportApi';
import { TicketView } from './TicketView';

/** The member's own tickets, newest first, with status and the staff's answers; `version` changes reload them. */
export function MyTickets({ version }: { version: number }) {
  const { t } = useTranslation('support');
  const api = useDataMethods(supportMethods);
  const state = useKeyedLoad(String(version), () => api.tickets());
  return (
    <section className="sp-mine" aria-labelledby="sp-mine-title" data-testid="support-mine">
      <h2 id="sp-mine-title">{t('mine.title')}</h2>
      {state.status === 'loading' && <p className="sp-muted" role="status">…</p>}
      {state.status === 'failed' && <p className="sp-problem" role="alert">{t('mine.loadFailed')}</p>}
      {state.status === 'ready' && (state.value.length === 0
        ? <p className="sp-muted">{t('mine.empty')}</p>
        : state.value.map((ticket) => <TicketView key={ticket.id} ticket={ticket} />))}
    </section>
  );
}
