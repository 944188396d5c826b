import { reaction } from 'mobx';
import type { ErrorEffect } from '../data/errorCatalogue';
import type { PreservedRedirectStore } from '../routing/redirectStorage';
import type { SessionStore, SessionEnd, UserNotification } from './sessionStore';
import type { DataProvider } from '../data/dataProvider';
import type { SessionHookRegistry, SessionHookContext } from './sessionHooks';
import type { UiStore } from './uiStore';
import { HeartbeatScheduler } from './heartbeatScheduler';
import type { HeartbeatConfig } from './heartbeatConfig';
import { interpretHeartbeat, type HeartbeatAnswer } from './heartbeatOutcome';
import { TaskScheduler } from './taskScheduler';
import { MARKET_TIME_ZONE, zonedDay } from './zonedTime';

/** Document 1 section 4's schedule. */
export const SESSION_SCHEDULE = {
  firstWatchlistDelayMs: 10_000,
  quoteRefresh: { timeZone: MARKET_TIME_ZONE, hour: 9, minute: 35 },
  /** Just after midnight in New York, the day's stored data check runs again. */
  dailyWipe: { timeZone: MARKET_TIME_ZONE, hour: 0, minute: 1 },
  /** The scripts page is not left when yesterday's data is wiped. */
  wipeExemptPath: '/vola2volaTVscripts',
} as const;

export const DATA_DAY_KEY = 'rs.dataDay';

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
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  now?: () => Date;
}

/**
 * Runs what happens around the session (document 1 sections 4 and 8): on sign-in the hooks
 * that load the lists, the heartbeat, the 10-second first watchlist, the 09:35 New York quote
 * refresh and the daily wipe; the new-version dialog; the global error catalogue's effects
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
  private readonly storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  private readonly now: () => Date;

  constructor(private readonly deps: SessionControllerDeps) {
    this.location = deps.location ?? (() => `${window.location.pathname}${window.location.search}${window.location.hash}`);
    this.storage = deps.storage ?? safeLocalStorage();
    this.now = deps.now ?? (() => new Date());
    this.heartbeat = new HeartbeatScheduler(() => this.beat(), deps.heartbeat, () => this.now().getTime());
    this.tasks = new TaskScheduler(this.now);
  }

  private get ctx(): SessionHookContext {
    return { session: this.deps.session, data: this.deps.data };
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
    hooks.each((h) => h.afterLogin?.(this.ctx));
    if (recovered) void this.fetchNotifications();
    this.heartbeat.start();
    this.tasks.after(SESSION_SCHEDULE.firstWatchlistDelayMs, () => hooks.each((h) => h.loadFirstWatchlist?.(this.ctx)));
    this.tasks.dailyAt(SESSION_SCHEDULE.quoteRefresh, () => hooks.each((h) => h.refreshQuotes?.(this.ctx)));
    this.tasks.dailyAt(SESSION_SCHEDULE.dailyWipe, () => this.checkDailyWipe());
    this.checkDailyWipe();
    if (session.serverVersion && session.serverVersion !== this.deps.appVersion) ui.offerNewVersion();
  }

  private stopSchedules(): void {
    this.heartbeat.stop();
    this.tasks.wipeAll();
  }

  private async fetchNotifications(): Promise<void> {
    try {
      const answer = await this.deps.data.request<{ notifications: UserNotification[] }>('/fetchNotifications');
      this.deps.session.setNotifications(answer.notifications);
    } catch (err) {
      console.warn('notifications could not be loaded', err);
    }
  }

  /** One heartbeat (docs/api.md `POST /heartbeat`); failures other than the catalogue's are only logged. */
  private async beat(): Promise<void> {
    const { session, data, ui, hooks, appVersion } = this.deps;
    if (session.status !== 'LOGGED_IN' || this.expiring) return;
    const fingerprintMap = hooks.fingerprints();
    const answer = await data.request<HeartbeatAnswer>('/heartbeat', {
      body: {
        ...(session.serverVersion ? { serverVersion: session.serverVersion } : {}),
        ...(session.userStateVersion !== null ? { userStateVersion: session.userStateVersion } : {}),
        ...(Object.keys(fingerprintMap).length ? { fingerprintMap } : {}),
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
      if (outcome.balances) session.setBalances(outcome.balances);
      if (outcome.staleTickers.length) hooks.each((h) => h.reloadStaleTickers?.(outcome.staleTickers, this.ctx));
      if (outcome.versionMismatch) ui.offerNewVersion();
    }
  }

  /** Stored data older than today (New York) is wiped, and the user sent to / unless on the scripts page. */
  checkDailyWipe(): void {
    const today = zonedDay(this.now());
    const last = this.storage?.getItem(DATA_DAY_KEY) ?? null;
    this.storage?.setItem(DATA_DAY_KEY, today);
    if (!last || last >= today) return;
    const wiped = this.deps.hooks.wipeStaleData(today);
    if (wiped && !this.location().startsWith(SESSION_SCHEDULE.wipeExemptPath)) this.deps.ui.navigate('/');
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
      case 'tickerLimit':
      case 'tooManyRequests':
      case 'notEnoughTokens':
      case 'realtimeUnavailable':
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
   * Logout (document 1 section 4): sends the lists, wipes the scheduled tasks, keeps the current
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
        const lists = hooks.listsForLogout();
        this.stopSchedules();
        if (ended === 'forced') redirects.save(this.location());
        else redirects.clear();
        await session.logout(lists, ended);
        hooks.each((h) => h.clearLocalState?.());
      } finally {
        session.setLoggingOut(false);
      }
    }
    if (options.reload) window.location.assign('/login');
    else ui.navigate('/login');
  }
}

function safeLocalStorage(): Storage | null {
  try {
    return localStorage;
  } catch {
    return null;
  }
}
