/**
 * StoredList names and tabs (document 2 sections 2 and 5): names are upper-cased; an empty name
 * and a duplicate (case-insensitive) are refused with the spec's alerts; tabs are sorted by name
 * case-insensitively and the first 5 show until 'See More'.
 */
import { isWellFormedListName, sameListName } from '../../product/accountRules';

export const VISIBLE_TABS = 5;

export type NameProblem = 'nameRequired' | 'nameInvalid' | 'duplicateName';

export function normaliseName(raw: string | undefined | null): string {
  return (raw ?? '').trim().toUpperCase();
}

/**
 * The problem with a new name, or null. `current` is the list being renamed (its own name is no
 * duplicate); `reserved` are the kept lists' names.
 */
export function nameProblem(raw: string | undefined | null, existing: readonly string[], current?: string, reserved: readonly string[] = []): NameProblem | null {
  const name = normaliseName(raw);
  if (!name) return 'nameRequired';
  if (!isWellFormedListName(name)) return 'nameInvalid';
  const others = existing.filter((n) => current === undefined || !sameListName(n, current));
  return others.some((n) => sameListName(n, name)) || reserved.some((n) => sameListName(n, name)) ? 'duplicateName' : null;
}

export function sortByName<T extends { name: string }>(lists: readonly T[]): T[] {
  return [...lists].sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }));
}

/** The tabs to show: the first 5 unless expanded; the selected tab always shows. */
export function visibleTabs<T extends { name: string }>(sorted: readonly T[], expanded: boolean, selected?: string): T[] {
  if (expanded || sorted.length <= VISIBLE_TABS) return [...sorted];
  const first = sorted.slice(0, VISIBLE_TABS);
  const chosen = sorted.find((l) => l.name === selected);
  return chosen && !first.includes(chosen) ? [...first, chosen] : first;
}

/** The tickers not yet in the list, in the given order (duplicates of the list are ignored). */
export function newTickers(list: readonly string[], tickers: readonly string[]): string[] {
  const present = new Set(list);
  return tickers.filter((t) => !present.has(t));
}
