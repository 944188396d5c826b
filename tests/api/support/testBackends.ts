import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { openDatabase, type Database } from '../../../server/db/database';

export type Backend = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when DATABASE_URL is set (CI sets it when a server answers). */
export const BACKENDS: Backend[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/**
 * A fresh, migrated database: an in-memory PGlite, or a new PostgreSQL database created next to
 * DATABASE_URL's and dropped again by `close()`.
 */
export async function freshDatabase(backend: Backend): Promise<Database> {
  if (backend === 'pglite') {
    const db = await openDatabase({});
    await db.migrate();
    return db;
  }
  const base = process.env.DATABASE_URL!;
  const name = `rs_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const db = await openDatabase({ databaseUrl: url.toString() });
  await db.migrate();
  return {
    ...db,
    async close() {
      await db.close();
      // Let the pool's connections finish closing before the database goes away.
      await new Promise((r) => setTimeout(r, 50));
      const dropper = new pg.Client({ connectionString: base });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
