import type * as wire from '../../contracts/session';

/**
 * The heartbeat's answer (docs/api.md, `POST /heartbeat`; contracts' HeartbeatAnswer) as the
 * engine reads it: the versions, each checked before use; the other fields belong to the plugins
 * (their `afterHeartbeat` session hooks).
 */
export type HeartbeatAnswer = Partial<Pick<wire.HeartbeatAnswer, 'serverVersion' | 'userStateVersion'>> & { [field: string]: unknown };

export interface HeartbeatKnown {
  /** The server version the session started with. */
  serverVersion: string | null;
  userStateVersion: number | null;
  /** The version of this client build. */
  appVersion: string;
}

export type HeartbeatOutcome =
  | { kind: 'serverUpdated'; serverVersion: string }
  | { kind: 'userStateChanged'; userStateVersion: number }
  | { kind: 'ok'; versionMismatch: boolean };

/**
 * What a heartbeat answer means (document 1 sections 4 and 8): a server version other than the
 * one the session started with logs out ("The server has been updated ..."), so does another
 * user state version ("Your user entry has been updated ..."); otherwise the session goes on
 * (the plugins read the rest of the answer), and a server that differs from this build offers
 * the new-version dialog.
 *
 * @example interpretHeartbeat({ serverVersion: '1.0', userStateVersion: 1, appVersion: '1.0' }, { serverVersion: '1.1' }).kind === 'serverUpdated'
 */
export function interpretHeartbeat(known: HeartbeatKnown, answer: HeartbeatAnswer): HeartbeatOutcome {
  if (answer.serverVersion && known.serverVersion && answer.serverVersion !== known.serverVersion) {
    return { kind: 'serverUpdated', serverVersion: answer.serverVersion };
  }
  if (typeof answer.userStateVersion === 'number' && known.userStateVersion !== null && answer.userStateVersion !== known.userStateVersion) {
    return { kind: 'userStateChanged', userStateVersion: answer.userStateVersion };
  }
  const serverVersion = answer.serverVersion ?? known.serverVersion;
  return { kind: 'ok', versionMismatch: !!serverVersion && serverVersion !== known.appVersion };
}
