/**
 * The server's checks of FAQ records after their schema and rules (issue 26): a section's key is
 * used once per language (400 FAQ_SECTION_TAKEN), and an entry names a section that exists in its
 * language (400 FAQ_SECTION_UNKNOWN). Texts are trimmed, a missing active flag is true. Nothing is stored on a refusal.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { entities } from '../db/schema';
import { badRequest } from '../http/apiError';
import type { RecordCheck, RecordCheckRegistry } from '../entities/recordChecks';
import { FAQ_ENTRY_MODEL, FAQ_SECTION_MODEL } from './faqModels';

/** The record with `fields` trimmed and `active` true unless it says false (the schema's default). */
const normalised = (record: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> => ({
  ...Object.fromEntries(Object.entries(record).map(([k, v]) => [k, fields.includes(k) && typeof v === 'string' ? v.trim() : v])),
  active: record.active !== false,
});

async function sectionIds(db: Db, key: string, language: string): Promise<string[]> {
  const rows = await db.select({ id: entities.id }).from(entities).where(and(
    eq(entities.model, FAQ_SECTION_MODEL),
    sql`${entities.payload}->>'key' = ${key}`,
    sql`${entities.payload}->>'language' = ${language}`,
  ));
  return rows.map((r) => r.id);
}

export function faqSectionCheck(app: FastifyInstance): RecordCheck {
  return async (record, ctx) => {
    const db = ctx.db ?? app.deps.db;
    const key = String(record.key ?? '');
    const taken = (await sectionIds(db, key, String(record.language ?? ''))).filter((id) => id !== ctx.id);
    if (taken.length) throw badRequest(`There is already a section with the key "${key}" in this language.`, 'FAQ_SECTION_TAKEN');
    if (ctx.id) {
      // A renamed key would orphan its entries: they keep the old key.
      const [before] = await db.select({ payload: entities.payload }).from(entities).where(and(eq(entities.model, FAQ_SECTION_MODEL), eq(entities.id, ctx.id)));
      const oldKey = before?.payload.key;
      if (typeof oldKey === 'string' && oldKey !== key) {
        const [used] = await db.select({ id: entities.id }).from(entities).where(and(
          eq(entities.model, FAQ_ENTRY_MODEL), sql`${entities.payload}->>'section' = ${oldKey}`,
          sql`${entities.payload}->>'language' = ${String(before?.payload.language ?? '')}`, ne(entities.id, ctx.id),
        )).limit(1);
        if (used) throw badRequest(`Entries still belong to the section "${oldKey}": move them first.`, 'FAQ_SECTION_IN_USE');
      }
    }
    return normalised(record, ['title']);
  };
}

export function faqEntryCheck(app: FastifyInstance): RecordCheck {
  return async (record, ctx) => {
    const section = String(record.section ?? '');
    if (!(await sectionIds(ctx.db ?? app.deps.db, section, String(record.language ?? ''))).length) {
      throw badRequest(`There is no section with the key "${section}" in this language.`, 'FAQ_SECTION_UNKNOWN');
    }
    return normalised(record, ['question', 'answer']);
  };
}

export function registerFaqChecks(checks: RecordCheckRegistry, app: FastifyInstance): void {
  if (!checks.has(FAQ_SECTION_MODEL)) checks.register(FAQ_SECTION_MODEL, faqSectionCheck(app));
  if (!checks.has(FAQ_ENTRY_MODEL)) checks.register(FAQ_ENTRY_MODEL, faqEntryCheck(app));
}
