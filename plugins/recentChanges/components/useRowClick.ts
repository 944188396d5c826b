import { useCallback, type MouseEvent } from 'react';

/** Controls inside a row handle their own clicks (the ticker link, the row's actions). */
const OWN_CLICK = 'a, button, input, select, textarea, label, [role="dialog"]';

/**
 * A click anywhere on a body row of the engine's list (which knows no row clicks) opens that row:
 * the list marks each body row with `data-row-id` (its `rowId`). Links and buttons keep their
 * own clicks; the keyboard reaches every row through its ticker link and Open button.
 */
export function useRowClick<R>(rowById: (id: string) => R | undefined, open: (row: R) => void): (event: MouseEvent<HTMLElement>) => void {
  return useCallback((event: MouseEvent<HTMLElement>) => {
    if (event.button !== 0 || event.defaultPrevented) return;
    const target = event.target as Element | null;
    if (!target || target.closest(OWN_CLICK)) return;
    const id = target.closest<HTMLElement>('[role="row"][data-row-id]')?.dataset.rowId;
    const row = id === undefined ? undefined : rowById(id);
    if (row !== undefined) open(row);
  }, [rowById, open]);
}
