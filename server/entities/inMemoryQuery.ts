import { filterProblem, matchesAll } from '../../engine/core/filters/filterQuery';
import { sortRows } from '../../engine/core/sorting/sortRows';
import { badRequest } from '../http/apiError';
import type { ListQuery, ListResult } from './datasetRegistry';

/**
 * Runs a list query over rows held in memory: the array-scan side of the filter language, for
 * dataset providers. `signalKeys` sort in rating order.
 */
export function queryInMemory(
  rows: readonly Record<string, unknown>[],
  query: ListQuery,
  options: { idField?: string; signalKeys?: ReadonlySet<string> } = {},
): ListResult {
  for (const f of query.filterQuery) {
    const problem = filterProblem(f);
    if (problem) throw badRequest(`Invalid request: ${problem}`);
  }
  const idField = options.idField ?? 'id';
  const ids = query.idIn ? new Set(query.idIn) : null;
  let matched = rows.filter((r) => (!ids || ids.has(String(r[idField]))) && matchesAll(r, query.filterQuery));
  if (query.sort) matched = sortRows(matched, query.sort, { signal: options.signalKeys?.has(query.sort.key) ?? false });
  const start = (query.page - 1) * query.pageSize;
  return { rows: matched.slice(start, start + query.pageSize), total: matched.length };
}
