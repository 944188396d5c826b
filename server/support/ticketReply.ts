import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { entities } from '../db/schema';
import { badRequest, notFound } from '../http/apiError';
import type { EntityEventContext } from '../entities/eventRegistry';
import { findUserById, userLanguage } from '../users/userLookup';
import { SUPPORT_TICKET_RULES } from '../../product/supportTickets';
import type { SupportReply, SupportTicketPayload } from '../../contracts';
import { SUPPORT_TICKET_MODEL } from './ticketCheck';
import { replyMail } from './supportMails';

/**
 * The `reply` event of DomainSupportTicket (staff only, the model declares ADMIN): `{id, input: {text}}`
 * adds the answer to the ticket's replies, marks it answered and mails its owner. Answers the replies.
 */
export function ticketReplyHandler(app: FastifyInstance) {
  return async (ctx: EntityEventContext): Promise<{ replies: SupportReply[] }> => {
    if (!ctx.entity) throw badRequest('Invalid request: name the ticket to answer (id)');
    const textValue = ctx.input.text;
    const text = typeof textValue === 'string' ? textValue.trim() : '';
    if (!text) throw badRequest('Please enter an answer.', 'REPLY_EMPTY');
    if (text.length > SUPPORT_TICKET_RULES.replyMaxLength) throw badRequest(`An answer may have at most ${SUPPORT_TICKET_RULES.replyMaxLength} characters.`, 'REPLY_TOO_LONG');
    const entityId = ctx.entity.id;
    const { db, now } = app.deps;
    const updated = await db.transaction(async (tx) => {
      // Locked, so that two answers at once are both kept.
      const locked = await tx.select().from(entities).where(and(eq(entities.model, SUPPORT_TICKET_MODEL), eq(entities.id, entityId))).for('update');
      const row = locked[0];
      if (!row) throw notFound('No such record');
      const ticket = row.payload as unknown as SupportTicketPayload;
      const replies = [...(ticket.replies ?? []), { text, author: ctx.user.username, date: now().toISOString() }];
      await tx.update(entities).set({ payload: { ...row.payload, replies, status: 'answered' }, version: row.version + 1, updatedAt: now() }).where(eq(entities.id, row.id));
      return { ticket, replies, ownerId: row.createdBy };
    });
    const owner = updated.ownerId ? await findUserById(db, updated.ownerId) : undefined;
    if (owner) {
      try {
        await app.deps.mailer.send(replyMail({ email: owner.email, firstname: owner.firstname, language: userLanguage(owner) }, updated.ticket.title, text, app.deps.config.appUrl));
      } catch (err) {
        // The answer is stored and shown on the member's support screen; the failed send is in the outbox.
        app.log.error({ err, ticket: entityId }, 'support reply mail failed');
      }
    }
    return { replies: updated.replies };
  };
}
