/**
 * The lines of the 'Invalid Input' dialog (document 2 sections 4 and 8): one per filter, its label
 * and the message of its problem. The panel's own check (the product's scannerFilterProblems)
 * and the server's 400 answer give the same codes; a code the texts do not know falls back to the
 * server's message.
 */
import { ApiCallError } from '../../../engine/data';
import type { ScannerFilterProblem, ScannerInvalidAnswer } from '../../../contracts';
import type { ScannerProblem } from '../../../product/scannerFilters';

export interface ProblemLine {
  filterKey: string;
  /** The filter's label; null for a problem of the whole search (no filter set). */
  label: string | null;
  message: string;
}

export type Translate = (key: string, options?: Record<string, unknown>) => string;

export function problemLines(problems: readonly (ScannerProblem | ScannerFilterProblem)[], t: Translate): ProblemLine[] {
  return problems.map((p) => {
    const fallback = 'message' in p && p.message ? p.message : p.code;
    return {
      filterKey: p.filterKey,
      label: p.filterKey ? t(`scanner:filter.${p.filterKey}`, { defaultValue: p.filterKey }) : null,
      message: t(`scanner:invalid.${p.code}`, { ...(p.params ?? {}), defaultValue: fallback }),
    };
  });
}

/** The per-filter problems of a search's 400 answer, or null when the failure is another one. */
export function invalidAnswerOf(err: unknown): ScannerFilterProblem[] | null {
  if (!(err instanceof ApiCallError) || err.status !== 400) return null;
  const errors = (err.body as Partial<ScannerInvalidAnswer> | undefined)?.errors;
  return Array.isArray(errors) && errors.length ? errors : null;
}
