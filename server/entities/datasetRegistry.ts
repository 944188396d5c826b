import type { FilterQuery } from '../../engine/core/filters/filterQuery';
import type { SortState } from '../../engine/core/sorting/sortRows';
import type { UserRow } from '../appDeps';

export interface ListQuery {
  filterQuery: FilterQuery[];
  sort: SortState | null;
  /** 1-based page. */
  page: number;
  pageSize: number;
  /** Restrict to these row ids (the `idIn` of the asset lists). */
  idIn?: string[];
}

export interface DatasetContext {
  user: UserRow;
  modules: readonly string[];
}

export interface ListResult {
  rows: Record<string, unknown>[];
  total: number;
  /** The rows as UTF-8 JSON, each the same value as `rows[i]`: a dataset that keeps its rows' text sends it as is (issue 24). */
  rowsBytes?: readonly Buffer[];
}

/**
 * A source of rows that are not generic entities (assets, signals, users ...). Issues that own
 * such data register a provider; a ListModel names it with `source: {kind: 'dataset'}`.
 */
export interface DatasetProvider {
  name: string;
  /** A module the user must hold (on top of the list model's own permission). */
  permission?: string;
  /** The field that identifies a row (default `id`). */
  idField?: string;
  /** Rows depend on the user (what they revealed, their lists): the answer is never cached across users. */
  perUser?: boolean;
  /** The version of the data behind the rows (e.g. the market snapshot): part of the server cache key. */
  version?(): string | number;
  list(query: ListQuery, ctx: DatasetContext): Promise<ListResult>;
}

export class DatasetRegistry {
  private readonly providers = new Map<string, DatasetProvider>();

  register(provider: DatasetProvider): void {
    if (this.providers.has(provider.name)) throw new Error(`dataset ${provider.name} is registered twice`);
    this.providers.set(provider.name, provider);
  }

  get(name: string): DatasetProvider | undefined {
    return this.providers.get(name);
  }

  names(): string[] {
    return [...this.providers.keys()].sort();
  }
}
