import { useCallback, useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { ListModel, RowAction } from '../../../engine/core';
import { ListView, allowedQuery, gatedKeys, processRows, visibleColumns, type ListQuery } from '../../../engine/list';
import { useDisplaySettings, useEngine } from '../../../engine/ui';
import { ExportButton, tableDisplayOf } from '../../listTools';
import { RECENT_CHANGES_CELLS } from '../cells/recentChangesCells';
import { RecentChangesContext, type RecentChangesContextValue } from '../cells/RecentChangesContext';
import type { SignalRowData } from '../data/signalsApi';
import { signalDetailPath } from '../logic/detailLink';
import { exportTable } from '../logic/exportRows';
import type { SignalMarket } from '../logic/market';
import { screenMessage } from '../logic/screenMessage';
import { screenRows } from '../logic/screenRows';
import { ScopeSwitch } from './ScopeSwitch';
import { useRowClick } from './useRowClick';
import { useScope } from './useScope';

export interface SignalListProps {
  model: ListModel;
  /** Every signal the user may see (both markets, every ticker); the list picks its market and scope. */
  rows: SignalRowData[];
  /** The signals are being computed: the message instead of the list. */
  processing: boolean;
  market: SignalMarket;
}

const NO_QUERY: ListQuery = { filters: [], sort: null };
const rowIdOf = (row: Record<string, unknown>): string => String(row.id);

/**
 * The recent changes of one market: the scope switch, the count and the export over the engine's
 * ListView (date and signal filters, sorting asc ↔ desc as the model says), the two messages of an
 * empty list, and a click on a row (or its ticker, or Open) to the ticker's detail page.
 */
export const SignalList = observer(function SignalList({ model, rows, processing, market }: SignalListProps) {
  const { t } = useTranslation('recentChanges');
  const { t: tModels } = useTranslation('models');
  const { session } = useEngine();
  const display = useDisplaySettings();
  const navigate = useNavigate();
  const [scope, setScope] = useScope();
  const [query, setQuery] = useState<ListQuery>(NO_QUERY);
  const { modules, language } = session;

  const scoped = useMemo(() => screenRows(rows, market, scope), [rows, market, scope]);
  const columns = useMemo(() => visibleColumns(model, modules), [model, modules]);
  const shown = useMemo(() => processRows(model, scoped, allowedQuery(query, gatedKeys(model, columns))), [model, scoped, query, columns]);
  const message = screenMessage({ processing, shown: shown.length });

  const byId = useMemo(() => new Map(scoped.map((r) => [rowIdOf(r), r])), [scoped]);
  const rowById = useCallback((id: string) => byId.get(id), [byId]);
  const open = useCallback((row: Record<string, unknown>) => navigate(signalDetailPath(String(row.ticker), market)), [navigate, market]);
  const onRowClick = useRowClick(rowById, open);
  const onRowAction = useCallback((action: RowAction, row: Record<string, unknown>) => { if (action.kind === 'open') open(row); }, [open]);
  const onQueryChange = useCallback((filters: ListQuery['filters'], sort: ListQuery['sort']) => setQuery({ filters, sort }), []);
  const getRows = useCallback(async () => exportTable(columns, shown, language, tModels), [columns, shown, language, tModels]);
  const context = useMemo<RecentChangesContextValue>(() => ({ market, navigate }), [market, navigate]);

  if (processing) return <p role="status" className="rc-message" data-testid="recent-changes-message">{t('processing')}</p>;
  return (
    <RecentChangesContext.Provider value={context}>
      <div className="rc-toolbar">
        <ScopeSwitch scope={scope} onChange={setScope} />
        <p className="muted rc-count" role="status" data-testid="signal-count">{t('count', { count: shown.length })}</p>
        <ExportButton getRows={getRows} loading={false} listName={t(market === 'crypto' ? 'cryptoTitle' : 'title')} />
      </div>
      {message ? <p role="status" className="rc-message" data-testid="recent-changes-message">{t(message)}</p> : null}
      {/* The list knows no row clicks: a click on a row bubbles here (useRowClick). */}
      <div className="rc-list" onClick={onRowClick}>
        <ListView model={model} rows={scoped} cells={RECENT_CHANGES_CELLS} kind="recentChanges" modules={modules} language={language}
          filters={query.filters} sort={query.sort} onQueryChange={onQueryChange} rowId={rowIdOf} onRowAction={onRowAction}
          compact={display.compact} colorblind={display.colorblind} height={tableDisplayOf(session.settings).fullLengthTables ? 900 : 560} />
      </div>
    </RecentChangesContext.Provider>
  );
});
