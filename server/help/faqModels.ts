/** The FAQ's two entity models (models/entity/DomainFAQSection.json, DomainFAQEntry.json). */
export const FAQ_SECTION_MODEL = 'DomainFAQSection';
export const FAQ_ENTRY_MODEL = 'DomainFAQEntry';
