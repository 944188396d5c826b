import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { getCoreRowModel, useReactTable, type ColumnDef, type Header } from '@tanstack/react-table';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import type { ListColumn, RowAction } from '../core/model/modelTypes';
import type { FilterQuery } from '../core/filters/filterQuery';
import type { SortState } from '../core/sorting/sortRows';
import type { CellContext, CellEntry } from './cellTypes';
import type { ListRowData } from './listQuery';
import type { ListTesterContext } from './testers';
import { pickCell } from './cellSet';
import { pickFilterEditor } from './filters/filterEditors';
import type { FilterEditorEntry } from './filters/filterEditorTypes';
import { distinctValues } from './filters/filterOptions';
import { ACTIONS_COLUMN_ID, OVERSCAN_ROWS, actionsWidth, columnWidth } from './layout';
import { ListHeader } from './ListHeader';
import { ListRow, defaultRowKey, type RowCell } from './ListRow';
import { ListStatus, type ListStatusKind } from './ListStatus';
import { useRowSlots } from './rowSlots';
import { useScrollHoverPause } from './useScrollHoverPause';
import { columnEdges, shownColumns, useColumnWindow, type ShownColumn } from './columnWindow';
import { useLightRows } from './lightRows';

export interface ListTableProps {
  columns: readonly ListColumn[];
  /** The rows to show, filtered and sorted. */
  rows: ListRowData[];
  /** Every row, for the choices of enum filters without options. */
  allRows: readonly ListRowData[];
  actions: readonly RowAction[];
  onRowAction?(action: RowAction, row: ListRowData): void;
  cellTooltip?(column: ListColumn, row: ListRowData): string | null | undefined;
  rowId?(row: ListRowData): string;
  filters: readonly FilterQuery[];
  sort: SortState;
  sortAfterClick(key: string): SortState | null;
  onSort(key: string): void;
  onFilter(key: string, query: FilterQuery | null): void;
  onClearFilters(): void;
  status: ListStatusKind | null;
  error?: string | null;
  context: CellContext;
  /** The cell renderers and filter inputs to choose from, and what their testers see. */
  cellSet: readonly CellEntry[];
  filterEditors: readonly FilterEditorEntry[];
  testerContext: ListTesterContext;
  today?: Date;
  height: number;
  rowHeight: number;
  idPrefix: string;
}

const NO_ROWS: ListRowData[] = [];
const NO_HEADERS: Header<ListRowData, unknown>[] = [];

/**
 * The cells a body row renders (columnWindow's shownColumns), each after a margin for the columns
 * left out before it; the first one's gap is the row's padding. The cells without a gap keep their
 * column's style object.
 */
function rowCells(cells: readonly RowCell[], shown: readonly ShownColumn[]): RowCell[] {
  return shown.flatMap(({ index, gapBefore }, k) => {
    const cell = cells[index];
    if (!cell) return [];
    return k > 0 && gapBefore > 0 ? [{ ...cell, style: { ...cell.style, marginLeft: gapBefore } }] : [cell];
  });
}

