import type { SessionBalances } from './sessionStore';

/** The heartbeat's answer (docs/api.md, `POST /heartbeat`). */
export interface HeartbeatAnswer {
  staleData?: string[];
  serverVersion?: string;
  userStateVersion?: number;
  userBalance?: Partial<SessionBalances> | null;
}

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
  | { kind: 'ok'; staleTickers: string[]; balances: Partial<SessionBalances> | null; versionMismatch: boolean };

/**
 * What a heartbeat answer means (document 1 sections 4 and 8): a server version other than the
 * one the session started with logs out ("The server has been updated ..."), so does another
 * user state version ("Your user entry has been updated ..."); otherwise stale tickers are
 * reloaded, the balances updated, and a server that differs from this build offers the
 * new-version dialog.
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
  const balances = answer.userBalance ? pickBalances(answer.userBalance) : null;
  const serverVersion = answer.serverVersion ?? known.serverVersion;
  return {
    kind: 'ok',
    staleTickers: (answer.staleData ?? []).filter((t): t is string => typeof t === 'string' && t.length > 0),
    balances,
    versionMismatch: !!serverVersion && serverVersion !== known.appVersion,
  };
}

function pickBalances(b: Partial<SessionBalances>): Partial<SessionBalances> {
  const out: Partial<SessionBalances> = {};
  for (const key of ['tokenBalance', 'resetBalance', 'tickersPerMonth', 'tickersInLastMonth'] as const) {
    const value = b[key];
    if (typeof value === 'number' && Number.isFinite(value)) out[key] = value;
  }
  return out;
}
