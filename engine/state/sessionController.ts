import { reaction } from 'mobx';
import type { ErrorEffect } from '../data/errorCatalogue';
import type { PreservedRedirectStore } from '../routing/redirectStorage';
import type { SessionStore, SessionEnd } from './sessionStore';
import type { NotificationsAnswer } from '../../contracts/notifications';
import type { DataProvider } from '../data/dataProvider';
import { ApiCallError } from '../data';
import { runHook, type SessionHookRegistry, type SessionHookContext } from './sessionHooks';
import type { UiStore } from './uiStore';
import { HeartbeatScheduler } from './heartbeatScheduler';
import type { HeartbeatConfig } from './heartbeatConfig';
import { interpretHeartbeat, type HeartbeatAnswer } from './heartbeatOutcome';
import { TaskScheduler } from './taskScheduler';

export interface SessionControllerDeps {
  session: SessionStore;
  ui: UiStore;
  data: DataProvider;
  redirects: PreservedRedirectStore;
  hooks: SessionHookRegistry;
  heartbeat: HeartbeatConfig;
  appVersion: string;
  /** The current address (path, query, hash). */
  location?: () => string;
  now?: () => Date;
}

/**
 * Runs what happens around the session (document 1 sections 4 and 8): on sign-in the plugins'
 * session hooks, the heartbeat and the plugins' scheduled tasks; the new-version dialog; the
 * global error catalogue's effects
 * (session expired → message and /login after 2 s, wrong product address → message and
 * logout, the alerts of 429, 765, 766 and a failed dashboard save); and logout.
 *
 * @example const stop = controller.start(); ... controller.logout(); ... stop();
 */
export class SessionController {
  readonly heartbeat: HeartbeatScheduler;
  readonly tasks: TaskScheduler;
  private expiring = false;
  private readonly location: () => string;
  private readonly now: () => Date;

  constructor(private readonly deps: SessionControllerDeps) {
    this.location = deps.location ?? (() => `${window.location.pathname}${window.location.search}${window.location.hash}`);
    this.now = deps.now ?? (() => new Date());
    this.heartbeat = new HeartbeatScheduler(() => this.beat(), deps.heartbeat, () => this.now().getTime());
    this.tasks = new TaskScheduler(this.now);
  }

  private get ctx(): SessionHookContext {
    return { session: this.deps.session, data: this.deps.data, navigate: (path) => this.deps.ui.navigate(path), location: this.location };
  }

  /** Follows the session status; answers a function that stops everything. */
  start(): () => void {
    const dispose = reaction(
      () => this.deps.session.status,
      (status, previous) => {
        if (status === 'LOGGED_IN') this.onSignedIn(previous !== 'LOGGING_IN');
        else if (status === 'LOGGED_OUT') this.stopSchedules();
      },
      { fireImmediately: true },
    );
    const onVisible = (): void => {
      if (document.visibilityState === 'visible') this.heartbeat.trigger();
    };
    if (typeof document !== 'undefined') document.addEventListener('visibilitychange', onVisible);
    return () => {
      dispose();
      if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', onVisible);
      this.stopSchedules();
    };
  }

  private onSignedIn(recovered: boolean): void {
    const { session, hooks, ui } = this.deps;
    this.expiring = false;
    this.stopSchedules();
    // A plugin whose sign-in sync fails (its lists could not be loaded) leaves the user a message (document 1 section 8).
    hooks.each((h) => h.afterLogin?.(this.ctx), this.syncFailed('shell:session.syncFailed'));
    if (recovered) void this.fetchNotifications();
    this.heartbeat.start();
    for (const task of hooks.tasks()) {
      const run = (): void => runHook(() => task.run(this.ctx));
      if ('daily' in task) this.tasks.dailyAt(task.daily, run);
      else this.tasks.after(task.afterMs, run);
    }
    if (session.serverVersion && session.serverVersion !== this.deps.appVersion) ui.offerNewVersion();
  }

  private stopSchedules(): void {
    this.heartbeat.stop();
    this.tasks.wipeAll();
  }

  private async fetchNotifications(): Promise<void> {
    try {
      const answer = await this.deps.data.request<NotificationsAnswer>('/fetchNotifications');
      this.deps.session.setNotifications(answer.notifications);
    } catch (err) {
      console.warn('notifications could not be loaded', err);
    }
  }

