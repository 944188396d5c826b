/**
 * Live sessions with their users, and the users' balances and active tickers, kept in memory so
 * that a signed-in call does not read them from the database every time. An entry goes when its
 * session or its user changes on any instance (the change feed), when this instance's own request
 * changed its user (sessionAuth), after `ttlMs` at the latest, and all at once when the feed may
 * have missed changes; balances also go with every booking and subscription change of their user
 * and at the end of the ticker allowance's period, active tickers with every activation and when
 * the first of them runs out, the user object with its user, balances, lists and orders, a
 * public-API token with any change of its owner's tokens or its owner. A read that was overtaken by a change while it ran is not stored
 * (the generation check).
 */
import type { SessionRow, UserRow } from '../appDeps';
import type { ChangeFeed } from '../cluster/changeFeed';
import type { ActiveTicker } from '../assets/activeTickers';
import type { SessionUser, UserDataBalances } from '../../contracts';
import type { apiTokens } from '../db/schema';

/** A public-API token's row with its owner (server/publicApi/apiTokenStore.ts). */
export interface CachedApiToken {
  token: typeof apiTokens.$inferSelect;
  user: UserRow;
}

/** The user object of GET /api/userData, with its JSON (sent as is). */
export interface CachedUserData {
  value: SessionUser;
  json: string;
}

export interface CachedSession {
  session: SessionRow;
  user: UserRow;
}

/**
 * Entries by a token's hash (a session's, an API token's), each of one user: at most `maxEntries`
 * (the oldest goes first), each valid `ttlMs` after it was stored (a clock set back counts as run
 * out), dropped together per user. `onRemove` keeps an index of the owner in step.
 */
class TokenEntries<T extends { user: UserRow }> {
  private readonly byToken = new Map<string, T & { storedAt: number }>();
  private readonly tokensOfUser = new Map<string, Set<string>>();

  constructor(private readonly maxEntries: number, private readonly ttlMs: number, private readonly onRemove: (entry: T) => void = () => undefined) {}

  get size(): number {
    return this.byToken.size;
  }

  get(tokenHash: string, nowMs: number): (T & { storedAt: number }) | undefined {
    const entry = this.byToken.get(tokenHash);
    if (!entry) return undefined;
    if (nowMs - entry.storedAt > this.ttlMs || nowMs < entry.storedAt) {
      this.remove(tokenHash);
      return undefined;
    }
    return entry;
  }

  /** The stored entry itself, whatever its age (to update a field written by this instance). */
  peek(tokenHash: string): (T & { storedAt: number }) | undefined {
    return this.byToken.get(tokenHash);
  }

  set(tokenHash: string, value: T, nowMs: number): void {
    if (this.byToken.size >= this.maxEntries && !this.byToken.has(tokenHash)) {
      const oldest = this.byToken.keys().next().value;
      if (oldest !== undefined) this.remove(oldest);
    }
    this.remove(tokenHash);
    this.byToken.set(tokenHash, { ...value, storedAt: nowMs });
    let tokens = this.tokensOfUser.get(value.user.id);
    if (!tokens) this.tokensOfUser.set(value.user.id, (tokens = new Set()));
    tokens.add(tokenHash);
  }

  dropUser(userId: string): void {
    for (const token of this.tokensOfUser.get(userId) ?? []) this.remove(token);
  }

  remove(tokenHash: string): void {
    const entry = this.byToken.get(tokenHash);
    if (!entry) return;
    this.byToken.delete(tokenHash);
    const tokens = this.tokensOfUser.get(entry.user.id);
    tokens?.delete(tokenHash);
    if (tokens?.size === 0) this.tokensOfUser.delete(entry.user.id);
    this.onRemove(entry);
  }

  clear(): void {
    this.byToken.clear();
    this.tokensOfUser.clear();
  }
}

/** One kind of value per user, each valid until its own time. */
class UserValues<T> {
  /** `version`: what the value was computed from, compared with === (a string, or the user row object itself). */
  private readonly byUser = new Map<string, { value: T; untilMs: number; version: unknown }>();

  constructor(private readonly maxEntries: number, private readonly ttlMs: number) {}

