/** The session calls whose shapes both sides read: POST /api/heartbeat. */
import type { UserBalance } from './balances';

/** The body of POST /api/heartbeat. */
export interface HeartbeatBody {
  serverVersion?: string;
  userStateVersion?: number;
  /** ticker → the fingerprint of the row the client holds. */
  fingerprintMap?: Record<string, string>;
}

/** POST /api/heartbeat. */
export interface HeartbeatAnswer {
  /** The client's tickers whose published data changed since the fingerprint it holds. */
  staleData: string[];
  serverVersion: string;
  userStateVersion: number;
  userBalance: UserBalance;
}
