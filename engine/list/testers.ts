import type { ColumnFilterType, ColumnType, ListColumn } from '../core/model/modelTypes';

/**
 * Ranked testers (DESIGN.md 9.1, after JSON Forms): a tester looks at a column and returns a rank;
 * the highest rank wins and NOT_APPLICABLE never does. Build testers from the named predicates
 * below with `rankWith`, and use these constants, never bare numbers.
 */
export const NOT_APPLICABLE = -1;
/** A catch-all that any more specific entry beats. */
export const RANK_DEFAULT = 1;
/** Chosen by the column type (number, date, signal ...). */
export const RANK_TYPE = 10;
/** Chosen by something more specific than the type: a key, a filter, a format. */
export const RANK_SPECIFIC = 50;
/** What plugins use to replace an engine entry outright. */
export const RANK_PLUGIN = 100;

export type Tester<S> = (subject: S) => number;
export type ColumnPredicate = (column: ListColumn) => boolean;

/** The tester that gives `rank` where `predicate` holds. @example rankWith(RANK_SPECIFIC, hasKey('ticker')) */
export function rankWith<S>(rank: number, predicate: (subject: S) => boolean): Tester<S> {
  return (subject) => (predicate(subject) ? rank : NOT_APPLICABLE);
}

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

export const and = (...predicates: ColumnPredicate[]): ColumnPredicate => (c) => predicates.every((p) => p(c));
export const or = (...predicates: ColumnPredicate[]): ColumnPredicate => (c) => predicates.some((p) => p(c));
