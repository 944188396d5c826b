import type { FastifyInstance } from 'fastify';
import { SUPPORT_TICKET_MODEL, supportTicketCheck, supportTicketCreated } from './ticketCheck';
import { ticketReplyHandler } from './ticketReply';

/** DomainSupportTicket's server side: its record check, its after-create step and its `reply` event (once per engine). */
export function registerSupportTicketServices(app: FastifyInstance): void {
  const { recordChecks, events } = app.engine;
  if (recordChecks.has(SUPPORT_TICKET_MODEL)) return;
  recordChecks.register(SUPPORT_TICKET_MODEL, supportTicketCheck(app));
  recordChecks.registerAfterCreate(SUPPORT_TICKET_MODEL, supportTicketCreated(app));
  if (!events.get(SUPPORT_TICKET_MODEL, 'reply')) events.register(SUPPORT_TICKET_MODEL, 'reply', ticketReplyHandler(app));
}
