import { makeAutoObservable, runInAction } from 'mobx';
import { ApiCallError, deviceId, type Credentials } from '../data';
import type { DataRequest } from '../data/dataProvider';
import { httpDataProvider } from '../data/httpDataProvider';
import { hashPasswordForTransport } from './passwordHash';
import type { LoginAnswer, LoginBody, SessionCheckAnswer } from '../../contracts/session';
import type { UserNotification } from '../../contracts/notifications';

export type AuthStatus = 'LOGGED_OUT' | 'LOGGING_IN' | 'LOGGED_IN';

/**
 * The user's settings as the engine reads and patches them: the display settings it applies, and
 * whatever else the app keeps in the same map (docs/api.md, "The user object").
 */
export interface UserSettings {
  darkMode?: boolean;
  compactModeStatus?: boolean;
  colorblindModeStatus?: boolean;
  language?: string;
  [key: string]: unknown;
}

/**
 * The part of the user object the engine reads and writes. The session keeps the whole object as
 * the server sends it; what it is, is the app's (contracts/users.ts `SessionUser`), and screens
 * and plugins read the rest as that type: `session.user as SessionUser | null`. A plugin's view
 * of it is a function of `session.user`, so it follows every change of the user object (MobX).
 *
 * A type rather than an interface, so that readers of the object as a record
 * (`Readonly<Record<string, unknown>>`) take it.
 */
export type EngineUser = {
  username: string;
  modules: string[];
  settings: UserSettings;
  /** Sign-in refuses an account without one. */
  userPackage?: string;
  /** The heartbeat compares it with the server's. */
  userStateVersion?: number;
  /** setUiFlag writes here. */
  ui_flags?: Readonly<Record<string, unknown>>;
  /** The email opt-in dialog's answer writes it. */
  emailOptIn?: boolean;
};

interface SavedSession {
  credentials: Credentials;
  modelKey: string | null;
  activationDate?: string | null;
  rolloverDate?: string | null;
}

/** Why the last session ended: by the user's choice, or forced (expired, updated, revoked). */
export type SessionEnd = 'user' | 'forced';

const STORAGE_KEY = 'rs.session';
/** The cached username (document 1 section 3), kept across logout for the sign-in form. */
export const CACHED_USERNAME_KEY = 'rs.username';

/**
 * The session (document 1 section 4): sign-in, recovery on start, the user object with its
 * settings, the dialogs the login answer asks for, and sign-out. The credentials
 * are kept in localStorage so that a reload keeps the user signed in; the device id survives
 * logout. The session controller (sessionController.ts) runs what happens around it.
 */
export class SessionStore {
  status: AuthStatus = 'LOGGED_OUT';
  user: EngineUser | null = null;
  credentials: Credentials | null = null;
  modelKey: string | null = null;
  serverVersion: string | null = null;
  userStateVersion: number | null = null;
  activationDate: string | null = null;
  rolloverDate: string | null = null;
  /** The login answer's loginDialog ('infoDialog' opens the info dialog). */
  loginDialog: string | null = null;
  /** Unacknowledged notifications, shown one at a time. */
  notifications: UserNotification[] = [];
  /** Whether the logging-out spinner shows. */
  loggingOut = false;
  /** How the last session ended; null while none ended since this page loaded or since sign-in. */
  ended: SessionEnd | null = null;
  /**
   * Whether the saved session was refused at start (401/403: it expired or was ended): the
   * sign-in page then says that the session has expired (document 1 section 8). Cleared by the
   * next sign-in.
   */
  expiredAtStart = false;
  error: { status: number; code?: number | string; message: string } | null = null;

  /**
   * @param request the data provider's request (createEngineServices passes the app's); the
   *   session's calls carry their credentials and keep their failures (no error catalogue).
   */
  constructor(
    private readonly storage: Storage = localStorage,
    private readonly request: DataRequest = httpDataProvider({ credentials: () => null, modelKey: () => null }).request,
  ) {
    makeAutoObservable<SessionStore, 'storage' | 'request'>(this, { storage: false, request: false }, { autoBind: true });
  }

  get modules(): string[] {
    return this.user?.modules ?? [];
  }

  get language(): 'en' | 'de' {
    return this.user?.settings.language === 'de' ? 'de' : 'en';
  }

  get settings(): UserSettings {
    return this.user?.settings ?? {};
  }

  async login(identifier: string, password: string, clientVersion: string): Promise<boolean> {
    if (this.status === 'LOGGED_IN') return true;
    this.status = 'LOGGING_IN';
    this.error = null;
    try {
      const answer = await this.request<LoginAnswer<EngineUser>>('/login', {
        body: { username: identifier.trim(), password: hashPasswordForTransport(password), deviceId: deviceId(this.storage), clientVersion } satisfies LoginBody,
        credentials: null, callKind: 'signIn', reportError: false,
      });
      if (!answer.user.userPackage) throw new ApiCallError(403, 'Your account has no active package.', 'NO_PACKAGE');
      this.accept(answer);
      return true;
    } catch (err) {
      runInAction(() => {
        this.status = 'LOGGED_OUT';
        this.credentials = null;
        this.error = err instanceof ApiCallError ? { status: err.status, code: err.code, message: err.message } : { status: 0, message: String(err) };
      });
      return false;
    }
  }

