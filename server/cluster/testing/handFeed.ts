import type { ChangeFeed, ChangedTable } from '../changeFeed';

/** A change feed that a unit test drives by hand. */
export function handFeed(): ChangeFeed & { emit(table: ChangedTable, key: string): void; reset(): void } {
  const handlers = new Map<string, Set<(key: string) => void>>();
  const resets = new Set<() => void>();
  return {
    on(table, fn) {
      let set = handlers.get(table);
      if (!set) handlers.set(table, (set = new Set()));
      set.add(fn);
      return () => set.delete(fn);
    },
    onReset(fn) {
      resets.add(fn);
      return () => resets.delete(fn);
    },
    close: async () => undefined,
    emit(table, key) {
      for (const fn of handlers.get(table) ?? []) fn(key);
    },
    reset() {
      for (const fn of resets) fn();
    },
  };
}
