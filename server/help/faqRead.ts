/**
 * The FAQ as members and visitors read it (GET /api/faq): the active sections of one language in
 * sort-rank order, each with its active entries in sort-rank order, the product's numbers filled
 * in, narrowed to the entries matching a search. The stored rows of each model are kept in the
 * engine's list cache for FAQ_RULES.cacheSeconds; every write to a model drops them at once.
 */
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { entities } from '../db/schema';
import { FAQ_RULES } from '../../product/helpRules';
import { faqFacts, fillFacts } from './faqFacts';
import type { Language } from '../../product/accountRules';
import { FAQ_ENTRY_MODEL, FAQ_SECTION_MODEL } from './faqModels';
import type { FaqAnswer, FaqSection } from '../../contracts';

interface StoredRow {
  id: string;
  payload: Record<string, unknown>;
}

async function storedRows(app: FastifyInstance, model: string): Promise<StoredRow[]> {
  const key = `${model}|faq-reader`;
  const now = app.deps.now().getTime();
  const kept = app.engine.listCache.get(key, now);
  if (kept) return kept.rows as unknown as StoredRow[];
  const rows = await app.deps.db.select({ id: entities.id, payload: entities.payload }).from(entities)
    .where(eq(entities.model, model)).orderBy(asc(entities.creationDate));
  app.engine.listCache.set(key, model, { rows, total: rows.length }, FAQ_RULES.cacheSeconds, now);
  return rows;
}

const text = (v: unknown): string => (typeof v === 'string' ? v : '');
const rank = (v: unknown): number => (typeof v === 'number' ? v : Number.MAX_SAFE_INTEGER);
const shown = (row: StoredRow, language: Language): boolean => row.payload.active === true && row.payload.language === language;
const byRank = (a: StoredRow, b: StoredRow, label: string): number =>
  rank(a.payload.sortRank) - rank(b.payload.sortRank) || text(a.payload[label]).localeCompare(text(b.payload[label]));

/** Lower case without accents, so that "hurst" finds "Hurst" and "uber" finds "über". */
export function searchable(value: string): string {
  return value.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Whether every word of `query` occurs in the question, the answer or the section title. */
export function matchesQuery(haystack: string, query: string): boolean {
  const words = searchable(query).split(/\s+/).filter(Boolean);
  const target = searchable(haystack);
  return words.every((w) => target.includes(w));
}

export async function readFaq(app: FastifyInstance, language: Language, query: string): Promise<FaqAnswer> {
  const [sectionRows, entryRows] = await Promise.all([storedRows(app, FAQ_SECTION_MODEL), storedRows(app, FAQ_ENTRY_MODEL)]);
  const facts = faqFacts(language);
  const entries = entryRows.filter((r) => shown(r, language)).sort((a, b) => byRank(a, b, 'question'));
  const sections: FaqSection[] = [];
  for (const section of sectionRows.filter((r) => shown(r, language)).sort((a, b) => byRank(a, b, 'title'))) {
    const key = text(section.payload.key);
    const title = fillFacts(text(section.payload.title), facts);
    const own = entries
      .filter((e) => e.payload.section === key)
      .map((e) => ({ id: e.id, question: fillFacts(text(e.payload.question), facts), answer: fillFacts(text(e.payload.answer), facts) }))
      .filter((e) => !query || matchesQuery(`${title}\n${e.question}\n${e.answer}`, query));
    if (own.length) sections.push({ key, title, entries: own });
  }
  return { language, query, sections };
}
