/**
 * The system, cache and search admin calls (issue 28 scopes 3 and 4; document 4 sections 2.7 and
 * 7.8): reloading the runtime settings, the caches' status, recomputing the market snapshot,
 * clearing the list caches, and finding users and instruments.
 */

/** One runtime setting that POST /api/reloadConfig compared. */
export interface RuntimeSettingChange {
  /** The environment variable (MAINTENANCE_MODE, RATE_LIMIT_LOGIN …). */
  setting: string;
  /** The values before and after; secrets are shown as 'set' or 'unset', never their value. */
  before: string;
  after: string;
}

/** POST /api/reloadConfig (admins): which reloadable settings changed, and which changes need a restart. */
export interface ReloadConfigAnswer {
  msg: string;
  /** Where the values were read from: the process environment and, if present, the settings file. */
  settingsFile: string | null;
  settingsFileFound: boolean;
  changed: RuntimeSettingChange[];
  /** Every setting that a reload applies (the changed ones among them). */
  reloadable: string[];
  /** Settings that differ from the running ones but apply only after a restart (not applied). */
  restartNeeded: RuntimeSettingChange[];
}

/** One cache the server holds, as GET /api/admin/cacheStatus lists it. */
export interface CacheInfo {
  id: 'marketSnapshot' | 'signals' | 'listAnswers' | 'runtimeModels' | 'quotes';
  /** Entries (rows, answers, definitions, quotes) held now. */
  entries: number;
  /** Bytes held, where the cache can measure them; null where it cannot. */
  bytes: number | null;
  /** The most it keeps (entries), where bounded. */
  capacity: number | null;
  /** Whether POST /api/admin/clearListCaches empties it. */
  clearable: boolean;
  /** Entries per model (the list answers only). */
  byModel?: Record<string, number>;
}

/** GET /api/admin/cacheStatus (admins): the market snapshot's state and age, and every cache with its size. */
export interface CacheStatusAnswer {
  checkedAt: string;
  snapshot: {
    /** UPDATING while a snapshot computes or before the first one, READY otherwise. */
    cacheStatus: 'UPDATING' | 'READY';
    version: number | null;
    asOf: string | null;
    publishedAt: string | null;
    /** Seconds since the published version was published; null before the first. */
    ageSeconds: number | null;
    /** The last completed NYSE session now: a snapshot with an older asOf is out of date. */
    latestSession: string;
    outOfDate: boolean;
    running: boolean;
    /** Instruments computed of the run in flight. */
    progress: { done: number; total: number } | null;
    nextRunAt: string | null;
    lastError: string | null;
    sourceLabel: string;
    instruments: number | null;
    durationMs: number | null;
  } | null;
  caches: CacheInfo[];
}

/** POST /api/admin/refresh and /api/admin/refresh-old: whether a snapshot run was started (or joined), and the status then. */
export interface RefreshAnswer {
  msg: string;
  started: boolean;
  status: CacheStatusAnswer;
}

/** POST /api/admin/clearListCaches: the list answers dropped. */
export interface ClearCachesAnswer {
  msg: string;
  cleared: number;
}

/** The field a found user matched on. */
export type UserMatchField = 'id' | 'username' | 'email' | 'name' | 'subscriptionId' | 'referralCode';

/** One user of GET /api/admin/search/users. */
export interface AdminUserHit {
  id: string;
  username: string;
  email: string;
  name: string;
  plan: string;
  roles: string[];
  createdAt: string;
  matchedOn: UserMatchField[];
  /** The user's subscriptions whose id (ours or the provider's) matched. */
  subscriptionIds: string[];
}

/** One instrument of GET /api/admin/search/instruments, with the data source that serves it. */
export interface AdminInstrumentHit {
  ticker: string;
  name: string;
  isin: string | null;
  type: string;
  exchange: string;
  currency: string;
  /** Where its data comes from: the imported end-of-day data or the simulated market ("Demo data"). */
  dataSource: string;
  imported: boolean;
  /** False for an instrument imported into the database after the server started: served from the next start on. */
  served: boolean;
  /** First and last imported day (imported instruments only). */
  firstDate: string | null;
  lastDate: string | null;
  matchedOn: ('ticker' | 'isin' | 'name')[];
}

/** The paged answer of both searches. */
export interface AdminSearchAnswer<T> {
  query: string;
  rows: T[];
  page: number;
  pageSize: number;
  total: number;
}