  get(userId: string, nowMs: number, version: unknown = ''): T | undefined {
    const entry = this.byUser.get(userId);
    if (!entry || entry.version !== version) return undefined;
    // A clock set back (the tests' clocks) counts as run out too.
    if (nowMs >= entry.untilMs || nowMs < entry.untilMs - this.ttlMs) {
      this.byUser.delete(userId);
      return undefined;
    }
    return entry.value;
  }

  set(userId: string, value: T, nowMs: number, untilMs: number, version: unknown = ''): void {
    if (this.byUser.size >= this.maxEntries && !this.byUser.has(userId)) {
      const oldest = this.byUser.keys().next().value;
      if (oldest !== undefined) this.byUser.delete(oldest);
    }
    this.byUser.set(userId, { value, untilMs: Math.min(untilMs, nowMs + this.ttlMs), version });
  }

  drop(userId: string): void {
    this.byUser.delete(userId);
  }

  clear(): void {
    this.byUser.clear();
  }
}

export interface SessionCacheOptions {
  maxEntries?: number;
  ttlMs?: number;
}

export class SessionCache {
  private readonly sessions: TokenEntries<CachedSession>;
  private readonly tokensOfSession = new Map<string, string>();
  private readonly balancesOfUser: UserValues<UserDataBalances>;
  private readonly activeTickersOfUser: UserValues<ReadonlyMap<string, ActiveTicker>>;
  private readonly userDataOfUser: UserValues<CachedUserData>;
  private readonly apiTokens: TokenEntries<CachedApiToken>;
  private generationCount = 0;
  private readonly maxEntries: number;
  private readonly ttlMs: number;

  constructor(options: SessionCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? 100_000;
    this.ttlMs = options.ttlMs ?? 5 * 60_000;
    this.balancesOfUser = new UserValues(this.maxEntries, this.ttlMs);
    this.activeTickersOfUser = new UserValues(this.maxEntries, this.ttlMs);
    this.userDataOfUser = new UserValues(this.maxEntries, this.ttlMs);
    this.sessions = new TokenEntries(this.maxEntries, this.ttlMs, (entry) => this.tokensOfSession.delete(entry.session.id));
    this.apiTokens = new TokenEntries(this.maxEntries, this.ttlMs);
  }

  /** Follows the change feed; answers the unsubscribe. */
  follow(feed: ChangeFeed): () => void {
    const stops = [
      feed.on('sessions', (id) => this.dropSession(id)),
      feed.on('users', (id) => this.dropUser(id)),
      feed.on('balance_ledger', (userId) => this.dropBalances(userId)),
      feed.on('billing_subscriptions', (userId) => this.dropBalances(userId)),
      feed.on('active_tickers', (userId) => this.dropActiveTickers(userId)),
      feed.on('watchlists', (userId) => this.dropUserData(userId)),
      feed.on('api_tokens', (userId) => this.dropApiTokens(userId)),
      feed.on('billing_orders', (userId) => this.dropUserData(userId)),
      feed.on('billing_invoices', (userId) => this.dropUserData(userId)),
      feed.onReset(() => this.clear()),
    ];
    return () => stops.forEach((stop) => stop());
  }

  /** Moves on with every drop: take it before a read, hand it to `set` after. */
  get generation(): number {
    return this.generationCount;
  }

  get size(): number {
    return this.sessions.size;
  }

  get(tokenHash: string, nowMs: number): CachedSession | undefined {
    return this.sessions.get(tokenHash, nowMs);
  }

  /** Stores a read made at `generation`, unless something was dropped since (it may be stale). */
  set(tokenHash: string, value: CachedSession, generation: number, nowMs: number): void {
    if (generation !== this.generationCount) return;
    this.sessions.set(tokenHash, value, nowMs);
    this.tokensOfSession.set(value.session.id, tokenHash);
  }

  /**
   * The user's balances: as last read while nothing changed and until `untilMs` of that read (the
   * end of the allowance period), else read by `read` and kept. `userVersion` names the user row's
   * fields they are computed from (plan, activation date): balances computed from a copy of the
   * user that a change overtook are never served for the changed user.
   */
  balancesOf(userId: string, nowMs: number, userVersion: string, read: () => Promise<{ value: UserDataBalances; untilMs: number }>): Promise<UserDataBalances> {
    return this.readThrough(this.balancesOfUser, userId, nowMs, userVersion, read);
  }

