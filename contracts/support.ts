import type { SupportTicketStatus } from '../product/supportTickets';

/** One stored screenshot, as `POST /api/support/attachments` answers it and a ticket names it. */
export interface SupportAttachment {
  id: string;
  name: string;
  /** Bytes. */
  size: number;
  /** As detected from the content. */
  contentType: string;
}

/** The answer of `POST /api/support/attachments`: the stored files, in the order sent. */
export type SupportAttachmentsAnswer = SupportAttachment[];

/** A staff answer to a ticket (the `reply` event of DomainSupportTicket). */
export interface SupportReply {
  text: string;
  /** The staff member's username. */
  author: string;
  /** ISO date-time. */
  date: string;
}

/** The payload of a DomainSupportTicket record (document 2 section 3), plus its status and replies. */
export interface SupportTicketPayload {
  title: string;
  content?: string;
  creationDate: string;
  username: string;
  type: 'GENERIC_SUPPORT';
  mail: string;
  version: '2';
  attachments: SupportAttachment[];
  status?: SupportTicketStatus;
  replies?: SupportReply[];
}

/** The input of `POST /api/entities/DomainSupportTicket/events/reply` (`{id, input}`). */
export interface SupportReplyInput {
  text: string;
}
