import type { FastifyInstance } from 'fastify';
import { ApiError, forbidden } from '../http/apiError';
import { FORM_ERRORS_HEADING } from '../entities/entityRoutes';
import type { RecordCheckContext } from '../entities/recordChecks';
import { SUPPORT_TICKET_RULES } from '../../product/supportTickets';
import type { SupportAttachment, SupportTicketPayload } from '../../contracts';
import { linkToTicket, unlinkedOf } from './attachmentStore';
import { newTicketMail } from './supportMails';
import { isStaff } from './supportAccess';

export const SUPPORT_TICKET_MODEL = 'DomainSupportTicket';
/** document 2 section 4, the model's message for the title rule. */
export const TITLE_TOO_SHORT = 'should NOT be shorter than 3 characters';
export const UNKNOWN_ATTACHMENT = 'Please check this issue with upload: a screenshot of this ticket was not found. Please add it again.';

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

function titleRefused(): ApiError {
  return new ApiError(400, FORM_ERRORS_HEADING, 'VALIDATION_FAILED', {
    errors: [{ field: 'title', rule: 'minLength', message: TITLE_TOO_SHORT, messageKeys: ['models:DomainSupportTicket.title.error.minLength'], params: { value: SUPPORT_TICKET_RULES.titleMinLength } }],
  });
}

/** The attachments a new ticket names: each an id of its author's own files that no ticket names yet. */
async function namedAttachments(app: FastifyInstance, userId: string, value: unknown): Promise<SupportAttachment[]> {
  const ids = Array.isArray(value) ? value.map((a) => text((a as { id?: unknown } | null)?.id)) : [];
  if (ids.some((id) => !id) || new Set(ids).size !== ids.length) throw new ApiError(400, UNKNOWN_ATTACHMENT, 'UNKNOWN_ATTACHMENT');
  const stored = await unlinkedOf(app.deps.db, userId, ids);
  if (stored.length !== ids.length) throw new ApiError(400, UNKNOWN_ATTACHMENT, 'UNKNOWN_ATTACHMENT');
  return ids.map((id) => stored.find((s) => s.id === id)!);
}

/**
 * DomainSupportTicket's check. A new ticket keeps the member's title, content and screenshots; the
 * server writes who sent it, when, the type, version, status and (no) replies, so that the stored
 * payload is document 2's whatever the client sent. A sent ticket is changed only by staff (its
 * status; answers go through the `reply` event).
 */
export function supportTicketCheck(app: FastifyInstance) {
  return async (record: Record<string, unknown>, ctx: RecordCheckContext): Promise<Record<string, unknown>> => {
    if (ctx.id !== null) {
      if (!isStaff(ctx.modules)) throw forbidden('A sent support ticket cannot be changed.');
      return record;
    }
    const title = text(record.title);
    if (title.length < SUPPORT_TICKET_RULES.titleMinLength) throw titleRefused();
    const ticket: SupportTicketPayload = {
      title,
      content: text(record.content),
      creationDate: app.deps.now().toISOString(),
      username: ctx.user.username,
      type: 'GENERIC_SUPPORT',
      mail: ctx.user.email,
      version: '2',
      attachments: await namedAttachments(app, ctx.user.id, record.attachments),
      status: 'open',
      replies: [],
    };
    return { ...ticket };
  };
}

/** After a new ticket is stored: its screenshots become its own, and the support inbox gets a mail. */
export function supportTicketCreated(app: FastifyInstance) {
  return async (record: { id: string; payload: Record<string, unknown> }, ctx: RecordCheckContext): Promise<void> => {
    const ticket = record.payload as unknown as SupportTicketPayload;
    await linkToTicket(app.deps.db, ctx.user.id, record.id, ticket.attachments.map((a) => a.id));
    try {
      await app.deps.mailer.send(newTicketMail(record.id, ticket, app.deps.config.appUrl));
    } catch (err) {
      // The ticket is stored and listed for staff; a failed SMTP send is in the outbox as failed.
      app.log.error({ err, ticket: record.id }, 'support ticket mail failed');
    }
  };
}
