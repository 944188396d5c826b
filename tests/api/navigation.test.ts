import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS } from './support/testBackends';
import { createTestApp, type TestApp } from './support/testApp';
import { expectError, userRow, type Session } from './support/accounts';
import { auditOf, call, defineBooks, demo, ok } from './support/engine';
import type { NavEntry } from '../../contracts';

const OPEN = { read: [], write: [], ownerScoped: false };

describe.each(BACKENDS)('navigation entries on %s', (backend) => {
  let t: TestApp;
  let free: Session;
  let premium: Session;
  let admin: Session;
  let cms: Session;
  let books: NavEntry;

  const entriesOf = async (s: Session): Promise<NavEntry[]> => ok<{ entries: NavEntry[] }>(await call(t, s, 'GET', '/api/navigation')).entries;
  const create = async (s: Session, body: Record<string, unknown>): Promise<NavEntry> => ok<{ entry: NavEntry }>(await call(t, s, 'POST', '/api/admin/navigation', body)).entry;

  beforeAll(async () => {
    t = await createTestApp(backend, { seed: true });
    [free, premium, admin, cms] = await Promise.all([demo(t, 'demofree'), demo(t, 'demopremium'), demo(t, 'demoadmin'), demo(t, 'democms')]);
    await defineBooks(t, admin, 'Book', { permissions: OPEN });
    await defineBooks(t, cms, 'Note', { permissions: OPEN });
  });
  afterAll(async () => { await t.close(); });

  it('starts empty, for members and staff alike', async () => {
    expect(await entriesOf(free)).toEqual([]);
    expect(await entriesOf(admin)).toEqual([]);
    expectError(await call(t, null, 'GET', '/api/navigation'), 401, undefined, 'SESSION_INVALID');
  });

  it('an admin adds an entry that opens the generic screen of a list model', async () => {
    books = await create(admin, { label: { en: 'Books', de: 'Bücher' }, icon: 'book-open', group: 'Library', permission: null, listModel: 'BookList', badge: 'NEW', sortOrder: 5 });
    expect(books).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/), path: '/dashboard/m/BookList', label: { en: 'Books', de: 'Bücher' }, icon: 'book-open',
      group: 'Library', permission: null, listModel: 'BookList', badge: 'NEW', sortOrder: 5,
    });
    expect(await entriesOf(free)).toEqual([books]);
    const audit = await auditOf(t, 'nav', books.id);
    expect(audit.map((a) => [a.action, a.actorId])).toEqual([['navigation.create', (await userRow(t, 'demoadmin')).id]]);
  });

  it('a CMS manager adds one too, with the defaults filled in', async () => {
    const notes = await create(cms, { label: { en: 'Notes', de: 'Notizen' }, listModel: 'NoteList' });
    expect(notes).toMatchObject({ path: '/dashboard/m/NoteList', icon: 'table', group: 'custom', permission: null, badge: null, sortOrder: 100 });
    expect((await entriesOf(free)).map((e) => e.listModel)).toEqual(['BookList', 'NoteList']);
  });

  it('refuses a second entry for the same list model with 422 NAV_EXISTS', async () => {
    expectError(await call(t, cms, 'POST', '/api/admin/navigation', { label: { en: 'Again', de: 'Nochmal' }, listModel: 'BookList' }), 422,
      'The sidebar already has an entry for "BookList"', 'NAV_EXISTS');
  });

  it('refuses an unknown list model or permission with 400', async () => {
    expectError(await call(t, admin, 'POST', '/api/admin/navigation', { label: { en: 'X', de: 'X' }, listModel: 'NoSuchList' }), 400, 'Invalid request: there is no list model "NoSuchList"');
    expectError(await call(t, admin, 'POST', '/api/admin/navigation', { label: { en: 'X', de: 'X' }, listModel: 'DomainAsset', permission: 'GODMODE' }), 400,
      'Invalid request: unknown permission module "GODMODE"');
    // An entity model of that name is not a list model.
    expectError(await call(t, admin, 'POST', '/api/admin/navigation', { label: { en: 'X', de: 'X' }, listModel: 'Book' }), 400);
  });

  it('shows each member only the entries their modules allow; the hidden permission hides from everyone', async () => {
    const paid = await create(admin, { label: { en: 'Scanner queries', de: 'Scanner-Abfragen' }, listModel: 'DomainScannerQuery', permission: 'PREMIUM', sortOrder: 1 });
    const content = await create(admin, { label: { en: 'FAQ', de: 'FAQ' }, listModel: 'DomainFAQSection', permission: 'CMS_MANAGER', sortOrder: 100 });
    const hidden = await create(admin, { label: { en: 'Tickets', de: 'Tickets' }, listModel: 'DomainSupportTicket', permission: 'NOT_EXISTING_SO_HIDDEN', sortOrder: 0 });
    expect(hidden.permission).toBe('NOT_EXISTING_SO_HIDDEN');
    const lists = async (s: Session) => (await entriesOf(s)).map((e) => e.listModel);
    // Ordered by sortOrder, then path.
    expect(await lists(free)).toEqual(['BookList', 'NoteList']);
    expect(await lists(premium)).toEqual(['DomainScannerQuery', 'BookList', 'NoteList']);
    expect(await lists(cms)).toEqual(['BookList', 'DomainFAQSection', 'NoteList']);
    expect(await lists(admin)).toEqual(['DomainScannerQuery', 'BookList', 'DomainFAQSection', 'NoteList']);
    expect((await entriesOf(premium))[0]).toEqual(paid);
    expect((await entriesOf(cms))[1]).toEqual(content);
  });

  it('refuses bad input with 400 and stores nothing', async () => {
    const before = await entriesOf(admin);
    const label = { en: 'Fine', de: 'Gut' };
    const bodies: unknown[] = [
      {}, { label }, { listModel: 'DomainPreviewAsset' }, { label: { en: 'Only English' }, listModel: 'DomainPreviewAsset' },
      { label: 'Fine', listModel: 'DomainPreviewAsset' },
      { label: { en: '<script>alert(1)</script>', de: 'x' }, listModel: 'DomainPreviewAsset' },
      { label: { en: '', de: 'x' }, listModel: 'DomainPreviewAsset' },
      { label: { en: 'x'.repeat(61), de: 'x' }, listModel: 'DomainPreviewAsset' },
      { label: { ...label, fr: 'Bien' }, listModel: 'DomainPreviewAsset' },
      { label, listModel: "DomainPreviewAsset'; DROP TABLE nav_entries;--" },
      { label, listModel: 'DomainPreviewAsset', icon: 'Bad Icon' },
      { label, listModel: 'DomainPreviewAsset', icon: 'javascript:alert(1)' },
      { label, listModel: 'DomainPreviewAsset', group: '<b>' },
      { label, listModel: 'DomainPreviewAsset', badge: 'x'.repeat(13) },
      { label, listModel: 'DomainPreviewAsset', badge: '<i>' },
      { label, listModel: 'DomainPreviewAsset', sortOrder: -1 },
      { label, listModel: 'DomainPreviewAsset', sortOrder: 10_001 },
      { label, listModel: 'DomainPreviewAsset', sortOrder: '5' },
      { label, listModel: 'DomainPreviewAsset', permission: 5 },
      { label, listModel: 'DomainPreviewAsset', path: '/evil' },
      [{ label, listModel: 'DomainPreviewAsset' }],
    ];
    for (const body of bodies) expectError(await call(t, admin, 'POST', '/api/admin/navigation', body), 400);
    expect(await entriesOf(admin)).toEqual(before);
  });

  it('is closed to members: 403 for every admin call', async () => {
    const body = { label: { en: 'Mine', de: 'Meins' }, listModel: 'DomainPreviewAsset' };
    for (const s of [free, premium]) {
      expectError(await call(t, s, 'POST', '/api/admin/navigation', body), 403, undefined, 'PERMISSION_MISSING');
      expectError(await call(t, s, 'PUT', `/api/admin/navigation/${books.id}`, body), 403, undefined, 'PERMISSION_MISSING');
      expectError(await call(t, s, 'DELETE', `/api/admin/navigation/${books.id}`), 403, undefined, 'PERMISSION_MISSING');
    }
    expectError(await call(t, null, 'POST', '/api/admin/navigation', body), 401);
    expect((await entriesOf(free)).map((e) => e.id)).toContain(books.id);
  });

  it('changes an entry with PUT', async () => {
    t.clock.advance(1000);
    const res = ok<{ entry: NavEntry }>(await call(t, cms, 'PUT', `/api/admin/navigation/${books.id}`, {
      label: { en: 'Library', de: 'Bibliothek' }, icon: 'library', group: 'Reading', permission: 'PREMIUM', listModel: 'BookList', badge: null, sortOrder: 2,
    }));
    expect(res.entry).toEqual({
      id: books.id, path: '/dashboard/m/BookList', label: { en: 'Library', de: 'Bibliothek' }, icon: 'library', group: 'Reading',
      permission: 'PREMIUM', listModel: 'BookList', badge: null, sortOrder: 2,
    });
    expect((await entriesOf(free)).map((e) => e.id)).not.toContain(books.id);
    expect((await entriesOf(premium)).find((e) => e.id === books.id)).toEqual(res.entry);
    // Unset optional fields fall back to their defaults.
    const reset = ok<{ entry: NavEntry }>(await call(t, cms, 'PUT', `/api/admin/navigation/${books.id}`, { label: { en: 'Books', de: 'Bücher' }, listModel: 'BookList' }));
    expect(reset.entry).toMatchObject({ icon: 'table', group: 'custom', permission: null, badge: null, sortOrder: 100 });
    expect((await auditOf(t, 'nav', books.id)).map((a) => a.action)).toEqual(['navigation.create', 'navigation.update', 'navigation.update']);
  });

  it('moves an entry to another list model, but not onto one that has an entry (422)', async () => {
    const moved = ok<{ entry: NavEntry }>(await call(t, admin, 'PUT', `/api/admin/navigation/${books.id}`, { label: { en: 'Previews', de: 'Vorschau' }, listModel: 'DomainPreviewAsset' }));
    expect(moved.entry).toMatchObject({ id: books.id, path: '/dashboard/m/DomainPreviewAsset', listModel: 'DomainPreviewAsset' });
    expectError(await call(t, admin, 'PUT', `/api/admin/navigation/${books.id}`, { label: { en: 'Notes', de: 'Notizen' }, listModel: 'NoteList' }), 422,
      'The sidebar already has an entry for "NoteList"', 'NAV_EXISTS');
    ok(await call(t, admin, 'PUT', `/api/admin/navigation/${books.id}`, { label: { en: 'Books', de: 'Bücher' }, listModel: 'BookList' }));
  });

  it('refuses PUT for unknown entries (404), unknown list models and bad input (400)', async () => {
    const body = { label: { en: 'X', de: 'X' }, listModel: 'BookList' };
    expectError(await call(t, admin, 'PUT', `/api/admin/navigation/${randomUUID()}`, body), 404, 'No such navigation entry');
    expectError(await call(t, admin, 'PUT', '/api/admin/navigation/not-a-uuid', body), 400);
    expectError(await call(t, admin, 'PUT', `/api/admin/navigation/${encodeURIComponent("' OR 1=1 --")}`, body), 400);
    expectError(await call(t, admin, 'PUT', `/api/admin/navigation/${books.id}`, { ...body, listModel: 'Nope' }), 400);
    expectError(await call(t, admin, 'PUT', `/api/admin/navigation/${books.id}`, { ...body, permission: 'ROOT' }), 400);
    expectError(await call(t, admin, 'PUT', `/api/admin/navigation/${books.id}`, { label: body.label }), 400);
    expect((await entriesOf(admin)).find((e) => e.id === books.id)).toMatchObject({ listModel: 'BookList', label: { en: 'Books', de: 'Bücher' } });
  });

  it('deletes an entry; a second delete answers 404 and the list model can get a new entry', async () => {
    expect(ok(await call(t, admin, 'DELETE', `/api/admin/navigation/${books.id}`))).toEqual({ success: true });
    expect((await entriesOf(admin)).map((e) => e.id)).not.toContain(books.id);
    expectError(await call(t, admin, 'DELETE', `/api/admin/navigation/${books.id}`), 404, 'No such navigation entry');
    expectError(await call(t, admin, 'DELETE', '/api/admin/navigation/nope'), 400);
    const audit = await auditOf(t, 'nav', books.id);
    expect(audit.at(-1)).toMatchObject({ action: 'navigation.delete', details: { entry: expect.objectContaining({ listModel: 'BookList' }) } });
    const again = await create(cms, { label: { en: 'Books', de: 'Bücher' }, listModel: 'BookList' });
    expect(again.id).not.toBe(books.id);
    expect(again.path).toBe('/dashboard/m/BookList');
  });
});
