/**
 * plugins/listTools: batch import, exports and display settings (see README.md). What other
 * plugins use: the table toolbar's ExportButton, the watchlist menu's 'Export every list', the
 * table display settings (lists and activation: plugins/watchlists).
 */
export { ExportButton, type ExportButtonProps } from './export/ExportButton';
export { exportTable, type ExportServices } from './export/exportTable';
export type { ExportRequest, ExportResult } from './export/writeExport';
export type { ExportHeader } from './export/exportColumns';
export { exportHeaders, isPremiumUser, IV_COLUMN_KEYS } from './export/exportColumns';
export { exportEveryList, type EveryListOptions, type EveryListResult } from './export/exportEveryList';
export { useExportEveryList, ExportEveryListButton } from './export/ExportEveryList';
export { exportFileName, REPORT_NAME } from './export/fileName';
export { buildCsv, parseCsv } from './export/csv';
export { hiddenByRangeMode, isActive, tableColumns, tableDisplayOf, DEFAULT_TABLE_DISPLAY, type TableDisplaySettings } from './display/tableDisplay';
export { listsOfUser, watchlistsOfUser, type UserList } from './userLists';
export { listToolsPlugin } from './manifest';