  /** One heartbeat (docs/api.md `POST /heartbeat`); failures other than the catalogue's are only logged. */
  private async beat(): Promise<void> {
    const { session, data, ui, hooks, appVersion } = this.deps;
    if (session.status !== 'LOGGED_IN' || this.expiring) return;
    const answer = await data.request<HeartbeatAnswer>('/heartbeat', {
      body: {
        ...hooks.heartbeatPayload(),
        ...(session.serverVersion ? { serverVersion: session.serverVersion } : {}),
        ...(session.userStateVersion !== null ? { userStateVersion: session.userStateVersion } : {}),
      },
    });
    if (session.status !== 'LOGGED_IN' || this.expiring) return;
    const outcome = interpretHeartbeat({ serverVersion: session.serverVersion, userStateVersion: session.userStateVersion, appVersion }, answer);
    if (outcome.kind === 'serverUpdated') {
      ui.showAlert({ key: 'shell:session.serverUpdated' });
      await this.logout({ ended: 'forced' });
    } else if (outcome.kind === 'userStateChanged') {
      ui.showAlert({ key: 'shell:session.userStateChanged' });
      await this.logout({ ended: 'forced' });
    } else {
      hooks.each((h) => h.afterHeartbeat?.(answer, this.ctx), this.syncFailed('shell:session.syncNewDataFailed'));
      if (outcome.versionMismatch) ui.offerNewVersion();
    }
  }

  /** A failed sync's message; not when the session ended (the catalogue tells that) or is ending. */
  private syncFailed(key: string): (err: unknown) => void {
    return (err) => {
      const sessionEnded = err instanceof ApiCallError && (err.status === 401 || err.status === 403);
      if (!sessionEnded && this.deps.session.status === 'LOGGED_IN') this.deps.ui.showAlert({ key });
    };
  }

  /** The global error catalogue's effects (document 1 section 8), shown through the alert dialog. */
  handleEffect = (effect: ErrorEffect): void => {
    const { ui } = this.deps;
    switch (effect.kind) {
      case 'sessionExpired':
        this.expire(effect.redirectAfterMs);
        return;
      case 'wrongProduct':
        ui.showAlert({ key: effect.messageKey });
        void this.logout({ ended: 'forced' });
        return;
      case 'alert':
      case 'tooManyRequests':
      case 'saveFailed':
        ui.showAlert({ key: effect.messageKey });
        return;
      default:
        // Validation, connection and other failures are the calling screen's to show.
        return;
    }
  };

  /** 401/403: the session-expired message, the URL kept, local state cleared, /login after 2 s. */
  private expire(redirectAfterMs: number): void {
    const { session, ui, redirects, hooks } = this.deps;
    if (this.expiring || session.status !== 'LOGGED_IN' || session.loggingOut) return;
    this.expiring = true;
    ui.showAlert({ key: 'common:errors.sessionExpired' });
    this.stopSchedules();
    redirects.save(this.location());
    setTimeout(() => {
      session.clear('forced');
      hooks.each((h) => h.clearLocalState?.());
      this.expiring = false;
      ui.navigate('/login');
    }, redirectAfterMs);
  }

  /**
   * Logout (document 1 section 4): sends the plugins' logout payload, wipes the scheduled tasks, keeps the current
   * URL when the logout was forced (a user who logs out on purpose starts afresh), clears the
   * local state but keeps the device id, and goes to /login (with a full reload for 'Update Now').
   */
  async logout(options: { ended?: SessionEnd; reload?: boolean } = {}): Promise<void> {
    const { session, redirects, hooks, ui } = this.deps;
    const ended = options.ended ?? 'user';
    if (session.loggingOut) return;
    if (session.status === 'LOGGED_IN') {
      session.setLoggingOut(true);
      try {
        const payload = hooks.logoutPayload();
        this.stopSchedules();
        if (ended === 'forced') redirects.save(this.location());
        else redirects.clear();
        await session.logout(payload, ended);
        hooks.each((h) => h.clearLocalState?.());
      } finally {
        session.setLoggingOut(false);
      }
    }
    if (options.reload) window.location.assign('/login');
    else ui.navigate('/login');
  }
}
