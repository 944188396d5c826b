import type { ColumnFilterType, ColumnType, ListColumn, ListModel } from '../core/model/modelTypes';
import type { Predicate, Tester } from '../core/ranking/ranking';

/**
 * The column predicates of the list's cell and filter-editor sets. The rank constants, `rankWith`,
 * `and`, `or`, `not` and the ranking loop live in engine/core/ranking (one module for cells,
 * filter editors and form widgets); they are re-exported here for the list's users.
 */
export { NOT_APPLICABLE, RANK, rankWith, and, or, not } from '../core/ranking/ranking';

/**
 * What a list's testers see besides the column (JSON Forms' tester context): the list model the
 * column belongs to, and the kind of list the caller named (`<ListView kind="portfolio">`), so
 * that one set can render the same column differently in two lists.
 */
export interface ListTesterContext {
  model: ListModel;
  /** The caller's name for this list (a table kind, a screen); undefined when it gave none. */
  kind: string | undefined;
}

export type ColumnTester = Tester<ListColumn, ListTesterContext>;
export type ColumnPredicate = Predicate<ListColumn, ListTesterContext>;

export const isColumnType = (...types: ColumnType[]): ColumnPredicate => (c) => types.includes(c.type);
export const isStringColumn = isColumnType('string');
export const isNumberColumn = isColumnType('number');
export const isPercentColumn = isColumnType('percent');
export const isDateColumn = isColumnType('date', 'datetime');
export const isBooleanColumn = isColumnType('boolean');
export const isEnumColumn = isColumnType('enum');
export const isLinkColumn = isColumnType('link');
export const isSignalColumn = isColumnType('signal');

export const hasKey = (key: string): ColumnPredicate => (c) => c.key === key;
export const hasFilter = (...types: ColumnFilterType[]): ColumnPredicate => (c) => c.filter !== undefined && types.includes(c.filter.type);
/** Holds in the lists whose caller named one of these kinds. @example and(isListKind('portfolio'), hasKey('ticker')) */
export const isListKind = (...kinds: string[]): ColumnPredicate => (_c, context) => context.kind !== undefined && kinds.includes(context.kind);
