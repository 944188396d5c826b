/**
 * Test support: random list queries over rows of a schema — realistic filters built from values the
 * rows hold, and the odd ones the filter language also allows (numbers as strings, text bounds on
 * number columns, booleans compared with numbers, paths to objects, JSON leaves and nothing).
 */
import { readField, type FilterQuery, type FilterValue } from '../../../../engine/core/filters/filterQuery';
import type { ListQuery } from '../../../entities/datasetRegistry';
import type { ColumnKind, StoreSchema } from '../columnSchema';

type Rng = () => number;

const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)]!;

const ODD_PATHS = ['stRange', 'volData.series', 'volData.series.dates', 'recentTrendSignals.0.date', 'nope', 'ticker.length', 'companyInfo'];

function sample(rng: Rng, rows: readonly object[], path: string): unknown {
  for (let tries = 0; tries < 20; tries++) {
    const value = readField(pick(rng, rows), path);
    if (value !== null && value !== undefined) return value;
  }
  return null;
}

function numberFilter(rng: Rng, path: string, value: () => number): FilterQuery {
  const v = value();
  const asBound = (x: number): number | string => pick(rng, [x, x, String(x), ` ${x} `, Math.round(x), 'abc', '2026-01-01']);
  switch (pick(rng, ['above', 'below', 'between', 'between', 'eq', 'in', 'contains'] as const)) {
    case 'above':
      return { filterKey: path, type: 'above', val: asBound(v) };
    case 'below':
      return { filterKey: path, type: 'below', val: asBound(v) };
    case 'between': {
      const [a, b] = [v, value()].sort((x, y) => x - y) as [number, number];
      return rng() < 0.9 ? { filterKey: path, type: 'between', min: asBound(a), max: asBound(b) } : { filterKey: path, type: 'between', min: b + 1, max: a };
    }
    case 'eq':
      return { filterKey: path, type: 'eq', val: pick<FilterValue>(rng, [v, String(v), true, '', 0]) };
    case 'in':
      return { filterKey: path, type: 'in', val: [v, String(value()), pick<FilterValue>(rng, ['x', false, 1, ''])] };
    case 'contains':
      return { filterKey: path, type: 'contains', val: pick(rng, ['1', '.', '-', 'e', '5']) };
  }
}

function textFilter(rng: Rng, path: string, value: () => string): FilterQuery {
  const v = value();
  const cased = (s: string): string => (rng() < 0.5 ? s.toUpperCase() : s.toLowerCase());
  switch (pick(rng, ['contains', 'eq', 'in', 'above', 'below', 'between'] as const)) {
    case 'contains': {
      const from = Math.floor(rng() * v.length);
      return { filterKey: path, type: 'contains', val: cased(v.slice(from, from + 1 + Math.floor(rng() * 3))) || 'a' };
    }
    case 'eq':
      return { filterKey: path, type: 'eq', val: rng() < 0.9 ? cased(v) : 5 };
    case 'in':
      return { filterKey: path, type: 'in', val: [v, cased(value()), pick<FilterValue>(rng, [3, 'zz', true])] };
    case 'above':
      return { filterKey: path, type: 'above', val: v };
    case 'below':
      return { filterKey: path, type: 'below', val: v };
    case 'between': {
      const [a, b] = [v, value()].sort();
      return { filterKey: path, type: 'between', min: a!, max: b! };
    }
  }
}

function booleanFilter(rng: Rng, path: string): FilterQuery {
  return pick<FilterQuery>(rng, [
    { filterKey: path, type: 'eq', val: true },
    { filterKey: path, type: 'eq', val: false },
    { filterKey: path, type: 'eq', val: 'true' },
    { filterKey: path, type: 'eq', val: 1 },
    { filterKey: path, type: 'in', val: [0, 'x'] },
    { filterKey: path, type: 'above', val: 'f' },
    { filterKey: path, type: 'contains', val: 'ru' },
  ]);
}

function oddFilter(rng: Rng, path: string): FilterQuery {
  return pick<FilterQuery>(rng, [
    { filterKey: path, type: 'contains', val: pick(rng, ['object', '2026', 'Bull', ':']) },
    { filterKey: path, type: 'above', val: pick(rng, ['2026-11-10', '1', 'a']) },
    { filterKey: path, type: 'eq', val: 'x' },
  ]);
}

export function randomFilter(rng: Rng, rows: readonly object[], schema: StoreSchema): FilterQuery {
  if (rng() < 0.08) return oddFilter(rng, pick(rng, ODD_PATHS));
  const column = pick(rng, schema.columns.filter((c) => c.kind !== 'json'));
  const kind: ColumnKind = column.kind;
  const value = (): unknown => sample(rng, rows, column.path);
  if (kind === 'number') return numberFilter(rng, column.path, () => (value() as number | null) ?? rng() * 100);
  if (kind === 'text') return textFilter(rng, column.path, () => (value() as string | null) ?? 'abc');
  return booleanFilter(rng, column.path);
}

export function randomQuery(rng: Rng, rows: readonly object[], schema: StoreSchema, maxFilters = 5): ListQuery {
  const filterQuery = Array.from({ length: Math.floor(rng() * (maxFilters + 1)) }, () => randomFilter(rng, rows, schema));
  const sortPath = rng() < 0.1 ? pick(rng, ODD_PATHS) : pick(rng, schema.columns).path;
  const query: ListQuery = {
    filterQuery,
    sort: rng() < 0.85 ? { key: sortPath, direction: rng() < 0.5 ? 'asc' : 'desc' } : null,
    page: 1 + Math.floor(rng() * 3),
    pageSize: pick(rng, [1, 7, 50, 2000]),
  };
  if (rng() < 0.15) {
    const ids = Array.from({ length: 1 + Math.floor(rng() * 30) }, () => String(readField(pick(rng, rows), schema.idPath)));
    query.idIn = [...ids, 'ZZZZ', ...(rng() < 0.3 ? ['null'] : [])];
  }
  return query;
}
