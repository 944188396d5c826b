import type { FastifyInstance } from 'fastify';
import { badRequest, forbidden, notFound } from '../http/apiError';
import type { FilterQuery } from '../../engine/core/filters/filterQuery';
import { filterProblem, filterQueryListSchema } from '../../engine/core/filters/filterQuery';
import type { ListModel } from '../../engine/core/model/modelTypes';
import { DEFAULT_MAX_CACHE_AGE_S } from '../../engine/core/model/modelTypes';
import type { SortState } from '../../engine/core/sorting/sortRows';
import { visibleColumnGroups } from '../../engine/core/permissions/modelAccess';
import { hasPermission } from '../../product/permissionModules';
import { fieldKinds, listEntities } from './entityStore';
import type { ListResult } from './datasetRegistry';
import { entityModelFor, rowScopeOf, type Caller } from './requestContext';

export interface ListRequest {
  filterQuery?: FilterQuery[];
  sort?: SortState | null;
  page?: number;
  pageSize?: number;
  id?: string;
  idIn?: string[];
  useCache?: boolean;
  maxCacheAge?: number;
  serverSideCacheAge?: number;
  allowGlobalServiceSideCache?: boolean;
  responseType?: 'json' | 'csv';
  responseTypeSeparator?: string;
}

export const listRequestSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    filterQuery: filterQueryListSchema,
    sort: { anyOf: [{ type: 'null' }, { type: 'object', additionalProperties: false, required: ['key', 'direction'], properties: { key: { type: 'string', maxLength: 100 }, direction: { enum: ['asc', 'desc'] } } }] },
    page: { type: 'integer', minimum: 1, maximum: 100_000 },
    pageSize: { type: 'integer', minimum: 1, maximum: 5000 },
    id: { type: 'string', maxLength: 64 },
    idIn: { type: 'array', maxItems: 5000, items: { type: 'string', maxLength: 64 } },
    useCache: { type: 'boolean' },
    maxCacheAge: { type: 'integer', minimum: 0, maximum: 86_400 },
    serverSideCacheAge: { type: 'integer', minimum: 0, maximum: 86_400 },
    allowGlobalServiceSideCache: { type: 'boolean' },
    responseType: { enum: ['json', 'csv'] },
    responseTypeSeparator: { enum: [';', ',', '\t', '|'] },
  },
} as const;

/** The columns a user may see of a list: GENERAL, PREMIUM with a premium module, HIDDEN never. */
export function visibleColumns(list: ListModel, modules: readonly string[]): ListModel['columns'] {
  const groups = visibleColumnGroups(modules);
  return list.columns.filter((c) => c.group !== 'HIDDEN' && groups.has(c.group as 'GENERAL' | 'PREMIUM'));
}

function deletePath(row: Record<string, unknown>, path: string): void {
  const parts = path.split('.');
  let current: unknown = row;
  for (const p of parts.slice(0, -1)) {
    if (!current || typeof current !== 'object') return;
    current = (current as Record<string, unknown>)[p];
  }
  if (current && typeof current === 'object') delete (current as Record<string, unknown>)[parts[parts.length - 1]!];
}

/** Removes the values of columns the user may not see (a copy; cached rows stay whole). */
function stripHidden(rows: Record<string, unknown>[], list: ListModel, visible: ListModel['columns']): Record<string, unknown>[] {
  const shown = new Set(visible.map((c) => c.key));
  const hidden = list.columns.filter((c) => !shown.has(c.key)).map((c) => c.key);
  if (!hidden.length) return rows;
  return rows.map((r) => {
    const copy = structuredClone(r);
    hidden.forEach((k) => deletePath(copy, k));
    return copy;
  });
}

/**
 * Runs a list read: the permission checks, the filter language (SQL for entities, array scans
 * for datasets), sort, paging and the server-side cache.
 */
