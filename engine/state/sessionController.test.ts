import { ApiCallError } from '../data';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, memoryStorage, stubFetch, type SeenRequest } from '../data/testing/fakeFetch';
import { PreservedRedirectStore } from '../routing/redirectStorage';
import { CACHED_USERNAME_KEY, SessionStore } from './sessionStore';
import { UiStore } from './uiStore';
import { createClientData } from '../ui/createClientData';
import { SessionHookRegistry } from './sessionHooks';
import { SessionController } from './sessionController';
import { HEARTBEAT_DEFAULTS } from './heartbeatConfig';

const user = {
  username: 'demo', firstname: 'Demo', lastname: 'User', modules: ['FREE'], userPackage: 'EOD-ACCESS', settings: { language: 'en' },
  tokenBalance: 50, resetBalance: 2, userStateVersion: 1, rawUserData: { tickersPerMonth: 3, tickersInLastMonth: 0 },
};

interface Replies {
  heartbeat?: (req: SeenRequest) => Response;
  login?: Record<string, unknown>;
}

function setup(replies: Replies = {}) {
  const storage = memoryStorage({ 'rs.deviceId': 'device-1' });
  vi.stubGlobal('localStorage', storage);
  const { seen } = stubFetch((req) => {
    if (req.url.endsWith('/login')) return jsonResponse({ user: { ...user, sessionId: 's1' }, serverVersion: '1.0.0', notifications: [], ...replies.login });
    if (req.url.endsWith('/heartbeat')) return replies.heartbeat ? replies.heartbeat(req) : jsonResponse({ serverVersion: '1.0.0', userStateVersion: 1, staleData: [], userBalance: { tokenBalance: 45, resetBalance: 1, tickersInLastMonth: 1, tickersPerMonth: 3 } });
    if (req.url.endsWith('/logout')) return jsonResponse({ success: true });
    return jsonResponse({}, 404);
  });
  const session = new SessionStore(storage);
  const ui = new UiStore(storage);
  const navigate = vi.fn();
  ui.setNavigate(navigate);
  const redirects = new PreservedRedirectStore([memoryStorage(), memoryStorage()]);
  const hooks = new SessionHookRegistry();
  const hookSpies = {
    afterLogin: vi.fn(), afterHeartbeat: vi.fn(), clearLocalState: vi.fn(), firstPage: vi.fn(), morning: vi.fn(),
    heartbeatPayload: vi.fn(() => ({ fingerprints: { a: 'f1' } })),
    beforeLogout: vi.fn(() => ({ dashboardList: ['SPY', 'QQQ'] })),
  };
  hooks.register({
    ...hookSpies,
    tasks: [
      { name: 'firstPage', afterMs: 10_000, run: hookSpies.firstPage },
      { name: 'morning', daily: { timeZone: 'Europe/Berlin', hour: 15, minute: 35 }, run: hookSpies.morning },
    ],
  });
  // A second plugin's set: its payload is merged with the first one's.
  hooks.register({ beforeLogout: () => ({ lists: [] }) });
  let location = '/dashboard/watchlists?tab=2';
  let controller: SessionController | null = null;
  const data = createClientData(session, (e) => controller?.handleEffect(e));
  controller = new SessionController({
    session, ui, data, redirects, hooks, heartbeat: HEARTBEAT_DEFAULTS, appVersion: '1.0.0', location: () => location,
  });
  const stop = controller.start();
  return { session, ui, navigate, redirects, hookSpies, controller, stop, seen, storage, setLocation: (l: string) => (location = l) };
}

const calls = (seen: SeenRequest[], path: string) => seen.filter((r) => r.url === `/api${path}`);

