import { and, eq, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../db/database';
import { entities } from '../db/schema';
import type { EntityModel, JsonSchema, ListModel } from '../../engine/core/model/modelTypes';
import type { SortState } from '../../engine/core/sorting/sortRows';
import type { FilterQuery } from '../../engine/core/filters/filterQuery';
import { badRequest } from '../http/apiError';
import { fieldExpression, filterCondition, type FieldKind } from './entitySql';
import type { ListResult } from './datasetRegistry';
import type { EntityEnvelope } from '../../contracts';

export type EntityRow = typeof entities.$inferSelect;

/** The envelope the client sees (document 3 section 3): id, createdBy, creationDate, payload, entityModelName. */
export function envelope(row: EntityRow): EntityEnvelope {
  return {
    id: row.id, createdBy: row.createdByName, creationDate: row.creationDate.toISOString(), updatedAt: row.updatedAt.toISOString(),
    version: row.version, entityModelName: row.model, payload: row.payload,
  };
}

/** How each queryable key of a model compares: from the entity schema, refined by the list's column types. */
export function fieldKinds(model: EntityModel, list?: ListModel): Map<string, FieldKind> {
  const kinds = new Map<string, FieldKind>([['id', 'text'], ['createdBy', 'text'], ['creationDate', 'date']]);
  for (const [name, prop] of Object.entries(model.schema.properties ?? {})) kinds.set(`payload.${name}`, schemaKind(prop));
  for (const c of list?.columns ?? []) {
    if (!kinds.has(c.key)) continue;
    if (c.type === 'number' || c.type === 'percent') kinds.set(c.key, 'number');
    if (c.type === 'date' || c.type === 'datetime') kinds.set(c.key, 'date');
  }
  return kinds;
}

function schemaKind(prop: JsonSchema): FieldKind {
  const type = prop.type;
  if (type === 'number' || type === 'integer') return 'number';
  if (type === 'boolean') return 'boolean';
  if (type === 'array') return 'textArray';
  if (type === 'string' && (prop.format === 'date' || prop.format === 'date-time')) return 'date';
  return 'text';
}

/**
 * The records of a model a reader may see (engine/core/permissions/modelAccess.ts): only their
 * own (owner scoping) and only those matching the model's row filter, each when it applies.
 */
export interface RowScope {
  ownerId: string | null;
  /** The row filter's filters, compared as the entity schema says (never the list's columns). */
  rowFilters: FilterQuery[];
  rowKinds: Map<string, FieldKind>;
}

/** The SQL conditions of a reader's scope over `entities e`. */
function scopeConditions(scope: RowScope): SQL[] {
  const conditions: SQL[] = [];
  if (scope.ownerId) conditions.push(sql`e.created_by = ${scope.ownerId}`);
  for (const f of scope.rowFilters) {
    const kind = scope.rowKinds.get(f.filterKey);
    // validateModel refuses a row filter on a field the schema does not have; a filter that still
    // names none (a stored model gone stale) hides every record rather than none.
    conditions.push(kind ? filterCondition(f, kind) : sql`false`);
  }
  return conditions;
}

/** Whether a record of `model` is within a reader's scope (the same SQL as the list's, so both agree). */
export async function inScope(db: Db, model: string, id: string, scope: RowScope): Promise<boolean> {
  const conditions = scopeConditions(scope);
  if (!conditions.length) return true;
  const rows = await queryRows(db, sql`SELECT 1 FROM entities e WHERE e.model = ${model} AND e.id = ${id} AND ${sql.join(conditions, sql` AND `)}`);
  return rows.length > 0;
}

export interface EntityListQuery {
  model: string;
  filters: FilterQuery[];
  sort: SortState | null;
  page: number;
  pageSize: number;
  scope: RowScope;
  ids?: string[];
  kinds: Map<string, FieldKind>;
}

/** A page of one model's records: the SQL side of the filter language. */
export async function listEntities(db: Db, q: EntityListQuery): Promise<ListResult> {
  const kindOf = (key: string): FieldKind => {
    const k = q.kinds.get(key);
    if (!k) throw badRequest(`Invalid request: "${key}" is not a field of ${q.model}`);
    return k;
  };
  const conditions: SQL[] = [sql`e.model = ${q.model}`, ...scopeConditions(q.scope)];
  if (q.ids) conditions.push(q.ids.length ? sql`e.id::text IN (${sql.join(q.ids.map((i) => sql`${i}`), sql`, `)})` : sql`false`);
  for (const f of q.filters) conditions.push(filterCondition(f, kindOf(f.filterKey)));
  const where = sql.join(conditions, sql` AND `);
  const order = q.sort ? sortOrder(q.sort.key, kindOf(q.sort.key), q.sort.direction) : sql`e.creation_date DESC, e.id`;
  const offset = (q.page - 1) * q.pageSize;
  const raw = await queryRows(db, sql`
    SELECT e.id, e.model, e.created_by, e.created_by_name, e.creation_date, e.updated_at, e.payload, e.version,
           count(*) OVER () AS total
    FROM entities e WHERE ${where} ORDER BY ${order} LIMIT ${q.pageSize} OFFSET ${offset}`);
  let total = raw.length ? Number(raw[0]!.total) : 0;
  if (!raw.length && offset > 0) {
    const counted = await queryRows<{ n: unknown }>(db, sql`SELECT count(*) AS n FROM entities e WHERE ${where}`);
    total = Number(counted[0]?.n ?? 0);
  }
  return {
    rows: raw.map((r) => envelope({
      id: String(r.id), model: String(r.model), createdBy: (r.created_by as string | null) ?? null,
      createdByName: (r.created_by_name as string | null) ?? null, creationDate: new Date(r.creation_date as string),
      updatedAt: new Date(r.updated_at as string), payload: parseJson(r.payload), version: Number(r.version),
    })),
    total,
  };
}

/** The SQL side of engine/core's sortRows: empty values last, text as compareText orders it. */
function sortOrder(key: string, kind: FieldKind, direction: 'asc' | 'desc'): SQL {
  const expr = fieldExpression(key, kind);
  const dir = sql.raw(direction === 'desc' ? 'DESC' : 'ASC');
  if (kind === 'text') return sql`lower(${expr}) COLLATE "C" ${dir} NULLS LAST, ${expr} COLLATE "C" ${dir}, e.creation_date DESC, e.id`;
  return sql`${expr} ${dir} NULLS LAST, e.creation_date DESC, e.id`;
}

function parseJson(v: unknown): Record<string, unknown> {
  return (typeof v === 'string' ? JSON.parse(v) : v) as Record<string, unknown>;
}

export async function getEntity(db: Db, model: string, id: string): Promise<EntityRow | undefined> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return undefined;
  const rows = await db.select().from(entities).where(and(eq(entities.model, model), eq(entities.id, id))).limit(1);
  return rows[0];
}