  private accept(answer: LoginAnswer<EngineUser>): void {
    const { sessionId, ...user } = answer.user;
    this.credentials = { username: user.username, sessionId };
    this.user = user;
    this.modelKey = answer.modelKey ?? null;
    this.serverVersion = answer.serverVersion;
    this.userStateVersion = numberOr(user.userStateVersion, null);
    this.activationDate = answer.activationDate ?? null;
    this.rolloverDate = answer.rolloverDate ?? null;
    this.loginDialog = answer.loginDialog ?? null;
    this.notifications = (answer.notifications ?? []).filter((n) => !n.acknowledged);
    this.ended = null;
    this.expiredAtStart = false;
    this.status = 'LOGGED_IN';
    this.save();
    this.storage.setItem(CACHED_USERNAME_KEY, user.username);
  }

  private save(): void {
    if (!this.credentials) return;
    const saved: SavedSession = { credentials: this.credentials, modelKey: this.modelKey, activationDate: this.activationDate, rolloverDate: this.rolloverDate };
    this.storage.setItem(STORAGE_KEY, JSON.stringify(saved));
  }

  /**
   * The username of the last successful sign-in on this browser (CACHED_USERNAME_KEY), for the
   * sign-in form; '' when there is none. Only the username is cached, never the password.
   */
  cachedUsername(): string {
    try {
      return this.storage.getItem(CACHED_USERNAME_KEY) ?? '';
    } catch {
      return '';
    }
  }

  /** Whether a session is stored to recover (nothing to wait for otherwise). */
  hasSavedSession(): boolean {
    return this.storage.getItem(STORAGE_KEY) !== null;
  }

  /**
   * Auth recovery on start: a stored session that the server still knows signs the user in
   * again; the session check tells the server version and the user state version.
   */
  async recover(appVersion: string = __APP_VERSION__): Promise<void> {
    const raw = this.storage.getItem(STORAGE_KEY);
    if (!raw) return;
    try {
      const saved = JSON.parse(raw) as SavedSession;
      const [user, check] = await Promise.all([
        this.request<EngineUser>('/userData', { credentials: saved.credentials, callKind: 'sessionCheck', reportError: false }),
        this.request<SessionCheckAnswer>(`/sessionCheck?app_version=${encodeURIComponent(appVersion)}`, {
          credentials: saved.credentials, callKind: 'sessionCheck', reportError: false,
        })
          .catch((): Partial<SessionCheckAnswer> => ({})),
      ]);
      runInAction(() => {
        this.credentials = saved.credentials;
        this.modelKey = saved.modelKey;
        this.activationDate = saved.activationDate ?? null;
        this.rolloverDate = saved.rolloverDate ?? null;
        this.user = user;
        this.serverVersion = check.serverVersion ?? null;
        this.userStateVersion = numberOr(check.userStateVersion ?? user.userStateVersion, null);
        this.status = 'LOGGED_IN';
      });
    } catch (err) {
      // A connection that broke (the page navigated away, the network dropped) or a server error
      // says nothing about the session: keep it for the next try. Anything else ends it.
      if (err instanceof ApiCallError && (err.status === 0 || err.status >= 500)) return;
      this.clear();
      if (err instanceof ApiCallError && (err.status === 401 || err.status === 403)) runInAction(() => { this.expiredAtStart = true; });
    }
  }

  /**
   * Replaces the user object (after /userData, /verifyIntro, a plugin's update of its part ...):
   * the app's whole object (contracts' SessionUser), of which the engine needs its own fields.
   */
  setUser<User extends EngineUser>(user: User): void {
    this.user = user;
  }

  /** Changes settings locally at once (the controller saves them). */
  patchSettings(patch: UserSettings): void {
    if (this.user) this.user = { ...this.user, settings: { ...this.user.settings, ...patch } };
  }

  setNotifications(notifications: UserNotification[]): void {
    this.notifications = notifications.filter((n) => !n.acknowledged);
  }

  dropNotification(id: number): void {
    this.notifications = this.notifications.filter((n) => n.id !== id);
  }

  /** Sets a ui_flags entry locally (after the email opt-in answer, or when a dialog is dismissed). */
  setUiFlag(flag: string, value: unknown): void {
    if (!this.user) return;
    const flags = this.user.ui_flags ?? {};
    this.user = { ...this.user, ui_flags: { ...flags, [flag]: value } };
  }

  dismissLoginDialog(): void {
    this.loginDialog = null;
  }

  setLoggingOut(value: boolean): void {
    this.loggingOut = value;
  }

  /** Ends the session on the server (sending the plugins' logout payload it is given) and clears local state. */
  async logout(payload?: object, ended: SessionEnd = 'user'): Promise<void> {
    const credentials = this.credentials;
    if (credentials) {
      try {
        await this.request('/logout', { body: payload ?? {}, credentials, reportError: false });
      } catch {
        // An expired session is gone already; the local state is cleared anyway.
      }
    }
    this.clear(ended);
  }

  /** Clears the session and its local state; the device id and the cached username stay. */
  clear(ended: SessionEnd | null = null): void {
    this.storage.removeItem(STORAGE_KEY);
    this.status = 'LOGGED_OUT';
    this.user = null;
    this.credentials = null;
    this.modelKey = null;
    this.serverVersion = null;
    this.userStateVersion = null;
    this.activationDate = null;
    this.rolloverDate = null;
    this.loginDialog = null;
    this.notifications = [];
    this.ended = ended;
  }
}

function numberOr<T>(value: unknown, fallback: T): number | T {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}
