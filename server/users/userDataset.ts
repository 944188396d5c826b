import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../db/database';
import type { DatasetProvider, DatasetRegistry, ListQuery, ListResult } from '../entities/datasetRegistry';
import { filterCondition, type FieldKind } from '../entities/entitySql';
import { filterProblem } from '../../engine/core/filters/filterQuery';
import { badRequest } from '../http/apiError';

/** The dataset the ListModel DomainSearchedUserResult lists (admin user search, subscription user search). */
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
  /** The user's subscriptions: our ids and the provider's references, comma-separated (empty: none). */
  subscriptionId: string;
}

/** The same text as the rows' ISO strings, so that a bound copied from a row compares alike. */
const isoText = (column: string): SQL => sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** Every queryable field of a row: its SQL over `users u` and how it compares. */
const FIELDS: Record<string, { expr: SQL; kind: FieldKind }> = {
  username: { expr: sql`u.username`, kind: 'text' },
  email: { expr: sql`u.email`, kind: 'text' },
  firstname: { expr: sql`NULLIF(u.firstname, '')`, kind: 'text' },
  lastname: { expr: sql`NULLIF(u.lastname, '')`, kind: 'text' },
  plan: { expr: sql`u.plan`, kind: 'text' },
  userPackage: { expr: sql`NULLIF(u.user_package, '')`, kind: 'text' },
  country: { expr: sql`NULLIF(u.country_code, '')`, kind: 'text' },
  emailVerified: { expr: sql`(u.email_verified)::text`, kind: 'boolean' },
  createdAt: { expr: isoText('u.created_at'), kind: 'date' },
  lockedUntil: { expr: isoText('u.locked_until'), kind: 'date' },
  subscriptionId: {
    expr: sql`NULLIF((SELECT string_agg(concat_ws(', ', s.id::text, s.provider_subscription_id), ', ' ORDER BY s.created_at DESC, s.id) FROM billing_subscriptions s WHERE s.user_id = u.id), '')`,
    kind: 'text',
  },
};

function fieldOf(key: string): { expr: SQL; kind: FieldKind } {
  const field = Object.hasOwn(FIELDS, key) ? FIELDS[key] : undefined;
  if (!field) throw badRequest(`Invalid request: "${key}" is not a field of the user search`);
  return field;
}

/**
 * A filter on subscriptionId matches a user with a subscription whose id or provider reference
 * matches (not the joined text: "eq" finds the one subscription, "contains" a part of an id).
 */
function conditionOf(f: ListQuery['filterQuery'][number]): SQL {
  if (f.filterKey === 'subscriptionId') {
    return sql`EXISTS (SELECT 1 FROM billing_subscriptions s WHERE s.user_id = u.id AND (${filterCondition(f, 'text', sql`s.id::text`)} OR ${filterCondition(f, 'text', sql`s.provider_subscription_id`)}))`;
  }
  const field = fieldOf(f.filterKey);
  return filterCondition(f, field.kind, field.expr);
}

/** The SQL side of engine/core's sortRows: empty values last, text as compareText orders it, then by username. */
function orderOf(sort: ListQuery['sort']): SQL {
  if (!sort) return sql`u.username_lower COLLATE "C", u.username COLLATE "C"`;
  const { expr, kind } = fieldOf(sort.key);
  const dir = sql.raw(sort.direction === 'desc' ? 'DESC' : 'ASC');
  if (kind === 'text') return sql`lower(${expr}) COLLATE "C" ${dir} NULLS LAST, ${expr} COLLATE "C" ${dir}, u.username_lower COLLATE "C"`;
  return sql`${expr} ${dir} NULLS LAST, u.username_lower COLLATE "C"`;
}

/**
 * One page of the user search, filtered, sorted and paged by PostgreSQL (WHERE / ORDER BY /
 * LIMIT with the total from a window count): only the page's rows leave the database, and only
 * the columns above (never password hashes, tokens or settings).
 */
export async function searchUsers(db: Db, query: ListQuery): Promise<ListResult> {
  for (const f of query.filterQuery) {
    const problem = filterProblem(f);
    if (problem) throw badRequest(`Invalid request: ${problem}`);
  }
  const conditions: SQL[] = query.filterQuery.map(conditionOf);
  if (query.idIn) {
    conditions.push(query.idIn.length ? sql`u.username_lower IN (${sql.join(query.idIn.map((id) => sql`${id.toLowerCase()}`), sql`, `)})` : sql`false`);
  }
  const where = conditions.length ? sql.join(conditions, sql` AND `) : sql`true`;
  const offset = (query.page - 1) * query.pageSize;
  const select = sql.join(Object.entries(FIELDS).map(([key, f]) => sql`${f.expr} AS ${sql.identifier(key)}`), sql`, `);
  const raw = await queryRows(db, sql`
    SELECT ${select}, count(*) OVER () AS total
    FROM users u WHERE ${where} ORDER BY ${orderOf(query.sort)} LIMIT ${query.pageSize} OFFSET ${offset}`);
  let total = raw.length ? Number(raw[0]!.total) : 0;
  if (!raw.length && offset > 0) {
    const counted = await queryRows<{ n: unknown }>(db, sql`SELECT count(*) AS n FROM users u WHERE ${where}`);
    total = Number(counted[0]?.n ?? 0);
  }
  const str = (v: unknown): string => (v === null || v === undefined ? '' : String(v));
  const rows: SearchedUserRow[] = raw.map((r) => ({
    username: str(r.username), email: str(r.email), firstname: str(r.firstname), lastname: str(r.lastname), plan: str(r.plan),
    userPackage: str(r.userPackage), country: str(r.country), emailVerified: r.emailVerified === 'true', createdAt: str(r.createdAt),
    lockedUntil: r.lockedUntil ? str(r.lockedUntil) : null, subscriptionId: str(r.subscriptionId),
  }));
  return { rows, total };
}

/** The `users` dataset for admins: every query runs in SQL (searchUsers). */
export function usersDataset(db: Db): DatasetProvider {
  return {
    name: USERS_DATASET,
    permission: 'ADMIN',
    idField: 'username',
    list: (query) => searchUsers(db, query),
  };
}

/** Registers the users dataset (once per engine). */
export function registerUsersDataset(datasets: DatasetRegistry, db: Db): void {
  if (datasets.get(USERS_DATASET)) return;
  datasets.register(usersDataset(db));
}
