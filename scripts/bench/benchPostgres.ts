import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A new, empty PostgreSQL database next to `base`'s, for one bench; `drop` removes it again. */
export async function freshPostgresDatabase(base: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `rs_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: base });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