/** The table on TanStack Table (column model) and TanStack Virtual (only the visible rows are in the DOM). */
export function ListTable(props: ListTableProps) {
  const { columns, rows, actions, allRows, rowId, status, context, cellSet, filterEditors, testerContext } = props;
  const rowKeyOf = (row: ListRowData, index: number): string => (rowId ? rowId(row) : defaultRowKey(row, index));
  const scrollRef = useRef<HTMLDivElement>(null);
  useScrollHoverPause(scrollRef);

  const defs = useMemo<ColumnDef<ListRowData>[]>(() => {
    const list: ColumnDef<ListRowData>[] = columns.map((c) => ({ id: c.key, size: columnWidth(c) }));
    if (actions.length) list.push({ id: ACTIONS_COLUMN_ID, size: actionsWidth(actions) });
    return list;
  }, [columns, actions]);
  const columnsByKey = useMemo(() => new Map(columns.map((c) => [c.key, c])), [columns]);
  // The enum filters' choices are read when a menu opens, from the rows of the moment: a getter
  // that stays the same while rows arrive, so that the memoised header does not re-render.
  const allRowsRef = useRef(allRows);
  useLayoutEffect(() => {
    allRowsRef.current = allRows;
  }, [allRows]);
  const values = useCallback((key: string) => distinctValues(allRowsRef.current, key), []);

  // TanStack Table is the column model (ids, sizes; later resizing, visibility, pinning). Its row
  // model is not used: it builds an object per row on every re-sort (about 40 ms and GC for 2,000
  // rows), while filtering and sorting are engine/core's and the virtualizer picks the rows.
  // eslint-disable-next-line react-hooks/incompatible-library -- no React Compiler here; TanStack keeps its own memos.
  const table = useReactTable({ data: NO_ROWS, columns: defs, getCoreRowModel: getCoreRowModel(), manualSorting: true, manualFiltering: true });
  const headers = table.getHeaderGroups()[0]?.headers ?? NO_HEADERS;
  // Each column's renderer is picked here, once per column set (not per row or cell).
  const cells = useMemo<RowCell[]>(() => headers.map((h, index) => {
    const column = columnsByKey.get(h.column.id);
    const width = h.getSize();
    return { id: h.column.id, index, width, style: { width }, column, entry: column ? pickCell(cellSet, column, testerContext) : undefined };
  }), [headers, columnsByKey, cellSet, testerContext]);
  const editors = useMemo<ReadonlyMap<string, FilterEditorEntry>>(
    () => new Map(columns.filter((c) => c.filter).map((c) => [c.key, pickFilterEditor(filterEditors, c, testerContext)])),
    [columns, filterEditors, testerContext],
  );
  // Body rows render only the columns in view (and some room on each side): a row scrolled into
  // view then patches about half of a wide table's cells. The header keeps every column.
  const edges = useMemo(() => columnEdges(cells.map((c) => c.width)), [cells]);
  const { first, last } = useColumnWindow(scrollRef, edges);
  // The actions and the cells with links or controls are always rendered: in the tab order however far it is scrolled.
  const kept = useMemo(() => cells.map((c) => !c.column || c.entry?.focusable === true), [cells]);
  const shown = useMemo(() => shownColumns(edges, { first, last }, kept), [edges, first, last, kept]);
  const shownCells = useMemo(() => rowCells(cells, shown), [cells, shown]);
  const cellsOffset = shown[0]?.gapBefore ?? 0;

  const slots = useRowSlots();
  const rangeExtractor = useCallback((range: Range) => slots.pad(defaultRangeExtractor(range), range.count), [slots]);
  const virtualizer = useVirtualizer({
    count: status ? 0 : rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => props.rowHeight,
    overscan: OVERSCAN_ROWS,
    rangeExtractor,
    initialRect: { width: 0, height: props.height },
  });
  const windowItems = virtualizer.getVirtualItems();
  slots.fit(windowItems.length);
  // In slot order: a row that scrolls in takes over the DOM node of one that left, in place.
  // React moving nodes to keep index order would detach them and restyle whole rows (the rows
  // are absolutely placed, so the DOM order does not show; aria-rowindex tells their order).
  const items = slots.inSlotOrder(windowItems);
  const itemKeys = items.map((item) => {
    const row = rows[item.index];
    return row ? rowKeyOf(row, item.index) : '';
  });
  const light = useLightRows(scrollRef, virtualizer.scrollOffset ?? 0, props.rowHeight, itemKeys);

  return (
    <div ref={scrollRef} className="rs-list__scroll" style={{ height: props.height }}>
      <div role="table" className="rs-list__table" style={{ width: table.getTotalSize() }} aria-rowcount={rows.length + 1} aria-colcount={cells.length}>
        <ListHeader headers={headers} columns={columnsByKey} editors={editors} filters={props.filters} sort={props.sort}
          sortAfterClick={props.sortAfterClick} onSort={props.onSort} onFilter={props.onFilter} values={values} today={props.today}
          context={context} idPrefix={props.idPrefix} />
        <div role="rowgroup" className="rs-list__body" style={{ height: virtualizer.getTotalSize() }}>
          {items.map((item, k) => {
            const row = rows[item.index];
            const rowKey = itemKeys[k] ?? '';
            // Keyed by a recycled slot, not the row: after a re-sort or a scroll React patches the
            // rows it has instead of creating new ones (see rowSlots.ts).
            return row ? (
              <ListRow key={slots.keyOf(item.index)} row={row} rowKey={rowKey} index={item.index} start={item.start} height={props.rowHeight}
                cells={shownCells} cellsOffset={cellsOffset} actions={actions} onRowAction={props.onRowAction} cellTooltip={props.cellTooltip} context={context}
                light={light.has(rowKey)} />
            ) : null;
          })}
        </div>
      </div>
      {status ? <ListStatus status={status} error={props.error} onClearFilters={props.onClearFilters} t={context.t} /> : null}
    </div>
  );
}
