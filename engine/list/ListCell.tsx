import { createElement, memo, type CSSProperties } from 'react';
import type { ListColumn } from '../core/model/modelTypes';
import type { CellContext, CellEntry, CellRendererProps } from './cellTypes';
import type { ListRowData } from './listQuery';
import { Tooltip, tooltipPlacement } from './Tooltip';

export interface ListCellProps {
  column: ListColumn;
  entry: CellEntry;
  row: ListRowData;
  value: unknown;
  rowIndex: number;
  /** Its column's place among all the columns (1-based, aria-colindex). */
  colIndex: number;
  /** Its width and any gap before it (RowCell.style: the same object for every row). */
  style: CSSProperties;
  context: CellContext;
  /** The list's tooltip for this cell; undefined leaves it to the renderer entry. */
  tooltip?: string | null;
  /** Rendered without its content for now (a light row, see lightRows.ts); the cell keeps its place. */
  empty?: boolean;
}

/** One cell: the registry's renderer, and a tooltip that opens upward from the fourth row on. */
export const ListCell = memo(function ListCell({ column, entry, row, value, rowIndex, colIndex, style, context, tooltip, empty = false }: ListCellProps) {
  if (empty) return <div role="cell" className={`rs-list__cell rs-list__cell--${column.type}`} style={style} data-key={column.key} aria-colindex={colIndex} />;
  const props: CellRendererProps = { ...context, column, value, row };
  const tip = tooltip !== undefined ? tooltip : (entry.tooltip?.(props) ?? null);
  return (
    <div role="cell" className={`rs-list__cell rs-list__cell--${column.type}${tip ? ' rs-has-tip' : ''}`} style={style} data-key={column.key} aria-colindex={colIndex}>
      {createElement(entry.renderer, props)}
      {tip ? <Tooltip text={tip} placement={tooltipPlacement(rowIndex)} /> : null}
    </div>
  );
});
