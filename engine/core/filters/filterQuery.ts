/**
 * The one filter language (DESIGN.md section 4), used by column filters, the scanner and entity
 * queries: `{filterKey, type, val, min, max}`. The server turns it into SQL for entities and into
 * array scans for in-memory datasets; both follow `matchesFilter`.
 */
export const FILTER_OPERATORS = ['above', 'below', 'between', 'in', 'eq', 'contains'] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

export type FilterValue = string | number | boolean;

export interface FilterQuery {
  filterKey: string;
  type: FilterOperator;
  val?: FilterValue | FilterValue[];
  min?: number | string;
  max?: number | string;
}

/** JSON Schema of a filter list, for route validation on the server. */
export const filterQueryListSchema = {
  type: 'array',
  maxItems: 50,
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['filterKey', 'type'],
    properties: {
      filterKey: { type: 'string', pattern: '^[A-Za-z_][A-Za-z0-9_]*(\\.[A-Za-z_][A-Za-z0-9_]*){0,4}$' },
      type: { enum: [...FILTER_OPERATORS] },
      val: {
        anyOf: [
          { type: ['string', 'number', 'boolean'] },
          { type: 'array', maxItems: 500, items: { type: ['string', 'number', 'boolean'] } },
        ],
      },
      min: { type: ['number', 'string'] },
      max: { type: ['number', 'string'] },
    },
  },
} as const;

/** Why a filter cannot run, or null when it can. */
export function filterProblem(f: FilterQuery): string | null {
  switch (f.type) {
    case 'above':
    case 'below':
      return isComparable(f.val) ? null : `${f.filterKey}: "${f.type}" needs a number or date in val`;
    case 'between':
      if (!isComparable(f.min) || !isComparable(f.max)) return `${f.filterKey}: "between" needs min and max`;
      return compare(f.min, f.max) > 0 ? `${f.filterKey}: min must not be above max` : null;
    case 'in':
      return Array.isArray(f.val) && f.val.length > 0 ? null : `${f.filterKey}: "in" needs a non-empty list in val`;
    case 'eq':
      return f.val === undefined || Array.isArray(f.val) ? `${f.filterKey}: "eq" needs one value in val` : null;
    case 'contains':
      return typeof f.val === 'string' && f.val.length > 0 ? null : `${f.filterKey}: "contains" needs text in val`;
  }
}

function isComparable(v: unknown): v is number | string {
  return (typeof v === 'number' && Number.isFinite(v)) || (typeof v === 'string' && v.length > 0);
}

/**
 * Numbers and numeric strings compare as numbers (scanner values arrive as trimmed strings),
 * anything else as text (ISO dates sort as text).
 */
export function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const na = Number(a);
  const nb = Number(b);
  if (isNumeric(a) && isNumeric(b) && Number.isFinite(na) && Number.isFinite(nb)) return na - nb;
  return compareText(String(a), String(b));
}

/**
 * Text order: case-insensitive by code unit, ties broken case-sensitively. Chosen because the
 * server's SQL can say exactly the same (`lower(x) COLLATE "C", x COLLATE "C"`) on every
 * PostgreSQL, whatever its locale.
 */
export function compareText(a: string, b: string): number {
  const la = a.toLowerCase();
  const lb = b.toLowerCase();
  if (la !== lb) return la < lb ? -1 : 1;
  return a === b ? 0 : a < b ? -1 : 1;
}

function isNumeric(v: unknown): boolean {
  return typeof v === 'number' || (typeof v === 'string' && v.trim() !== '');
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T/;

/** A bound against a row value; a date-only bound takes the whole day of a date-time value, as the SQL side does. */
function compareToBound(value: unknown, bound: unknown): number {
  if (typeof value === 'string' && typeof bound === 'string' && DATE_ONLY.test(bound) && DATE_TIME.test(value)) {
    return compare(value.slice(0, bound.length), bound);
  }
  return compare(value, bound);
}

/** Reads a dotted path from a row. */
export function readField(row: unknown, path: string): unknown {
  let current: unknown = row;
  for (const part of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

/**
 * Writes a dotted path into a plain object, the counterpart of readField. The objects on the way
 * are copied (or created), never changed in place, so a row that shares them with others stays
 * theirs unchanged.
 */
export function writeField(row: Record<string, unknown>, path: string, value: unknown): void {
  const parts = path.split('.');
  let current = row;
  for (const part of parts.slice(0, -1)) {
    const next = current[part];
    const copy = next !== null && typeof next === 'object' ? { ...(next as Record<string, unknown>) } : {};
    current[part] = copy;
    current = copy;
  }
  current[parts[parts.length - 1]!] = value;
}

/**
 * Whether a row passes a filter. Missing values pass no filter. `contains` and `eq` on text
 * ignore case.
 *
 * @example matchesFilter({ h64: 0.7 }, { filterKey: 'h64', type: 'above', val: 0.6 }) === true
 */
export function matchesFilter(row: unknown, f: FilterQuery, read: (row: unknown, key: string) => unknown = readField): boolean {
  const value = read(row, f.filterKey);
  if (value === undefined || value === null || value === '') return false;
  switch (f.type) {
    case 'above':
      return compareToBound(value, f.val) > 0;
    case 'below':
      return compareToBound(value, f.val) < 0;
    case 'between':
      return compareToBound(value, f.min) >= 0 && compareToBound(value, f.max) <= 0;
    case 'in': {
      const list = Array.isArray(f.val) ? f.val : [];
      const values = Array.isArray(value) ? value : [value];
      return values.some((v) => list.some((l) => sameValue(v, l)));
    }
    case 'eq':
      return sameValue(value, f.val);
    case 'contains':
      return String(value).toLowerCase().includes(String(f.val ?? '').toLowerCase());
  }
}

function sameValue(a: unknown, b: unknown): boolean {
  if (typeof a === 'string' && typeof b === 'string') return a.toLowerCase() === b.toLowerCase();
  // An enum filter on a boolean column sends 'true' / 'false' (option values are text), as the SQL side accepts.
  if (typeof a === 'boolean' || typeof b === 'boolean') return String(a).toLowerCase() === String(b).toLowerCase();
  if (typeof a === 'number' || typeof b === 'number') return Number(a) === Number(b) && a !== '' && b !== '';
  return a === b;
}

/** Every filter must pass (filters combine with AND). */
export function matchesAll(row: unknown, filters: readonly FilterQuery[], read?: (row: unknown, key: string) => unknown): boolean {
  return filters.every((f) => matchesFilter(row, f, read));
}
