import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrationsFolder, openDatabase, type Database } from '../../../server/db/database';
import { freshPostgresDatabase } from '../../../server/db/freshPostgresDatabase';

export type Backend = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when DATABASE_URL is set (CI sets it when a server answers). */
export const BACKENDS: Backend[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/**
 * A fresh, migrated database: an in-memory PGlite, or a new PostgreSQL database created next to
 * DATABASE_URL's and dropped again by `close()`.
 */
export async function freshDatabase(backend: Backend): Promise<Database> {
  if (backend === 'pglite') return openDatabase({ image: await migratedImage() });
  const fresh = await freshPostgresDatabase(process.env.DATABASE_URL!, 'rs_test');
  const db = await openDatabase({ databaseUrl: fresh.url });
  await db.migrate();
  return {
    ...db,
    async close() {
      await db.close();
      // Let the pool's connections finish closing before the database goes away.
      await new Promise((r) => setTimeout(r, 50));
      await fresh.drop();
    },
  };
}

/**
 * A migrated, empty PGlite data directory as a tarball, kept in the temp folder under the hash of
 * the migrations: starting from it takes about half the time of a new database plus its
 * migrations (initdb is most of that), and every test file runs in its own process.
 */
async function migratedImage(): Promise<Blob> {
  const hash = createHash('sha256');
  for (const file of readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(migrationsFolder, file);
    if (!file.endsWith('.sql') && !file.endsWith('.json')) continue;
    hash.update(file).update(readFileSync(full));
  }
  const file = path.join(tmpdir(), `rangescope-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    const db = await openDatabase({});
    await db.migrate();
    const image = await db.dumpImage!();
    await db.close();
    // Written aside and renamed, so a parallel worker never reads half a file.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, Buffer.from(await image.arrayBuffer()));
    await rename(partial, file);
    return image;
  }
}
