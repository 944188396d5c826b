import { callApi, type CallOptions, type Credentials } from '../data/apiClient';
import { classifyError, type CallKind, type ErrorEffect } from '../data/errorCatalogue';

export interface SessionCallOptions extends Omit<CallOptions, 'credentials'> {
  /** How the error catalogue reads a failure (a 500 on `saveDashboard` means the save failed). */
  callKind?: CallKind;
}

/** An account call with the session's credentials; every failure passes the error catalogue. */
export type SessionApi = <T>(path: string, options?: SessionCallOptions) => Promise<T>;

/**
 * The calls that do not go through the data provider (userData, heartbeat, notifications ...):
 * the session's credentials are added, and each failure's effect (session expired, wrong product
 * address ...) is reported to `onEffect` before the error is rethrown to the caller.
 *
 * @example const api = createSessionApi(() => session.credentials, controller.handleEffect);
 *          await api('/userData', { body: { settings: { darkMode: true } } });
 */
export function createSessionApi(credentials: () => Credentials | null, onEffect: (effect: ErrorEffect) => void): SessionApi {
  return async <T>(path: string, options: SessionCallOptions = {}): Promise<T> => {
    const { callKind, ...init } = options;
    try {
      return await callApi<T>(path, { ...init, credentials: credentials() });
    } catch (err) {
      onEffect(classifyError(err, callKind));
      throw err;
    }
  };
}
