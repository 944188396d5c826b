import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { cmsEntries, entities } from '../../server/db/schema';
import { BACKENDS } from './support/testBackends';
import { createTestApp, type TestApp } from './support/testApp';
import { expectError, type Session } from './support/accounts';
import { call, createEntity, demo, list, ok, type ListAnswer } from './support/engine';
import { PLANS } from '../../product/plans';
import { SCANNER_RULES } from '../../product/scannerRules';
import { BILLING_RULES } from '../../product/catalogue';
import type { CmsEntryAnswer, FaqAnswer } from '../../contracts';

/** Issue 26, scopes 1 and 2: the FAQ (sections and entries, active flag, search, language) and the public CMS documents. */

const faq = async (t: TestApp, query = ''): Promise<FaqAnswer> => ok<FaqAnswer>(await call(t, null, 'GET', `/api/faq${query}`));
const questions = (a: FaqAnswer): string[] => a.sections.flatMap((s) => s.entries.map((e) => e.question));

describe.each(BACKENDS)('help content on %s', (backend) => {
  let t: TestApp;
  let free: Session;
  let cms: Session;
  let admin: Session;

  beforeAll(async () => {
    t = await createTestApp(backend, { seed: true });
    [free, cms, admin] = await Promise.all([demo(t, 'demofree'), demo(t, 'democms'), demo(t, 'demoadmin')]);
  });
  afterAll(async () => { await t.close(); });

  it('serves the shipped FAQ to visitors in English and German, sections and entries in rank order, numbers from product/', async () => {
    const en = await faq(t, '?language=en');
    expect(en.language).toBe('en');
    expect(en.sections.map((s) => s.key)).toEqual(['measures', 'tickers', 'plans', 'support']);
    expect(en.sections[0]!.entries[0]!.question).toBe('What is a volatility range?');
    const all = en.sections.flatMap((s) => s.entries);
    expect(all.some((e) => e.answer.includes(`${SCANNER_RULES.tokenCost} tokens`))).toBe(true);
    expect(all.some((e) => e.answer.includes(`within ${BILLING_RULES.renewalFullRefundDays} calendar days`))).toBe(true);
    expect(all.some((e) => e.answer.includes(`include ${PLANS.elite.tokensPerMonth} tokens a month`))).toBe(true);
    expect(all.every((e) => !e.answer.includes('{{'))).toBe(true);
    const de = await faq(t, '?language=de');
    expect(de.sections[0]!.title).toBe('Spannen und Kennzahlen');
    expect(questions(de)).toContain('Was sagt mir der Hurst-Exponent?');
    expect(questions(de).length).toBe(questions(en).length);
    // Without a language: English.
    expect((await faq(t)).language).toBe('en');
  });

  it('searches question, answer and section title, every word, ignoring case and accents', async () => {
    expect(questions(await faq(t, '?language=en&q=HURST'))).toEqual(['What does the Hurst exponent tell me?']);
    const cancel = await faq(t, '?language=de&q=KUNDIGE');
    expect(questions(cancel)).toContain('Wie kündige ich mein Abonnement?');
    for (const e of cancel.sections.flatMap((s) => s.entries)) expect(`${e.question} ${e.answer}`.toLowerCase()).toContain('kündig');
    expect(questions(await faq(t, '?language=de&q=Token%20Scanner'))).toEqual(['Wofür sind Token?']);
    const none = await faq(t, '?language=en&q=zzzqqq');
    expect(none).toEqual({ language: 'en', query: 'zzzqqq', sections: [] });
  });

  it('refuses bad input with a 400 and changes nothing', async () => {
    expectError(await call(t, null, 'GET', '/api/faq?language=fr'), 400);
    expectError(await call(t, null, 'GET', `/api/faq?q=${'x'.repeat(201)}`), 400);
  });

  it('lets CMS managers and admins write FAQ sections and entries, members get 403, and a save shows at once', async () => {
    const before = await faq(t, '?language=en');
    expectError(await call(t, free, 'POST', '/api/entities/DomainFAQEntry', { payload: { section: 'plans', language: 'en', question: 'Member question?', answer: 'No', sortRank: 1, active: true } }), 403);
    const created = await createEntity(t, cms, 'DomainFAQEntry', { section: 'plans', language: 'en', question: '  Can I pay by invoice?  ', answer: 'Yes, yearly plans.', sortRank: 1, active: true });
    expect(created.payload.question).toBe('Can I pay by invoice?');
    const after = await faq(t, '?language=en');
    expect(after.sections.find((s) => s.key === 'plans')!.entries[0]!.question).toBe('Can I pay by invoice?');
    // The active flag hides an entry from everyone's FAQ and from members' lists, not from CMS managers.
    const put = await call(t, admin, 'PUT', '/api/entities/DomainFAQEntry', { id: created.id, payload: { ...created.payload, active: false }, version: 1 });
    ok(put);
    expect(questions(await faq(t, '?language=en'))).toEqual(questions(before));
    const memberRows = ok<ListAnswer>(await list(t, free, 'DomainFAQEntry', { pageSize: 500 })).rows.map((r) => r.id);
    expect(memberRows).not.toContain(created.id);
    expect(ok<ListAnswer>(await list(t, cms, 'DomainFAQEntry', { pageSize: 500 })).rows.map((r) => r.id)).toContain(created.id);
    expectError(await call(t, free, 'GET', `/api/entities/DomainFAQEntry/${created.id}`), 404);
  });

  it('hides an inactive section with its entries, and refuses entries of unknown sections and duplicate section keys', async () => {
    const section = await createEntity(t, cms, 'DomainFAQSection', { key: 'extra', language: 'de', title: 'Zusatz', sortRank: 0, active: true });
    await createEntity(t, cms, 'DomainFAQEntry', { section: 'extra', language: 'de', question: 'Eine Zusatzfrage?', answer: 'Ja.', sortRank: 0, active: true });
    expect((await faq(t, '?language=de')).sections[0]!.key).toBe('extra');
    expect((await faq(t, '?language=en')).sections.map((s) => s.key)).not.toContain('extra');
    ok(await call(t, cms, 'PUT', '/api/entities/DomainFAQSection', { id: section.id, payload: { ...section.payload, active: false } }));
    expect(questions(await faq(t, '?language=de'))).not.toContain('Eine Zusatzfrage?');

    const count = async (): Promise<number> => (await t.database.db.select().from(entities).where(eq(entities.model, 'DomainFAQEntry'))).length;
    const n = await count();
    expectError(await call(t, cms, 'POST', '/api/entities/DomainFAQEntry', { payload: { section: 'nope', language: 'en', question: 'Orphan question?', answer: 'x', sortRank: 1, active: true } }), 400, 'There is no section with the key "nope" in this language.', 'FAQ_SECTION_UNKNOWN');
    expectError(await call(t, cms, 'POST', '/api/entities/DomainFAQSection', { payload: { key: 'plans', language: 'en', title: 'Twice', sortRank: 1, active: true } }), 400, undefined, 'FAQ_SECTION_TAKEN');
    expectError(await call(t, cms, 'POST', '/api/entities/DomainFAQEntry', { payload: { section: 'plans', language: 'en', question: 'Why', answer: 'x', sortRank: 1, active: true } }), 400, 'Please check the following issues with your entered data:');
    expect(await count()).toBe(n);
  });

  it('serves the tutorials from body.content.content, and refuses unknown documents', async () => {
    // A new installation ships no videos (there is no product channel to point at): both documents exist, empty.
    const en = ok<CmsEntryAnswer>(await call(t, null, 'GET', '/api/cms/entry/tutorials/en'));
    expect(en.content.content).toEqual([]);
    const de = ok<CmsEntryAnswer>(await call(t, free, 'GET', '/api/cms/entry/tutorials/de'));
    expect(de.content.content).toEqual([]);
    expectError(await call(t, null, 'GET', '/api/cms/entry/tutorials/fr'), 404);
    expectError(await call(t, null, 'GET', '/api/cms/entry/secrets/en'), 404);
    expectError(await call(t, null, 'GET', '/api/cms/entry/Tutorials/en'), 400);
  });

  it('saves tutorials for CMS managers only, with video-site embeds only, changing nothing on a refusal', async () => {
    const videos = [{ title: 'New video', embedUrl: 'https://www.youtube-nocookie.com/embed/abcDEF12345' }, { title: 'Vimeo one', embedUrl: 'https://player.vimeo.com/video/76979871' }];
    expectError(await call(t, null, 'POST', '/api/cms/entry/tutorials/en', { content: { content: videos } }), 401);
    expectError(await call(t, free, 'POST', '/api/cms/entry/tutorials/en', { content: { content: videos } }), 403);
    const stored = async (): Promise<unknown> => (await t.database.db.select().from(cmsEntries).where(and(eq(cmsEntries.collection, 'tutorials'), eq(cmsEntries.name, 'en'))))[0]!.content;
    const original = await stored();
    const refused: [unknown, string][] = [
      [{ content: [{ title: 'Evil', embedUrl: 'https://evil.example.com/embed/abcDEF12345' }] }, 'NOT_A_VIDEO_EMBED'],
      [{ content: [{ title: 'Script', embedUrl: 'javascript:alert(1)' }] }, 'NOT_A_VIDEO_EMBED'],
      [{ content: [{ title: 'Watch page', embedUrl: 'https://www.youtube.com/watch?v=abcDEF12345' }] }, 'NOT_A_VIDEO_EMBED'],
      [{ content: [{ title: 'Plain http', embedUrl: 'http://www.youtube.com/embed/abcDEF12345' }] }, 'NOT_A_VIDEO_EMBED'],
      [{ content: [{ title: 'Lookalike', embedUrl: 'https://www.youtube.com.evil.io/embed/abcDEF12345' }] }, 'NOT_A_VIDEO_EMBED'],
      [{ content: [{ title: 'Iframe', embedUrl: '<iframe src="https://www.youtube.com/embed/abcDEF12345"></iframe>' }] }, 'NOT_A_VIDEO_EMBED'],
      [{ content: [{ title: '   ', embedUrl: 'https://www.youtube.com/embed/abcDEF12345' }] }, 'INVALID_TITLE'],
      [{ content: [{ title: 'x', embedUrl: 'https://www.youtube.com/embed/abcDEF12345', html: '<b>' }] }, 'INVALID_CONTENT'],
      [{ content: 'not a list' }, 'INVALID_CONTENT'],
      [{ videos: [] }, 'INVALID_CONTENT'],
    ];
    for (const [content, code] of refused) expectError(await call(t, cms, 'POST', '/api/cms/entry/tutorials/en', { content }), 400, undefined, code);
    expectError(await call(t, cms, 'POST', '/api/cms/entry/tutorials/en', { body: 'x' }), 400);
    expectError(await call(t, cms, 'POST', '/api/cms/entry/tutorials/fr', { content: { content: videos } }), 404);
    expect(await stored()).toEqual(original);

    const saved = ok<CmsEntryAnswer>(await call(t, cms, 'POST', '/api/cms/entry/tutorials/en', { content: { content: videos } }));
    expect(saved.content.content).toEqual(videos);
    expect(saved.version).toBe(2);
    expect(ok<CmsEntryAnswer>(await call(t, null, 'GET', '/api/cms/entry/tutorials/en')).content.content).toEqual(videos);
    ok(await call(t, admin, 'POST', '/api/cms/entry/tutorials/en', { content: { content: [] } }));
  });
});
