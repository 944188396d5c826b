/** A section of a legal page as the locale files hold it: a title and paragraphs or a list. */
export interface LegalSection {
  id: string;
  title: string;
  paragraphs: string[];
  items: string[];
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

/** Reads the sections of a legal page from i18next's `returnObjects` answer, dropping anything malformed. */
export function asLegalSections(value: unknown): LegalSection[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((raw: unknown) => {
    if (typeof raw !== 'object' || raw === null) return [];
    const r = raw as Record<string, unknown>;
    if (typeof r.id !== 'string' || typeof r.title !== 'string') return [];
    return [{ id: r.id, title: r.title, paragraphs: strings(r.paragraphs), items: strings(r.items) }];
  });
}
