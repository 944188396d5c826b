import { useCallback, useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { RowAction } from '../../../engine/core';
import { ListView } from '../../../engine/list';
import { useDataMethods, useDisplaySettings, useEngine } from '../../../engine/ui';
import type { AlertView } from '../../../contracts';
import { alertsMethods } from '../data/alertsApi';
import { ALERT_CELLS } from '../cells/alertCells';
import { AlertsCellContext, type AlertsCellContextValue } from '../cells/AlertsCellContext';
import { ALERT_LIST_MODEL } from '../logic/alertListModels';
import { alertRows, type AlertRow } from '../logic/alertRows';
import { inputOfView } from '../logic/alertValidation';
import { saveProblemOf, type SaveProblem } from '../logic/saveProblem';
import { useAlertList } from '../state/useAlertList';
import { useAlertTargets } from '../state/useAlertTargets';
import AlertDialog from './AlertDialog';
import { DeleteAlertDialog } from './DeleteAlertDialog';
import { SaveProblemNote } from './SaveProblemNote';
import { WebhookSecretPanel } from './WebhookSecretPanel';
import '../alerts.css';

type Editing = { alert: AlertView | null } | null;

/**
 * 'Fractal Range Alerts': the user's alerts in the engine's ListView (name, target, condition in
 * words, channels, status with pause / resume, last fired; edit and delete as row actions), the
 * count against the plan's limit, an empty state, the create and edit dialog and the webhook secret.
 */
export const AlertsPage = observer(function AlertsPage() {
  const { t } = useTranslation(['alerts', 'models']);
  const { session } = useEngine();
  const display = useDisplaySettings();
  const api = useDataMethods(alertsMethods);
  const { state, reload } = useAlertList(api);
  const targets = useAlertTargets();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AlertView | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [problem, setProblem] = useState<SaveProblem | null>(null);
  const { language, modules } = session;

  const answer = state.status === 'ready' ? state.answer : null;
  const rows = useMemo(() => (answer ? alertRows(answer.alerts, t, language, targets.scanTitle) : []), [answer, t, language, targets.scanTitle]);

  const change = useCallback(async (id: string, run: () => Promise<unknown>) => {
    setBusyId(id);
    setProblem(null);
    try {
      await run();
    } catch (err) {
      setProblem(saveProblemOf(err));
    } finally {
      setBusyId(null);
      reload();
    }
  }, [reload]);

  const cellContext = useMemo<AlertsCellContextValue>(() => ({
    busyId,
    toggle: (alert) => void change(alert.id, () => api.update(alert.id, { ...inputOfView(alert), paused: !alert.paused })),
  }), [busyId, change, api]);

  const onRowAction = useCallback((action: RowAction, row: Record<string, unknown>) => {
    const { alert } = row as AlertRow;
    if (action.id === 'edit') setEditing({ alert });
    else if (action.id === 'delete') setDeleting(alert);
  }, []);

  const confirmDelete = async () => {
    const alert = deleting;
    if (!alert) return;
    await change(alert.id, () => api.remove(alert.id));
    setDeleting(null);
  };

  return (
    <section className="shell-screen al-screen" data-testid="alerts-screen">
      <header className="shell-screen__head al-head">
        <h1 className="shell-screen__title">{t('title')}</h1>
        <button type="button" className="button button--primary" onClick={() => setEditing({ alert: null })} data-testid="alert-new">{t('new')}</button>
      </header>
      <p className="muted al-intro">{t('intro')}</p>
      {answer && <p className="al-count" role="status" data-testid="alert-count">{t('count', { active: answer.active, limit: answer.limit })}</p>}
      {problem && <SaveProblemNote problem={problem} limit={answer?.limit ?? null} />}
      {state.status === 'loading' && <p role="status" className="muted">{t('loading')}</p>}
      {state.status === 'failed' && (
        <p role="alert" className="message message--error">
          {t('failed')} <button type="button" className="al-link" onClick={reload}>{t('retry')}</button>
        </p>
      )}
      {answer && !answer.alerts.length && <p className="al-empty" data-testid="alerts-empty">{t('empty')}</p>}
      {answer && answer.alerts.length > 0 && (
        <AlertsCellContext.Provider value={cellContext}>
          <ListView model={ALERT_LIST_MODEL} rows={rows} cells={ALERT_CELLS} kind="alerts" modules={modules} language={language}
            rowId={(r) => String(r.id)} onRowAction={onRowAction} compact={display.compact} colorblind={display.colorblind}
            height={Math.min(560, 48 + rows.length * 34)} />
        </AlertsCellContext.Provider>
      )}
      <WebhookSecretPanel api={api} />
      {editing && (
        <AlertDialog alert={editing.alert} limit={answer?.limit ?? null} onClose={() => setEditing(null)} onSaved={reload} />
      )}
      {deleting && <DeleteAlertDialog name={deleting.name} busy={busyId === deleting.id} onCancel={() => setDeleting(null)} onConfirm={() => void confirmDelete()} />}
    </section>
  );
});
