/** engine/list: the generic, virtualised table of the engine (see README.md). */
export { ListView, type ListViewProps } from './ListView';
export type { ListRowData, ListQuery } from './listQuery';
export { processRows, withColumnFilter, allowedQuery, filterReader, sortsBySignal } from './listQuery';
export { nextListSort, effectiveSort } from './sortState';
export { visibleColumns, gatedKeys } from './visibleColumns';
export { allowedActions, actionPath } from './rowActions';
export { ratingOf, type Rating } from './rating';
export { TOOLTIP_UPWARD_FROM_ROW, tooltipPlacement } from './Tooltip';
export type { CellContext, CellEntry, CellRendererProps } from './cellTypes';
export { pickCell, DEFAULT_CELLS, UNKNOWN_CELL } from './cellSet';
export {
  NOT_APPLICABLE, RANK, rankWith, and, or, not, hasKey, hasFilter, isColumnType, isListKind,
  isStringColumn, isNumberColumn, isPercentColumn, isDateColumn, isBooleanColumn, isEnumColumn, isLinkColumn, isSignalColumn,
  type ColumnTester, type ColumnPredicate, type ListTesterContext,
} from './testers';
export { SignalBadge, type SignalBadgeProps } from './cells/SignalBadge';
export { pickFilterEditor, DEFAULT_FILTER_EDITORS, UNKNOWN_FILTER_EDITOR } from './filters/filterEditors';
export type { FilterEditorEntry, FilterEditorProps } from './filters/filterEditorTypes';
export { ColumnFilterMenu, type ColumnFilterMenuProps } from './filters/ColumnFilterMenu';
export { DEFAULT_SIGNAL_OPTIONS } from './filters/filterOptions';
export { EMPTY_VALUE } from './cells/EmptyValue';
export { formatDate, formatNumber, formatPercent, toNumber } from './cells/formatters';
export { COMPACT_ROW_HEIGHT, ROW_HEIGHT } from './layout';
export { useMediaQuery } from './useMediaQuery';
export { InfoLink, isInAppPath, type InfoLinkProps } from './InfoLink';
export { NARROW_SCREEN_QUERY, narrowColumns } from './narrowColumns';
