import { createHash } from 'node:crypto';
import { channel } from 'node:diagnostics_channel';
import type { FastifyInstance, LightMyRequestResponse, RouteOptions } from 'fastify';
import { openChangeFeed } from '../../../server/cluster/changeFeed';
import { buildApp } from '../../../server/app';
import { loadConfig, type AppConfig } from '../../../server/config';
import { createOutboxMailer, type Mailer, type OutgoingMail } from '../../../server/mail/mailer';
import type { Database } from '../../../server/db/database';
import { seedDemo } from '../../../server/seed/seedDemo';
import { freshDatabase, type Backend } from './testBackends';
import type { MarketService } from '../../../server/market/marketService';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  /** Every mail the app sent, in order (they are also in the outbox table). */
  mails: OutgoingMail[];
  clock: { now: Date; advance(ms: number): void };
  close(): Promise<void>;
}

export interface TestAppOptions {
  seed?: boolean;
  env?: Record<string, string>;
  /** The market data behind the asset calls (see testMarket.ts). */
  market?: MarketService;
  /**
   * Called with the options of every route as it is registered, before the app's own onRoute
   * hooks (which may still rewrite its schema: keep the object and read `route.schema` once the
   * app is ready). For suites that walk the route table, such as the fuzz suite.
   */
  onRoute?: (route: RouteOptions) => void;
  /**
   * Follow the database's change feed, as `npm start` does (sessions and runtime models kept in
   * memory). Default: on PGlite, whose notifications arrive with the write itself; off on
   * PostgreSQL, where they arrive a moment later and the suites write users straight into the
   * database between calls. The multi-instance and session-cache suites turn it on there.
   */
  changeFeed?: boolean;
  /**
   * Serve this database instead of a fresh one (it stays open when the app closes): two apps on
   * one database act as two instances. Its backend must be `backend`.
   */
  database?: Database;
  /**
   * Tell the app that other instances may share its database (rate limits in the database or in
   * Redis, alert pushes through NOTIFY), as `npm start` does on PostgreSQL. Default: on PostgreSQL.
   */
  cluster?: boolean;
}

/**
 * Sessions that outlive the suite's clock: for suites that move the clock by months (renewals,
 * trials) with one signed-in customer, where the session timeouts are not what is tested.
 */
export const LONG_SESSIONS = { SESSION_IDLE_DAYS: '3650', SESSION_LIFETIME_DAYS: '3650' } as const;

/** A whole server on a fresh database, driven with app.inject (no port). */
export async function createTestApp(backend: Backend, options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? await freshDatabase(backend);
  const config = loadConfig({
    APP_URL: 'http://localhost:8080', DATA_DIR: '/nonexistent', CLIENT_DIR: '/nonexistent',
    RATE_LIMIT_LOGIN: '1000', RATE_LIMIT_LOGIN_ACCOUNT: '1000', RATE_LIMIT_REGISTER: '1000', RATE_LIMIT_RESET: '1000', ...options.env,
  });
  const clock = {
    now: new Date(),
    advance(ms: number) { clock.now = new Date(clock.now.getTime() + ms); },
  };
  const mails: OutgoingMail[] = [];
  const outbox = createOutboxMailer(database.db);
  const mailer: Mailer = {
    transport: 'outbox',
    async send(mail) {
      mails.push(mail);
      await outbox.send(mail);
    },
  };
  if (options.seed) {
    await seedDemo({ db: database.db, embedded: true, force: false, password: config.demoPassword, productId: config.productId, now: clock.now });
  }
  const changes = (options.changeFeed ?? backend === 'pglite') ? await openChangeFeed(database) : undefined;
  const app = await withRouteHook(options.onRoute, () =>
    buildApp({ config, db: database.db, mailer, now: () => clock.now, ...(options.market ? { market: options.market } : {}), ...(changes ? { changes } : {}), ...((options.cluster ?? backend === 'postgres') ? { cluster: database } : {}) }, { logger: false }));
  await app.ready();
  return {
    app, database, config, mails, clock,
    async close() {
      await app.close();
      await changes?.close();
      if (!options.database) await database.close();
    },
  };
}

/**
 * Runs `build` with `onRoute` added as the first onRoute hook of the Fastify instance it creates.
 * Fastify announces each new instance on the 'fastify.initialization' diagnostics channel while
 * constructing it, before any plugin or route is registered, so the hook sees every route.
 */
async function withRouteHook(onRoute: TestAppOptions['onRoute'], build: () => Promise<FastifyInstance>): Promise<FastifyInstance> {
  if (!onRoute) return build();
  const initialization = channel('fastify.initialization');
  let hooked = false;
  const subscriber = (message: unknown): void => {
    if (hooked) return;
    hooked = true;
    (message as { fastify: FastifyInstance }).fastify.addHook('onRoute', onRoute);
  };
  initialization.subscribe(subscriber);
  try {
    const app = await build();
    if (!hooked) throw new Error('createTestApp: Fastify announced no instance on fastify.initialization');
    return app;
  } finally {
    initialization.unsubscribe(subscriber);
  }
}

/** The lowercase hex SHA-256 the client sends in place of a password. */
export function clientHash(password: string): string {
  return createHash('sha256').update(password).digest('hex');
}

export function basicAuth(username: string, sessionId: string): string {
  return `Basic ${Buffer.from(`${username}:${sessionId}`).toString('base64')}`;
}

export function json<T = Record<string, unknown>>(res: LightMyRequestResponse): T {
  return res.json() as T;
}