  dropBalances(userId: string): void {
    this.generationCount++;
    this.balancesOfUser.drop(userId);
    // The user object shows the balances and the running subscriptions.
    this.userDataOfUser.drop(userId);
  }

  /**
   * The user object of GET /api/userData: as last built from this very user row (`user`, compared
   * by identity: a request holding a copy that a change overtook never serves or stores for the
   * new one) while nothing changed, until `untilMs` of that build (its balances' end), else built
   * by `read` and kept.
   */
  userDataOf(userId: string, nowMs: number, user: UserRow, read: () => Promise<{ value: CachedUserData; untilMs: number }>): Promise<CachedUserData> {
    return this.readThrough(this.userDataOfUser, userId, nowMs, user, read);
  }

  /** The user's lists or orders changed. */
  dropUserData(userId: string): void {
    this.generationCount++;
    this.userDataOfUser.drop(userId);
  }

  /** The user's active tickers: as last read while nothing changed and until the first of them runs out, else read by `read` and kept. */
  activeTickersOf(userId: string, nowMs: number, read: () => Promise<ReadonlyMap<string, ActiveTicker>>): Promise<ReadonlyMap<string, ActiveTicker>> {
    return this.readThrough(this.activeTickersOfUser, userId, nowMs, '', async () => {
      const value = await read();
      let untilMs = Infinity;
      for (const t of value.values()) untilMs = Math.min(untilMs, t.expiresAt.getTime());
      return { value, untilMs };
    });
  }

  /** A user value from memory, or read and kept unless something was dropped during the read (it may be stale: the generation check). */
  private async readThrough<T>(values: UserValues<T>, userId: string, nowMs: number, version: unknown, read: () => Promise<{ value: T; untilMs: number }>): Promise<T> {
    const cached = values.get(userId, nowMs, version);
    if (cached !== undefined) return cached;
    const generation = this.generationCount;
    const { value, untilMs } = await read();
    if (generation === this.generationCount) values.set(userId, value, nowMs, untilMs, version);
    return value;
  }

  /** A public-API token by its hash, as last read while neither it nor its owner changed (at most `ttlMs`). */
  apiToken(tokenHash: string, nowMs: number): CachedApiToken | undefined {
    return this.apiTokens.get(tokenHash, nowMs);
  }

  /** Stores a token read made at `generation`, unless something was dropped since. */
  setApiToken(tokenHash: string, value: CachedApiToken, generation: number, nowMs: number): void {
    if (generation === this.generationCount) this.apiTokens.set(tokenHash, value, nowMs);
  }

  /** The token's last use written by this instance. */
  touchApiToken(tokenHash: string, lastUsedAt: Date): void {
    const entry = this.apiTokens.peek(tokenHash);
    if (entry) entry.token = { ...entry.token, lastUsedAt };
  }

  /** A token of the user was made, used elsewhere, revoked or deleted. */
  dropApiTokens(userId: string): void {
    this.generationCount++;
    this.apiTokens.dropUser(userId);
  }

  dropActiveTickers(userId: string): void {
    this.generationCount++;
    this.activeTickersOfUser.drop(userId);
  }

  /** The session's last-seen time written by this instance. */
  touch(tokenHash: string, lastSeenAt: Date): void {
    const entry = this.sessions.peek(tokenHash);
    if (entry) entry.session = { ...entry.session, lastSeenAt };
  }

  dropSession(sessionId: string): void {
    this.generationCount++;
    const token = this.tokensOfSession.get(sessionId);
    if (token !== undefined) this.sessions.remove(token);
  }

  dropUser(userId: string): void {
    this.generationCount++;
    this.balancesOfUser.drop(userId);
    this.activeTickersOfUser.drop(userId);
    this.userDataOfUser.drop(userId);
    this.apiTokens.dropUser(userId);
    this.sessions.dropUser(userId);
  }

  clear(): void {
    this.generationCount++;
    this.sessions.clear();
    this.tokensOfSession.clear();
    this.balancesOfUser.clear();
    this.activeTickersOfUser.clear();
    this.userDataOfUser.clear();
    this.apiTokens.clear();
  }
}
