import type { ListColumn } from '../core/model/modelTypes';

/** Screens up to this width are narrow (phones): the lists show their key columns first. */
export const NARROW_SCREEN_QUERY = '(max-width: 799px)';

/**
 * The columns of a narrow screen: those the model marks `narrow`, in model order; all of them when
 * the model marks none (a list that did not choose keeps every column) or the user asked for all.
 *
 * @example narrowColumns(columns, false).map((c) => c.key) // ['ticker', 'latestPrice', …]
 */
export function narrowColumns(columns: readonly ListColumn[], showAll: boolean): readonly ListColumn[] {
  if (showAll) return columns;
  const marked = columns.filter((c) => c.narrow);
  if (!marked.length) return columns;
  return marked.map((c) => (typeof c.narrow === 'number' ? { ...c, width: c.narrow } : c));
}

/** Whether a narrow screen hides some of these columns (the switch to show all is offered then). */
export function hidesColumnsWhenNarrow(columns: readonly ListColumn[]): boolean {
  const marked = columns.filter((c) => c.narrow).length;
  return marked > 0 && marked < columns.length;
}
