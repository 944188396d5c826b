/**
 * The row of saved filters (document 2 sections 2 and 3): the user's DomainScannerQuery records
 * as the panel reads them, sorted by title, the first five shown until See More.
 */
import { SCANNER_RULES, type ScannerFilterConfig } from '../../../product/scannerFilters';

export interface SavedFilter {
  id: string;
  title: string;
  filterConfig: ScannerFilterConfig;
  creationDate: string;
}

/** Saved filters shown before See More (document 2 section 9). */
export const SAVED_VISIBLE = SCANNER_RULES.savedVisible;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A saved filter of a DomainScannerQuery record (a list row or an entity envelope); null when it is not one. */
export function toSavedFilter(record: Record<string, unknown>): SavedFilter | null {
  const payload = record.payload;
  if (typeof record.id !== 'string' || !isObject(payload)) return null;
  return {
    id: record.id,
    title: typeof payload.title === 'string' ? payload.title : '',
    filterConfig: isObject(payload.filterConfig) ? (payload.filterConfig as ScannerFilterConfig) : {},
    creationDate: typeof record.creationDate === 'string' ? record.creationDate : '',
  };
}

/** By title, case-insensitively (as the watchlist tabs); the older first among equal titles. */
export function sortSaved(filters: readonly SavedFilter[]): SavedFilter[] {
  return [...filters].sort((a, b) => a.title.localeCompare(b.title, undefined, { sensitivity: 'base' }) || a.creationDate.localeCompare(b.creationDate));
}

/** The saved filters to show: the first five unless expanded; the selected one always shows. */
export function visibleSaved(sorted: readonly SavedFilter[], expanded: boolean, selectedId?: string | null): SavedFilter[] {
  if (expanded || sorted.length <= SAVED_VISIBLE) return [...sorted];
  const first = sorted.slice(0, SAVED_VISIBLE);
  const chosen = sorted.find((f) => f.id === selectedId);
  return chosen && !first.includes(chosen) ? [...first, chosen] : first;
}

/** Whether the row needs its See More / See Less toggle. */
export function hasMoreSaved(filters: readonly SavedFilter[]): boolean {
  return filters.length > SAVED_VISIBLE;
}
