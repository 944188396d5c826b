import type { ListModel } from '../core/model/modelTypes';
import { nextSort, type SortState } from '../core/sorting/sortRows';

const same = (a: SortState, b: SortState): boolean => a.key === b.key && a.direction === b.direction;

/** The sort in force: the user's, else the model's default. */
export function effectiveSort(model: ListModel, sort: SortState | null): SortState {
  return sort ?? model.defaultSort;
}

/**
 * The user's sort after a click on a header, from engine/core's `nextSort` over the sort in force.
 * `null` means "none": the model's default sort applies (a sort equal to the default is stored as
 * null). A click always changes the order on screen: where the cycle would land on the sort already
 * in force (the default column's "none"), it moves on to ascending.
 *
 * @example nextListSort(model, null, 'price') // { key: 'price', direction: 'asc' }
 */
export function nextListSort(model: ListModel, user: SortState | null, key: string): SortState | null {
  const current = effectiveSort(model, user);
  const cycle = model.sortCycle ?? 'ascDescNone';
  let next = nextSort(current, key, cycle);
  if (same(next ?? model.defaultSort, current)) next = nextSort(null, key, cycle);
  return next && !same(next, model.defaultSort) ? next : null;
}
