/**
 * The display settings form's draft: what the tables show and how exports are written, read from
 * and saved to the user settings (POST /api/userData {settings}). Pure, for the screen and tests.
 */
import type { ListColumn } from '../../../engine/core';
import { DEFAULT_SETTINGS } from '../../../product/accountRules';
import { exportSettingsOf, type ExportSettings } from '../export/exportPlan';
import { activeColumnsToSave, tableDisplayOf } from './tableDisplay';

export interface DisplayDraft extends ExportSettings {
  chosen: ReadonlySet<string>;
  fullLengthTables: boolean;
  rangePosAsPercent: boolean;
}

/** The draft of saved settings: no activeColumns means every selectable column is chosen. */
export function draftOf(settings: Record<string, unknown>, selectable: readonly ListColumn[]): DisplayDraft {
  const display = tableDisplayOf(settings);
  const chosen = new Set(display.activeColumns ?? selectable.map((c) => c.key));
  return { chosen, fullLengthTables: display.fullLengthTables, rangePosAsPercent: display.rangePosAsPercent, ...exportSettingsOf(settings) };
}

/** The settings to save for a draft (`previous` is the saved activeColumns). */
export function settingsOfDraft(draft: DisplayDraft, selectable: readonly ListColumn[], previous: readonly string[] | null): Record<string, unknown> {
  return {
    activeColumns: activeColumnsToSave(draft.chosen, selectable, previous),
    fullLengthTables: draft.fullLengthTables,
    rangePosAsPercent: draft.rangePosAsPercent,
    csvSeparator: draft.csvSeparator,
    exportFormat: draft.exportFormat,
    excelExportFormat: draft.excelExportFormat,
  };
}

/** The product's defaults of everything the form sets (product/accountRules DEFAULT_SETTINGS). */
export const DEFAULT_DISPLAY_SETTINGS = {
  activeColumns: DEFAULT_SETTINGS.activeColumns,
  fullLengthTables: DEFAULT_SETTINGS.fullLengthTables,
  rangePosAsPercent: DEFAULT_SETTINGS.rangePosAsPercent,
  csvSeparator: DEFAULT_SETTINGS.csvSeparator,
  exportFormat: DEFAULT_SETTINGS.exportFormat,
  excelExportFormat: DEFAULT_SETTINGS.excelExportFormat,
} as const;

export function toggled(set: ReadonlySet<string>, key: string, on: boolean): Set<string> {
  const next = new Set(set);
  if (on) next.add(key);
  else next.delete(key);
  return next;
}
