import { ADMIN_SYSTEM_RULES } from '../../../product/adminSystemRules';
import type { PlaygroundMethod } from '../data/systemToolsApi';

export type PlaygroundProblem = 'path' | 'json' | 'tooLong' | 'bodyOnGet';

/** What the playground sends: the path under /api and the parsed body, or what is wrong with the form. */
export type PlaygroundRequest = { ok: true; method: PlaygroundMethod; path: string; body: unknown } | { ok: false; problem: PlaygroundProblem };

/**
 * Reads the playground form: a path of the API (with or without the leading /api; it must start
 * with a slash) and a JSON body (empty: none; a GET sends none).
 */
export function playgroundRequest(method: PlaygroundMethod, rawPath: string, rawBody: string): PlaygroundRequest {
  let path = rawPath.trim();
  if (path.startsWith('/api/')) path = path.slice(4);
  if (!/^\/[^\s]*$/.test(path) || path.startsWith('//')) return { ok: false, problem: 'path' };
  if (path.length > ADMIN_SYSTEM_RULES.playgroundMaxPathLength || rawBody.length > ADMIN_SYSTEM_RULES.playgroundMaxBodyLength) return { ok: false, problem: 'tooLong' };
  const text = rawBody.trim();
  if (!text) return { ok: true, method, path, body: undefined };
  if (method === 'GET') return { ok: false, problem: 'bodyOnGet' };
  try {
    return { ok: true, method, path, body: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, problem: 'json' };
  }
}
