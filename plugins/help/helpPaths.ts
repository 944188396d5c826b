/** The FAQ's and tutorials' addresses (document 1: /help faq and tutorials; document 4 section 2.7: faqeditor). Contact is support's (product/supportTickets.ts). */
export const HELP_PATHS = {
  faq: '/help/faq',
  tutorials: '/help/tutorials',
  faqEditor: '/dashboard/faqeditor',
} as const;
