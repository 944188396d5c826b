import type { FastifyRequest } from 'fastify';
import { badRequest } from './apiError';

/** The deepest nesting of objects and arrays a request may carry; the API's own shapes need far less. */
export const MAX_INPUT_DEPTH = 32;

/** A UTF-16 surrogate that is not half of a pair (with the u flag, a proper pair is one code point and never matches). */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/**
 * Refuses input that the route schemas let through but the database cannot take, for every
 * call under /api at once (the shared rule for stored text):
 * - NUL characters (PostgreSQL text and jsonb refuse them);
 * - unpaired UTF-16 surrogates such as `"\ud800"` (not Unicode text: jsonb refuses them, text
 *   columns would silently store U+FFFD, and file names could not be encoded);
 * - very deep nesting in free-form fields (which overflows the stack while it is serialised).
 * Strings and object keys are checked alike. Runs before schema validation, so such input gets
 * a 400 naming the field instead of a 500.
 */
export async function guardInput(request: FastifyRequest): Promise<void> {
  const parts: [string, unknown][] = [['body', request.body], ['querystring', request.query], ['params', request.params]];
  for (const [where, value] of parts) {
    const found = findProblem(value, 0);
    if (found) throw badRequest(`Invalid request: ${where}${found.path.reverse().join('')} ${found.problem}`);
  }
}

/** What is wrong with a string, or null. */
export function textProblem(text: string): string | null {
  if (text.includes('\u0000')) return 'contains a NUL character';
  if (LONE_SURROGATE.test(text)) return 'contains an unpaired UTF-16 surrogate, which is not valid Unicode text';
  return null;
}

interface Found {
  /** `.field` and `.index` steps (as in the schema messages) from the bad value up, built on the way back. */
  path: string[];
  problem: string;
}

function findProblem(value: unknown, depth: number): Found | null {
  if (typeof value === 'string') {
    const problem = textProblem(value);
    return problem ? { path: [], problem } : null;
  }
  if (value === null || typeof value !== 'object') return null;
  if (depth >= MAX_INPUT_DEPTH) return { path: [], problem: `is nested deeper than ${MAX_INPUT_DEPTH} levels` };
  const isArray = Array.isArray(value);
  for (const [key, item] of Object.entries(value)) {
    const keyProblem = isArray ? null : textProblem(key);
    if (keyProblem) return { path: [], problem: `has a field name that ${keyProblem}` };
    const found = findProblem(item, depth + 1);
    if (found) {
      found.path.push(`.${isArray ? key : printable(key)}`);
      return found;
    }
  }
  return null;
}

/** A field name as it may appear in a message: short, and without the characters refused above. */
function printable(key: string): string {
  return key.length > 40 ? `${key.slice(0, 40)}…` : key;
}
