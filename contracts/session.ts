/**
 * The session calls whose shapes both sides read: sign-in (POST /api/login, GET /api/signIn),
 * GET /api/sessionCheck and POST /api/heartbeat. Nothing here names a product field: the user
 * object is a parameter (the product's is contracts/users.ts `SessionUser`), so the engine, which
 * signs in, reads these with its own view of the user.
 */
import type { UserBalance } from './balances';
import type { UserNotification } from './notifications';

/** The body of POST /api/login (GET /api/signIn sends username and password as Basic authorization). */
export interface LoginBody {
  /** The username or the email address. */
  username: string;
  /** The transport hash of the password (engine/state passwordHash.ts). */
  password: string;
  deviceId?: string;
  clientVersion?: string;
}

/** POST /api/login and GET /api/signIn; `User` is the user object (contracts/users.ts `SessionUser`). */
export interface LoginAnswer<User> {
  /** The user object with the new session's token. */
  user: User & { sessionId: string };
  serverVersion: string;
  /** The account's activation date (ISO). */
  activationDate: string;
  /** The next rollover of the monthly ticker allowance (ISO). */
  rolloverDate: string;
  /** `"ListModel:DomainAsset"` → the model (a JWE string when models are encrypted); models the user may not read are left out. */
  defaultModels: Record<string, unknown>;
  /** The key of the encrypted models; only when models are encrypted. */
  modelKey?: string;
  /** 'infoDialog' when the server changed plan, modules or balances since the last sign-in. */
  loginDialog: 'infoDialog' | null;
  /** The unacknowledged ones. */
  notifications: UserNotification[];
}

/** GET /api/sessionCheck?app_version. */
export interface SessionCheckAnswer {
  valid: true;
  username: string;
  serverVersion: string;
  userStateVersion: number;
  /** app_version was given and differs from serverVersion. */
  versionMismatch: boolean;
}

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
