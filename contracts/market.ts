/**
 * The market data's state: GET /api/systemStatus/cacheStatus (public; the maintenance message, the
 * admin page and the screens that say "the data is being updated" read it), and the countries of
 * the market's rows (GET /api/cache/info/countries, the country filters).
 */
export interface SystemStatusView {
  /** `UPDATING` while a snapshot job runs or before the first one. */
  systemStatus: 'OK' | 'UPDATING';
  cacheStatus: 'READY' | 'UPDATING';
  version: number | null;
  asOf: string | null;
  publishedAt: string | null;
  sourceLabel: string | null;
  progress: { done: number; total: number } | null;
}

/** Sorted distinct issuer country codes of the published rows. */
export type CountryList = string[];
