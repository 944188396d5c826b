import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../engine/ui';
import { SUPPORT } from '../../../product/support';
import type { SupportTicket } from '../data/supportApi';
import { Screenshot } from './Screenshot';
import { StatusBadge } from './StatusBadge';

/** One ticket as its owner and staff read it: title, status, when, content, screenshots and the staff's answers. */
export function TicketView({ ticket, headingLevel = 3 }: { ticket: SupportTicket; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('support');
  const { dateTime } = useFormat();
  const p = ticket.payload;
  const replies = p.replies ?? [];
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="sp-ticket" data-testid="support-ticket" aria-label={p.title}>
      <header className="sp-ticket__head">
        <Heading className="sp-ticket__title">{p.title}</Heading>
        <StatusBadge status={p.status ?? 'open'} />
      </header>
      <p className="sp-muted sp-small">{t('mine.created', { date: dateTime(p.creationDate || ticket.creationDate) })}</p>
      <p className="sp-ticket__content">{p.content?.trim() ? p.content : <span className="sp-muted">{t('mine.noContent')}</span>}</p>
      {p.attachments.length > 0 && (
        <section aria-label={t('mine.screenshots')} className="sp-shots">
          {p.attachments.map((a) => <Screenshot key={a.id} attachment={a} />)}
        </section>
      )}
      <section className="sp-replies" aria-label={t('mine.replies')}>
        {replies.length === 0
          ? <p className="sp-muted sp-small">{t('mine.noReply', { hours: SUPPORT.responseHours })}</p>
          : replies.map((r, i) => (
            <blockquote key={i} className="sp-reply" data-testid="support-reply">
              <p className="sp-reply__text">{r.text}</p>
              <footer className="sp-muted sp-small">{t('mine.replyBy', { author: r.author, date: dateTime(r.date) })}</footer>
            </blockquote>
          ))}
      </section>
    </article>
  );
}
