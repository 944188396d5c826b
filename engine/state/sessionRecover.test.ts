import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, memoryStorage, stubFetch } from '../data/testing/fakeFetch';
import { SessionStore } from './sessionStore';

const saved = JSON.stringify({ credentials: { username: 'demo', sessionId: 's1' }, modelKey: null });
const user = { username: 'demo', modules: ['FREE'], settings: {}, tokenBalance: 1, resetBalance: 0, userStateVersion: 1, rawUserData: {} };

function storeWith(reply: () => Response | Promise<Response>) {
  const storage = memoryStorage({ 'rs.session': saved });
  vi.stubGlobal('localStorage', storage);
  stubFetch(() => reply());
  return { storage, session: new SessionStore(storage) };
}

describe('SessionStore.recover', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('restores a saved session the server still knows', async () => {
    const { session } = storeWith(() => jsonResponse(user));
    await session.recover('1.0.0');
    expect(session.status).toBe('LOGGED_IN');
  });

  it('forgets a session the server refuses', async () => {
    const { session, storage } = storeWith(() => jsonResponse({ message: 'expired' }, 401));
    await session.recover('1.0.0');
    expect(session.status).not.toBe('LOGGED_IN');
    expect(storage.getItem('rs.session')).toBeNull();
  });

  it('notes an expired session (401) for the sign-in page, until the next sign-in', async () => {
    const { session } = storeWith(() => jsonResponse({ statusCode: 401, message: 'Your session has expired. Please log in again.', code: 'SESSION_INVALID' }, 401));
    expect(session.expiredAtStart).toBe(false);
    await session.recover('1.0.0');
    expect(session.expiredAtStart).toBe(true);
    // The session was not ended on purpose: a protected page keeps its address for after sign-in.
    expect(session.ended).toBeNull();
    stubFetch(() => jsonResponse({ user: { ...user, sessionId: 's2', userPackage: 'EOD-ACCESS' }, serverVersion: '1.0.0' }));
    expect(await session.login('demo', 'Demo1234', '1.0.0')).toBe(true);
    expect(session.expiredAtStart).toBe(false);
  });

  it('does not call a saved session expired when it merely could not be checked', async () => {
    for (const reply of [() => Promise.reject(new TypeError('Failed to fetch')), () => jsonResponse({ message: 'boom' }, 503), () => jsonResponse({ message: 'other product', code: 'WRONG_PRODUCT' }, 409)]) {
      const { session } = storeWith(reply);
      await session.recover('1.0.0');
      expect(session.expiredAtStart).toBe(false);
    }
  });

  it('keeps the saved session when the connection breaks or the server fails', async () => {
    for (const reply of [() => Promise.reject(new TypeError('Failed to fetch')), () => jsonResponse({ message: 'boom' }, 503)]) {
      const { session, storage } = storeWith(reply);
      await session.recover('1.0.0');
      expect(session.status).not.toBe('LOGGED_IN');
      expect(storage.getItem('rs.session')).toBe(saved);
    }
  });
});