describe('SessionController', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-06-02T13:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("after sign-in: the hooks, the heartbeat at 5 s with the plugins' payload and answer, the plugins' tasks", async () => {
    const t = setup();
    await t.session.login('demo', 'Secret12', '1.0.0');
    expect(t.hookSpies.afterLogin).toHaveBeenCalledOnce();
    expect(t.hookSpies.afterLogin.mock.calls[0]![0]).toMatchObject({ session: t.session });
    await vi.advanceTimersByTimeAsync(5000);
    const beats = calls(t.seen, '/heartbeat');
    expect(beats).toHaveLength(1);
    expect(JSON.parse(beats[0]!.body ?? '{}')).toEqual({ serverVersion: '1.0.0', userStateVersion: 1, fingerprints: { a: 'f1' } });
    expect(t.hookSpies.afterHeartbeat).toHaveBeenCalledOnce();
    expect(t.hookSpies.afterHeartbeat.mock.calls[0]![0]).toMatchObject({ staleData: [], userBalance: { tokenBalance: 45 } });
    expect(t.hookSpies.firstPage).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(5000);
    expect(t.hookSpies.firstPage).toHaveBeenCalledOnce();
    // 15:35 in Berlin (13:35 UTC in June) is 35 minutes away; the task then runs daily.
    await vi.advanceTimersByTimeAsync(35 * 60_000);
    expect(t.hookSpies.morning).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(24 * 3_600_000);
    expect(t.hookSpies.morning).toHaveBeenCalledTimes(2);
    t.stop();
  });

  it("a failing sign-in sync says 'Error while syncing...', a failing stale-data reload 'Error while syncing new data'", async () => {
    const t = setup();
    t.hookSpies.afterLogin.mockRejectedValueOnce(new Error('lists down'));
    t.hookSpies.afterHeartbeat.mockRejectedValueOnce(new Error('rows down'));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await t.session.login('demo', 'Secret12', '1.0.0');
    await vi.advanceTimersByTimeAsync(0);
    expect(t.ui.currentAlert?.message).toEqual({ key: 'shell:session.syncFailed' });
    t.ui.dismissAlert();
    await vi.advanceTimersByTimeAsync(5000);
    expect(t.ui.currentAlert?.message).toEqual({ key: 'shell:session.syncNewDataFailed' });
    t.stop();
  });

  it('no sync message when a hook failed because the session ended (the catalogue says that)', async () => {
    const t = setup();
    t.hookSpies.afterLogin.mockRejectedValueOnce(new ApiCallError(401, 'Your session has expired. Please log in again.'));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await t.session.login('demo', 'Secret12', '1.0.0');
    await vi.advanceTimersByTimeAsync(0);
    expect(t.ui.currentAlert).toBeNull();
    t.stop();
  });

  it('a hook context navigates and tells the current address', async () => {
    const t = setup();
    await t.session.login('demo', 'Secret12', '1.0.0');
    const ctx = t.hookSpies.afterLogin.mock.calls[0]![0] as { navigate(path: string): void; location(): string };
    expect(ctx.location()).toBe('/dashboard/watchlists?tab=2');
    ctx.navigate('/');
    expect(t.navigate).toHaveBeenCalledWith('/');
    t.stop();
  });

  it('a changed server version: the alert, logout, the URL kept, /login', async () => {
    const t = setup({ heartbeat: () => jsonResponse({ serverVersion: '1.1.0', userStateVersion: 1 }) });
    await t.session.login('demo', 'Secret12', '1.0.0');
    await vi.advanceTimersByTimeAsync(5000);
    expect(t.ui.currentAlert?.message).toEqual({ key: 'shell:session.serverUpdated' });
    expect(t.session.status).toBe('LOGGED_OUT');
    expect(JSON.parse(calls(t.seen, '/logout')[0]!.body ?? '{}')).toEqual({ dashboardList: ['SPY', 'QQQ'], lists: [] });
    expect(t.redirects.read()).toBe('/dashboard/watchlists?tab=2');
    expect(t.navigate).toHaveBeenCalledWith('/login');
    expect(t.storage.getItem('rs.deviceId')).toBe('device-1');
    expect(t.storage.getItem('rs.session')).toBeNull();
    t.stop();
  });

  it('a changed user state version: its own alert and logout', async () => {
    const t = setup({ heartbeat: () => jsonResponse({ serverVersion: '1.0.0', userStateVersion: 2 }) });
    await t.session.login('demo', 'Secret12', '1.0.0');
    await vi.advanceTimersByTimeAsync(5000);
    expect(t.ui.currentAlert?.message).toEqual({ key: 'shell:session.userStateChanged' });
    expect(t.session.status).toBe('LOGGED_OUT');
    t.stop();
  });

  it('401: the session-expired message at once, /login after 2 s, the device id kept', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const t = setup({ heartbeat: () => jsonResponse({ message: 'expired', code: 'SESSION_INVALID' }, 401) });
    await t.session.login('demo', 'Secret12', '1.0.0');
    await vi.advanceTimersByTimeAsync(5000);
    expect(t.ui.currentAlert?.message).toEqual({ key: 'common:errors.sessionExpired' });
    expect(t.session.status).toBe('LOGGED_IN');
    expect(t.navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2000);
    expect(t.session.status).toBe('LOGGED_OUT');
    expect(t.session.ended).toBe('forced');
    expect(t.navigate).toHaveBeenCalledWith('/login');
    expect(t.hookSpies.clearLocalState).toHaveBeenCalled();
    expect(t.storage.getItem('rs.deviceId')).toBe('device-1');
    expect(t.redirects.read()).toBe('/dashboard/watchlists?tab=2');
    expect(t.ui.alerts).toHaveLength(1);
    t.stop();
  });

  it('a failing heartbeat is only logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const t = setup({ heartbeat: () => jsonResponse({ message: 'boom' }, 500) });
    await t.session.login('demo', 'Secret12', '1.0.0');
    await vi.advanceTimersByTimeAsync(5000);
    expect(warn).toHaveBeenCalled();
    expect(t.ui.alerts).toHaveLength(0);
    expect(t.session.status).toBe('LOGGED_IN');
    t.stop();
  });

  it("a logout by the user: the plugins' payload sent, tasks wiped, no URL kept, /login", async () => {
    const t = setup();
    await t.session.login('demo', 'Secret12', '1.0.0');
    t.redirects.save('/dashboard/scanner');
    await t.controller.logout();
    expect(calls(t.seen, '/logout')).toHaveLength(1);
    expect(t.session.ended).toBe('user');
    expect(t.redirects.read()).toBeNull();
    expect(t.navigate).toHaveBeenCalledWith('/login');
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(calls(t.seen, '/heartbeat')).toHaveLength(0);
    t.stop();
  });

  it('the cached username: written by a successful sign-in (the username, not the email), never the password, kept by logout and by a failed sign-in', async () => {
    const t = setup();
    expect(t.session.cachedUsername()).toBe('');
    await t.session.login(' demo@example.com ', 'Secret12', '1.0.0');
    // The server's username of the account, whatever identifier was typed.
    expect(t.storage.getItem(CACHED_USERNAME_KEY)).toBe('demo');
    expect(t.session.cachedUsername()).toBe('demo');
    await t.controller.logout();
    expect(t.storage.getItem('rs.session')).toBeNull();
    expect(t.session.cachedUsername()).toBe('demo');
    // Nothing stored holds the password, in clear or as its transport hash.
    const stored = Array.from({ length: t.storage.length }, (_, i) => t.storage.getItem(t.storage.key(i)!) ?? '').join('\n');
    expect(stored).not.toContain('Secret12');
    expect(stored).not.toContain(JSON.parse(calls(t.seen, '/login')[0]!.body ?? '{}').password);
    // A failed sign-in of another account leaves it.
    stubFetch(jsonResponse({ message: 'Username or password is incorrect' }, 401));
    expect(await t.session.login('someoneelse', 'wrong', '1.0.0')).toBe(false);
    expect(t.session.cachedUsername()).toBe('demo');
    t.stop();
  });

  it('the version dialog: opens on a server other than this build, snoozes for more than 10 minutes', async () => {
    const t = setup({
      login: { serverVersion: '2.0.0' },
      heartbeat: () => jsonResponse({ serverVersion: '2.0.0', userStateVersion: 1 }),
    });
    await t.session.login('demo', 'Secret12', '1.0.0');
    expect(t.ui.versionDialogOpen).toBe(true);
    t.ui.snoozeVersionDialog();
    expect(t.ui.versionDialogOpen).toBe(false);
    await vi.advanceTimersByTimeAsync(5000);
    expect(t.ui.versionDialogOpen).toBe(false);
    t.ui.offerNewVersion();
    expect(t.ui.versionDialogOpen).toBe(false);
    vi.setSystemTime(Date.now() + 10 * 60_000 + 1);
    await vi.advanceTimersByTimeAsync(600_000);
    expect(t.ui.versionDialogOpen).toBe(true);
    t.stop();
  });

  it('the catalogue alerts: a product rule\'s message, too many requests and a failed dashboard save', () => {
    const t = setup();
    t.controller.handleEffect({ kind: 'alert', rule: 'tickerLimit', messageKey: 'common:errors.tickerLimit' });
    t.controller.handleEffect({ kind: 'alert', rule: 'notEnoughTokens', messageKey: 'common:errors.notEnoughTokens' });
    t.controller.handleEffect({ kind: 'tooManyRequests', messageKey: 'common:errors.tooManyRequests' });
    t.controller.handleEffect({ kind: 'saveFailed', messageKey: 'common:errors.saveFailed' });
    t.controller.handleEffect({ kind: 'generic', message: 'x' });
    expect(t.ui.alerts.map((a) => a.message)).toEqual([
      { key: 'common:errors.tickerLimit' }, { key: 'common:errors.notEnoughTokens' },
      { key: 'common:errors.tooManyRequests' }, { key: 'common:errors.saveFailed' },
    ]);
    t.stop();
  });
});
