import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, memoryStorage, stubFetch } from '../data/testing/fakeFetch';
import { SessionStore } from './sessionStore';
import { createClientData } from '../ui/createClientData';
import { AccountActions } from './accountActions';
import type { ErrorEffect } from '../data/errorCatalogue';

async function signedIn(...replies: Response[]) {
  const storage = memoryStorage({ 'rs.deviceId': 'd' });
  vi.stubGlobal('localStorage', storage);
  const user = { username: 'u', firstname: 'U', lastname: 'V', modules: ['Intro', 'FREE'], userPackage: 'EOD-ACCESS', settings: { darkMode: false, language: 'en' } };
  const { seen } = stubFetch(jsonResponse({ user: { ...user, sessionId: 's' }, serverVersion: '1' }), ...replies);
  const session = new SessionStore(storage);
  await session.login('u', 'Secret12', '1');
  const effects: ErrorEffect[] = [];
  const account = new AccountActions(session, createClientData(session, (e) => effects.push(e)).request);
  return { session, account, seen, effects, user };
}

describe('AccountActions', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('applies settings at once and saves only the changed part', async () => {
    const t = await signedIn(jsonResponse({}));
    const saving = t.account.saveSettings({ darkMode: true });
    expect(t.session.settings.darkMode).toBe(true);
    expect(await saving).toBe(true);
    expect(t.seen[1]).toMatchObject({ url: '/api/userData', method: 'POST', body: JSON.stringify({ settings: { darkMode: true } }) });
    expect(t.seen[1]?.headers.Authorization).toBe(`Basic ${btoa('u:s')}`);
  });

  it('reverts a setting the server refused and reports the effect (401 → session expired)', async () => {
    const t = await signedIn(jsonResponse({ message: 'gone', code: 'SESSION_INVALID' }, 401));
    expect(await t.account.saveSettings({ darkMode: true, language: 'de' })).toBe(false);
    expect(t.session.settings).toMatchObject({ darkMode: false, language: 'en' });
    expect(t.effects).toEqual([{ kind: 'sessionExpired', messageKey: 'common:errors.sessionExpired', redirectAfterMs: 2000 }]);
  });

  it('verifyIntro replaces the user (the Intro module goes)', async () => {
    const t = await signedIn(jsonResponse({ ...{ username: 'u', firstname: 'U', lastname: 'V', userPackage: 'EOD-ACCESS', settings: {} }, modules: ['FREE'] }));
    expect(await t.account.verifyIntro(true, true)).toBe(true);
    expect(t.session.modules).toEqual(['FREE']);
    expect(JSON.parse(t.seen[1]?.body ?? '{}')).toEqual({ noFinancialAdvise: true, willNotShare: true });
  });

  it('acknowledges a notification and drops it; a failure keeps it', async () => {
    const t = await signedIn(jsonResponse({ message: 'x' }, 500), jsonResponse({ success: true }));
    t.session.setNotifications([{ id: 7, acknowledged: false, payload: { title: 'T', content: 'C' } }]);
    expect(await t.account.acknowledgeNotification(7)).toBe(false);
    expect(t.session.notifications).toHaveLength(1);
    expect(await t.account.acknowledgeNotification(7)).toBe(true);
    expect(t.session.notifications).toHaveLength(0);
  });
});
