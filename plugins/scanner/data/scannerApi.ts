/**
 * The scanner's calls (contracts/scanner.ts, document 2 sections 7 and 8), on the engine's data
 * provider: the session's credentials, and the error catalogue for every failure (401/403 end
 * the session, 765 'Not enough Tokens to fulfill request') — except a search's 400, whose
 * per-filter problems the screen shows in its 'Invalid Input' dialog. Any other failure leaves
 * the screen's loading state and shows nothing of its own (document 2 section 8).
 */
import { ApiCallError, defineDataMethods, type DataProvider } from '../../../engine/data';
import type {
  CountryList, ScannerLastResults, ScannerResultsBody, ScannerSearchAnswer, ScannerSearchBody,
} from '../../../contracts';
import { SCANNER_RULES } from '../../../product/scannerFilters';

/** The country list is kept 300 minutes (document 2 section 9). */
export const COUNTRIES_CACHE_MS = SCANNER_RULES.countriesCacheMinutes * 60_000;

/** A search's 400: its problems belong to the 'Invalid Input' dialog, not to the catalogue. */
export function isBadRequest(err: unknown): boolean {
  return err instanceof ApiCallError && err.status === 400;
}

export interface ScannerApi {
  /** POST /scanner/search: 10 tokens, or the stored answer of the same filters within 120 minutes. */
  search(body: ScannerSearchBody): Promise<ScannerSearchAnswer>;
  /** GET /scanner/lastResults: the user's last search (asked afresh: a search elsewhere changes it). */
  lastResults(signal?: AbortSignal): Promise<ScannerLastResults>;
  /** POST /scanner/results: a page of the last search, sorted and filtered by column, at no cost. */
  results(body: ScannerResultsBody, signal?: AbortSignal): Promise<ScannerLastResults>;
  /** GET /cache/info/countries: the country codes of the market's rows, kept 300 minutes. */
  countries(): Promise<CountryList>;
}

export const scannerMethods = defineDataMethods('scanner', (data: DataProvider): ScannerApi => ({
  search: (body) => data.request<ScannerSearchAnswer>('/scanner/search', { body, reportError: (err) => !isBadRequest(err) }),
  lastResults: (signal) => data.request<ScannerLastResults>('/scanner/lastResults', { ...(signal ? { signal } : {}) }),
  results: (body, signal) => data.request<ScannerLastResults>('/scanner/results', { body, ...(signal ? { signal } : {}) }),
  countries: () => data.request<CountryList>('/cache/info/countries', { cache: { maxAgeMs: COUNTRIES_CACHE_MS } }),
}));
