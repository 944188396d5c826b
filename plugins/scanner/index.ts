/**
 * What other plugins use of the scanner: the user's saved filters (DomainScannerQuery records),
 * read through the engine's entity calls — the alerts watch a saved scan's result. Import from here only.
 */
export { savedFilterMethods, type SavedFiltersApi } from './data/savedFiltersApi';
export type { SavedFilter } from './logic/savedFilters';
