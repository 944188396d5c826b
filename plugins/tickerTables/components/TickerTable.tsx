import { observer } from 'mobx-react-lite';
import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ListView, visibleColumns } from '../../../engine/list';
import { type ListModel, type RowAction, resolveText, readField } from '../../../engine/core';
import { useEngine, useDataMethods, useDisplaySettings } from '../../../engine/ui';
import { ExportButton, tableDisplayOf } from '../../listTools';
import { resolveIsin } from '../../tickerDetail';
import { AlertEditorDialog, tickerSeed } from '../../alerts';
import { cryptoDisplay } from '../../../product/priceDecimals';
import { TICKER_TABLE_CELLS } from '../cells/tickerTableCells';
import { TickerTableContext, type TickerTableContextValue } from '../cells/TickerTableContext';
import { ALERT_ACTION_ID, REMOVE_ACTION_ID, isCryptoTable, isReadOnly, tickerTableModel, type TableKind } from '../logic/tableModel';
import { canSelect, isEodUser } from '../logic/refreshPlan';
import { tableAsOf, withMethodologyLinks } from '../logic/methodologyLinks';
import type { TableRow } from '../logic/rowState';
import { Selection } from '../state/selection';
import { assetMethods } from '../state/assetApi';
import type { ListKind } from '../../watchlists';
import type { TablesStores } from '../state/tablesSession';
import { AddTickerInput } from './AddTickerInput';
import { RefreshControls } from './RefreshControls';
import { useAddTickers } from './useAddTickers';
import '../tickerTables.css';

export interface TickerTableProps {
  kind: TableKind;
  /** The list behind an editable table; null for the read-only ones. */
  list: { kind: ListKind; name?: string } | null;
  tickers: readonly string[];
  /** The detail page's caller: overview, watchlists, crypto, futures. */
  caller: string;
  /** The DomainAsset ListModel. */
  model: ListModel;
  stores: TablesStores;
  /** The list's name for the export. */
  exportName?: string;
}

/**
 * One ticker table (document 2 section 2, "Ticker table controls"): the refresh selector, the
 * add-ticker input, the filter, import / export / display settings, and the engine's ListView
 * over the asset rows, sorted by ticker until the user sorts (a new list starts afresh).
 */
