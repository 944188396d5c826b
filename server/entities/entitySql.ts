import { sql, type SQL } from 'drizzle-orm';
import type { FilterQuery } from '../../engine/core/filters/filterQuery';
import { badRequest } from '../http/apiError';

/** How a field is compared in SQL. */
export type FieldKind = 'text' | 'number' | 'date' | 'boolean' | 'textArray';

const SAFE_PATH = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*){0,4}$/;

/**
 * The SQL expression of a row field of the generic entity store. Keys are checked against a
 * strict pattern (and against the model's fields by the caller) before they reach `sql.raw`.
 */
export function fieldExpression(key: string, kind: FieldKind): SQL {
  if (!SAFE_PATH.test(key)) throw badRequest(`Invalid request: "${key}" is not a field`);
  if (key === 'id') return sql`e.id::text`;
  if (key === 'createdBy') return sql`e.created_by_name`;
  // The same text as the envelope's ISO string, so that a bound the client copied from a row compares alike.
  if (key === 'creationDate') return sql`to_char(e.creation_date AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  if (!key.startsWith('payload.')) throw badRequest(`Invalid request: "${key}" is not a field`);
  const path = sql.raw(`'{${key.slice('payload.'.length).split('.').join(',')}}'`);
  switch (kind) {
    case 'number':
      return sql`(CASE WHEN jsonb_typeof(e.payload #> ${path}) = 'number' THEN (e.payload #>> ${path})::numeric END)`;
    case 'textArray':
      return sql`(e.payload #> ${path})`;
    default:
      // An empty text counts as missing, as in matchesFilter and sortRows: it passes no filter and sorts last.
      return sql`NULLIF(e.payload #>> ${path}, '')`;
  }
}

/** A list field as matchesFilter reads it for `contains`: its items joined with commas (String(array)). */
function joinedItems(expr: SQL): SQL {
  return sql`array_to_string(ARRAY(SELECT jsonb_array_elements_text(CASE WHEN jsonb_typeof(${expr}) = 'array' THEN ${expr} ELSE '[]'::jsonb END)), ',')`;
}

function numberParam(value: unknown, key: string): number {
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) throw badRequest(`Invalid request: ${key} needs a number`);
  return n;
}

/**
 * One filter of the filter language as a SQL condition (the SQL side of `matchesFilter`). `expr`:
 * the field's SQL expression when it is not a field of the entity store (datasets read by SQL).
 */
export function filterCondition(f: FilterQuery, kind: FieldKind, expr: SQL = fieldExpression(f.filterKey, kind)): SQL {
  if (kind === 'textArray' && f.type !== 'in' && f.type !== 'contains') {
    throw badRequest(`Invalid request: ${f.filterKey} is a list: filter it with "in" or "contains"`);
  }
  const textValue = (v: unknown): string => String(v ?? '');
  const cmp = (op: '>' | '<' | '>=' | '<=', v: unknown): SQL => {
    if (kind === 'number') return sql`${expr} ${sql.raw(op)} ${numberParam(v, f.filterKey)}`;
    // Dates and texts compare as text; a date-only bound compares with the same number of characters.
    const bound = textValue(v);
    // Text compares as engine/core's compareText: case-insensitive by code unit.
    return kind === 'date' ? sql`left(${expr}, ${bound.length}) ${sql.raw(op)} ${bound}` : sql`(lower(${expr}) COLLATE "C", ${expr} COLLATE "C") ${sql.raw(op)} (lower(${bound}) COLLATE "C", ${bound}::text COLLATE "C")`;
  };
  switch (f.type) {
    case 'above': return cmp('>', f.val);
    case 'below': return cmp('<', f.val);
    case 'between': return sql`(${cmp('>=', f.min)} AND ${cmp('<=', f.max)})`;
    case 'eq':
      if (kind === 'number') return sql`${expr} = ${numberParam(f.val, f.filterKey)}`;
      if (kind === 'boolean') {
        // As matchesFilter: true / false or their text; anything else (1, 'yes') matches nothing.
        const wanted = String(f.val).toLowerCase();
        return wanted === 'true' || wanted === 'false' ? sql`${expr} = ${wanted}` : sql`false`;
      }
      return sql`lower(${expr}) = lower(${textValue(f.val)})`;
    case 'contains': {
      const haystack = kind === 'textArray' ? joinedItems(expr) : kind === 'number' ? sql`(${expr})::text` : expr;
      return sql`position(lower(${textValue(f.val)}) in lower(${haystack})) > 0`;
    }
    case 'in': {
      const values = (Array.isArray(f.val) ? f.val : []).map((v) => textValue(v).toLowerCase());
      if (!values.length) throw badRequest(`Invalid request: ${f.filterKey}: "in" needs a non-empty list in val`);
      const list = sql.join(values.map((v) => sql`${v}`), sql`, `);
      if (kind === 'textArray') {
        return sql`EXISTS (SELECT 1 FROM jsonb_array_elements_text(CASE WHEN jsonb_typeof(${expr}) = 'array' THEN ${expr} ELSE '[]'::jsonb END) AS item WHERE lower(item) IN (${list}))`;
      }
      if (kind === 'number') return sql`${expr} IN (${sql.join(values.map((v) => sql`${numberParam(v, f.filterKey)}`), sql`, `)})`;
      return sql`lower(${expr}) IN (${list})`;
    }
  }
}
