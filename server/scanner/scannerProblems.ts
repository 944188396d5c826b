/**
 * Refusals of the scanner calls, worded for the user:
 * - a search's bad filters: 400 ScannerInvalidAnswer `{message: 'Invalid Input', errors: [{filterKey,
 *   code, params, message}]}`, one entry per bad filter (the product's scannerFilterProblems), each
 *   message in the user's language (`scanner:invalid.<code>`); the client shows them in its
 *   'Invalid Input' dialog (document 2 sections 5, 8);
 * - a sort or a results column filter the user may not use: 400 naming the field.
 */
import { filterProblem, type FilterQuery } from '../../engine/core/filters/filterQuery';
import { scannerFilterProblems, type ScannerFilterEntry } from '../../product/scannerFilters';
import type { ScannerFilterProblem, ScannerSort } from '../../contracts';
import { ApiError, badRequest } from '../http/apiError';
import { translatorFor } from '../i18n';
import type { ScannerCaller } from './scannerCaller';
import { columnOpen } from './scannerFields';

/** The answer's message (the spec's dialog title); the per-filter messages are translated. */
export const INVALID_INPUT = 'Invalid Input';
export const INVALID_SCANNER_FILTER = 'INVALID_SCANNER_FILTER';

/** Every problem of a search's filters in the caller's language (empty when the search can run). */
export function filterProblemsOf(entries: readonly ScannerFilterEntry[], who: ScannerCaller, countries: readonly string[]): ScannerFilterProblem[] {
  const problems = scannerFilterProblems(entries, who, countries);
  if (problems.length === 0) return [];
  const t = translatorFor(who.language);
  return problems.map((p) => ({
    filterKey: p.filterKey, code: p.code, ...(p.params ? { params: p.params } : {}),
    message: t(`scanner:invalid.${p.code}`, p.params ?? {}),
  }));
}

/** Throws the 400 ScannerInvalidAnswer when any filter cannot run. */
export function assertRunnable(entries: readonly ScannerFilterEntry[], who: ScannerCaller, countries: readonly string[]): void {
  const errors = filterProblemsOf(entries, who, countries);
  if (errors.length > 0) throw new ApiError(400, INVALID_INPUT, INVALID_SCANNER_FILTER, { errors });
}

/** A sort by a field of a module the user lacks would leak that field's order. */
export function assertSortOpen(sort: ScannerSort | undefined, who: ScannerCaller): void {
  if (sort && !columnOpen(sort.field, who.modules)) throw badRequest(`Invalid request: the results cannot be sorted by "${sort.field}"`, 'INVALID_SORT');
}

/** Column filters over the results: the engine's filter language on the fields the user may use (as the DomainAsset list checks). */
export function assertColumnFilters(filters: readonly FilterQuery[], who: ScannerCaller): void {
  for (const f of filters) {
    const problem = filterProblem(f);
    if (problem) throw badRequest(`Invalid request: ${problem}`);
    if (!columnOpen(f.filterKey, who.modules)) throw badRequest(`Invalid request: the results have no column "${f.filterKey}" to filter`);
  }
}
