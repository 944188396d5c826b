import type { RouteOptions } from 'fastify';
import { INT32_MAX, INT32_MIN, SAFE_INTEGER_MAX, SAFE_INTEGER_MIN } from './schemas';

/** Keywords whose values are data, not schemas: never rewritten. */
const DATA_KEYWORDS = new Set(['enum', 'const', 'default', 'examples']);
/** The parts of a route schema that validate input (the response schema only serialises). */
const INPUT_PARTS = ['body', 'querystring', 'params', 'headers'] as const;

function allowsInteger(type: unknown): boolean {
  return type === 'integer' || (Array.isArray(type) && type.includes('integer'));
}

/**
 * The shared rule for integers: JSON Schema's `type: 'integer'` accepts 1e300 and -1e19
 * (Number.isInteger(1e300) is true), which no integer column takes. Every subschema that allows
 * an integer gets bounds: its own `minimum`/`maximum` cut to the safe-integer range (±2^53 − 1),
 * and where it names none, the range of an `integer` (int32) column, the most common one; a
 * field for a `bigint` column says so with `schemas.bigint()`. Returns a copy; the fragments of
 * schemas.ts are shared and stay as they are.
 *
 * @example boundIntegers({ type: 'integer', minimum: 1 }) // { type: 'integer', minimum: 1, maximum: 2147483647 }
 */
export function boundIntegers<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map((item: unknown) => boundIntegers(item)) as T;
  if (schema === null || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) out[key] = DATA_KEYWORDS.has(key) ? value : boundIntegers(value);
  if (allowsInteger(out.type)) {
    out.minimum = Math.max(typeof out.minimum === 'number' ? out.minimum : INT32_MIN, SAFE_INTEGER_MIN);
    out.maximum = Math.min(typeof out.maximum === 'number' ? out.maximum : INT32_MAX, SAFE_INTEGER_MAX);
  }
  return out as T;
}

/**
 * An `onRoute` hook that applies `boundIntegers` to the input schemas of every route registered
 * after it, before Fastify compiles them: one rule for all routes instead of a bound per field.
 */
export function boundRouteIntegers(route: RouteOptions): void {
  const schema = route.schema as Record<string, unknown> | undefined;
  if (!schema) return;
  const bounded: Record<string, unknown> = { ...schema };
  for (const part of INPUT_PARTS) if (schema[part] !== undefined) bounded[part] = boundIntegers(schema[part]);
  route.schema = bounded;
}
