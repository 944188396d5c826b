/**
 * The help area's calls (issue 26; documents 1 and 4 section 7.6):
 * - GET  /faq?language=en|de&q=…              → FaqAnswer: the active FAQ, public (the /qanda page has no session)
 * - GET  /cms/entry/{collection}/{entry}       → CmsEntryAnswer: a public content document (the tutorials: body.content.content)
 * - POST /cms/entry/{collection}/{entry}       → CmsEntryAnswer: saves it (CMS managers and admins; checked per collection)
 * FAQ sections and entries are written through the engine's entity calls (models DomainFAQSection
 * and DomainFAQEntry); their record checks are registered here, and the shipped content is stored
 * once per database.
 */
import type { FastifyInstance } from 'fastify';
import * as s from '../http/schemas';
import { notFound } from '../http/apiError';
import { audit } from '../audit';
import { requireAuth } from '../auth/sessionAuth';
import { CMS_COLLECTIONS, FAQ_RULES, type CmsCollection } from '../../product/helpRules';
import { LANGUAGES, type Language } from '../../product/accountRules';
import { readFaq } from './faqRead';
import { registerFaqChecks } from './faqChecks';
import { readCmsEntry, saveCmsEntry, type CmsRow } from './cmsStore';
import { checkTutorials } from './tutorialContent';
import { seedHelpContent } from './helpSeed';
import type { CmsEntryAnswer, FaqAnswer } from '../../contracts';

const slug = { type: 'string', minLength: 1, maxLength: 40, pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' };
const cmsParams = s.object({ collection: slug, entry: slug }, ['collection', 'entry']);
type CmsParams = { collection: string; entry: string };

/** Each collection's check of a document before it is stored. */
const CMS_CHECKS: Record<CmsCollection, (content: Record<string, unknown>) => Record<string, unknown>> = {
  tutorials: (content) => ({ ...checkTutorials(content) }),
};

function knownCollection(params: CmsParams): CmsCollection {
  const collection = params.collection as CmsCollection;
  const known = Object.hasOwn(CMS_COLLECTIONS, collection) && (CMS_COLLECTIONS[collection].names as readonly string[]).includes(params.entry);
  if (!known) throw notFound(`There is no content "${params.collection}/${params.entry}"`);
  return collection;
}

const answer = (row: CmsRow): CmsEntryAnswer<Record<string, unknown>> => ({
  collection: row.collection, name: row.name, content: row.content, version: row.version, updatedAt: row.updatedAt.toISOString(),
});

export async function helpRoutes(app: FastifyInstance): Promise<void> {
  registerFaqChecks(app.engine.recordChecks, app);
  await seedHelpContent(app.deps.db, app.deps.now());

  app.get<{ Querystring: { language?: Language; q?: string } }>('/faq', {
    schema: { querystring: s.object({ language: { type: 'string', enum: [...LANGUAGES] }, q: { type: 'string', maxLength: FAQ_RULES.searchMaxLength } }) },
  }, async (req): Promise<FaqAnswer> => readFaq(app, req.query.language ?? 'en', (req.query.q ?? '').trim()));

  app.get<{ Params: CmsParams }>('/cms/entry/:collection/:entry', { schema: { params: cmsParams } }, async (req): Promise<CmsEntryAnswer<Record<string, unknown>>> => {
    knownCollection(req.params);
    const row = await readCmsEntry(app.deps.db, req.params.collection, req.params.entry);
    if (!row) throw notFound(`There is no content "${req.params.collection}/${req.params.entry}"`);
    return answer(row);
  });

  app.post<{ Params: CmsParams; Body: { content: Record<string, unknown> } }>('/cms/entry/:collection/:entry', {
    config: { auth: true, permission: 'CMSManager' },
    schema: { params: cmsParams, body: s.object({ content: { type: 'object', maxProperties: 20 } }, ['content']) },
  }, async (req): Promise<CmsEntryAnswer<Record<string, unknown>>> => {
    const collection = knownCollection(req.params);
    const content = CMS_CHECKS[collection](req.body.content);
    const { user } = requireAuth(req);
    const row = await saveCmsEntry(app.deps.db, { collection, name: req.params.entry, content, userId: user.id, now: app.deps.now() });
    await audit(app.deps.db, { actorId: user.id, action: 'cms.save', targetType: `cms:${collection}`, targetId: req.params.entry, ip: req.ip });
    return answer(row);
  });
}
