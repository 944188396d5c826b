/**
 * Ranked testers (DESIGN.md 9.1, after JSON Forms' `packages/core/src/testers/testers.ts`): the
 * one module of rank constants, tester combinators and the ranking loop for the engine's three
 * renderer sets (list cells, filter editors, form widgets).
 *
 * A tester looks at a subject (a list column, a form field) and a context (the list or form it is
 * rendered in) and answers a rank; the entry of a set with the highest rank renders the subject,
 * NOT_APPLICABLE never does. Build testers from small named predicates with `rankWith`, and use
 * the RANK constants below, never bare numbers. Pure TypeScript: no React, no DOM.
 *
 * @example
 * const tester = rankWith(RANK.SPECIFIC, and(isNumberColumn, hasKey('price')));
 * pickRanked(entries, column, { model, kind: 'portfolio' })?.renderer
 */

/** The tester does not apply: its entry is never chosen for the subject. */
export const NOT_APPLICABLE = -1;

/**
 * The one rank scale of cells, filter editors and form widgets, lowest first. The gaps leave
 * room for a rank between two steps (`RANK.TYPE + 1`) without renumbering.
 */
export const RANK = {
  /** A catch-all that any more specific entry beats. */
  DEFAULT: 1,
  /** Chosen by the subject's type alone (a number column, a boolean field). */
  TYPE: 10,
  /** Chosen by a format or a size limit (a date-time format, a long text). */
  FORMAT: 20,
  /** Chosen by one of the model's rules (an isEmail rule). */
  RULE: 30,
  /** Chosen by the subject's name or key (a `password` field, the `ticker` column). */
  SPECIFIC: 50,
  /** A plugin's entry, meant to replace an engine entry outright. */
  PLUGIN: 100,
} as const;

/** A rank for a subject in its context: one of RANK (or between two), or NOT_APPLICABLE. */
export type Tester<S, C = unknown> = (subject: S, context: C) => number;
/** A named condition that testers are made of (`isNumberColumn`, `hasRule('isEmail')`). */
export type Predicate<S, C = unknown> = (subject: S, context: C) => boolean;

/** The tester that answers `rank` where `predicate` holds. @example rankWith(RANK.SPECIFIC, hasKey('ticker')) */
export function rankWith<S, C = unknown>(rank: number, predicate: Predicate<S, C>): Tester<S, C> {
  return (subject, context) => (predicate(subject, context) ? rank : NOT_APPLICABLE);
}

/** Holds where every predicate holds. */
export function and<S, C = unknown>(...predicates: Predicate<S, C>[]): Predicate<S, C> {
  return (subject, context) => predicates.every((p) => p(subject, context));
}

/** Holds where any predicate holds. */
export function or<S, C = unknown>(...predicates: Predicate<S, C>[]): Predicate<S, C> {
  return (subject, context) => predicates.some((p) => p(subject, context));
}

/** Holds where the predicate does not. */
export function not<S, C = unknown>(predicate: Predicate<S, C>): Predicate<S, C> {
  return (subject, context) => !predicate(subject, context);
}

/** One entry of a renderer set: a name for debugging and tests (`number`, `tickerTables.price`) and its tester. */
export interface RankedEntry<S, C = unknown> {
  name: string;
  tester: Tester<S, C>;
}

/**
 * The entry whose tester gives the highest rank for `subject` in `context`; on a tie the one
 * listed later wins (so an entry appended to a set replaces one of the same rank); undefined when
 * no entry applies (the caller's unknown renderer, or the library's default, takes over).
 * Resolve once per subject set (a list's columns, a form's fields), not per rendered cell.
 */
export function pickRanked<S, C, E extends RankedEntry<S, C>>(entries: readonly E[], subject: S, context: C): E | undefined {
  let best: E | undefined;
  let bestRank = NOT_APPLICABLE;
  for (const entry of entries) {
    const rank = entry.tester(subject, context);
    if (rank > NOT_APPLICABLE && rank >= bestRank) {
      best = entry;
      bestRank = rank;
    }
  }
  return best;
}
