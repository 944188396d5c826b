/**
 * The table display settings (document 1 section 3, document 2 section 3): which columns the
 * ticker tables show (activeColumns), whether tables run their full length (fullLengthTables),
 * and whether the position in the range shows as a percent or as the upside/downside ratio
 * (rangePosAsPercent). The tables and the list export read them through `tableColumns`.
 */
import type { ListColumn, ListModel } from '../../../engine/core';
import { visibleColumns } from '../../../engine/list';
import { DEFAULT_SETTINGS } from '../../../product/accountRules';

export interface TableDisplaySettings {
  /** Column keys the tables show; null shows every column the user may see (also ones added later). */
  activeColumns: string[] | null;
  fullLengthTables: boolean;
  rangePosAsPercent: boolean;
}

export const DEFAULT_TABLE_DISPLAY: TableDisplaySettings = {
  activeColumns: DEFAULT_SETTINGS.activeColumns,
  fullLengthTables: DEFAULT_SETTINGS.fullLengthTables,
  rangePosAsPercent: DEFAULT_SETTINGS.rangePosAsPercent,
};

/** Columns every table keeps: without the ticker a row means nothing. */
export const ALWAYS_SHOWN: readonly string[] = ['ticker'];

export function tableDisplayOf(settings: Record<string, unknown>): TableDisplaySettings {
  const active = settings.activeColumns;
  return {
    activeColumns: Array.isArray(active) ? active.filter((k): k is string => typeof k === 'string') : null,
    fullLengthTables: typeof settings.fullLengthTables === 'boolean' ? settings.fullLengthTables : DEFAULT_TABLE_DISPLAY.fullLengthTables,
    rangePosAsPercent: typeof settings.rangePosAsPercent === 'boolean' ? settings.rangePosAsPercent : DEFAULT_TABLE_DISPLAY.rangePosAsPercent,
  };
}

const lastPart = (key: string): string => key.split('.').pop() ?? key;

/** The range-position column that the setting hides: the ratio when percent is on, the percent otherwise. */
export function hiddenByRangeMode(column: Pick<ListColumn, 'key'>, rangePosAsPercent: boolean): boolean {
  return lastPart(column.key) === (rangePosAsPercent ? 'upsideDownsideRatio' : 'positionOnRange');
}

/** The columns a user may choose from: GENERAL, PREMIUM with a premium module, never HIDDEN. */
export function selectableColumns(model: ListModel, modules: readonly string[]): ListColumn[] {
  return visibleColumns(model, modules);
}

export function isActive(key: string, activeColumns: readonly string[] | null): boolean {
  return activeColumns === null || ALWAYS_SHOWN.includes(key) || activeColumns.includes(key);
}

/**
 * The columns a ticker table shows, in model order: those the user may see, chosen in the
 * display settings, without the range-position form the user did not pick.
 *
 * @example tableColumns(domainAsset, ['FREE'], { activeColumns: ['name'], fullLengthTables: false, rangePosAsPercent: true }).map((c) => c.key) // ['ticker', 'name']
 */
export function tableColumns(model: ListModel, modules: readonly string[], display: TableDisplaySettings): ListColumn[] {
  return selectableColumns(model, modules).filter((c) => isActive(c.key, display.activeColumns) && !hiddenByRangeMode(c, display.rangePosAsPercent));
}

/**
 * What to save for a selection: null when every selectable column is chosen (so that columns the
 * user gains later, for example PREMIUM ones after an upgrade, show too), else the chosen keys in
 * model order. Chosen columns the user may not see now (a lapsed plan) are kept.
 */
export function activeColumnsToSave(chosen: ReadonlySet<string>, selectable: readonly ListColumn[], previous: readonly string[] | null): string[] | null {
  const keys = selectable.map((c) => c.key);
  if (keys.every((k) => chosen.has(k) || ALWAYS_SHOWN.includes(k))) return null;
  const kept = (previous ?? []).filter((k) => !keys.includes(k));
  return [...keys.filter((k) => chosen.has(k) || ALWAYS_SHOWN.includes(k)), ...kept];
}
