import { makeAutoObservable, runInAction } from 'mobx';
import { ApiCallError, callApi, deviceId, type Credentials } from '../data/apiClient';
import { hashPasswordForTransport } from './passwordHash';

export type AuthStatus = 'LOGGED_OUT' | 'LOGGING_IN' | 'LOGGED_IN';

/** The part of the user object the engine needs; screens read the rest from `user`. */
export interface SessionUser {
  username: string;
  firstname: string;
  lastname: string;
  modules: string[];
  userPackage: string;
  settings: Record<string, unknown> & { language?: string; darkMode?: boolean };
  [key: string]: unknown;
}

interface LoginAnswer {
  user: SessionUser & { sessionId: string };
  serverVersion: string;
  modelKey?: string;
}

const STORAGE_KEY = 'rs.session';

/**
 * The session (document 1 section 4): sign-in, sign-out, recovery on start. The credentials are
 * kept in localStorage so that a reload keeps the user signed in; the device id survives logout.
 */
export class SessionStore {
  status: AuthStatus = 'LOGGED_OUT';
  user: SessionUser | null = null;
  credentials: Credentials | null = null;
  modelKey: string | null = null;
  serverVersion: string | null = null;
  error: { status: number; code?: number | string; message: string } | null = null;

  constructor(private readonly storage: Storage = localStorage) {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get modules(): string[] {
    return this.user?.modules ?? [];
  }

  get language(): 'en' | 'de' {
    return this.user?.settings.language === 'de' ? 'de' : 'en';
  }

  async login(identifier: string, password: string, clientVersion: string): Promise<boolean> {
    if (this.status === 'LOGGED_IN') return true;
    this.status = 'LOGGING_IN';
    this.error = null;
    try {
      const answer = await callApi<LoginAnswer>('/login', {
        body: { username: identifier.trim(), password: hashPasswordForTransport(password), deviceId: deviceId(this.storage), clientVersion },
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

  private accept(answer: LoginAnswer): void {
    const { sessionId, ...user } = answer.user;
    this.credentials = { username: user.username, sessionId };
    this.user = user;
    this.modelKey = answer.modelKey ?? null;
    this.serverVersion = answer.serverVersion;
    this.status = 'LOGGED_IN';
    this.storage.setItem(STORAGE_KEY, JSON.stringify({ credentials: this.credentials, modelKey: this.modelKey }));
  }

  /** Auth recovery on start: a stored session that the server still knows signs the user in again. */
  async recover(): Promise<void> {
    const raw = this.storage.getItem(STORAGE_KEY);
    if (!raw) return;
    try {
      const saved = JSON.parse(raw) as { credentials: Credentials; modelKey: string | null };
      const user = await callApi<SessionUser>('/userData', { credentials: saved.credentials });
      runInAction(() => {
        this.credentials = saved.credentials;
        this.modelKey = saved.modelKey;
        this.user = user;
        this.status = 'LOGGED_IN';
      });
    } catch {
      this.clear();
    }
  }

  /** Replaces the user object (after /userData, /verifyIntro ...). */
  setUser(user: SessionUser): void {
    this.user = user;
  }

  /** Ends the session on the server (sending the lists it is given) and clears local state. */
  async logout(lists?: Record<string, unknown>): Promise<void> {
    const credentials = this.credentials;
    if (credentials) {
      try {
        await callApi('/logout', { body: lists ?? {}, credentials });
      } catch {
        // An expired session is gone already; the local state is cleared anyway.
      }
    }
    this.clear();
  }

  clear(): void {
    this.storage.removeItem(STORAGE_KEY);
    this.status = 'LOGGED_OUT';
    this.user = null;
    this.credentials = null;
    this.modelKey = null;
  }
}
