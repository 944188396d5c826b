/** The scanner's limits and the modules of its route (issue 19); the filters are in scannerFilters.ts. */
import type { PermissionModule } from './permissionModules';
import { TICKER_RULES } from './tickerAccess';

export const SCANNER_RULES = {
  /** Tokens one search costs (document 2 section 9). */
  tokenCost: TICKER_RULES.scannerTokenCost,
  /** The same filter set searched again within this many minutes answers the stored result at no cost. */
  reuseMinutes: 120,
  /** Rows of one page of results: default and largest. */
  defaultPageSize: 50,
  maxPageSize: 500,
  /** Filters of one search. */
  maxFilters: 40,
  /** Saved filters shown before See More. */
  savedVisible: 5,
  /** The client keeps the country list this long (document 2 section 9). */
  countriesCacheMinutes: 300,
} as const;

/** The module every scanner user holds (the route's permission); the rest of the modules narrow the filter set. */
export const SCANNER_MODULE: PermissionModule = 'BASIC_OR_PREMIUM';
export const SCANNER_PREVIEW_MODULE: PermissionModule = 'BASIC_OR_PREMIUM_PREVIEW';
