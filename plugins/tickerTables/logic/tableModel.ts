import type { ListColumn, ListModel, RowAction } from '../../../engine/core';
import { hiddenByRangeMode, isActive } from '../../listTools';

/**
 * The ticker tables are the DomainAsset ListModel (served by the engine, so an admin's change to
 * it reaches every table) adapted per table (document 2 section 6): HIDDEN are IV and gamma in
 * the crypto tables, daily change and gamma in the futures table; the range position shows as a
 * percent or as the upside/downside ratio (settings.rangePosAsPercent); the user's active columns
 * (display settings) narrow the rest. Every table has the refresh selection column; editable
 * lists also get the remove action.
 */
export type TableKind = 'portfolio' | 'watchlist' | 'cryptoWatchlist' | 'cryptoMarket' | 'futures';

export interface TableModelOptions {
  kind: TableKind;
  rangePosAsPercent: boolean;
  /** Column keys the user chose to see (settings.activeColumns); null shows all. */
  activeColumns?: readonly string[] | null;
}

export const SELECT_COLUMN_KEY = 'rsSelect';
export const REMOVE_ACTION_ID = 'remove';

const isIvOrGamma = (key: string): boolean => key.startsWith('volData.') || key.startsWith('gammaMetrics.');

export function isCryptoTable(kind: TableKind): boolean {
  return kind === 'cryptoWatchlist' || kind === 'cryptoMarket';
}

/** Read-only tables (crypto market, futures) disable add and delete. */
export function isReadOnly(kind: TableKind): boolean {
  return kind === 'cryptoMarket' || kind === 'futures';
}

/**
 * The column keys a table never shows (HIDDEN): IV and gamma in the crypto tables, daily change and
 * gamma in the futures table, and the range-position form the user did not pick (the display
 * settings' rule, plugins/listTools).
 */
export function hiddenKeys(kind: TableKind, rangePosAsPercent: boolean): (key: string) => boolean {
  return (key) => {
    if (isCryptoTable(kind) && isIvOrGamma(key)) return true;
    if (kind === 'futures' && (key === 'daily_percentChange' || key === 'daily_absoluteChange' || key.startsWith('gammaMetrics.'))) return true;
    return hiddenByRangeMode({ key }, rangePosAsPercent);
  };
}

/** Room for what the tables' cells draw (a pair ticker, the 10-step scale plus its percent). */
const MIN_WIDTHS: Readonly<Record<string, number>> = { ticker: 110, 'stRange.positionOnRange': 130, 'ltRange.positionOnRange': 130 };

const SELECT_COLUMN: Omit<ListColumn, 'label'> = { key: SELECT_COLUMN_KEY, type: 'boolean', group: 'GENERAL', sortable: false, width: 40 };
const REMOVE_ACTION: RowAction = { id: REMOVE_ACTION_ID, label: 'tables:row.remove', kind: 'delete' };
/** Opens the alerts' dialog for the row's ticker (plugins/alerts), in every table. */
export const ALERT_ACTION_ID = 'alert';
const ALERT_ACTION: RowAction = { id: ALERT_ACTION_ID, label: 'tables:row.alert', kind: 'open' };

/**
 * The ListModel of one ticker table.
 *
 * @example tickerTableModel(domainAsset, { kind: 'cryptoMarket', rangePosAsPercent: true })
 */
export function tickerTableModel(base: ListModel, options: TableModelOptions): ListModel {
  const hidden = hiddenKeys(options.kind, options.rangePosAsPercent);
  const active = options.activeColumns ?? null;
  const editable = !isReadOnly(options.kind);
  const columns: ListColumn[] = [
    { ...SELECT_COLUMN, label: 'tables:column.select' },
    ...base.columns.map((c) => ({
      ...c,
      ...(MIN_WIDTHS[c.key] ? { width: Math.max(c.width ?? 0, MIN_WIDTHS[c.key]!) } : {}),
      group: hidden(c.key) || !isActive(c.key, active) ? ('HIDDEN' as const) : c.group,
    })),
  ];
  return {
    ...base,
    columns,
    defaultSort: { key: 'ticker', direction: 'asc' },
    rowActions: editable ? [REMOVE_ACTION, ALERT_ACTION] : [ALERT_ACTION],
  };
}
