/**
 * Paging, sorting and column filters of the results run on the server over the last search's
 * stored result (POST /scanner/results): the table's query as the call's body.
 */
import type { ListQuery } from '../../../engine/list';
import type { ScannerColumnFilter, ScannerResultsBody, ScannerSort } from '../../../contracts';
import { SCANNER_RULES } from '../../../product/scannerFilters';

/** Rows of one page of results. */
export const RESULTS_PAGE_SIZE = SCANNER_RULES.defaultPageSize;

/** The table's query and the page shown (1-based). */
export interface ResultsQuery extends ListQuery {
  page: number;
}

export const FIRST_PAGE: ResultsQuery = { filters: [], sort: null, page: 1 };

/** The default order of the results (the table's default sort). */
export const DEFAULT_SORT: ScannerSort = { field: 'ticker', order: 'asc' };

export function scannerSort(sort: ListQuery['sort']): ScannerSort {
  return sort ? { field: sort.key, order: sort.direction } : DEFAULT_SORT;
}

/** The body of a results call: always a sort (the header shows one), filters only when set. */
export function resultsBody(query: ResultsQuery, pageSize: number = RESULTS_PAGE_SIZE): ScannerResultsBody {
  return {
    sort: scannerSort(query.sort),
    page: query.page,
    pageSize,
    ...(query.filters.length ? { filterQuery: query.filters as ScannerColumnFilter[] } : {}),
  };
}

export function pageCount(total: number, pageSize: number = RESULTS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
}

/** The rows a page shows, 1-based and inclusive ({from: 0, to: 0} for none). */
export function pageRange(page: number, total: number, pageSize: number = RESULTS_PAGE_SIZE): { from: number; to: number } {
  if (total <= 0) return { from: 0, to: 0 };
  const from = (page - 1) * pageSize + 1;
  return { from: Math.min(from, total), to: Math.min(page * pageSize, total) };
}
