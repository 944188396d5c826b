import { asc } from 'drizzle-orm';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import type { DatasetProvider, DatasetRegistry, ListQuery, ListResult } from '../entities/datasetRegistry';
import { queryInMemory } from '../entities/inMemoryQuery';

/** The dataset the ListModel DomainSearchedUserResult lists (admin user search). */
export const USERS_DATASET = 'users';

/** One row of the user search: only these columns, never password hashes, tokens or settings. */
export interface SearchedUserRow extends Record<string, unknown> {
  username: string;
  email: string;
  firstname: string;
  lastname: string;
  plan: string;
  userPackage: string;
  country: string;
  emailVerified: boolean;
  createdAt: string;
  lockedUntil: string | null;
}

/** Reads the user search rows (a narrow select: the secrets never leave the database). */
export async function searchedUserRows(db: Db): Promise<SearchedUserRow[]> {
  const rows = await db.select({
    username: users.username,
    email: users.email,
    firstname: users.firstname,
    lastname: users.lastname,
    plan: users.plan,
    userPackage: users.userPackage,
    country: users.countryCode,
    emailVerified: users.emailVerified,
    createdAt: users.createdAt,
    lockedUntil: users.lockedUntil,
  }).from(users).orderBy(asc(users.usernameLower));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), lockedUntil: r.lockedUntil ? r.lockedUntil.toISOString() : null }));
}

/**
 * The `users` dataset for admins. It reads every account and filters, sorts and pages in memory
 * (engine/core's filter language through queryInMemory), which is fine for thousands of users.
 * Known limit: every query reads all users and filters them in memory; with many thousands of
 * accounts this should become SQL (WHERE / ORDER BY / LIMIT, like entitySql.ts).
 */
export function usersDataset(db: Db): DatasetProvider {
  return {
    name: USERS_DATASET,
    permission: 'ADMIN',
    idField: 'username',
    async list(query: ListQuery): Promise<ListResult> {
      return queryInMemory(await searchedUserRows(db), query, { idField: 'username' });
    },
  };
}

/** Registers the users dataset (once per engine). */
export function registerUsersDataset(datasets: DatasetRegistry, db: Db): void {
  if (datasets.get(USERS_DATASET)) return;
  datasets.register(usersDataset(db));
}
