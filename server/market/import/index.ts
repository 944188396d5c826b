/**
 * Real end-of-day data: CSV parsing and validation, the import into `instruments` and
 * `daily_candles`, and the layered market source that serves it over the simulated market.
 * See README.md in this folder.
 */
export { parseEodCsv, parseEodDate, parseEodNumber, formatIssue, type EodBar, type ImportIssue, type ParsedEodFile } from './eodCsv';
export { importEodText, type FileImportReport, type TickerImport } from './eodImporter';
export { buildImportedSeries, importedMarketOf, loadImportedCftc, loadImportedMarket, type ImportedMarket, type ImportedSeries } from './importedMarket';
export {
  createLayeredMarketSource, isImportedInstrument, IMPORTED_DATA_LABEL, type ImportedInstrument, type LayeredMarketSource,
} from './importedMarketSource';
export { collectCsvFiles, runImport, runFailed, formatFileReport, formatRunSummary, type ImportRunReport } from './runImport';
export { parseCotCsv, isCotHeader, type CotReport, type ParsedCotFile } from './cotCsv';
export { importCotText } from './cotImporter';
export { importMarketFile, importMarketText } from './importFile';
export { COT_MARKET_CODES } from './cotMarkets';
export { pgliteUse, type PgliteUse } from './pgliteInUse';
