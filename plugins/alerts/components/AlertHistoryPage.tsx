import { useCallback, useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { resolveText } from '../../../engine/core';
import { ListView, visibleColumns } from '../../../engine/list';
import { useDataMethods, useDisplaySettings, useEngine } from '../../../engine/ui';
import { ExportButton } from '../../listTools';
import { alertsMethods, type HistoryQuery } from '../data/alertsApi';
import { HISTORY_CELLS } from '../cells/alertCells';
import { ALERT_HISTORY_MODEL } from '../logic/alertListModels';
import { historyRows } from '../logic/alertRows';
import { alertFeed, type AlertFeed } from '../state/alertFeed';
import { useAlertHistory } from '../state/useAlertHistory';
import { HistoryFilters } from './HistoryFilters';
import '../alerts.css';

/**
 * 'Alert-History': every firing of the user's alerts (time, ticker, alert, condition, value, level
 * and each channel's delivery: outcome, attempts, last error), filtered by days and ticker on the
 * server, sorted in the list, exported as the screen shows it; it follows new firings live.
 */
export const AlertHistoryPage = observer(function AlertHistoryPage({ feed = alertFeed }: { feed?: AlertFeed }) {
  const { t } = useTranslation(['alerts', 'models']);
  const { session } = useEngine();
  const display = useDisplaySettings();
  const api = useDataMethods(alertsMethods);
  const [query, setQuery] = useState<HistoryQuery>({});
  const state = useAlertHistory(api, query, feed);
  const { language, modules } = session;
  const rows = useMemo(() => (state.status === 'ready' ? historyRows(state.entries, t, language) : []), [state, t, language]);

  const getRows = useCallback(async () => {
    const columns = visibleColumns(ALERT_HISTORY_MODEL, modules);
    return {
      headers: columns.map((c) => ({ key: c.key, label: resolveText(c.label, language, t) })),
      items: rows.map((r) => Object.fromEntries(columns.map((c) => [c.key, r[c.key]]))),
    };
  }, [rows, modules, language, t]);

  return (
    <section className="shell-screen al-screen" data-testid="alert-history-screen">
      <header className="shell-screen__head">
        <h1 className="shell-screen__title">{t('history.title')}</h1>
      </header>
      <p className="muted al-intro">{t('history.intro')}</p>
      <div className="al-toolbar">
        <HistoryFilters onApply={setQuery} />
        <ExportButton getRows={getRows} loading={state.status === 'loading'} listName={t('history.title')} />
      </div>
      {state.status === 'loading' && <p role="status" className="muted">{t('loading')}</p>}
      {state.status === 'failed' && <p role="alert" className="message message--error">{t('history.failed')}</p>}
      {state.status === 'ready' && (
        <>
          <p className="al-count" role="status" data-testid="history-count">{t('history.count', { count: rows.length })}</p>
          {rows.length ? (
            <ListView model={ALERT_HISTORY_MODEL} rows={rows} cells={HISTORY_CELLS} kind="alertHistory" modules={modules} language={language}
              rowId={(r) => String(r.id)} compact={display.compact} colorblind={display.colorblind} height={Math.min(640, 48 + rows.length * 34)} />
          ) : <p className="al-empty" data-testid="history-empty">{t('history.empty')}</p>}
        </>
      )}
    </section>
  );
});