export async function runList(app: FastifyInstance, who: Caller, list: ListModel, req: ListRequest): Promise<ListResult> {
  if (req.id !== undefined && req.filterQuery?.length) throw badRequest('Invalid request: an id cannot be combined with a filter query', 'ID_WITH_FILTER');
  const filters = req.filterQuery ?? [];
  for (const f of filters) {
    const problem = typeof f === 'object' && f && typeof f.filterKey === 'string' ? filterProblem(f) : 'a filter needs filterKey and type';
    if (problem) throw badRequest(`Invalid request: ${problem}`);
  }
  const visible = visibleColumns(list, who.modules);
  const visibleKeys = new Set(visible.map((c) => c.key));
  for (const f of filters) if (!visibleKeys.has(f.filterKey)) throw badRequest(`Invalid request: the list has no column "${f.filterKey}" to filter`);
  const sort = req.sort === undefined ? list.defaultSort : req.sort;
  // Sorting by a column the user may not see would leak its order; the model's default sort is the model's choice.
  if (sort && !visibleKeys.has(sort.key) && sort.key !== list.defaultSort.key) throw badRequest(`Invalid request: the list has no column "${sort.key}" to sort`);
  const query = {
    filterQuery: filters, sort, page: req.page ?? 1, pageSize: req.pageSize ?? list.pageSize ?? 100,
    ...(req.idIn ? { idIn: req.idIn } : req.id !== undefined ? { idIn: [req.id] } : {}),
  };

  // Permissions are checked before the cache is consulted: a cached answer must not skip them.
  const entity = list.source.kind === 'entity' ? entityModelFor(app, list.source.entity, who, 'read') : null;
  const provider = list.source.kind === 'dataset' ? app.engine.datasets.get(list.source.dataset) : undefined;
  if (list.source.kind === 'dataset') {
    if (!provider) throw notFound(`The dataset "${list.source.dataset}" is not available`);
    if (provider.permission && !hasPermission(who.modules, provider.permission)) throw forbidden();
  }
  const scope = entity ? rowScopeOf(entity, who) : null;

  const cacheAge = req.serverSideCacheAge ?? list.cache?.serverSideCacheAge ?? 0;
  // An owner-scoped answer is the user's own, whatever the request allows.
  // So is a dataset whose rows depend on the user (revealed tickers, their lists).
  const global = !scope?.ownerId && !provider?.perUser && (req.allowGlobalServiceSideCache ?? list.cache?.allowGlobalServiceSideCache ?? false);
  // A user's own answer also depends on their modules (a plan change reveals other tickers) and on
  // the tickers they activated: activation and a ticker reset drop it (ListCache.invalidateUser).
  // A shared answer is shared only by readers the row filter treats alike.
  const owner = global ? (scope?.rowFilters.length ? '*rowFilter' : '*') : `${who.user.id}|${who.modules.join(',')}`;
  const cacheKey = `${list.name}|${owner}|${provider?.version?.() ?? ''}|${JSON.stringify(query)}`;
  const now = app.deps.now().getTime();
  const sourceModel = list.source.kind === 'entity' ? list.source.entity : `dataset:${list.source.dataset}`;
  let result = req.useCache === false ? undefined : cacheAge > 0 ? app.engine.listCache.get(cacheKey, now) : undefined;

  if (!result) {
    if (entity && scope) {
      result = await listEntities(app.deps.db, {
        model: entity.name, filters, sort, page: query.page, pageSize: query.pageSize,
        scope, ids: query.idIn, kinds: fieldKinds(entity, list),
      });
    } else {
      result = await provider!.list(query, { user: who.user, modules: who.modules });
    }
    if (cacheAge > 0) app.engine.listCache.set(cacheKey, sourceModel, result, cacheAge, now, global ? null : who.user.id);
  }
  const rows = stripHidden(result.rows, list, visible);
  // The dataset's own row text holds every column: it is sent only when none is hidden from this user.
  return rows === result.rows && result.rowsBytes ? { rows, total: result.total, rowsBytes: result.rowsBytes } : { rows, total: result.total };
}

export function maxCacheAgeOf(list: ListModel, req: ListRequest): number {
  return req.maxCacheAge ?? list.cache?.maxCacheAge ?? DEFAULT_MAX_CACHE_AGE_S;
}
