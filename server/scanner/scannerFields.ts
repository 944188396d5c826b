/**
 * The asset row fields the scanner's results may be sorted and filtered by, who may use each, and
 * which of them a result row of an unrevealed ticker shows.
 *
 * A result row of a ticker the user has not revealed shows its preview fields (contracts
 * ASSET_PREVIEW_FIELDS) plus the fields the search scanned (the paths of its filters): the
 * scanner disclosed those values by matching them. Sorting or filtering the results by any other
 * field treats such a row as empty there (it matches no column filter and sorts last), as the
 * DomainAsset list does, so that the order never tells more than the row shows.
 */
import { PREMIUM_COLUMN_MODULES } from '../../product/columnAccess';
import { hasPermission, type PermissionModule } from '../../product/permissionModules';
import { SCANNER_FILTERS, scannerFilter, type ScannerFilterEntry } from '../../product/scannerFilters';
import { PREVIEW_FIELDS } from '../assets/assetView';

const PREMIUM: PermissionModule = PREMIUM_COLUMN_MODULES[0];

/** Fields of every result row (preview fields, the scalar ones): anyone may sort by them. */
const PREVIEW_COLUMNS: readonly string[] = [
  'ticker', 'name', 'type', 'sector', 'currency', 'latestPrice', 'latestPriceDate', 'daily_percentChange', 'daily_absoluteChange',
  'primaryExchange', 'primaryExchangeShort', 'companyInfo.sector', 'companyInfo.country', 'companyInfo.industry',
];

/** Further fields of a revealed row that the results table shows (the DomainAsset list's columns), with their module. */
const ROW_COLUMNS: readonly (readonly [string, PermissionModule?])[] = [
  ['lowerVolatilityRange'], ['upperVolatilityRange'],
  ['stRange.lowerVolatilityRange'], ['stRange.upperVolatilityRange'], ['stRange.upside'], ['stRange.downside'],
  ['stRange.upsideDownsideRatio'], ['stRange.positionOnRange'], ['stTARating'],
  ['ltRange.lowerVolatilityRange', PREMIUM], ['ltRange.upperVolatilityRange', PREMIUM],
  ['volData.currentIV', PREMIUM], ['volData.currentRV', PREMIUM],
  ['gammaMetrics.gamma.putWallLevel', PREMIUM], ['gammaMetrics.gamma.callWallLevel', PREMIUM], ['gammaMetrics.gamma.zeroGamma', PREMIUM],
];

/** Every result field → the module it needs besides the scanner's own (undefined: none). */
const COLUMN_MODULE: ReadonlyMap<string, PermissionModule | undefined> = new Map<string, PermissionModule | undefined>([
  ...PREVIEW_COLUMNS.map((field) => [field, undefined] as const),
  ...SCANNER_FILTERS.map((def) => [def.field, def.module] as const),
  ...ROW_COLUMNS.map(([field, module]) => [field, module] as const),
]);

/** The fields a sort or a results filter may name (the route schemas' enum). */
export const SCANNER_COLUMNS: readonly string[] = [...COLUMN_MODULE.keys()];

/** Whether a user may sort or filter the results by a field. */
export function columnOpen(field: string, modules: readonly string[]): boolean {
  return COLUMN_MODULE.has(field) && hasPermission(modules, COLUMN_MODULE.get(field));
}

/**
 * The row fields a search scanned: its filters' paths, those whose module the user (still) holds.
 * A stored search is paged again later; a user who lost PREMIUM no longer sees its IV values.
 */
export function scannedPaths(entries: readonly ScannerFilterEntry[], modules: readonly string[]): string[] {
  const paths: string[] = [];
  for (const entry of entries) {
    const def = scannerFilter(entry.filterKey);
    if (def && hasPermission(modules, def.module) && !paths.includes(def.field)) paths.push(def.field);
  }
  return paths;
}

const PREVIEW_ROOTS: ReadonlySet<string> = new Set(PREVIEW_FIELDS);

/** Whether a result row of an unrevealed ticker shows a field: a preview field or one the search scanned. */
export function previewShows(path: string, scanned: readonly string[]): boolean {
  return PREVIEW_ROOTS.has(path.split('.')[0]!) || scanned.includes(path);
}
