/**
 * The results table is the DomainAsset ListModel (as the server serves it, so an admin's change
 * reaches it too) adapted to the scanner (document 2 sections 2 and 4): headers sort ascending and
 * descending only, the range position shows in the form the user picked, the user's display
 * columns apply, and the figures the search filtered on always show — a column of the model, or
 * one added for a field the model has no column for (the Hurst changes, the gamma distances ...).
 * No row actions: the ticker link opens the detail page.
 */
import type { ListColumn, ListModel } from '../../../engine/core';
import { hiddenByRangeMode, isActive } from '../../listTools';
import { SCANNER_ASSET_CLASSES, scannerFilter, type ScannerFilterDef, type ScannerFilterEntry } from '../../../product/scannerFilters';

export interface ResultsModelOptions {
  rangePosAsPercent: boolean;
  /** Column keys the user chose to see (settings.activeColumns); null shows all. */
  activeColumns: readonly string[] | null;
  /** The filters of the search the rows answer. */
  entries: readonly ScannerFilterEntry[];
}

/**
 * Filter fields whose figure a model column shows under another key: the top-level range fields
 * are the short-term range's, the sector column shows the company's sector. Such a column reads
 * the filter's field instead while the search filters on it: a ticker the user has not revealed
 * carries the scanned fields only (server/scanner README).
 */
const SAME_FIGURE: Readonly<Record<string, string>> = {
  positionOnRange: 'stRange.positionOnRange',
  upsideDownsideRatio: 'stRange.upsideDownsideRatio',
  upside: 'stRange.upside',
  downside: 'stRange.downside',
  'companyInfo.sector': 'sector',
};

/** The model column showing a filter's figure, if any. */
export function columnKeyOf(def: ScannerFilterDef, model: ListModel): string | null {
  const keys = new Set(model.columns.map((c) => c.key));
  if (keys.has(def.field)) return def.field;
  const alias = SAME_FIGURE[def.field];
  return alias && keys.has(alias) ? alias : null;
}

function choiceOptions(def: ScannerFilterDef): NonNullable<ListColumn['filter']>['options'] {
  const choices = def.key === 'assetClass' ? SCANNER_ASSET_CLASSES : Array.isArray(def.choices) ? def.choices : [];
  return choices.map((value) => ({ value, label: `scanner:choice.${value}` }));
}

/** A column for a filter field the model does not show (labelled as the filter). */
export function scannedColumn(def: ScannerFilterDef): ListColumn {
  const base = { key: def.field, label: `scanner:filter.${def.key}`, group: def.module === 'PREMIUM' ? ('PREMIUM' as const) : ('GENERAL' as const), sortable: true };
  if (def.kind === 'choice') {
    const options = choiceOptions(def);
    return { ...base, type: 'enum', ...(options?.length ? { filter: { type: 'enum-multipleChoice', options } } : {}) };
  }
  // a percent-entered field that holds a decimal (the IV premium: 0.03 = 3 vol points) is no percent number
  if (def.percent) return { ...base, type: 'number', decimals: 4, filter: { type: 'number', scale: 0.01 } };
  if (def.unit === 'percent') return { ...base, type: 'percent', decimals: 2, filter: { type: 'number' } };
  return { ...base, type: 'number', decimals: def.unit === 'sessions' ? 0 : def.kind === 'hurst' || def.unit === 'plain' ? 3 : 2, filter: { type: 'number' } };
}

/**
 * The ListModel of the results.
 *
 * @example scannerResultsModel(domainAsset, { rangePosAsPercent: true, activeColumns: null, entries: [{ filterKey: 'h64Change5d', type: 'above', min: '0.1' }] })
 */
export function scannerResultsModel(base: ListModel, options: ResultsModelOptions): ListModel {
  const scanned = options.entries.map((e) => scannerFilter(e.filterKey)).filter((d): d is ScannerFilterDef => d !== undefined);
  /** Model column key → the scanned field it shows. */
  const shows = new Map<string, string>();
  for (const def of scanned) {
    const key = columnKeyOf(def, base);
    if (key !== null) shows.set(key, def.field);
  }
  const columns: ListColumn[] = base.columns.map((c) => {
    if (c.group === 'HIDDEN') return c;
    const field = shows.get(c.key);
    if (hiddenByRangeMode(c, options.rangePosAsPercent)) return { ...c, group: 'HIDDEN' as const };
    if (field !== undefined) return { ...c, key: field };
    return isActive(c.key, options.activeColumns ?? null) ? c : { ...c, group: 'HIDDEN' as const };
  });
  const added = new Set<string>();
  for (const def of scanned) {
    if (columnKeyOf(def, base) !== null || added.has(def.field)) continue;
    added.add(def.field);
    columns.push(scannedColumn(def));
  }
  return { ...base, columns, sortCycle: 'ascDesc', defaultSort: { key: 'ticker', direction: 'asc' }, rowActions: [] };
}
