import type { SessionStore } from './sessionStore';
import type { DataProvider } from '../data/dataProvider';

/** A wall-clock time of day in a time zone ('Europe/Berlin', 'Asia/Tokyo' ...). */
export interface DailyTime {
  timeZone: string;
  hour: number;
  minute: number;
}

export interface SessionHookContext {
  session: SessionStore;
  /** The app's data provider: `data.request` for any call, a plugin's methods via `methods.of(data)`. */
  data: DataProvider;
  /** Goes to an address of the app (the router's navigate). */
  navigate(path: string): void;
  /** The current address (path, query, hash). */
  location(): string;
}

/**
 * A task a plugin runs while the user is signed in: once `afterMs` after sign-in (or recovery),
 * or every day at `daily` (wall-clock time in its time zone). Logout wipes every task.
 */
export type SessionTask =
  | { name: string; afterMs: number; run(ctx: SessionHookContext): void | Promise<void> }
  | { name: string; daily: DailyTime; run(ctx: SessionHookContext): void | Promise<void> };

/**
 * What a plugin does around the session (document 1 sections 4 and 8): every member is
 * optional, and the session controller calls each registered set at its moment. The engine
 * knows no plugin's data: payloads are plain objects the plugin and the server agree on.
 *
 * @example
 * sessionHooks.register({
 *   afterLogin: ({ data }) => lists.load(data),
 *   heartbeatPayload: () => ({ fingerprintMap: rows.fingerprints() }),
 *   afterHeartbeat: (answer) => rows.reload(staleOf(answer)),
 *   beforeLogout: () => ({ lists: lists.toServer() }),
 *   tasks: [{ name: 'refresh', daily: { timeZone: 'Europe/Berlin', hour: 8, minute: 0 }, run: () => rows.refresh() }],
 *   clearLocalState: () => lists.reset(),
 * });
 */
export interface SessionHooks {
  /** Right after sign-in and after a stored session is recovered on start. */
  afterLogin?(ctx: SessionHookContext): void | Promise<void>;
  /** Fields this plugin adds to each heartbeat's body (`POST /heartbeat`). */
  heartbeatPayload?(): Record<string, unknown>;
  /** Each heartbeat answer that keeps the session (same versions): the plugin reads its own fields. */
  afterHeartbeat?(answer: Readonly<Record<string, unknown>>, ctx: SessionHookContext): void | Promise<void>;
  /** The scheduled tasks of this plugin, planned at each sign-in. */
  tasks?: readonly SessionTask[];
  /** Fields this plugin adds to the body that logout sends (`POST /logout`), read before the session ends. */
  beforeLogout?(): Record<string, unknown>;
  /** Clear this owner's local state at logout (the engine keeps the device id). */
  clearLocalState?(): void;
}

/** The registered hook sets; `register` answers a function that removes the set again. */
export class SessionHookRegistry {
  private readonly sets: SessionHooks[] = [];

  register(hooks: SessionHooks): () => void {
    this.sets.push(hooks);
    return () => {
      const at = this.sets.indexOf(hooks);
      if (at >= 0) this.sets.splice(at, 1);
    };
  }

  all(): readonly SessionHooks[] {
    return this.sets;
  }

  /** Calls `pick` on every set; a failing hook is logged (and `onFailure` called) and does not stop the others. */
  each(pick: (hooks: SessionHooks) => void | Promise<void> | undefined, onFailure?: (err: unknown) => void): void {
    for (const hooks of this.sets) runHook(() => pick(hooks), onFailure);
  }

  /** Every set's heartbeat fields, merged (a later set wins on a clash). */
  heartbeatPayload(): Record<string, unknown> {
    return Object.assign({}, ...this.sets.map((h) => h.heartbeatPayload?.() ?? {})) as Record<string, unknown>;
  }

  /** Every set's logout fields, merged (a later set wins on a clash). */
  logoutPayload(): Record<string, unknown> {
    return Object.assign({}, ...this.sets.map((h) => h.beforeLogout?.() ?? {})) as Record<string, unknown>;
  }

  /** Every set's scheduled tasks. */
  tasks(): SessionTask[] {
    return this.sets.flatMap((h) => h.tasks ?? []);
  }
}

/** Runs one hook; a failure (thrown or rejected) is logged and goes no further. */
export function runHook(hook: () => void | Promise<void> | undefined, onFailure?: (err: unknown) => void): void {
  const failed = (err: unknown): void => {
    console.warn('session hook failed', err);
    onFailure?.(err);
  };
  try {
    const result = hook();
    if (result instanceof Promise) result.catch(failed);
  } catch (err) {
    failed(err);
  }
}

/** The application's registry: a plugin or store registers here when its module loads. */
export const sessionHooks = new SessionHookRegistry();
