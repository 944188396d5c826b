import { mkdirSync } from 'node:fs';
import { projectPath } from '../projectRoot';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import * as schema from './schema';

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is underneath (PGlite or node-postgres). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Runs the pending migrations. */
  migrate(): Promise<void>;
  /**
   * Calls `onPayload` with every NOTIFY on `channel` (from any connection, any instance);
   * `onReset` when some may have been missed (a lost connection came back). Answers a stop function.
   */
  listen(channel: string, onPayload: (payload: string) => void, onReset: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a tarball, to start another database from (tests). */
  dumpImage?(): Promise<Blob>;
}

export const migrationsFolder = projectPath('server', 'db', 'migrations');

export interface DatabaseOptions {
  /** PostgreSQL connection string; without it an embedded PGlite database is used. */
  databaseUrl?: string | undefined;
  /** Folder for the embedded database; undefined keeps it in memory (tests). */
  dataDir?: string | undefined;
  /** PGlite only: start from this data directory (a `dumpImage()` tarball) instead of an empty one. */
  image?: Blob | undefined;
}

/** Opens PostgreSQL when a URL is given, else PGlite in `dataDir/pglite` (or in memory). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const connectionString = options.databaseUrl;
  if (connectionString) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString, max: 10 });
    // An idle connection that the server ends (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (err) => console.warn(`PostgreSQL connection lost: ${err.message}`));
    const db = drizzle(pool, { schema });
    return {
      db: db as unknown as Db,
      driver: 'postgres',
      migrate: () => migrate(db, { migrationsFolder }),
      listen: async (channel, onPayload, onReset) => {
        const { listenOnPostgres } = await import('./pgListener');
        return listenOnPostgres(connectionString, channel, onPayload, onReset);
      },
      close: () => pool.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let dir: string | undefined;
  if (options.dataDir) {
    dir = path.join(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
  }
  const client = await PGlite.create(dir, options.image ? { loadDataDir: options.image } : {});
  const db = drizzle(client, { schema });
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    migrate: () => migrate(db, { migrationsFolder }),
    listen: async (channel, onPayload) => {
      const stop = await client.listen(channel, onPayload);
      return () => stop();
    },
    close: () => client.close(),
    dumpImage: () => client.dumpDataDir('none'),
  };
}

/** Runs raw SQL and answers its rows; both drivers answer `{rows}`. */
export async function queryRows<T = Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
