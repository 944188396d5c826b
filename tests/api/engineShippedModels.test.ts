import type { SearchedUserRow } from '../../server/users/userDataset';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BACKENDS } from './support/testBackends';
import { createTestApp, type TestApp } from './support/testApp';
import { expectError, register, registerPayload, userRow, type Session } from './support/accounts';
import { auditOf, call, createEntity, demo, list, ok, SQLISH, type Envelope } from './support/engine';
import { entities, notifications, users } from '../../server/db/schema';
import type { UserNotification } from '../../contracts';

/** The server side of the shipped models: the notification publish event, the users dataset, content entries. */

type UserResult = SearchedUserRow;
interface UserAnswer { rows: UserResult[]; total: number; maxCacheAge: number }
interface FieldErrorView { field: string; rule: string; message: string }

const HEADING = 'Please check the following issues with your entered data:';
const USER_COLUMNS = ['country', 'createdAt', 'email', 'emailVerified', 'firstname', 'lastname', 'lockedUntil', 'plan', 'subscriptionId', 'userPackage', 'username'];
const DEMOS = ['demoadmin', 'democms', 'demoelite', 'demofree', 'demopremium'];

describe.each(BACKENDS)('shipped models on %s', (backend) => {
  let t: TestApp;
  let free: Session;
  let premium: Session;
  let elite: Session;
  let admin: Session;
  let cms: Session;

  beforeAll(async () => {
    t = await createTestApp(backend, { seed: true });
    [free, premium, elite, admin, cms] = await Promise.all([
      demo(t, 'demofree'), demo(t, 'demopremium'), demo(t, 'demoelite'), demo(t, 'demoadmin'), demo(t, 'democms'),
    ]);
  });
  afterAll(async () => { await t.close(); });

  const fetchNotifications = async (s: Session): Promise<UserNotification[]> =>
    ok<{ notifications: UserNotification[] }>(await call(t, s, 'GET', '/api/fetchNotifications')).notifications;
  const publish = (s: Session, body: unknown) => call(t, s, 'POST', '/api/entities/DomainNotification/events/publish', body);
  const notificationRows = () => t.database.db.select().from(notifications);

  describe('DomainNotification and its publish event', () => {
    it('an admin drafts a notification for everyone and publishes it; users fetch it and get it at login', async () => {
      const draft = await createEntity(t, admin, 'DomainNotification', {
        title: 'Maintenance on Sunday', content: '<p>From 2 to 4 am.</p>', audience: 'all', status: 'draft',
      });
      expect(draft.payload.status).toBe('draft');
      const answer = ok<{ data: { notificationId: number } }>(await publish(admin, { id: draft.id }));
      const id = answer.data.notificationId;
      expect(id).toEqual(expect.any(Number));

      const expected = { id, acknowledged: false, payload: { title: 'Maintenance on Sunday', content: '<p>From 2 to 4 am.</p>' } };
      expect(await fetchNotifications(free)).toContainEqual(expected);
      expect(await fetchNotifications(premium)).toContainEqual(expected);
      const again = await demo(t, 'demoelite');
      expect(again.body.notifications as UserNotification[]).toContainEqual(expected);

      const stored = ok<{ data: Envelope }>(await call(t, admin, 'GET', `/api/entities/DomainNotification/${draft.id}`)).data;
      expect(stored).toMatchObject({ version: 2, payload: { status: 'published', notificationId: id, publishedAt: t.clock.now.toISOString() } });
      const rows = (await notificationRows()).filter((r) => r.id === id);
      expect(rows).toEqual([expect.objectContaining({ userId: null, title: 'Maintenance on Sunday' })]);
      expect((await auditOf(t, 'DomainNotification', draft.id)).map((a) => a.action)).toEqual(['entity.create', 'entity.event.publish']);
      // The admin's list shows it as published.
      const listed = ok<{ rows: Envelope[] }>(await list(t, admin, 'DomainNotification', { filterQuery: [{ filterKey: 'payload.status', type: 'eq', val: 'published' }] }));
      expect(listed.rows.map((r) => r.id)).toContain(draft.id);
    });

    it('publishes to one user only, finding the username whatever its case', async () => {
      const draft = await createEntity(t, admin, 'DomainNotification', { title: 'Your refund', content: 'It is on its way.', audience: 'user', username: 'DemoFree', status: 'draft' });
      const id = ok<{ data: { notificationId: number } }>(await publish(admin, { id: draft.id })).data.notificationId;
      expect((await fetchNotifications(free)).map((n) => n.id)).toContain(id);
      expect((await fetchNotifications(premium)).map((n) => n.id)).not.toContain(id);
      const row = (await notificationRows()).find((r) => r.id === id);
      expect(row?.userId).toBe((await userRow(t, 'demofree')).id);
    });

    it('refuses a second publish with 400 ALREADY_PUBLISHED and notifies once', async () => {
      const draft = await createEntity(t, admin, 'DomainNotification', { title: 'Once', content: 'Only once.', audience: 'all' });
      ok(await publish(admin, { id: draft.id }));
      const before = (await notificationRows()).length;
      expectError(await publish(admin, { id: draft.id }), 400, 'This notification has already been published.', 'ALREADY_PUBLISHED');
      // Editing the published record keeps the link to its notification.
      ok(await call(t, admin, 'PUT', '/api/entities/DomainNotification', { id: draft.id, payload: { title: 'Once more', content: 'x', audience: 'all', status: 'draft' } }));
      expectError(await publish(admin, { id: draft.id }), 400, undefined, 'ALREADY_PUBLISHED');
      expect((await notificationRows()).length).toBe(before);
    });

    it('answers 400 UNKNOWN_USER for a username nobody has, stores nothing and keeps the draft', async () => {
      const draft = await createEntity(t, admin, 'DomainNotification', { title: 'For a ghost', content: 'x', audience: 'user', username: 'nobodyhere', status: 'draft' });
      const before = (await notificationRows()).length;
      expectError(await publish(admin, { id: draft.id }), 400, 'There is no user "nobodyhere".', 'UNKNOWN_USER');
      const sqlish = await createEntity(t, admin, 'DomainNotification', { title: 'SQL', content: 'x', audience: 'user', username: SQLISH });
      expectError(await publish(admin, { id: sqlish.id }), 400, undefined, 'UNKNOWN_USER');
      expect((await notificationRows()).length).toBe(before);
      const stored = ok<{ data: Envelope }>(await call(t, admin, 'GET', `/api/entities/DomainNotification/${draft.id}`)).data;
      expect(stored).toMatchObject({ version: 1, payload: { status: 'draft' } });
      expect(stored.payload.notificationId).toBeUndefined();
    });

    it('refuses to save a notification for one user without a username, with the message', async () => {
      const res = expectError(await call(t, admin, 'POST', '/api/entities/DomainNotification', { payload: { title: 'Who?', content: 'x', audience: 'user' } }), 400, HEADING, 'VALIDATION_FAILED');
      expect((res.errors as FieldErrorView[]).map((e) => [e.field, e.rule, e.message])).toEqual([['username', 'isSet', 'Please enter the username of the recipient']]);
    });

    it('keeps the server-set fields out of the admin\'s hands', async () => {
      const made = await createEntity(t, admin, 'DomainNotification', { title: 'Forged', content: 'x', audience: 'all', notificationId: 1, publishedAt: '2020-01-01T00:00:00.000Z' });
      expect(made.payload).toEqual({ title: 'Forged', content: 'x', audience: 'all' });
      ok(await publish(admin, { id: made.id }));
    });

    it('needs the record: 400 without an id, 404 for an unknown one', async () => {
      expectError(await publish(admin, {}), 400, 'Invalid request: name the notification to publish (id)');
      expectError(await publish(admin, { id: '00000000-0000-4000-8000-000000000000' }), 404);
    });

    it('is for admins only: members and CMS managers get 403 and nothing is sent', async () => {
      const draft = await createEntity(t, admin, 'DomainNotification', { title: 'Admins only', content: 'x', audience: 'all' });
      const before = (await notificationRows()).length;
      for (const s of [free, premium, cms]) {
        expectError(await publish(s, { id: draft.id }), 403, undefined, 'PERMISSION_MISSING');
        expectError(await call(t, s, 'POST', '/api/entities/DomainNotification', { payload: { title: 'Mine', content: 'x', audience: 'all' } }), 403);
        expectError(await call(t, s, 'GET', `/api/entities/DomainNotification/${draft.id}`), 403);
        expectError(await list(t, s, 'DomainNotification'), 403);
      }
      expect((await notificationRows()).length).toBe(before);
      expectError(await t.app.inject({ method: 'POST', url: '/api/entities/DomainNotification/events/publish', payload: { id: draft.id } }), 401);
    });
  });

  describe('the users dataset (DomainSearchedUserResult)', () => {
    const search = (s: Session, body: Record<string, unknown> = {}) => list(t, s, 'DomainSearchedUserResult', body);
    const names = (answer: UserAnswer): string[] => answer.rows.map((r) => r.username);

    it('lists every account for an admin, by username, with only the listed columns', async () => {
      const res = await search(admin);
      const answer = ok<UserAnswer>(res);
      expect(names(answer)).toEqual(DEMOS);
      expect(answer.total).toBe(DEMOS.length);
      for (const row of answer.rows) expect(Object.keys(row).sort()).toEqual(USER_COLUMNS);
      expect(answer.rows.find((r) => r.username === 'demoelite')).toEqual({
        username: 'demoelite', email: 'demoelite@example.com', firstname: 'Elena', lastname: 'Elite', plan: 'elite', userPackage: expect.any(String),
        country: expect.stringMatching(/^[A-Z]{2}$/), emailVerified: true, createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/), lockedUntil: null,
        subscriptionId: expect.any(String),
      });
      // No secret of any account is in the answer.
      const secrets = await t.database.db.select({ hash: users.passwordHash, referral: users.referralCode }).from(users);
      for (const s of secrets) {
        expect(res.body).not.toContain(s.hash);
        expect(res.body).not.toContain(s.referral);
      }
      expect(res.body).not.toMatch(/password|referral|sessionId|settings/i);
    });

    it('filters, sorts and pages with the filter language', async () => {
      // One more account that has not verified its email, and a locked one.
      const pending = registerPayload({ username: 'zoePending', firstname: 'Zoe' });
      expect((await register(t, pending)).statusCode).toBe(200);
      const lockedUntil = new Date(t.clock.now.getTime() + 15 * 60_000);
      await t.database.db.update(users).set({ lockedUntil }).where(eq(users.usernameLower, 'zoepending'));

      const q = async (body: Record<string, unknown>): Promise<string[]> => names(ok<UserAnswer>(await search(admin, body)));
      expect(await q({ filterQuery: [{ filterKey: 'plan', type: 'in', val: ['elite'] }] })).toEqual(['demoadmin', 'demoelite']);
      expect(await q({ filterQuery: [{ filterKey: 'emailVerified', type: 'eq', val: 'false' }] })).toEqual(['zoePending']);
      expect(await q({ filterQuery: [{ filterKey: 'emailVerified', type: 'eq', val: true }] })).toEqual(DEMOS);
      expect(await q({ filterQuery: [{ filterKey: 'firstname', type: 'contains', val: 'ZO' }] })).toEqual(['zoePending']);
      expect(await q({ filterQuery: [{ filterKey: 'email', type: 'eq', val: 'DEMOCMS@example.com' }] })).toEqual(['democms']);
      expect(await q({ filterQuery: [{ filterKey: 'lockedUntil', type: 'above', val: t.clock.now.toISOString() }] })).toEqual(['zoePending']);
      expect(await q({ filterQuery: [{ filterKey: 'createdAt', type: 'below', val: '2000-01-01' }] })).toEqual([]);
      expect(await q({ sort: { key: 'username', direction: 'desc' } })).toEqual(['zoePending', ...[...DEMOS].reverse()]);
      expect(await q({ sort: { key: 'lockedUntil', direction: 'asc' }, pageSize: 1 })).toEqual(['zoePending']);
      const page2 = ok<UserAnswer>(await search(admin, { pageSize: 2, page: 2 }));
      expect({ names: names(page2), total: page2.total }).toEqual({ names: ['demoelite', 'demofree'], total: DEMOS.length + 1 });
      expect(await q({ idIn: ['democms', 'zoePending', 'nobody'] })).toEqual(['democms', 'zoePending']);
      // The bulk read and the CSV export take the same path.
      const bulk = ok<{ data: { id: string; status: number; payload: UserAnswer }[] }>(await call(t, admin, 'POST', '/api/bulk/DomainSearchedUserResult', [
        { id: 'a', method: 'getEntities', parameter: { filterQuery: [{ filterKey: 'plan', type: 'eq', val: 'demo' }] } },
      ]));
      expect(bulk.data[0]).toMatchObject({ id: 'a', status: 200, payload: { total: 3, maxCacheAge: 0 } });
      const csv = await search(admin, { responseType: 'csv', responseTypeSeparator: ';', filterQuery: [{ filterKey: 'username', type: 'eq', val: 'demofree' }] });
      expect(csv.statusCode, csv.body).toBe(200);
      expect(csv.body.split('\n')[0]).toContain('Username;Email;First name;Last name;Plan');
    });

    it('refuses filters and sorts on anything but its columns with 400', async () => {
      for (const body of [
        { filterQuery: [{ filterKey: 'passwordHash', type: 'contains', val: '$' }] },
        { filterQuery: [{ filterKey: 'referralCode', type: 'eq', val: 'x' }] },
        { sort: { key: 'passwordHash', direction: 'asc' } },
        { filterQuery: [{ filterKey: 'createdAt', type: 'between', min: '2027-01-01', max: '2026-01-01' }] },
      ]) expectError(await search(admin, body), 400);
    });

    it('is for admins only: 403 for members and CMS managers, 401 without a session', async () => {
      for (const s of [free, premium, elite, cms]) expectError(await search(s), 403, undefined, 'PERMISSION_MISSING');
      expectError(await call(t, free, 'POST', '/api/bulk/DomainSearchedUserResult', [{ id: 'a', method: 'getEntities' }]), 403);
      expectError(await call(t, null, 'POST', '/api/list/DomainSearchedUserResult', {}), 401);
    });
  });

  describe('DomainContentEntry', () => {
    const POST = {
      title: 'Ranges explained', slug: 'ranges-explained', language: 'en', kind: 'post', status: 'draft',
      tags: ['ranges', 'basics'], summary: 'What a range says.', body: '<p>The <strong>expected</strong> band.</p>',
    };

    it('a CMS manager creates, reads, updates, lists and deletes an entry', async () => {
      const made = await createEntity(t, cms, 'DomainContentEntry', POST);
      expect(made).toMatchObject({ createdBy: 'democms', version: 1, entityModelName: 'DomainContentEntry', payload: POST });
      expect(ok(await call(t, cms, 'GET', `/api/entities/DomainContentEntry/${made.id}`))).toEqual({ data: made });
      const published = { ...POST, status: 'published', publishedAt: '2026-11-20T10:00:00.000Z' };
      const updated = ok<{ data: Envelope }>(await call(t, cms, 'PUT', '/api/entities/DomainContentEntry', { id: made.id, payload: published, version: 1 })).data;
      expect(updated).toMatchObject({ version: 2, payload: published });
      const other = await createEntity(t, admin, 'DomainContentEntry', { title: 'Impressum', slug: 'impressum', language: 'de', kind: 'page' });
      const byLanguage = ok<{ rows: Envelope[] }>(await list(t, cms, 'DomainContentEntry', { filterQuery: [{ filterKey: 'payload.language', type: 'eq', val: 'de' }] }));
      expect(byLanguage.rows.map((r) => r.id)).toEqual([other.id]);
      const byTag = ok<{ rows: Envelope[] }>(await list(t, cms, 'DomainContentEntry', { filterQuery: [{ filterKey: 'payload.tags', type: 'contains', val: 'BASIC' }] }));
      expect(byTag.rows.map((r) => r.id)).toEqual([made.id]);
      // Default sort: newest publication first, unpublished entries last.
      const all = ok<{ rows: Envelope[] }>(await list(t, cms, 'DomainContentEntry'));
      expect(all.rows.map((r) => r.id)).toEqual([made.id, other.id]);
      expect(ok(await call(t, cms, 'DELETE', `/api/entities/DomainContentEntry?id=${made.id}`))).toEqual({ success: true });
      expectError(await call(t, cms, 'GET', `/api/entities/DomainContentEntry/${made.id}`), 404);
      expect((await auditOf(t, 'DomainContentEntry', made.id)).map((a) => a.action)).toEqual(['entity.create', 'entity.update', 'entity.delete']);
      ok(await call(t, admin, 'DELETE', `/api/entities/DomainContentEntry?id=${other.id}`));
    });

    it('refuses bad entries with the rule messages', async () => {
      const res = expectError(await call(t, cms, 'POST', '/api/entities/DomainContentEntry', { payload: { title: 'Hi', slug: 'Not A Slug' } }), 400, HEADING, 'VALIDATION_FAILED');
      expect((res.errors as FieldErrorView[]).map((e) => [e.field, e.rule, e.message]).sort()).toEqual([
        ['language', 'isSet', 'This field is required'],
        ['slug', 'pattern', 'Please use lower-case letters, digits and single dashes only (for example my-first-post)'],
        ['title', 'minLength', 'Please enter at least 3 characters'],
      ]);
    });

    it('everyone reads published entries (drafts: tests/api/contentDrafts.test.ts); members get 403 for every write', async () => {
      const entry = await createEntity(t, cms, 'DomainContentEntry', { ...POST, slug: 'readable', status: 'published' });
      expect(ok(await call(t, free, 'GET', `/api/entities/DomainContentEntry/${entry.id}`))).toEqual({ data: entry });
      expect(ok<{ rows: Envelope[] }>(await list(t, free, 'DomainContentEntry')).rows.map((r) => r.id)).toContain(entry.id);
      for (const s of [free, premium, elite]) {
        expectError(await call(t, s, 'POST', '/api/entities/DomainContentEntry', { payload: POST }), 403, undefined, 'PERMISSION_MISSING');
        expectError(await call(t, s, 'PUT', '/api/entities/DomainContentEntry', { id: entry.id, payload: { ...POST, title: 'Defaced' } }), 403);
        expectError(await call(t, s, 'DELETE', `/api/entities/DomainContentEntry?id=${entry.id}`), 403);
      }
      const rows = await t.database.db.select().from(entities).where(eq(entities.id, entry.id));
      expect(rows.map((r) => r.payload)).toEqual([{ ...POST, slug: 'readable', status: 'published' }]);
    });
  });

  describe('DomainAuthToken and DomainUserData', () => {
    it('API tokens: ApiAccess members keep their own; only the generate event makes one, and none is edited', async () => {
      const generated = await call(t, elite, 'POST', '/api/entities/DomainAuthToken/events/generate', { input: { name: 'Trading bot', scopes: ['assets:read', 'signals:read'], expiresAt: '2027-06-30' } });
      const { id } = ok<{ data: { id: string } }>(generated).data;
      const made = ok<{ data: Envelope }>(await call(t, elite, 'GET', `/api/entities/DomainAuthToken/${id}`)).data;
      expect(made.payload).toEqual({ name: 'Trading bot', scopes: ['assets:read', 'signals:read'], expiresAt: '2027-06-30' });
      expect(ok<{ rows: Envelope[] }>(await list(t, elite, 'DomainAuthToken')).rows.map((r) => r.id)).toEqual([made.id]);
      // Members without ApiAccess get 403; staff see every member's tokens.
      expectError(await call(t, free, 'GET', `/api/entities/DomainAuthToken/${made.id}`), 403);
      expectError(await call(t, premium, 'POST', '/api/entities/DomainAuthToken', { payload: { name: 'Mine', scopes: ['assets:read'], expiresAt: '2027-01-01' } }), 403);
      expect(ok(await call(t, admin, 'GET', `/api/entities/DomainAuthToken/${made.id}`))).toEqual({ data: made });
      expectError(await call(t, elite, 'POST', '/api/entities/DomainAuthToken', { payload: { name: 'Mine', scopes: ['assets:read'], expiresAt: '2027-01-01' } }), 400, undefined, 'USE_GENERATE_EVENT');
      const bad = expectError(await call(t, elite, 'POST', '/api/entities/DomainAuthToken', { payload: { name: 'Writer', scopes: ['assets:write'] } }), 400);
      expect((bad.errors as FieldErrorView[]).map((e) => e.field).sort()).toEqual(['expiresAt', 'scopes.0']);
      expectError(await call(t, elite, 'PUT', '/api/entities/DomainAuthToken', { id: made.id, payload: { name: 'Renamed', scopes: ['watchlists:read'], expiresAt: '2030-01-01' } }), 400, undefined, 'API_TOKEN_IMMUTABLE');
    });

    it('the user data model is served to every member', async () => {
      const model = ok<{ name: string; screens: Record<string, string[]> }>(await call(t, free, 'GET', '/api/models/EntityModel/DomainUserData'));
      expect(model.name).toBe('DomainUserData');
      expect(Object.keys(model.screens)).toEqual(['general', 'userInformation']);
    });
  });
});
