import { memo, type CSSProperties } from 'react';
import type { ListColumn, RowAction } from '../core/model/modelTypes';
import { readField } from '../core/filters/filterQuery';
import type { CellContext, CellEntry } from './cellTypes';
import type { ListRowData } from './listQuery';
import { ListCell } from './ListCell';
import { RowActions } from './RowActions';

/** One column of the body: a model column with its renderer, or the actions column (no column). */
export interface RowCell {
  id: string;
  /** Its place among all the columns (0-based): rows render only the columns in view. */
  index: number;
  width: number;
  /**
   * The cell's style: its width, and for a cell after columns left out (an always-rendered one,
   * columnWindow's shownColumns) a left margin as wide as they are. Built with the columns or the
   * span, not per row, so that a recycled row's cells keep the same object and React skips
   * comparing their styles.
   */
  style: CSSProperties;
  column?: ListColumn;
  entry?: CellEntry;
}

export interface ListRowProps {
  row: ListRowData;
  /** The row's id (`rowId`, else `row.id`), kept in `data-row-id`. */
  rowKey: string;
  /** The row's place in the sorted, filtered list (0-based). */
  index: number;
  /** Its offset from the top of the body, from the virtualizer. */
  start: number;
  height: number;
  /** The columns to render: those in view. */
  cells: readonly RowCell[];
  /** Where the first of them starts (px): the width of the columns before it. */
  cellsOffset: number;
  actions: readonly RowAction[];
  onRowAction?(action: RowAction, row: ListRowData): void;
  cellTooltip?(column: ListColumn, row: ListRowData): string | null | undefined;
  context: CellContext;
  /** Scrolled in during a fast scroll (lightRows.ts): only the focusable cells and the actions have content. */
  light?: boolean;
}

/** The id of a row without a `rowId` function: `row.id`, else its position. */
export function defaultRowKey(row: ListRowData, index: number): string {
  return typeof row.id === 'string' || typeof row.id === 'number' ? String(row.id) : `#${index}`;
}

/** One absolutely placed row of the virtual body. */
export const ListRow = memo(function ListRow({ row, rowKey, index, start, height, cells, cellsOffset, actions, onRowAction, cellTooltip, context, light = false }: ListRowProps) {
  return (
    <div role="row" className="rs-list__row" aria-rowindex={index + 2} data-index={index} data-row-id={rowKey} data-light={light || undefined}
      style={{ transform: `translateY(${start}px)`, height, paddingLeft: cellsOffset }}>
      {cells.map(({ id, index: columnIndex, style, column, entry }) => {
        if (!column || !entry) {
          return (
            <div key={id} role="cell" className="rs-list__cell rs-list__cell--actions" style={style} aria-colindex={columnIndex + 1}>
              <RowActions actions={actions} row={row} onRowAction={onRowAction} language={context.language} t={context.t} />
            </div>
          );
        }
        const empty = light && !entry.focusable;
        return (
          <ListCell key={id} column={column} entry={entry} row={row} value={readField(row, column.key)} rowIndex={index} colIndex={columnIndex + 1}
            style={style} context={context} tooltip={empty ? null : cellTooltip?.(column, row)} empty={empty} />
        );
      })}
    </div>
  );
});
