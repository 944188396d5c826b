/** engine/state: the MobX session store, account actions and session hooks (see README.md). Plugins and screens import the engine only through these index files. */
export { AccountActions } from './accountActions';
export { hashPasswordForTransport } from './passwordHash';
export { sessionHooks, type DailyTime, type SessionHookContext, SessionHookRegistry, type SessionHooks, type SessionTask } from './sessionHooks';
export { CACHED_USERNAME_KEY, SessionStore, type EngineUser } from './sessionStore';
export type { UiText } from './uiStore';
export { warmUpZonedTime, zonedDay } from './zonedTime';
