/** The admin tools' limits (issue 28), read by the server's routes and the admin screens. */
export const ADMIN_RULES = {
  /** Lines of the audit log viewer per page, and the most a caller may ask for. */
  auditLogPageSize: 50,
  auditLogMaxPageSize: 500,
  /** The SKUs the user admin screen compares (document 4 section 7.8). */
  catalogueSkus: ['010', '020', '100', '200', '300', '400', '500', '600'],
} as const;

/** The tiers the user export offers (document 4 section 2.7), in the screen's order. */
export const EXPORT_TIERS = ['basic', 'premium', 'professional', 'elite'] as const;
export type ExportTier = (typeof EXPORT_TIERS)[number];
