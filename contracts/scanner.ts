/**
 * The scanner's calls (document 2 sections 2, 3, 5, 7; issue 19):
 * - POST /api/scanner/search  body ScannerSearchBody → ScannerSearchAnswer (10 tokens, or the
 *   stored answer of the same filter set within 120 minutes at no cost);
 * - GET  /api/scanner/lastResults → ScannerLastResults (the user's last search, or an empty answer);
 * - POST /api/scanner/results body ScannerResultsBody → ScannerLastResults (a page of that search, sorted and filtered by column);
 * - a bad filter → 400 ScannerInvalidAnswer (one message per filter).
 *
 * The filter keys, their fields, modules and bounds are the product's (product/scannerFilters.ts).
 */
import type { AssetData } from './assets';
import type { ScannerFilterConfig, ScannerFilterEntry, ScannerProblemCode } from '../product/scannerFilters';

export { SCANNER_FILTER_TYPES } from '../product/scannerFilters';
export type { ScannerFilterType, ScannerFilterEntry, ScannerProblemCode, ScannerFilterConfigEntry, ScannerFilterConfig } from '../product/scannerFilters';

export interface ScannerSort {
  field: string;
  order: 'asc' | 'desc';
}

export interface ScannerSearchBody {
  filterQuery: ScannerFilterEntry[];
  sort?: ScannerSort;
  /** 1-based. */
  page?: number;
  pageSize?: number;
}

/**
 * A column filter of the results table: the engine's filter language (engine/core FilterQuery,
 * the same shape) over the result row's fields.
 */
export interface ScannerColumnFilter {
  filterKey: string;
  type: 'above' | 'below' | 'between' | 'in' | 'eq' | 'contains';
  val?: string | number | boolean | (string | number | boolean)[];
  min?: number | string;
  max?: number | string;
}

/** POST /api/scanner/results: a page of the last search's stored result, sorted and filtered by column (no tokens). */
export interface ScannerResultsBody {
  sort?: ScannerSort;
  /** 1-based. */
  page?: number;
  pageSize?: number;
  filterQuery?: ScannerColumnFilter[];
}

/**
 * A result row. A revealed ticker: the whole row (`isActive: true`). An unrevealed one: the
 * preview fields plus the fields the search scanned, the paths of its filters (`isActive: false`;
 * a nested object such as `scanMetrics` then holds only the scanned leaves). Both without the
 * heavy series: `volData.series` null, `recentTrendSignals` empty.
 */
export type ScannerResultRow = AssetData;

export interface ScannerSearchAnswer {
  scannerResults: ScannerResultRow[];
  /** Matches over the whole universe (the page holds at most pageSize of them). */
  total: number;
  tokenBalance: number;
  /** Tokens this search cost: 0 when the same filter set was searched within the reuse window. */
  tokensCharged: number;
  /** When the answered result was computed (the stored one's time on a reuse). */
  searchedAt: string;
  /** The snapshot the result was computed on. */
  asOf: string | null;
}

/** GET /api/scanner/lastResults and POST /api/scanner/results (empty lists, 0 and null before the first search). */
export interface ScannerLastResults {
  scannerResults: ScannerResultRow[];
  /** The filters of the search the results belong to. */
  filterQuery: ScannerFilterEntry[];
  /** Rows of the stored result set (after the column filters). */
  total: number;
  /** Null when the user has never searched. */
  searchedAt: string | null;
}

/** Why one filter cannot run: `code` is a key of the `scanner:invalid` messages, `params` its values. */
export interface ScannerFilterProblem {
  filterKey: string;
  code: ScannerProblemCode;
  params?: Record<string, string | number>;
  /** The message in the user's language. */
  message: string;
}

/** The 400 answer of a search with bad filters. */
export interface ScannerInvalidAnswer {
  message: string;
  errors: ScannerFilterProblem[];
}

/** The payload of a DomainScannerQuery entity (a saved filter set). */
export interface SavedScannerQueryPayload {
  title: string;
  filterConfig: ScannerFilterConfig;
}
