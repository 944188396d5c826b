/**
 * Issue 19, point 4: saved scanner queries (DomainScannerQuery) through the generic entity and
 * list calls, with the scanner's own permission BASIC_OR_PREMIUM, owner-scoped.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BACKENDS } from './support/testBackends';
import { createTestApp, type TestApp } from './support/testApp';
import { expectError, newSession, userRow, type Session } from './support/accounts';
import { call, createEntity, demo, list, ok, type Envelope, type ListAnswer } from './support/engine';
import { users } from '../../server/db/schema';
import type { SavedScannerQueryPayload } from '../../contracts';

const MODEL = 'DomainScannerQuery';

const HIGH_HURST: SavedScannerQueryPayload = {
  title: 'High Hurst',
  filterConfig: {
    h64: { isActive: true, type: 'above', val: '0.6', min: null, max: null, isPercentage: false },
    trend: { isActive: true, type: 'in', val: ['trendBullish'] },
  },
};

describe.each(BACKENDS)('saved scanner queries on %s', (backend) => {
  let t: TestApp;
  let premium: Session;
  let elite: Session;
  let free: Session;

  beforeAll(async () => {
    t = await createTestApp(backend, { seed: true });
    [premium, elite, free] = await Promise.all([demo(t, 'demopremium'), demo(t, 'demoelite'), demo(t, 'demofree')]);
  });
  afterAll(async () => { await t?.close(); });

  const titles = async (s: Session): Promise<string[]> =>
    ok<ListAnswer>(await list(t, s, MODEL)).rows.map((r) => String((r.payload as { title: string }).title));

  it('creates, lists, renames and deletes a query of its owner only', async () => {
    const saved = await createEntity(t, premium, MODEL, HIGH_HURST as unknown as Record<string, unknown>, 'full');
    expect(saved.payload).toEqual(HIGH_HURST);
    expect(saved.createdBy).toBe('demopremium');

    expect(await titles(premium)).toContain('High Hurst');
    // Another user neither lists nor reads, changes or deletes it.
    expect(await titles(elite)).not.toContain('High Hurst');
    expectError(await call(t, elite, 'GET', `/api/entities/${MODEL}/${saved.id}`), 404);
    expectError(await call(t, elite, 'PUT', `/api/entities/${MODEL}`, { id: saved.id, payload: { title: 'Mine now' }, screen: 'default' }), 404);
    expectError(await call(t, elite, 'DELETE', `/api/entities/${MODEL}?id=${saved.id}`), 404);

    // Rename: the title screen changes the title and keeps the filters.
    const renamed = ok<{ data: Envelope }>(await call(t, premium, 'PUT', `/api/entities/${MODEL}`, { id: saved.id, payload: { title: 'Persistent uptrends' }, screen: 'default' })).data;
    expect(renamed.payload).toEqual({ ...HIGH_HURST, title: 'Persistent uptrends' });
    expect(renamed.version).toBe(saved.version + 1);
    expect(await titles(premium)).toContain('Persistent uptrends');
    expect(ok<{ data: Envelope }>(await call(t, premium, 'GET', `/api/entities/${MODEL}/${saved.id}`)).data.payload.title).toBe('Persistent uptrends');

    expect(ok(await call(t, premium, 'DELETE', `/api/entities/${MODEL}?id=${saved.id}`))).toEqual({ success: true });
    expect(await titles(premium)).not.toContain('Persistent uptrends');
    expectError(await call(t, premium, 'GET', `/api/entities/${MODEL}/${saved.id}`), 404);
  });

  it('refuses a query without a title', async () => {
    const res = await call(t, premium, 'POST', `/api/entities/${MODEL}`, { payload: { title: '', filterConfig: {} }, screen: 'full' });
    expect(res.statusCode, res.body).toBe(400);
    expect((res.json() as { errors: { field: string; rule: string }[] }).errors).toMatchObject([{ field: 'title', rule: 'isSet' }]);
  });

  it('is open to every BASIC_OR_PREMIUM holder (a Basic user too), not to a free user', async () => {
    const basic = await newSession(t);
    await t.database.db.update(users).set({ plan: 'basic' }).where(eq(users.id, (await userRow(t, basic.username)).id));
    const saved = await createEntity(t, basic, MODEL, { title: 'Basic scan', filterConfig: { upside: { isActive: true, type: 'above', min: '2' } } }, 'full');
    expect(await titles(basic)).toEqual(['Basic scan']);
    expect(await titles(premium)).not.toContain('Basic scan');
    expect(ok(await call(t, basic, 'GET', '/api/models/EntityModel/DomainScannerQuery'))).toMatchObject({ name: MODEL });
    expect(ok(await call(t, basic, 'DELETE', `/api/entities/${MODEL}?id=${saved.id}`))).toEqual({ success: true });

    expectError(await call(t, free, 'POST', `/api/entities/${MODEL}`, { payload: HIGH_HURST, screen: 'full' }), 403, undefined, 'PERMISSION_MISSING');
    expectError(await list(t, free, MODEL), 403, undefined, 'PERMISSION_MISSING');
  });
});
