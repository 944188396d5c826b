import { compose } from '../mail/accountMails';
import type { OutgoingMail } from '../mail/mailer';
import { translatorFor } from '../i18n';
import { SUPPORT } from '../../product/support';
import { SUPPORT_PATHS } from '../../product/supportTickets';
import type { SupportTicketPayload } from '../../contracts';

/** The mail to the support inbox about a new ticket (in English: the staff's language), with a link to its editor. */
export function newTicketMail(ticketId: string, ticket: SupportTicketPayload, appUrl: string): OutgoingMail {
  const t = translatorFor('en');
  const link = `${appUrl}${SUPPORT_PATHS.admin}?id=${encodeURIComponent(ticketId)}`;
  const content = ticket.content?.trim() ? ticket.content.trim() : t('support:mail.staff.noContent');
  return compose(
    { email: SUPPORT.email, firstname: t('support:mail.staff.team'), language: 'en' }, 'supportTicket', 'support:mail.staff.subject',
    {
      before: [
        t('support:mail.staff.intro', { username: ticket.username, mail: ticket.mail }),
        t('support:mail.staff.title', { title: ticket.title }),
        t('support:mail.staff.content'), content,
        t('support:mail.staff.attachments', { count: ticket.attachments.length }),
        t('support:mail.staff.open'),
      ],
      link,
    },
    { username: ticket.username, title: ticket.title },
  );
}

interface Member {
  email: string;
  firstname: string;
  language: string;
}

/** The mail to the ticket's owner when staff answered it: the answer and where to read the whole ticket. */
export function replyMail(to: Member, title: string, text: string, appUrl: string): OutgoingMail {
  const t = translatorFor(to.language);
  return compose(
    to, 'supportReply', 'support:mail.reply.subject',
    { before: [t('support:mail.reply.intro', { title }), text, t('support:mail.reply.open')], link: `${appUrl}${SUPPORT_PATHS.tickets}` },
    { title },
  );
}
