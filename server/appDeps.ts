import type { AppConfig } from './config';
import type { Db } from './db/database';
import type { Mailer } from './mail/mailer';
import type { users, sessions } from './db/schema';
import type { EngineServices } from './models/engineServices';
import type { MarketService } from './market/marketService';

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
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    /** Whether the route needs a valid session (default false). */
    auth?: boolean;
    /** A permission module the session's user must hold. */
    permission?: string;
  }
}
