import { ApiCallError, defineDataMethods, type EntityEnvelope } from '../../../engine/data';
import type { SupportAttachment, SupportAttachmentsAnswer, SupportReply, SupportTicketPayload } from '../../../contracts';
import type { SupportTicketStatus } from '../../../product/supportTickets';

export const SUPPORT_TICKET_MODEL = 'DomainSupportTicket';

/** A ticket as the engine's entity calls answer it. */
export interface SupportTicket extends Omit<EntityEnvelope, 'payload'> {
  payload: SupportTicketPayload;
}

/** What the member writes; the server adds who, when, type and version. */
export interface TicketDraft {
  title: string;
  content: string;
  attachments: SupportAttachment[];
}

/** The form keeps a refused upload or save (400, 404) and says so in its dialog; the rest goes to the catalogue too. */
const keepsRefusals = (err: unknown): boolean => !(err instanceof ApiCallError && (err.status === 400 || err.status === 404 || err.status === 413));

/**
 * The support calls (document 2 section 7), all through the engine's data layer: the screenshot
 * upload (multipart, one part per file), the ticket save (the engine's entity save with the
 * `ticket` screen: document 2 section 3's payload), the member's and the staff's lists, the
 * `reply` event, a status change and a screenshot's bytes.
 */
export const supportMethods = defineDataMethods('support', (data) => ({
  upload(files: readonly File[]): Promise<SupportAttachmentsAnswer> {
    const form = new FormData();
    for (const file of files) form.append('files', file, file.name);
    return data.request<SupportAttachmentsAnswer>('/support/attachments', { method: 'POST', body: form, reportError: keepsRefusals });
  },
  async create(draft: TicketDraft, username: string, mail: string): Promise<SupportTicket> {
    const payload: SupportTicketPayload = {
      title: draft.title.trim(), content: draft.content, creationDate: new Date().toISOString(), username,
      type: 'GENERIC_SUPPORT', mail, version: '2', attachments: draft.attachments,
    };
    return (await data.create(SUPPORT_TICKET_MODEL, { ...payload }, 'ticket')) as unknown as SupportTicket;
  },
  /** The caller's tickets (staff: every ticket), newest first, optionally of one status. */
  async tickets(status?: SupportTicketStatus): Promise<SupportTicket[]> {
    const answer = await data.getList(SUPPORT_TICKET_MODEL, {
      sort: { key: 'creationDate', direction: 'desc' }, page: 1, pageSize: 200, useCache: false,
      ...(status ? { filterQuery: [{ filterKey: 'payload.status', type: 'in', val: [status] }] } : {}),
    });
    return answer.rows as unknown as SupportTicket[];
  },
  async ticket(id: string): Promise<SupportTicket> {
    return (await data.getOne(SUPPORT_TICKET_MODEL, id)) as unknown as SupportTicket;
  },
  async reply(id: string, text: string): Promise<SupportReply[]> {
    const answer = (await data.fireEvent(SUPPORT_TICKET_MODEL, 'reply', { id, input: { text } })) as { replies: SupportReply[] };
    return answer.replies;
  },
  async setStatus(ticket: SupportTicket, status: SupportTicketStatus): Promise<SupportTicket> {
    const { title, content = '' } = ticket.payload;
    return (await data.update(SUPPORT_TICKET_MODEL, ticket.id, { title, content, status }, { screen: 'admin', version: ticket.version })) as unknown as SupportTicket;
  },
  /** A screenshot's bytes (its owner's and staff's only), reused for an hour. */
  screenshot(id: string): Promise<Blob> {
    return data.request<Blob>(`/support/attachments/${encodeURIComponent(id)}`, { responseType: 'blob', cache: { maxAgeMs: 3_600_000 }, reportError: keepsRefusals });
  },
}));
