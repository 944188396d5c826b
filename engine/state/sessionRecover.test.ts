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

  it('keeps the saved session when the connection breaks or the server fails', async () => {
    for (const reply of [() => Promise.reject(new TypeError('Failed to fetch')), () => jsonResponse({ message: 'boom' }, 503)]) {
      const { session, storage } = storeWith(reply);
      await session.recover('1.0.0');
      expect(session.status).not.toBe('LOGGED_IN');
      expect(storage.getItem('rs.session')).toBe(saved);
    }
  });
});
