import { NOT_APPLICABLE, type Tester } from './testers';

export interface RankedEntry<S> {
  /** A name for debugging and tests, e.g. `number` or `myPlugin.ticker`. */
  name: string;
  tester: Tester<S>;
}

/**
 * The entry whose tester gives the highest rank for `subject`; on a tie the one listed later
 * wins (so a plugin registered later can replace an entry of the same rank); `unknown` when no
 * entry applies.
 */
export function pickRanked<S, E extends RankedEntry<S>>(entries: readonly E[], subject: S, unknown: E): E {
  let best = unknown;
  let bestRank = NOT_APPLICABLE;
  for (const entry of entries) {
    const rank = entry.tester(subject);
    if (rank > NOT_APPLICABLE && rank >= bestRank) {
      best = entry;
      bestRank = rank;
    }
  }
  return best;
}

export interface Registry<S, E extends RankedEntry<S>> {
  /** Adds an entry; returns a function that removes it again. */
  register(entry: E): () => void;
  resolve(subject: S): E;
  entries(): readonly E[];
}

/** A registry of ranked entries, starting with `defaults`. Registration belongs to start-up, before rendering. */
export function createRegistry<S, E extends RankedEntry<S>>(defaults: readonly E[], unknown: E): Registry<S, E> {
  let list: readonly E[] = [...defaults];
  return {
    register(entry) {
      list = [...list, entry];
      return () => {
        list = list.filter((e) => e !== entry);
      };
    },
    resolve: (subject) => pickRanked(list, subject, unknown),
    entries: () => list,
  };
}
