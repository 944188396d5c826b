/**
 * Stores the shipped help content once per database (system_state `helpContentSeed`): the FAQ's
 * sections and entries in both languages and the tutorials documents. Later starts leave what CMS
 * managers changed (or deleted) alone.
 */
import type { Db } from '../db/database';
import { entities, systemState } from '../db/schema';
import { LANGUAGES } from '../../product/accountRules';
import { FAQ_SEED } from './faqSeed';
import { FAQ_ENTRY_MODEL, FAQ_SECTION_MODEL } from './faqModels';
import { seedCmsEntry } from './cmsStore';
import { tutorialSeed } from './tutorialSeed';

const SEED_KEY = 'helpContentSeed';
/** Gaps between ranks, so that an item can be put between two without renumbering. */
const RANK_STEP = 10;

export async function seedHelpContent(db: Db, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx.insert(systemState).values({ key: SEED_KEY, value: { at: now.toISOString() } }).onConflictDoNothing().returning();
    if (!claimed.length) return false;
    for (const language of LANGUAGES) {
      for (const [s, section] of FAQ_SEED.entries()) {
        const base = { creationDate: now, updatedAt: now, createdBy: null, createdByName: null };
        await tx.insert(entities).values({
          ...base, model: FAQ_SECTION_MODEL,
          payload: { key: section.key, language, title: section.title[language], sortRank: (s + 1) * RANK_STEP, active: true },
        });
        await tx.insert(entities).values(section.entries.map((entry, e) => ({
          ...base, model: FAQ_ENTRY_MODEL,
          payload: { section: section.key, language, question: entry.question[language], answer: entry.answer[language], sortRank: (e + 1) * RANK_STEP, active: true },
        })));
      }
      await seedCmsEntry(tx, 'tutorials', language, { ...tutorialSeed() }, now);
    }
    return true;
  });
}

