import type { FastifyRequest } from 'fastify';
import { badRequest } from './apiError';

/** The deepest nesting of objects and arrays a request may carry; the API's own shapes need far less. */
export const MAX_INPUT_DEPTH = 32;

/**
 * Refuses input that the route schemas let through but the database cannot take: NUL characters
 * (PostgreSQL text and jsonb refuse them) and very deep nesting in free-form fields (which
 * overflows the stack while it is serialised). Runs before schema validation, so such input gets
 * a 400 instead of a 500.
 */
export async function guardInput(request: FastifyRequest): Promise<void> {
  const parts: [string, unknown][] = [['body', request.body], ['querystring', request.query], ['params', request.params]];
  for (const [where, value] of parts) {
    const problem = findProblem(value, 0);
    if (problem) throw badRequest(`Invalid request: ${where} ${problem}`);
  }
}

function findProblem(value: unknown, depth: number): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? 'contains a NUL character' : null;
  if (value === null || typeof value !== 'object') return null;
  if (depth >= MAX_INPUT_DEPTH) return `is nested deeper than ${MAX_INPUT_DEPTH} levels`;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return 'contains a NUL character';
    const problem = findProblem(item, depth + 1);
    if (problem) return problem;
  }
  return null;
}
