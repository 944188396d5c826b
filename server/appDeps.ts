import type { AppConfig } from './config';
import type { Database, Db } from './db/database';
import type { Mailer } from './mail/mailer';
import type { users, sessions } from './db/schema';
import type { EngineServices } from './models/engineServices';
import type { MarketService } from './market/marketService';
import type { ChartingPlatformAdapter } from './charting/chartingPlatform';
import type { ChangeFeed } from './cluster/changeFeed';
import type { ScheduledJobs } from './jobs/scheduledJobs';
import type { SessionCache } from './auth/sessionCache';

export interface AppDeps {
  config: AppConfig;
  db: Db;
  mailer: Mailer;
  /** The clock, injectable so that tests can move time (lock-outs, link expiry). */
  now: () => Date;
  /**
   * The market data behind the asset calls; started by main.ts. Without it (or before its first
   * snapshot) those calls answer 503 MARKET_LOADING.
   */
  market?: MarketService;
  /** Grants script access on TradingView / Sierra; default: a task for the admin by hand (server/charting). */
  chartingPlatform?: ChartingPlatformAdapter;
  /**
   * Which users, sessions and runtime models changed on any instance (server/cluster). With it
   * sessions and models are kept in memory between calls; without it every call reads them.
   */
  changes?: ChangeFeed;
  /** The scheduled jobs' queue (server/jobs/scheduledJobs.ts); GET /api/health reports it. */
  jobs?: ScheduledJobs;
  /**
   * PostgreSQL: other instances may serve the same database. With it the routes' rate limits are
   * counted in the database (or in Redis with REDIS_URL) and the alert pushes reach every instance
   * through NOTIFY (server/alerts/streamRelay.ts); without it (the embedded database, one process)
   * both stay in memory.
   */
  cluster?: Pick<Database, 'listen'>;
  /** The public API's calls per minute per token and per owner; product/apiRules.ts unless a bench raises them. */
  publicApiLimits?: { perToken: number; perOwner: number };
}

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

export interface AuthContext {
  user: UserRow;
  session: SessionRow;
  sessionToken: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    engine: EngineServices;
    /** Live sessions in memory (server/auth/sessionCache.ts); null without a change feed. */
    sessionCache: SessionCache | null;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    /** Whether the route needs a valid session (default false). */
    auth?: boolean;
    /** A permission module the session's user must hold. */
    permission?: string;
    /**
     * A POST (PUT, DELETE) that never changes its caller's user row (heartbeat, list reads): the
     * caller's cached session stays. Any other such call drops it once it has answered.
     */
    userUnchanged?: boolean;
  }
}