export const TickerTable = observer(function TickerTable({ kind, list, tickers, caller, model, stores, exportName }: TickerTableProps) {
  const { t } = useTranslation('tables');
  const { session, data } = useEngine();
  const assetCalls = useDataMethods(assetMethods);
  const navigate = useNavigate();
  const display = useDisplaySettings();
  const tableDisplay = tableDisplayOf(session.settings);
  const userPackage = session.user?.userPackage ?? '';
  const [filter, setFilter] = useState('');
  const listKey = `${kind}|${list?.kind ?? ''}|${list?.name ?? ''}`;
  const selection = useMemo(() => new Selection(), []);
  const { assets } = stores;

  const tableModel = useMemo(
    () => tickerTableModel(model, { kind, rangePosAsPercent: tableDisplay.rangePosAsPercent, activeColumns: tableDisplay.activeColumns }),
    [model, kind, tableDisplay.rangePosAsPercent, tableDisplay.activeColumns],
  );
  const sortedKey = [...tickers].sort().join(',');
  useEffect(() => {
    assets.ensure(sortedKey ? sortedKey.split(',') : []);
  }, [assets, sortedKey]);

  const rows: TableRow[] = tickers.map((ticker) => assets.row(ticker));
  const needle = filter.trim().toUpperCase();
  const shown = needle ? rows.filter((r) => r.ticker.includes(needle) || cryptoDisplay(r.ticker).includes(needle)) : rows;
  const selectable = shown.filter((r) => canSelect(r, userPackage)).map((r) => r.ticker);
  const loading = rows.some((r) => r.rsStatus === 'loading');
  // Each metric column's header links to its methodology page with the data's as-of date (issue 21 scope 6).
  const asOf = tableAsOf(rows);
  const linkedModel = useMemo(() => withMethodologyLinks(tableModel, asOf), [tableModel, asOf]);

  const listName = caller === 'watchlists' ? list?.name : undefined;
  const context = useMemo<TickerTableContextValue>(() => ({
    caller, ...(listName ? { listName } : {}), navigate, retry: (ticker) => void assets.retry(ticker), selection, canSelect: (row) => canSelect(row, userPackage),
  }), [caller, listName, navigate, assets, selection, userPackage]);

  const adding = useAddTickers(stores, list);
  // The ticker a row's Alert action opens the alerts' dialog for (its chunk loads then).
  const [alerting, setAlerting] = useState<string | null>(null);
  const onRowAction = useCallback((action: RowAction, row: Record<string, unknown>) => {
    if (action.id === ALERT_ACTION_ID) setAlerting(String(row.ticker));
    else if (action.id === REMOVE_ACTION_ID && list) void stores.lists.removeTickers(list.kind, list.name, [String(row.ticker)]);
  }, [list, stores]);

  const getRows = useCallback(async () => {
    // The columns the user sees: PREMIUM ones only with the module, as in the table.
    const columns = visibleColumns(tableModel, session.modules).filter((c) => c.key !== 'rsSelect');
    const headers = columns.map((c) => ({ key: c.key, label: resolveText(c.label, session.language, (k) => t(k, { defaultValue: k })) }));
    const items = rows.filter((r) => r.rsStatus === 'ready').map((r) => Object.fromEntries(columns.map((c) => [c.key, readField(r, c.key)])));
    return { headers, items };
  }, [tableModel, rows, session.modules, session.language, t]);

  const search = useCallback((text: string) => assetCalls.search(text, isCryptoTable(kind)), [assetCalls, kind]);
  const editable = list !== null && !isReadOnly(kind);

  return (
    <TickerTableContext.Provider value={context}>
      <div className="tt-table" data-testid="ticker-table" data-kind={kind}>
        <div className="tt-toolbar">
          <RefreshControls selection={selection} selectable={selectable} listSize={tickers.length} userPackage={userPackage}
            onRefresh={(chosen, mode) => assets.refresh(chosen, mode)} />
          {editable && (
            <AddTickerInput target={isCryptoTable(kind) ? 'crypto' : 'regular'} autocomplete={isEodUser(userPackage)} search={search}
              resolveIsin={(isin) => resolveIsin(data.request, isin)} onAdd={adding.add} />
          )}
          {adding.notice && <p className="tt-notice" role="status">{adding.notice}</p>}
          <input className="tt-input tt-filter" value={filter} onChange={(e) => setFilter(e.target.value)} placeholder={t('filter.placeholder')}
            aria-label={t('filter.label')} data-testid="filter-ticker-input" />
          <div className="tt-buttons">
            {editable && <button type="button" className="button" onClick={() => navigate('/dashboard/list-import')}>{t('buttons.import')}</button>}
            <ExportButton getRows={getRows} loading={loading} {...(exportName ? { listName: exportName } : {})} />
            <button type="button" className="button" onClick={() => navigate('/dashboard/display-settings')}>{t('buttons.displaySettings')}</button>
          </div>
        </div>
        <ListView key={listKey} model={linkedModel} rows={shown} cells={TICKER_TABLE_CELLS} kind={kind} modules={session.modules} language={session.language}
          loading={loading} rowId={(r) => String(r.ticker)} onRowAction={onRowAction} compact={display.compact} colorblind={display.colorblind}
          height={tableDisplay.fullLengthTables ? 900 : 560} />
        {alerting && (
          <Suspense fallback={null}>
            <AlertEditorDialog seed={tickerSeed(alerting)} onClose={() => setAlerting(null)} />
          </Suspense>
        )}
      </div>
    </TickerTableContext.Provider>
  );
});
