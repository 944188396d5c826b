import { useTranslation } from 'react-i18next';
import type { SupportTicketStatus } from '../../../product/supportTickets';

/** A ticket's status in the model's words (open, answered, closed). */
export function StatusBadge({ status }: { status: SupportTicketStatus }) {
  const { t } = useTranslation('models');
  return <span className={`sp-status sp-status--${status}`} data-testid="support-status">{t(`DomainSupportTicket.status.${status}`)}</span>;
}
