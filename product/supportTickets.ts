/** The support ticket form's rules (document 2 sections 2 and 4), read by the server (which enforces them) and the form. */
export const SUPPORT_TICKET_RULES = {
  /** The title, trimmed, must be longer than 2 characters. */
  titleMinLength: 3,
  titleMaxLength: 200,
  contentMaxLength: 20_000,
  replyMaxLength: 20_000,
  /** Screenshots: images only, at most this many bytes each. */
  maxFileBytes: 5_000_000,
  /** Files per ticket (one upload call); a further part is refused. */
  maxFiles: 5,
  fileNameMaxLength: 255,
  /** The image types accepted, as detected from the file's content (not its name). */
  imageTypes: ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/bmp', 'image/avif'],
  /** An uploaded file that no ticket names within this many hours is deleted. */
  unlinkedAttachmentHours: 24,
} as const;

/** Where members file and follow their tickets, and where staff handle them. */
export const SUPPORT_PATHS = {
  tickets: '/dashboard/support',
  admin: '/dashboard/admin/support-tickets',
  contact: '/help/contact',
} as const;

export type SupportTicketStatus = 'open' | 'answered' | 'closed';
export const SUPPORT_TICKET_STATUSES: readonly SupportTicketStatus[] = ['open', 'answered', 'closed'];
